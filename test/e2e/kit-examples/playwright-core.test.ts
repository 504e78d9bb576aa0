// The kit with plain playwright-core and node:test: one emulator and one browser for the file. The emulator also
// serves the site (a page with <idp-login> in French, magic links and passwords) from its own origin.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium, type Browser } from 'playwright-core';
import { hook, loginWithPassword, startEmulator, type TestEmulator } from 'idp-elements-emulator';

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

test('sign up with a password, in French', async () => {
  const page = await browser.newPage();
  await page.goto(`${emulator.url}/?public_token=${emulator.publicToken}`);
  const { created } = await loginWithPassword(page, {
    email: 'ada@example.com',
    password: 'a quiet lighthouse keeps 7 owls',
  });
  assert.equal(created, true);
  await page.close();
});

test('start signed in, without the UI', async () => {
  const context = await browser.newContext();
  const user = await emulator.seed.user({ email: 'grace@example.com' });
  await emulator.seed.session(context, { email: user.email, url: emulator.url });
  const page = await context.newPage();
  await page.goto(`${emulator.url}/?public_token=${emulator.publicToken}`);
  await page.locator('idp-login').locator(hook.screen('LoggedIn')).getByText(user.email).waitFor();
  await context.close();
});
