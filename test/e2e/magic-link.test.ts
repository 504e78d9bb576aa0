import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { simulateLinkScanner } from '../../emulator/testing/devices';
import { inbox, launchChromium, startDemo, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

async function sendMagicLink(page: Page, email: string): Promise<void> {
  await page.getByLabel('Email').fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

describe('magic-link sign-up in Chromium against the emulator', () => {
  test('sign up through the inbox, session cookies, a second tab, logout', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const email = `ada+${Date.now()}@example.com`;

    await page.goto(`${emulator.url}/login.html`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.getByText('Nobody is logged in.').waitFor();
    await sendMagicLink(page, email);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(`An email was sent to ${email}.`).waitFor();

    const [message] = await inbox(emulator.url, email);
    assert.ok(message?.link, 'the inbox holds a magic link');
    const link = new URL(message.link);
    assert.equal(link.origin + link.pathname, `${emulator.url}/authenticate.html`);
    assert.equal(link.searchParams.get('stytch_token_type'), 'magic_links');

    // The headless recipe is scanner-safe too: a mail scanner's HEAD, GET and script-running visit spend nothing.
    const visits = await simulateLinkScanner(message.link, { browser });
    assert.ok(!visits.some((v) => v.posts?.some((p) => p.includes('/magic_links/authenticate'))));
    await page.goto(message.link);
    await page.getByText('Logged in', { exact: true }).waitFor();
    await page.getByText(email).waitFor();
    assert.equal(new URL(page.url()).search, '', 'the single-use token is dropped from the address bar');

    const cookies = await context.cookies(emulator.url);
    const session = cookies.find((c) => c.name === 'stytch_session');
    const jwt = cookies.find((c) => c.name === 'stytch_session_jwt');
    assert.ok(session && jwt, 'both session cookies are set');
    for (const cookie of [session, jwt]) {
      assert.equal(cookie.sameSite, 'Lax');
      assert.equal(cookie.secure, false, 'not Secure on localhost');
      assert.equal(cookie.httpOnly, false);
      assert.equal(cookie.path, '/');
      const minutesLeft = (cookie.expires * 1000 - Date.now()) / 60000;
      assert.ok(minutesLeft > 55 && minutesLeft <= 61, `expires with the 60-minute session (${minutesLeft})`);
    }
    const stored = await page.evaluate(
      (token) => localStorage.getItem(`stytch_sdk_state_${token}`),
      emulator.publicToken,
    );
    assert.match(stored ?? '', /"session_id"/);
    assert.doesNotMatch(stored ?? '', new RegExp(session.value), 'the session token is not in localStorage');

    // The link is single use. This browser's verifier went with the login, so the page asks for the click first.
    const reuse = await context.newPage();
    await reuse.goto(message.link);
    await reuse.getByRole('button', { name: 'Log in' }).click();
    await reuse
      .getByText('The magic link could not be authenticated because it was either already used or expired.')
      .waitFor();
    await reuse.close();

    // A second tab sees the session; logging out there clears the first tab too.
    const second = await context.newPage();
    await second.goto(`${emulator.url}/login.html`);
    await second.getByText(email).waitFor();
    await page.goto(`${emulator.url}/login.html`);
    await page.getByText(email).waitFor();
    await second.getByRole('button', { name: 'Log out' }).click();
    await second.getByText('Nobody is logged in.').waitFor();
    await page.getByText('Nobody is logged in.').waitFor();
    const left = (await context.cookies(emulator.url)).filter((c) => c.name.startsWith('stytch_session'));
    assert.deepEqual(left, [], 'logout deletes the cookies');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the widget follows the session: a login finished in another tab shows success, a logout goes back to Main', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `follow+${Date.now()}@example.com`;
    await page.goto(`${emulator.url}/login.html`);
    await sendMagicLink(page, email);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();

    // The link opened in another tab of the same browser logs in there…
    const [message] = await inbox(emulator.url, email);
    const other = await context.newPage();
    await other.goto(message!.link!);
    await other.getByText('Logged in', { exact: true }).waitFor();
    // …and the first tab, still on "Check your email", says so.
    const widget = page.locator('idp-login');
    await widget.getByRole('heading', { name: 'Success!' }).waitFor();
    await widget.getByText('You have successfully logged in.').waitFor();

    // A logout in the other tab takes the first one back to Main.
    await other.goto(`${emulator.url}/login.html`);
    await other.getByRole('button', { name: 'Log out' }).click();
    await widget.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await widget.getByLabel('Email').waitFor();
    await context.close();
  });

  test('a failed send shows an error and keeps the typed email', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route('**/sdk/v1/magic_links/email/login_or_create', (route) =>
      route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>Internal Server Error</h1>' }),
    );
    await page.goto(`${emulator.url}/login.html`);
    await sendMagicLink(page, 'kept@example.com');
    await page.getByRole('alert').getByText('The sign-in service sent an unexpected response.').waitFor();
    assert.equal(await page.getByLabel('Email').inputValue(), 'kept@example.com');

    await page.route('**/sdk/v1/magic_links/email/login_or_create', (route) =>
      route.abort('connectionrefused'),
    );
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('alert').getByText("We couldn't reach the sign-in service.").waitFor();
    assert.equal(await page.getByLabel('Email').inputValue(), 'kept@example.com');
    await context.close();
  });

  test('works from a page on another origin (CORS with credentials)', async () => {
    const pageServer = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}"
        config='{"emailMagicLinksOptions": {"loginRedirectURL": "http://localhost:1/done",
                 "signupRedirectURL": "http://localhost:1/done"}}'></idp-login>`);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageServer.url);
      const email = `cors+${Date.now()}@example.com`;
      await sendMagicLink(page, email);
      await page.getByRole('heading', { name: 'Check your email' }).waitFor();
      const [message] = await inbox(emulator.url, email);
      assert.ok(message?.link);
    } finally {
      await context.close();
      await pageServer.close();
    }
  });
});
