// `npm run bench`: issue 12's measurement in one run. Builds the stack-floor page (React 19 + styled-components +
// zustand + r2wc, one styled email input), then loads it, a plain-HTML page and `<idp-login>` in headless
// Chromium, interleaved, 7 times each at 1x and 4x CPU throttling, and reports the medians: time from navigation
// to the first visible email input (first paint) and to React's take-over (interactive), each ÷ the floor's first
// paint, the JS (gzip -9) loaded before each, and the heap after load. Also lists every built chunk's size.
// Run `npm run build` first. `--runs N` changes the number of loads; `--emulator` adds the emulator's load test.
import { existsSync, mkdirSync, readFileSync, readdirSync } from 'node:fs';
import { createServer } from 'node:http';
import { join, relative, resolve, extname } from 'node:path';
import { spawnSync } from 'node:child_process';
import * as esbuild from 'esbuild';
import { chromium } from 'playwright-core';
import { BUDGET, DIST, ENTRY, defaultLoginFiles, gzipSize } from './bundle-size.mjs';
import { MEASURE, pages } from './bench/pages.mjs';

if (!existsSync(ENTRY)) {
  console.error('dist/esm/idp-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}
const { renderElementHTML } = await import('../dist/esm/ssr.js');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 7;
const RATES = [1, 4];
const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const kib = (bytes) => `${(bytes / 1024).toFixed(1)} KiB`;
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

// ---------------------------------------------------------------------------------------------- sizes
function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}
console.log('Chunks (min, gzip -9):');
for (const file of jsFiles(DIST).sort()) {
  const size = readFileSync(file).length;
  console.log(
    `  ${relative(DIST, file).padEnd(44)} ${kib(size).padStart(10)} ${kib(gzipSize(file)).padStart(10)} gz`,
  );
}
const loaded = defaultLoginFiles();
console.log(
  `\n<idp-login> before first paint: ${kib(loaded.firstPaint.bytes)} (${loaded.firstPaint.files.join(', ')})`,
);
console.log(
  `<idp-login> before interactive: ${kib(loaded.interactive.bytes)} (${loaded.interactive.files.join(', ')})`,
);
// Social sign-in (issue 10): its buttons and marks load only where oauth is configured, One Tap only with `one_tap`.
const chunkWith = (marker) =>
  jsFiles(DIST).find((f) => f.includes('/chunks/') && readFileSync(f, 'utf8').includes(marker));
const socialChunks = [
  ['buttons and the 19 marks', chunkWith('data-mark')],
  ['client area (start, authenticate)', chunkWith('/v1/public/oauth/')],
  ['Google One Tap', chunkWith('prompt_parent_id')],
];
for (const [label, file] of socialChunks) {
  if (file) console.log(`social sign-in, ${label}: ${kib(gzipSize(file))} gz (${relative(DIST, file)})`);
}
const defaultCode = loaded.interactive.files.map((f) => readFileSync(join(DIST, f), 'utf8')).join('\n');
const socialApart =
  socialChunks.every(([, file]) => file && !loaded.interactive.files.includes(relative(DIST, file))) &&
  !['data-mark', 'prompt_parent_id', '#FFFC00'].some((marker) => defaultCode.includes(marker));

// ---------------------------------------------------------------------------------------------- floor page
const BENCH_DIR = '.data/bench';
mkdirSync(BENCH_DIR, { recursive: true });
const FLOOR = join(BENCH_DIR, 'floor.js');
// The floor's React 19 lives in a package of its own (npm cannot hold two Reacts with their peers in one tree).
const FLOOR_DEPS = 'scripts/bench/floor-deps';
if (!existsSync(join(FLOOR_DEPS, 'node_modules', 'react-dom'))) {
  console.log('\nInstalling React 19 for the floor page (scripts/bench/floor-deps)…');
  const install = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--prefix', FLOOR_DEPS], {
    stdio: 'inherit',
  });
  if (install.status !== 0) {
    console.error("Could not install the floor page's React 19.");
    process.exit(1);
  }
}
const floorReact = (name) => resolve(FLOOR_DEPS, 'node_modules', name);
await esbuild.build({
  entryPoints: ['scripts/bench/floor.tsx'],
  outfile: FLOOR,
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  jsx: 'automatic',
  alias: { react: floorReact('react'), 'react-dom': floorReact('react-dom') },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});

