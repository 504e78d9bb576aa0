import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { simulateLinkScanner } from '../../emulator/testing/devices';
import { openSecondDevice } from '../../emulator/testing/seed';
import { inbox, launchChromium, startDemo, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
let site: { url: string; close(): Promise<void> };

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
  // <idp-login> is its own redirect page: the emailed link comes back to it.
  site = await startPageServer(`<!doctype html><meta charset="utf-8">
    <script type="module" src="/dist/esm/idp-elements.js"></script>
    <idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}"></idp-login>
    <script>
      const back = location.origin + '/';
      document.querySelector('idp-login').config = {
        emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back },
      };
    </script>`);
});
after(async () => {
  await browser?.close();
  await site?.close();
  await emulator?.close();
});

async function askForLink(page: Page, email: string): Promise<string> {
  await page.goto(site.url);
  const login = page.locator('idp-login');
  await login.getByLabel('Email').fill(email);
  await login.getByRole('button', { name: 'Continue with email' }).click();
  await login.getByRole('heading', { name: 'Check your email' }).waitFor();
  const [message] = await inbox(emulator.url, email);
  assert.ok(message?.link, 'the inbox holds the link');
  return message.link;
}

describe('<idp-login> on the redirect page: scanners and other devices', () => {
  test('a link survives HEAD, GET and a script-running visit; then the person is logged in without a click', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const email = `scanned+${Date.now()}@example.com`;
    const link = await askForLink(page, email);
    assert.equal(new URL(link).origin, site.url, 'the link comes back to the page with <idp-login>');

    const visits = await simulateLinkScanner(link, { browser });
    assert.deepEqual(
      visits.map((v) => [v.kind, v.status]),
      [
        ['HEAD', 200],
        ['GET', 200],
        ['browser', 200],
      ],
    );
    const posts = visits[2]!.posts!;
    assert.ok(posts.length > 0, 'the scanner ran the page scripts (the element called the provider)');
    assert.ok(
      !posts.some((p) => p.includes('/magic_links/authenticate')),
      `a browser that did not ask for the link never spends it: ${posts.join(', ')}`,
    );

    // The person opens the link in the browser where they asked for it: no click, logged in.
    const authenticate = page.waitForResponse((r) => r.url().endsWith('/magic_links/authenticate'));
    await page.goto(link);
    assert.equal((await authenticate).status(), 200);
    const login = page.locator('idp-login');
    await login.getByRole('heading', { name: 'Success!' }).waitFor();
    assert.equal(new URL(page.url()).search, '', 'the token is taken out of the address bar');
    const cookies = await context.cookies(emulator.url);
    assert.ok(cookies.some((c) => c.name === 'stytch_session'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('the same link on a second device: one click, the other-device screen, a new link that works there', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.clock.install();
    const email = `phone+${Date.now()}@example.com`;
    const link = await askForLink(page, email);
    const asking = page.locator('idp-login');
    await asking.getByText('Open the link in this browser.').waitFor();

    const phone = await openSecondDevice(browser);
    await phone.open(link);
    const there = phone.page.locator('idp-login');
    await there.getByRole('heading', { name: 'Finish logging in' }).waitFor();
    await there.getByText('This step keeps email security scanners from using up your link.').waitFor();
    await there.getByRole('button', { name: 'Log in' }).click();
    await there.getByRole('heading', { name: 'Open the link where you asked for it' }).waitFor();
    await there.getByText(/requested in another browser or on another device/).waitFor();

    // The way on works there: a new link, asked for on this device, logs in on it.
    await there.getByRole('button', { name: 'Get a new link on this device' }).click();
    await there.getByLabel('Email').fill(email);
    await there.getByRole('button', { name: 'Continue with email' }).click();
    await there.getByRole('heading', { name: 'Check your email' }).waitFor();
    const [fresh] = await inbox(emulator.url, email);
    assert.notEqual(fresh?.link, link);
    await phone.page.goto(fresh!.link!);
    await there.getByRole('heading', { name: 'Success!' }).waitFor();
    await phone.close();

    // The tab that asked is not left waiting: once the link's lifetime is over, it says so.
    await page.clock.fastForward('30:01');
    await asking.getByText('The link has expired. Send a new one to log in.').waitFor();

    // The other device's attempt spent nothing: the first link still logs in where it was asked for.
    await page.goto(link);
    await page.locator('idp-login').getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  test('a used link says so and offers a new one; a social sign-in cancelled at the provider says so', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const email = `twice+${Date.now()}@example.com`;
    const link = await askForLink(page, email);
    await page.goto(link);
    const login = page.locator('idp-login');
    await login.getByRole('heading', { name: 'Success!' }).waitFor();

    const again = await context.newPage();
    await again.goto(link);
    const second = again.locator('idp-login');
    // The verifier was used up with the login, so this tab asks for the click, then says what happened.
    await second.getByRole('button', { name: 'Log in' }).click();
    await second.getByRole('heading', { name: 'This link no longer works' }).waitFor();
    await second.getByRole('button', { name: 'Send a new link' }).click();
    await second.getByLabel('Email').waitFor();

    await again.goto(`${site.url}/?stytch_token_type=oauth&error=access_denied`);
    await second.getByRole('heading', { name: 'Login failed' }).waitFor();
    await second.getByText('Sign-in was cancelled.').waitFor();
    assert.equal(new URL(again.url()).search, '');
    await context.close();
  });
});
