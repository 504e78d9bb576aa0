// `npm start`: builds the widget when needed, starts the emulator on http://localhost:PORT and serves the demo
// pages from it. Flags are passed on to the emulator (e.g. `npm start -- --port 9500 --db :memory:`).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { startEmulator } from '../emulator/index.ts';
import { buildDemo } from './build-demo.mjs';

function newestMtime(dir) {
  let newest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(path) : statSync(path).mtimeMs);
  }
  return newest;
}

function buildWidgetIfStale() {
  const entry = 'dist/esm/idp-elements.js';
  const built = existsSync(entry) ? statSync(entry).mtimeMs : 0;
  if (built > Math.max(newestMtime('src'), newestMtime('elements'))) return;
  console.info('Building the widget (npm run build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The widget build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    db: { type: 'string' },
    config: { type: 'string' },
  },
  strict: true,
});

buildWidgetIfStale();
const demoBuild = '.data/demo-build';
mkdirSync(demoBuild, { recursive: true });
const port = Number(values.port ?? process.env.IDP_EMULATOR_PORT ?? 9400);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`--port must be a port number, not "${values.port}".`);
  process.exit(2);
}
const emulator = await startEmulator({
  port,
  ...(values.db ? { db: values.db } : {}),
  ...(values.config ? { config: values.config } : {}),
  static: [
    { mount: '/dist/', dir: 'dist' },
    { mount: '/demo-build/', dir: demoBuild },
    { mount: '/', dir: 'demo' },
  ],
});
await buildDemo({
  outDir: demoBuild,
  env: { IDP_PUBLIC_TOKEN: emulator.publicToken, IDP_API_URL: emulator.url, IDP_APP_URL: emulator.url },
});
console.info(
  `\nDemo:  ${emulator.url}/login.html  (sign up with any email, then open the link from the inbox)`,
);
