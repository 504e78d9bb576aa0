// `npm start`: builds the widget when needed, starts the emulator on http://localhost:PORT and serves the demo
// pages from it. It takes the emulator's flags and environment variables (`npm start -- --port 9500 --db :memory:`;
// `npm start -- --help` lists them) and stops cleanly on Ctrl+C.
import { existsSync, mkdirSync, mkdtempSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseCli, startOptions, stopOnSignals, UsageError, USAGE } from '../emulator/cli.ts';
import { startEmulator } from '../emulator/index.ts';
import { startDemoBackend } from '../demo/server/backend.ts';
import { buildDemo } from './build-demo.mjs';
import { buildIfStale, newestMtime } from './build-if-stale.mjs';

// The docs site is built once and kept in node_modules/.cache/ until one of its inputs changes (its pages, the
// manifest, the sources the API reference is read from, the build script): a second `npm start` serves it at once.
const DOCS_CACHE = join('node_modules', '.cache', 'idp-elements-docs');
const DOCS_STAMP = join(DOCS_CACHE, '.built');
function docsInputsMtime() {
  const inputs = ['docs', 'src'].map((dir) => newestMtime(dir));
  for (const file of ['custom-elements.json', 'scripts/build-docs.mjs', 'demo/site.css', 'package-lock.json'])
    inputs.push(statSync(file).mtimeMs);
  return Math.max(...inputs);
}
async function docsSite() {
  if (existsSync(DOCS_STAMP) && statSync(DOCS_STAMP).mtimeMs > docsInputsMtime()) return DOCS_CACHE;
  mkdirSync(join('node_modules', '.cache'), { recursive: true });
  const fresh = mkdtempSync(join('node_modules', '.cache', 'idp-elements-docs-'));
  try {
    // Loaded only to build (it brings the TypeScript compiler, for the API reference).
    const { buildDocs } = await import('./build-docs.mjs');
    await buildDocs({ outDir: fresh });
    writeFileSync(join(fresh, '.built'), '');
    rmSync(DOCS_CACHE, { recursive: true, force: true });
    renameSync(fresh, DOCS_CACHE);
  } catch (e) {
    rmSync(fresh, { recursive: true, force: true });
    throw e;
  }
  return DOCS_CACHE;
}

// The emulator's own flags and environment variables (`npm start -- --help`), plus the demo's static mounts.
let options;
try {
  options = parseCli(process.argv.slice(2), process.env);
} catch (e) {
  if (!(e instanceof UsageError)) throw e;
  console.error(`npm start: ${e.message}\n\n${USAGE.replace('npm run emulator', 'npm start')}`);
  process.exit(2);
}
if (options === 'help') {
  console.info(USAGE.replace('npm run emulator', 'npm start'));
  process.exit(0);
}

buildIfStale({ widgetOnly: true });
// Each server builds the demo scripts (with its own URL and token baked in) into a folder of its own, so two
// `npm start` in one checkout never serve each other's pages.
const demoBuild = mkdtempSync(join(tmpdir(), 'idp-demo-build-'));
process.on('exit', () => rmSync(demoBuild, { recursive: true, force: true }));
// The docs site (npm run docs:build), served at /docs/ beside the playground (/playground.html): from the cache when
// up to date, else built while the emulator starts (a failure is reported below, not lost).
const docsIsFresh = existsSync(DOCS_STAMP) && statSync(DOCS_STAMP).mtimeMs > docsInputsMtime();
if (!docsIsFresh) console.info('Building the docs site…');
mkdirSync(DOCS_CACHE, { recursive: true }); // the /docs/ mount's folder, there from the start
const docsReady = docsSite().then(
  () => null,
  (e) => e,
);
let emulator;
try {
  emulator = await startEmulator(
    startOptions(options, [
      { mount: '/dist/', dir: 'dist', crossOrigin: true },
      { mount: '/demo-build/', dir: demoBuild },
      { mount: '/docs/', dir: DOCS_CACHE },
      { mount: '/', dir: 'demo' },
    ]),
  );
} catch (e) {
  console.error(`npm start: ${e.message}`);
  process.exit(1);
}
// The demo's backend (demo/server/backend.ts): the provider's Node SDK checks the session against the emulator.
// It listens on the port after the emulator's (9401 beside the default 9400; `--port 9500` moves it to 9501), or on
// a free port, said so, when that one is taken.
let backend = null;
if (emulator.secret !== null) {
  const backendOptions = {
    emulatorUrl: emulator.url,
    projectId: emulator.projectId,
    secret: emulator.secret,
  };
  const port = Number(new URL(emulator.url).port) + 1;
  try {
    try {
      backend = await startDemoBackend({ ...backendOptions, port });
    } catch (e) {
      if (e.code !== 'EADDRINUSE') throw e;
      backend = await startDemoBackend(backendOptions);
      console.warn(`npm start: port ${port} is taken; the demo backend listens on ${backend.url} instead.`);
    }
  } catch (e) {
    console.warn(`npm start: the demo backend did not start (${e.message}); the pages work without it.`);
  }
}
await buildDemo({
  outDir: demoBuild,
  env: {
    IDP_PUBLIC_TOKEN: emulator.publicToken,
    IDP_API_URL: emulator.url,
    IDP_APP_URL: emulator.url,
    IDP_DEMO_SERVER_URL: backend?.url,
  },
});
const docsError = await docsReady;
if (docsError)
  console.warn(`npm start: the docs site did not build (${docsError.message}); the demo works without it.`);
console.info(
  `\nDemo:  ${emulator.url}/login.html  (sign up with any email, then open the link from the inbox)` +
    `\nDocs:  ${emulator.url}/docs/  ·  Playground: ${emulator.url}/playground.html`,
);
if (backend)
  console.info(`Demo backend:  ${backend.url}/api/me  (the provider's Node SDK checks the session)`);
stopOnSignals({
  close: async () => {
    await backend?.close();
    await emulator.close();
  },
});
