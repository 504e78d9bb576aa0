// Captcha end to end (issue 15): a project that requires captcha, the emulator's reCAPTCHA stand-in loaded through
// `captcha-script-url`, and every C/R call carrying a fresh single-use token the emulator verifies.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Request } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

describe('captcha in Chromium against the emulator', () => {
  test('sign-up with a password and a magic link for a passwordless user, each call with its own token', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const calls: { path: string; token: unknown }[] = [];
    page.on('request', (request: Request) => {
      const path = new URL(request.url()).pathname;
      if (request.method() === 'POST' && path.startsWith('/sdk/v1/') && !path.endsWith('/events')) {
        calls.push({ path, token: (request.postDataJSON() as { captcha_token?: unknown }).captcha_token });
      }
    });
    await page.goto(`${emulator.url}/captcha.html`);
    const widget = page.locator('idp-login');
    await widget.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const email = `captcha+${Date.now()}@example.com`;
    await widget.getByRole('textbox', { name: 'Email' }).fill(email);
    await widget.getByRole('button', { name: 'Continue with email' }).click();
    await widget
      .getByRole('heading', { name: 'Choose how you would like to create your account.' })
      .waitFor();
    await widget.getByLabel('Password', { exact: true }).fill('Granite-Otter-Lantern-42');
    const submit = widget.getByRole('button', { name: 'Continue', exact: true });
    await page.waitForFunction(() => {
      const host = document.querySelector('idp-login');
      return [...(host?.shadowRoot?.querySelectorAll('button') ?? [])].some(
        (b) => b.textContent?.trim() === 'Continue' && !b.disabled,
      );
    });
    await submit.click();
    await widget.getByRole('heading', { name: 'Success!' }).waitFor();

    const search = calls.find((c) => c.path === '/sdk/v1/users/search');
    const create = calls.find((c) => c.path === '/sdk/v1/passwords');
    assert.match(String(search?.token), /^captcha-v1\./, 'the user search carries a token');
    assert.match(String(create?.token), /^captcha-v1\./, 'the password sign-up carries a token');
    assert.notEqual(search?.token, create?.token, 'a fresh token per call');
    const scripts = await page.evaluate(() =>
      [...document.querySelectorAll('script[src*="/captcha/enterprise.js"]')].map(
        (s) => (s as HTMLScriptElement).src,
      ),
    );
    assert.equal(scripts.length, 1, 'the stand-in script is loaded once');
    assert.match(scripts[0] ?? '', /render=captcha-site-key-project-test-idp-elements-captcha/);
    await context.close();
  });

  test('without the captcha script the send fails with a clear message and nothing is sent', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/captcha\/enterprise\.js/, (route) => route.abort('blockedbyclient'));
    await page.goto(`${emulator.url}/captcha.html`);
    const widget = page.locator('idp-login');
    const email = `nocaptcha+${Date.now()}@example.com`;
    await widget.getByRole('textbox', { name: 'Email' }).fill(email);
    await widget.getByRole('button', { name: 'Continue with email' }).click();
    await widget.getByText('Captcha required:', { exact: false }).waitFor();
    assert.deepEqual(await inbox(emulator.url, email), []);
    await context.close();
  });
});
