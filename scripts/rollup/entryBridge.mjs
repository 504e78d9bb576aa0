// The ESM build's entry (dist/esm/idp-elements.js) is the loader itself: `<idp-login>` paints its first screen
// after one request, not after the entry and then a loader chunk it re-exports. The entry still exports only its
// public names (issue 22): the chunks loaded after the first paint (React, the products, the contrast checks)
// reach the loader's modules through a bridge instead of importing from the entry.
//
// - The entry provides the exports of each shared loader module (`shared`) under one registry key
//   (`Symbol.for('idp-elements@VERSION')`) on `globalThis`, as arrays in a fixed order. It does so when it runs,
//   before any chunk that reads them can load (they are all imported after it).
// - Every import of a loader module from outside the loader resolves to a bridge module (`\0idp-bridge:…`), which
//   re-exports that module's array under the module's own names. The bridges are a small chunk of their own,
//   fetched beside React's.
// - A module the loader shares with code another entry reaches (the headless client's) cannot go through the
//   bridge: the loader takes a copy of it instead (`copies`; small, stateless modules only). The build fails when
//   another entry reaches a bridge, or when a loader module is imported from outside and is not in `shared`.
import { readFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';

const BRIDGE = '\0idp-bridge:';
/** The bridges another entry's own code reads (idp-elements/account): a chunk of their own, so that the shared
 * bridges chunk (what <idp-login> loads) exports nothing more for them. */
const OWN = '?own';
const COPY = '.loader-copy.ts';
const PROVIDE = '\0idp-provide';
const READ = '\0idp-bridge-read';

const KEY_PREFIX = 'idp-elements@';

/** A shared module's exports (functions, classes, constants: a bridge's copies of them cannot follow a `let`). */
async function readExports(context, id) {
  const file = relative(process.cwd(), id);
  if (/^export\s+(let|var)\b/m.test(readFileSync(id, 'utf8'))) {
    context.error(`${file} exports a variable binding, which a bridge cannot keep live.`);
  }
  const { exports } = await context.load({ id });
  if (!exports || exports.includes('default') || exports.includes('*')) {
    context.error(`${file}: a shared loader module needs named exports only.`);
  }
  return exports;
}

/** The bridges' chunk name, and the chunk each module of this plugin belongs in (see manualChunks). */
export function bridgeChunk(id) {
  if ((id.startsWith(BRIDGE) || id.startsWith(READ)) && id.endsWith(OWN)) return 'ownBridge';
  if (id.startsWith(BRIDGE) || id === READ) return 'bridge';
  if (id === PROVIDE || id.endsWith(COPY)) return 'loader';
  return undefined;
}

/**
 * @param {object} options
 * @param {(id: string) => boolean} options.isLoader whether a module belongs to the loader (the entry's chunk)
 * @param {RegExp} options.copies modules the loader takes a copy of (imported by other entries' code too)
 * @param {string[]} options.shared the loader modules that code outside the loader imports (checked below)
 * @param {string} options.entry the entry module (elements/index.ts)
 * @param {string} options.version the package version, part of the registry keys
 * @param {boolean} [options.bridge] false: only the copies (the React build keeps its loader chunk)
 * @param {(importer: string) => boolean} [options.own] code whose bridges go in a chunk of their own
 */
export function entryBridge({ isLoader, copies, shared, entry, version, bridge = true, own = () => false }) {
  const root = process.cwd();
  /** The shared modules in the order of the registry's arrays (the entry writes them, the bridges read them). */
  const sharedIds = shared.map((file) => resolve(root, file));
  const entryId = resolve(root, entry);
  /** Loader modules imported from outside the loader. */
  const bridged = new Set();
  /** Each shared module's exports, read once for the entry's arrays and its bridge. */
  const exportsCache = new Map();
  const exportsOf = (context, id) => {
    if (!exportsCache.has(id)) exportsCache.set(id, readExports(context, id));
    return exportsCache.get(id);
  };
  const inLoader = (id) => id === PROVIDE || id.endsWith(COPY) || isLoader(id);

  return {
    name: 'entry-bridge',
    buildStart() {
      bridged.clear();
      exportsCache.clear();
    },
    async resolveId(source, importer, options) {
      if (source === PROVIDE || source === READ || source === READ + OWN) return source;
      if (!importer || source.startsWith('\0') || importer.startsWith(BRIDGE)) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return resolved;
      const target = resolved.id;
      if (inLoader(importer)) {
        return copies.test(target) ? target.replace(/\.ts$/, COPY) : resolved;
      }
      // Another entry may import the main entry itself (idp-elements/account does, for its side effects and
      // public exports): that is an import of the entry's chunk, not of a loader module.
      if (!bridge || !isLoader(target) || target === entryId) return resolved;
      if (!sharedIds.includes(target)) {
        this.error(
          `${relative(root, importer)} imports the loader module ${relative(root, target)}: add it to SHARED ` +
            'in rollup.config.mjs (the entry then provides it to the chunks that load after it).',
        );
      }
      bridged.add(target);
      return BRIDGE + target + (own(importer) ? OWN : '');
    },
    async load(id) {
      if (id.endsWith(COPY)) return readFileSync(id.slice(0, -COPY.length) + '.ts', 'utf8');
      if (id === PROVIDE) {
        // Runs before the entry's own code: the modules have run (imports first), and no chunk that reads them
        // can have loaded yet. One array per module, its exports in the order the bridges read them.
        const lists = await Promise.all(sharedIds.map((target) => exportsOf(this, target)));
        return [
          ...sharedIds.map((target, i) => `import * as m${i} from ${JSON.stringify(target)};`),
          `const key = Symbol.for(${JSON.stringify(KEY_PREFIX + version)});`,
          'if (!(key in globalThis)) Object.defineProperty(globalThis, key, { value: [',
          ...lists.map((names, i) => `  [${names.map((name) => `m${i}.${name}`).join(', ')}],`),
          '] });',
        ].join('\n');
      }
      if (id === READ || id === READ + OWN) {
        return [
          `const key = Symbol.for(${JSON.stringify(KEY_PREFIX + version)});`,
          '/** The exports of the loader module at `index` (entryBridge), as the entry provided them. */',
          'export function read(index) {',
          '  const modules = globalThis[key];',
          '  if (modules) return modules[index];',
          "  throw new Error('idp-elements: this chunk needs idp-elements.js, which must load first.');",
          '}',
        ].join('\n');
      }
      if (!id.startsWith(BRIDGE)) return null;
      const target = id.slice(BRIDGE.length).replace(OWN, '');
      const index = sharedIds.indexOf(target);
      const names = await exportsOf(this, target);
      return {
        code: [
          `import { read } from ${JSON.stringify(id.endsWith(OWN) ? READ + OWN : READ)};`,
          names.length ? `export const [${names.join(', ')}] = read(${index});` : '',
        ].join('\n'),
        // Reading the registry changes nothing: a chunk that uses none of a bridge's names needs no bare import of
        // the bridges' chunk (which package.json `sideEffects` leaves out, so a host bundler would warn at it).
        moduleSideEffects: false,
      };
    },
    transform(code, id) {
      if (!bridge || id !== entryId) return null;
      // At the end, so the module's lines keep their places (imports run first wherever they stand).
      return { code: `${code}\nimport ${JSON.stringify(PROVIDE)};\n`, map: null };
    },
    generateBundle(_options, bundle) {
      if (!bridge) return;
      // Another entry (the headless client) must never reach a bridge: its pages do not run the loader. An entry
      // whose first import is the main entry's chunk (idp-elements/account) runs the loader first, so it may.
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');
      const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
      const main = chunks.find((chunk) => chunk.isEntry && chunk.facadeModuleId === entryId);
      const runsLoaderFirst = (chunk) => main !== undefined && chunk.imports[0] === main.fileName;
      for (const start of chunks.filter(
        (chunk) => chunk.isEntry && chunk.facadeModuleId !== entryId && !runsLoaderFirst(chunk),
      )) {
        const seen = new Set();
        const visit = (chunk) => {
          if (!chunk || seen.has(chunk.fileName)) return;
          seen.add(chunk.fileName);
          if (Object.keys(chunk.modules).some((id) => id.startsWith(BRIDGE))) {
            this.error(
              `${start.fileName} reaches ${chunk.fileName}, which reads the loader's modules from the entry.`,
            );
          }
          for (const name of [...chunk.imports, ...chunk.dynamicImports]) visit(byName.get(name));
        };
        visit(start);
      }
    },
    buildEnd(error) {
      if (error || !bridge) return;
      for (const id of sharedIds) {
        if (!bridged.has(id))
          this.error(`SHARED lists ${relative(root, id)}, which nothing outside the loader imports.`);
      }
    },
  };
}
