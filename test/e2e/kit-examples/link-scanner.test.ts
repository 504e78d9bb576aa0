// Link scanners with the kit: a mail scanner's HEAD, GET and script-running visit leave the magic link unused, and
// the person then logs in by opening it in the browser where they asked for it (the site of the example above).
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';
import { hook, loginWithMagicLink, startEmulator, type TestEmulator } from 'idp-elements-emulator';

let emulator: TestEmulator;
let browser: Browser;

before(async () => {
  emulator = await startEmulator({
    static: [
      { mount: '/dist/', dir: 'dist' }, // the built idp-elements
      { mount: '/', dir: 'test/e2e/kit-examples/site' }, // your pages
    ],
  });
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
after(async () => {
  await browser.close();
  await emulator.close();
});

test('a link scanner does not use up the magic link', async () => {
  const page = await browser.newPage();
  await page.goto(`${emulator.url}/?public_token=${emulator.publicToken}`);
  const email = 'ada@example.com';
  const { link, message } = await loginWithMagicLink(page, { email, inbox: emulator.inbox, open: false });

  // HEAD, GET, then a fresh context of the browser runs the link's page for 2 s and clicks nothing.
  const { visits, state } = await emulator.inbox.simulateScanner(message, { browser });
  assert.deepEqual(
    visits.map((v) => `${v.kind} ${v.status}`),
    ['HEAD 200', 'GET 200', 'browser 200'],
  );
  assert.equal(state, 'unused');

  // The person opens it where they asked for it: logged in, without a click.
  await page.goto(link);
  await page.locator('idp-login').locator(hook.screen('LoggedIn')).getByText(email).waitFor();
  await page.close();
});
