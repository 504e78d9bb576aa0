// The script-tag build (issue 22): a plain page with only `<script src=".../idp-elements.iife.js">` (no module of
// its own) shows <idp-login>, and its redirect page finishes the magic-link login with `IdpElements.createClient`;
// the console stays clean and no request fails.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../../emulator/index';
import { followMagicLink, launchChromium, watchConsoleNoise } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
let pages: string;

const PAGE = (title: string, body: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <title>${title}</title>
    <link rel="icon" href="data:," />
    <script src="/dist/idp-elements.iife.js"></script>
  </head>
  <body>${body}</body>
</html>`;

before(async () => {
  pages = mkdtempSync(join(tmpdir(), 'idp-script-tag-'));
  [browser, emulator] = await Promise.all([
    launchChromium(),
    startEmulator({
      port: 0,
      db: ':memory:',
      log: false,
      static: [
        { mount: '/dist/', dir: 'dist' },
        { mount: '/', dir: pages },
      ],
    }),
  ]);
  const redirect = `${emulator.url}/authenticate.html`;
  const config = JSON.stringify({
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
  });
  writeFileSync(
    join(pages, 'login.html'),
    PAGE(
      'Log in',
      `<idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}" config='${config}'></idp-login>`,
    ),
  );
  writeFileSync(
    join(pages, 'authenticate.html'),
    PAGE(
      'Magic link',
      `<p id="result">Logging in…</p>
<script>
  const client = IdpElements.createClient({ publicToken: ${JSON.stringify(emulator.publicToken)}, apiUrl: ${JSON.stringify(emulator.url)} });
  const token = new URLSearchParams(location.search).get('token');
  history.replaceState(null, '', location.pathname);
  client.magicLinks.authenticate(token, { session_duration_minutes: 60 }).then(
    (r) => { document.getElementById('result').textContent = 'Logged in as ' + r.user.emails[0].email; },
    (e) => { document.getElementById('result').textContent = 'Failed: ' + e.message; },
  );
</script>`,
    ),
  );
});
after(async () => {
  await browser?.close();
  await emulator?.close();
  if (pages) rmSync(pages, { recursive: true, force: true });
});

describe('the script-tag build', () => {
  test('is one file of at most 20 KiB gzip', () => {
    const gzip = gzipSync(readFileSync('dist/idp-elements.iife.js'), { level: 9 }).length;
    assert.ok(gzip <= 20 * 1024, `${gzip} B gzip`);
  });

  test('a plain page logs in by magic link with a clean console and no failed request', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const noise = watchConsoleNoise(page);
    const email = `script+${Date.now()}@example.com`;

    await page.goto(`${emulator.url}/login.html`);
    assert.equal(await page.locator('script[type="module"]').count(), 0, 'the page has no module script');
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    await followMagicLink(page, context, emulator.url, email);
    assert.deepEqual(noise, []);
    await context.close();
  });
});
