/**
 * `<link rel="modulepreload">` for the chunks the default first screen needs after the loader (the React chunk,
 * the client, the magic-link form), added once the first paint is on screen: the browser fetches them side by
 * side instead of discovering each from the one before.
 *
 * The hints are only added while this file runs as the package's own build (served as it was published, from a
 * CDN or a copy of `dist/`). A host bundler that re-bundles the package (Vite, webpack, esbuild, Rollup, Next.js)
 * renames the chunks and rewrites the `import()` that fetches them, so paths relative to this file would be
 * requests for files that are not there; there the host's bundler does its own preloading of the imports it sees.
 */

/** Replaced by the ESM build (rollup.config.mjs) with a JSON array of paths relative to this file. */
const FIRST_SCREEN_CHUNKS = '__IDP_FIRST_SCREEN_CHUNKS__';

let done = false;

/**
 * True when `load`, the loader's `import()` of the React chunk, still names `path` as the package's build wrote
 * it: the chunk then sits at that path beside this file, and so do the chunks listed with it.
 */
export function importsUnchanged(load: () => unknown, path: string): boolean {
  const source = String(load);
  return [`"${path}"`, `'${path}'`, `\`${path}\``].some((quoted) => source.includes(quoted));
}

/** `load` is the loader's `import()` of the React chunk (the first path of the list). */
export function preloadFirstScreenChunks(load: () => unknown): void {
  if (done || typeof document === 'undefined' || !FIRST_SCREEN_CHUNKS.startsWith('[')) return;
  done = true;
  try {
    const paths = JSON.parse(FIRST_SCREEN_CHUNKS) as string[];
    if (!paths[0] || !importsUnchanged(load, paths[0])) return;
    for (const path of paths) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(path, import.meta.url).href;
      document.head.append(link);
    }
  } catch {
    // a hint only: the imports fetch the chunks anyway
  }
}