// ---------------------------------------------------------------------------------------------- server
// A React site's cost: its own React 19 app, plus <idp-login> before interactive from the self-contained build
// (which brings its own React) or from idp-elements/react (which uses the site's).
const HOST = join(BENCH_DIR, 'react-host.js');
await esbuild.build({
  stdin: {
    contents:
      "import { createRoot } from 'react-dom/client'; import { createElement } from 'react';" +
      "createRoot(document.getElementById('app')).render(createElement('h1', null, 'A React site'));",
    resolveDir: '.',
  },
  outfile: HOST,
  bundle: true,
  minify: true,
  format: 'esm',
  target: 'es2020',
  alias: { react: floorReact('react'), 'react-dom': floorReact('react-dom') },
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const hostBytes = gzipSize(HOST);
const selfContained = loaded.interactive.bytes;
const shared = defaultLoginFiles('dist/react/react.js').interactive.bytes;
console.log(`\nA React 19 site (${kib(hostBytes)} of its own) with <idp-login>, JS gz before interactive:`);
console.log(`  self-contained build (idp-elements):   ${kib(hostBytes + selfContained)}`);
console.log(
  `  React build (idp-elements/react):       ${kib(hostBytes + shared)}  (${kib(selfContained - shared)} less)`,
);

const TYPES = { '.js': 'text/javascript', '.map': 'application/json', '.html': 'text/html' };
const server = createServer((req, res) => {
  const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const page = /^\/([\w-]+)\.html$/.exec(path)?.[1];
  const html = page ? pages(origin, renderElementHTML)[page] : undefined;
  if (html) return void res.writeHead(200, { 'content-type': 'text/html' }).end(html);
  if (path.startsWith('/api/')) return void api(req, res, path);
  const file = path === '/bench/floor.js' ? resolve(FLOOR) : resolve('.' + path);
  if (!file.startsWith(resolve('dist')) && file !== resolve(FLOOR)) return void res.writeHead(404).end();
  if (!existsSync(file)) return void res.writeHead(404).end();
  res
    .writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
    .end(readFileSync(file));
});
/** The provider's answers the first screen asks for: the bootstrap and telemetry (docs/protocol.md#the-calls). */
function api(req, res, path) {
  const cors = {
    'access-control-allow-origin': req.headers.origin ?? '*',
    'access-control-allow-credentials': 'true',
    'access-control-allow-headers': req.headers['access-control-request-headers'] ?? '*',
    'access-control-allow-methods': 'GET, POST, PUT, DELETE',
  };
  if (req.method === 'OPTIONS') return void res.writeHead(204, cors).end();
  const data = path.startsWith('/api/sdk/v1/projects/bootstrap/') ? BOOTSTRAP : {};
  res
    .writeHead(200, { ...cors, 'content-type': 'application/json' })
    .end(JSON.stringify({ data: { ...data, request_id: 'bench', status_code: 200 } }));
}
const BOOTSTRAP = {
  project_name: 'Bench',
  disable_sdk_watermark: true,
  captcha_settings: { enabled: false },
  cname_domain: null,
  email_domains: [],
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  pkce_required_for_sso: false,
  slug_pattern: null,
  create_organization_enabled: false,
  password_config: null,
  dfp_protected_auth_enabled: false,
  dfp_protected_auth_mode: 'OBSERVATION',
  rbac_policy: null,
  siwe_required_for_crypto_wallets: false,
  vertical: 'CONSUMER',
};

await new Promise((r) => server.listen(0, '127.0.0.1', r));
const origin = `http://127.0.0.1:${server.address().port}`;

// ---------------------------------------------------------------------------------------------- loads
const browser = await chromium.launch({
  executablePath: CHROMIUM,
  args: ['--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--disable-background-networking'],
});
const results = {}; // page → rate → { paint: [], interactive: [], cls: [] }
const heaps = {}; // page → [bytes]
const done = () => window.__bench?.interactive;

/** One cold load (cache off) at `rate`× CPU throttling: the times of the first paint and of interactive. */
async function timeLoad(name, rate) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  await page.addInitScript(MEASURE);
  await page.goto(`${origin}/${name}.html`);
  // Polled on a timer, not every frame: the probe must not load the page it measures.
  await page.waitForFunction(done, null, { timeout: 60_000, polling: 250 });
  // The hand-over's layout shifts are reported in the frame after it.
  await page.waitForTimeout(200);
  const { paint, interactive, cls } = await page.evaluate(() => window.__bench);
  await context.close();
  const slot = ((results[name] ??= {})[rate] ??= { paint: [], interactive: [], cls: [] });
  slot.paint.push(paint);
  slot.interactive.push(interactive);
  slot.cls.push(cls);
}

/** One load without throttling or network instrumentation: the JS heap once loaded, after a full GC. */
async function heapLoad(name) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await page.addInitScript(MEASURE);
  await page.goto(`${origin}/${name}.html`);
  // Through CDP, not page.waitForFunction: Playwright's injected helper script would be counted in the heap.
  await cdp.send('Runtime.evaluate', {
    expression: `new Promise((done) => { const check = () => (window.__bench && window.__bench.interactive ? setTimeout(done, 500) : setTimeout(check, 100)); check(); })`,
    awaitPromise: true,
  });
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  await context.close();
  (heaps[name] ??= []).push(usedSize);
}

