// idp-elements-emulator as a site's own Playwright test would use it: a page on another origin hosting <idp-login>
// (the built widget from dist/), the kit's emulator, and the kit's login helpers.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser } from 'playwright-core';
import {
  addVirtualAuthenticator,
  loginWithMagicLink,
  loginWithPasscode,
  startEmulator,
  type TestEmulator,
} from '../../emulator/testing/index';
import { launchChromium, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: TestEmulator;
let site: { url: string; close(): Promise<void> };

/**
 * The site under test: one page that finishes a magic-link login when it carries a token (as a site's redirect
 * page does, with the headless client), then shows `<idp-login>` with the products `?mode=` names, or after a
 * login in passkey mode `<idp-passkey-register>`.
 */
function sitePage(apiUrl: string, publicToken: string): string {
  return `<!doctype html><meta charset="utf-8"><title>Site</title>
<p id="status">Nobody is logged in.</p>
<script type="module">
  import '/dist/esm/idp-elements.js';
  import { createClient } from '/dist/esm/headless.js';
  const apiUrl = ${JSON.stringify(apiUrl)};
  const publicToken = ${JSON.stringify(publicToken)};
  const params = new URLSearchParams(location.search);
  const mode = params.get('mode') ?? 'magic';
  const token = params.get('token');
  let loggedIn = false;
  if (token) {
    history.replaceState(null, '', location.pathname + '?mode=' + mode);
    const client = createClient({ publicToken, apiUrl });
    const { user } = await client.magicLinks.authenticate(token, { session_duration_minutes: 60 });
    document.getElementById('status').textContent = 'Welcome, ' + user.emails[0].email;
    loggedIn = true;
  }
  const back = location.origin + '/?mode=' + mode;
  if (mode === 'passkeys' && loggedIn) {
    const register = document.createElement('idp-passkey-register');
    register.setAttribute('public-token', publicToken);
    register.setAttribute('api-url', apiUrl);
    document.body.append(register);
  } else {
    const login = document.createElement('idp-login');
    login.setAttribute('public-token', publicToken);
    login.setAttribute('api-url', apiUrl);
    login.config = {
      products: mode === 'otp' ? ['otp'] : mode === 'passkeys' ? ['passkeys', 'emailMagicLinks'] : ['emailMagicLinks'],
      otpOptions: { methods: ['sms', 'whatsapp', 'email'], expirationMinutes: 5 },
      emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back },
    };
    document.body.append(login);
  }
</script>`;
}

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startEmulator()]);
  site = await startPageServer(sitePage(emulator.url, emulator.publicToken));
});
after(async () => {
  await site?.close();
  await browser?.close();
  await emulator?.close();
});

describe('idp-elements-emulator drives <idp-login> in Chromium', () => {
  test('loginWithMagicLink: sends from the widget, opens the link, the site logs the user in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    await page.goto(`${site.url}/?mode=magic`);
    const { link, message } = await loginWithMagicLink(page, {
      email: 'ada@example.com',
      inbox: emulator.inbox,
    });
    assert.equal(message.to, 'ada@example.com');
    assert.equal(new URL(link).searchParams.get('stytch_token_type'), 'magic_links');
    await page.getByText('Welcome, ada@example.com').waitFor();
    assert.ok((await context.cookies(emulator.url)).some((c) => c.name === 'stytch_session'));

    // A second login of the same user waits for the new link, not the one already in the inbox.
    await page.goto(`${site.url}/?mode=magic`);
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    const again = await loginWithMagicLink(page, {
      email: 'ada@example.com',
      inbox: emulator.inbox,
      open: false,
    });
    assert.notEqual(again.link, link);
    await page.locator('idp-login').getByRole('heading', { name: 'Check your email' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('loginWithMagicLink names the provider error when the send fails', async () => {
    const page = await browser.newPage();
    await page.route('**/sdk/v1/magic_links/email/login_or_create', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 400,
          error_type: 'invalid_email',
          error_message: 'Email is bad.',
        }),
      }),
    );
    await page.goto(`${site.url}/?mode=magic`);
    await assert.rejects(loginWithMagicLink(page, { email: 'bad@example.com', inbox: emulator.inbox }), {
      message: 'Sending a magic link to bad@example.com failed with 400: invalid_email Email is bad.',
    });
    await page.close();
  });

  test('loginWithPasscode: SMS, WhatsApp and email tabs, each to the success screen', async () => {
    for (const who of [
      { phone: '+12135550101' },
      { phone: '+12135550102', channel: 'whatsapp' as const },
      { email: 'otp@example.com' },
    ]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      await page.goto(`${site.url}/?mode=otp`);
      const { code, message } = await loginWithPasscode(page, { ...who, inbox: emulator.inbox });
      assert.match(code, /^\d{6}$/);
      assert.equal(message.channel, 'channel' in who ? who.channel : 'phone' in who ? 'sms' : 'email');
      await page.locator('idp-login').getByRole('heading', { name: 'Success!' }).waitFor();
      assert.ok((await context.cookies(emulator.url)).some((c) => c.name === 'stytch_session'));
      await context.close();
    }
  });

  test('addVirtualAuthenticator: register a passkey after a magic-link login, then log in with it', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const authenticator = await addVirtualAuthenticator(page);
    await page.goto(`${site.url}/?mode=passkeys`);
    await loginWithMagicLink(page, { email: 'passkey@example.com', inbox: emulator.inbox });
    await page.getByText('Welcome, passkey@example.com').waitFor();
    const register = page.locator('idp-passkey-register');
    await register.getByRole('button', { name: 'Create a Passkey' }).click();
    await register.getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
    const [credential] = await authenticator.credentials();
    assert.equal(credential?.isResidentCredential, true);
    assert.equal(credential?.rpId, 'localhost');

    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${site.url}/?mode=passkeys`);
    // With an email field the widget offers the passkey through autofill (conditional UI); the authenticator answers.
    await page.locator('idp-login').getByText('Your Passkey has been successfully authenticated.').waitFor();
    assert.ok((await context.cookies(emulator.url)).some((c) => c.name === 'stytch_session'));

    await authenticator.remove();
    await context.close();
  });
});
