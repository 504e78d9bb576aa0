// A site that re-bundles the package (issue 22): `import 'idp-elements'` and `idp-elements/headless` go through a
// host bundler with code splitting (esbuild, as Vite's dev server and many builds use it) into a folder of the
// site's own chunk names, served beside the emulator. A magic-link login from that page must leave the console
// clean and fail no request: the package's own chunk names, which the loader hints with modulepreload in its own
// build, do not exist there.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as esbuild from 'esbuild';
import type { Browser } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../../emulator/index';
import { followMagicLink, launchChromium, watchConsoleNoise } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
let site: string;
let emittedChunks: string[];
let warnings: esbuild.Message[];

const PAGE = (title: string, script: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <script type="module" src="/${script}"></script>
  </head>
  <body>${body}</body>
</html>`;

before(async () => {
  site = mkdtempSync(join(tmpdir(), 'idp-rebundle-'));
  const source = join(site, 'src');
  mkdirSync(join(site, 'node_modules'), { recursive: true });
  mkdirSync(source);
  // The package as a site installs it: its package.json exports decide which files the bundler reads.
  symlinkSync(process.cwd(), join(site, 'node_modules', 'idp-elements'), 'dir');
  writeFileSync(
    join(source, 'login.js'),
    `import 'idp-elements';
const login = document.querySelector('idp-login');
login.setAttribute('public-token', window.IDP.token);
login.setAttribute('api-url', window.IDP.api);
login.config = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: window.IDP.redirect, signupRedirectURL: window.IDP.redirect },
};
`,
  );
  writeFileSync(
    join(source, 'authenticate.js'),
    `import { createClient } from 'idp-elements/headless';
const client = createClient({ publicToken: window.IDP.token, apiUrl: window.IDP.api });
const token = new URLSearchParams(location.search).get('token');
history.replaceState(null, '', location.pathname);
client.magicLinks.authenticate(token, { session_duration_minutes: 60 }).then(
  (result) => { document.getElementById('result').textContent = 'Logged in as ' + result.user.emails[0].email; },
  (error) => { document.getElementById('result').textContent = 'Failed: ' + error.message; },
);
`,
  );
  // A page of the site with <idp-account>, bundled beside the others (its chunks read the loader's modules too).
  writeFileSync(join(source, 'account.js'), `import 'idp-elements/account';\n`);
  const out = join(site, 'out');
  ({ warnings } = await esbuild.build({
    absWorkingDir: site,
    entryPoints: [join(source, 'login.js'), join(source, 'authenticate.js'), join(source, 'account.js')],
    outdir: out,
    bundle: true,
    splitting: true,
    format: 'esm',
    minify: true,
    target: 'es2020',
    chunkNames: 'assets/[name]-[hash]',
    logLevel: 'error',
  }));
  emittedChunks = readdirSync(join(out, 'assets'));
  [browser, emulator] = await Promise.all([
    launchChromium(),
    startEmulator({ port: 0, db: ':memory:', log: false, static: [{ mount: '/', dir: out }] }),
  ]);
  const config = `<script>window.IDP = ${JSON.stringify({
    token: emulator.publicToken,
    api: emulator.url,
    redirect: `${emulator.url}/authenticate.html`,
  })};</script>`;
  writeFileSync(join(out, 'login.html'), PAGE('Log in', 'login.js', `${config}<idp-login></idp-login>`));
  writeFileSync(
    join(out, 'authenticate.html'),
    PAGE('Magic link', 'authenticate.js', `${config}<p id="result">Logging in…</p>`),
  );
});
after(async () => {
  await browser?.close();
  await emulator?.close();
  if (site) rmSync(site, { recursive: true, force: true });
});

describe('a site that re-bundles idp-elements with code splitting', () => {
  test('the bundler split the package into chunks of its own names', () => {
    assert.ok(emittedChunks.length > 1, `chunks: ${emittedChunks.join(', ')}`);
    assert.ok(
      emittedChunks.every((f) => !/^(widget|client|emailMagicLinks)-[\w-]{8}\.js$/.test(f)),
      'none keeps the package’s own chunk name',
    );
  });

  test('the bundler has nothing to warn about (no bare import of a file "sideEffects" leaves out)', () => {
    // A chunk of the package importing another with a bare `import "./chunk.js"` while package.json
    // `sideEffects` does not list it: esbuild warns "Ignoring this import because … was marked as having no side
    // effects" at each one, in every site's build output.
    assert.deepEqual(
      warnings.map((w) => `${w.id}: ${w.text} (${w.location?.file ?? '?'})`),
      [],
    );
  });

  test('logs in by magic link with a clean console and no failed request', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const noise = watchConsoleNoise(page);
    const email = `rebundle+${Date.now()}@example.com`;

    await page.goto(`${emulator.url}/login.html`);
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const preloads = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
    );
    assert.deepEqual(preloads, [], 'no hint names a chunk file of the package’s own build');

    await followMagicLink(page, context, emulator.url, email);
    assert.deepEqual(noise, []);
    await context.close();
  });
});
