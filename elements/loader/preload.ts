/**
 * `<link rel="modulepreload">` for the chunks the default first screen needs after the loader (the React chunk,
 * the client, the magic-link form), added once the first paint is on screen: the browser fetches them side by
 * side instead of discovering each from the one before.
 */

/** Replaced by the ESM build (rollup.config.mjs) with a JSON array of paths relative to this file. */
const FIRST_SCREEN_CHUNKS = '__IDP_FIRST_SCREEN_CHUNKS__';

let done = false;

export function preloadFirstScreenChunks(): void {
  if (done || typeof document === 'undefined' || !FIRST_SCREEN_CHUNKS.startsWith('[')) return;
  done = true;
  try {
    for (const path of JSON.parse(FIRST_SCREEN_CHUNKS) as string[]) {
      const link = document.createElement('link');
      link.rel = 'modulepreload';
      link.href = new URL(path, import.meta.url).href;
      document.head.append(link);
    }
  } catch {
    // a hint only: the imports fetch the chunks anyway
  }
}