try {
  const names = Object.keys(pages(origin, renderElementHTML));
  for (const name of names) await timeLoad(name, 1); // warm-up, not counted
  for (const key of Object.keys(results)) delete results[key];
  for (const rate of RATES) {
    for (let run = 0; run < RUNS; run++) for (const name of names) await timeLoad(name, rate);
  }
  for (let run = 0; run < 3; run++) for (const name of names) await heapLoad(name);
} finally {
  await browser.close();
  server.close();
}

// ---------------------------------------------------------------------------------------------- report
const floorBytes = gzipSize(FLOOR);
const bytes = {
  plain: [0, 0],
  floor: [floorBytes, floorBytes],
  'idp-login': [loaded.firstPaint.bytes, loaded.interactive.bytes],
  // The server's markup paints before any script; the loader (the same files) only adopts it.
  'idp-login-ssr': [0, loaded.interactive.bytes],
};
const ratio = (name, rate, key) => median(results[name][rate][key]) / median(results.floor[rate].paint);
console.log(
  `\nMedians of ${RUNS} loads each, headless Chromium, ${RATES.map((r) => `${r}x`).join(' / ')} CPU:`,
);
console.log(
  '| page | JS gz before first paint | before interactive | first paint ÷ floor, 1x / 4x | interactive ÷ floor, 1x / 4x | first paint ms, 1x / 4x | heap after load | CLS, worst load |',
);
console.log('|---|---|---|---|---|---|---|---|');
for (const name of Object.keys(results)) {
  const r = (key) => RATES.map((rate) => ratio(name, rate, key).toFixed(2)).join(' / ');
  const ms = RATES.map((rate) => median(results[name][rate].paint).toFixed(0)).join(' / ');
  const heap = median(heaps[name]) / 1024 / 1024;
  const cls = Math.max(...RATES.flatMap((rate) => results[name][rate].cls));
  console.log(
    `| ${name} | ${kib(bytes[name][0])} | ${kib(bytes[name][1])} | ${r('paint')} | ${r('interactive')} | ${ms} | ${heap.toFixed(2)} MiB | ${cls.toFixed(3)} |`,
  );
}
const ours = (rate, key, name = 'idp-login') => ratio(name, rate, key);
const noShift = (name) => RATES.every((rate) => results[name][rate].cls.every((v) => v === 0));
const goals = [
  [`first paint ≤ 0.5× floor at 1x and 4x`, RATES.every((rate) => ours(rate, 'paint') <= 0.5)],
  [
    `server-rendered first paint ≤ 0.45× floor at 1x and 4x`,
    RATES.every((rate) => ours(rate, 'paint', 'idp-login-ssr') <= 0.45),
  ],
  [`JS before first paint ≤ ${kib(BUDGET.firstPaint)}`, loaded.firstPaint.bytes <= BUDGET.firstPaint],
  [`JS before interactive ≤ ${kib(BUDGET.interactive)}`, loaded.interactive.bytes <= BUDGET.interactive],
  ['heap after load ≤ 2.0 MiB', median(heaps['idp-login']) <= 2 * 1024 * 1024],
  ['heap after load ≤ 2.0 MiB, server-rendered', median(heaps['idp-login-ssr']) <= 2 * 1024 * 1024],
  [
    'layout shift 0 at the hand-over, plain tag and server-rendered',
    noShift('idp-login') && noShift('idp-login-ssr'),
  ],
  ['social sign-in (buttons, marks, One Tap) not in the default <idp-login> files', socialApart],
];
console.log('\nGoals (issues 12 and 26):');
for (const [label, met] of goals) console.log(`  ${met ? 'met    ' : 'NOT MET'}  ${label}`);

if (process.argv.includes('--emulator')) {
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-emulator.mjs'], { stdio: 'inherit' });
}
