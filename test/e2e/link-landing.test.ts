// <idp-login> as its own redirect page against mail scanners and other devices (issue 36), the test kit's
// simulateScanner, and the dev inbox's "Simulate a link scanner" (the emulator's HEAD and GET, the scanner window's
// script-running visit with storage of its own, the report), keyboard, axe, 320 px and both schemes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type * as AxeCore from 'axe-core';
import type { RunningEmulator } from '../../emulator/index';
import { connectInbox } from '../../emulator/testing/inbox';
import { openSecondDevice } from '../../emulator/testing/seed';
import { inbox, launchChromium, startDemo, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
let site: { url: string; close(): Promise<void> };
let naive: { url: string; close(): Promise<void> };

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
  // The recipe a scanner defeats: trade the token as soon as the page's scripts run.
  naive = await startPageServer(`<!doctype html><meta charset="utf-8"><p id="out">…</p>
    <script type="module">
      import { createClient } from '/dist/esm/headless.js';
      const client = createClient({ publicToken: '${emulator.publicToken}', apiUrl: '${emulator.url}' });
      const token = new URLSearchParams(location.search).get('token');
      if (token) client.magicLinks.authenticate(token).then(
        () => (document.getElementById('out').textContent = 'in'),
        (e) => (document.getElementById('out').textContent = e.type));
    </script>`);
});
after(async () => {
  await browser?.close();
  await site?.close();
  await naive?.close();
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

    // The kit's emulator.inbox.simulateScanner (docs/testing.md#link-scanners), as an integrator's test calls it.
    const kitInbox = connectInbox(emulator.url);
    const message = await kitInbox.waitForMessage(email, { kind: 'link' });
    const { visits, state } = await kitInbox.simulateScanner(message, { browser });
    assert.equal(state, 'unused', 'the emulator says the link still works');
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

    // The kit tells a spent link apart, and says what a message without a link lacks.
    const kitInbox = connectInbox(emulator.url);
    assert.equal((await kitInbox.simulateScanner(link)).state, 'used');
    await assert.rejects(
      kitInbox.simulateScanner({
        id: 'message-code',
        channel: 'sms',
        to: '+14155550123',
        from: '',
        subject: '',
        body: 'Your code is 123456',
        code: '123456',
        createdAt: new Date().toISOString(),
      }),
      /simulateScanner needs a link; the sms message to \+14155550123 \("Your code is 123456"\) carries none/,
    );

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

test('docs/testing.md shows the link-scanner example exactly as CI runs it (test/e2e/kit-examples)', () => {
  const docs = readFileSync('docs/testing.md', 'utf8');
  const example = readFileSync('test/e2e/kit-examples/link-scanner.test.ts', 'utf8').trimEnd();
  assert.ok(
    docs.includes(example),
    'docs/testing.md has test/e2e/kit-examples/link-scanner.test.ts verbatim',
  );
  assert.doesNotMatch(readFileSync('docs/magic-links.md', 'utf8'), /openOnSecondDevice/);
});

/** The requests each page and frame of `context` makes, as `METHOD url (frame url)`. */
function recordRequests(context: BrowserContext): string[] {
  const seen: string[] = [];
  context.on('request', (r) => {
    let frame = '';
    try {
      frame = r.frame().url();
    } catch {
      // a service worker's request has no frame
    }
    seen.push(`${r.method()} ${r.url()} (${frame})`);
  });
  return seen;
}

async function axeViolations(page: Page): Promise<string[]> {
  // Evaluated through the debugger, so the page's strict CSP stays on (the scanner window depends on it).
  await page.evaluate(readFileSync('node_modules/axe-core/axe.min.js', 'utf8'));
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  });
}

/** Opens the inbox for `email`, starts the scan from the keyboard and waits for the verdict. */
async function scanFromInbox(page: Page, email: string, verdict: string): Promise<string[]> {
  await page.goto(`${emulator.url}/_dev/inbox?to=${encodeURIComponent(email)}`);
  const button = page.getByRole('button', { name: 'Simulate a link scanner' });
  await button.focus();
  const popup = page.context().waitForEvent('page');
  await page.keyboard.press('Enter');
  const scanner = await popup;
  const report = page.getByRole('status').filter({ hasText: 'Link scanner' });
  await report.getByText(verdict).waitFor({ timeout: 15_000 });
  assert.ok(scanner.isClosed(), 'the scanner window closed itself');
  assert.equal(
    await page.evaluate(() => document.activeElement?.textContent?.trim()),
    'Simulate a link scanner',
    'the focus stays on the button',
  );
  return (await report.getByRole('listitem').allTextContents()).map((t) => t.replace(/\s+/g, ' ').trim());
}

describe('dev inbox: "Simulate a link scanner"', () => {
  test('<idp-login> as the redirect page: HEAD, GET and a script-running visit leave the link unused, even in the browser that asked; then it logs in', async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const requests = recordRequests(context);
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const email = `inbox-scan+${Date.now()}@example.com`;
    await page.goto(site.url);
    const login = page.locator('idp-login');
    await login.getByLabel('Email').fill(email);
    await login.getByRole('button', { name: 'Continue with email' }).click();
    await login.getByRole('heading', { name: 'Check your email' }).waitFor();
    const [message] = await inbox(emulator.url, email);
    const link = message!.link!;

    const steps = await scanFromInbox(page, email, 'Still unused.');
    assert.deepEqual(steps, [
      'HEAD 200',
      'GET 200',
      'Browser the page loaded and ran its scripts for 2 s; nothing was clicked',
    ]);
    // The visit ran the element in the frame (it called the provider), and never traded the token.
    const fromFrame = requests.filter((r) => r.endsWith(`(${link})`));
    assert.ok(
      fromFrame.some((r) => r.includes(`${emulator.url}/sdk/`)),
      `the framed page ran its scripts: ${fromFrame.join('\n')}`,
    );
    assert.ok(!requests.some((r) => r.includes('/magic_links/authenticate')), requests.join('\n'));
    assert.deepEqual(await axeViolations(page), []);

    // The person opens the link where they asked for it: no click, logged in.
    await page.goto(link);
    await page.locator('idp-login').getByRole('heading', { name: 'Success!' }).waitFor();
    const state = (await (
      await fetch(`${emulator.url}/_dev/links/state?link=${encodeURIComponent(link)}`)
    ).json()) as { state: string };
    assert.equal(state.state, 'used');
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a page that trades the token on load is caught: "Spent by the browser visit" (320 px, dark, axe-clean)', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 800 }, colorScheme: 'dark' });
    const page = await context.newPage();
    const email = `inbox-naive+${Date.now()}@example.com`;
    // Sent by a backend, without PKCE: nothing binds the link to a browser.
    const sent = await fetch(`${emulator.url}/sdk/v1/magic_links/email/login_or_create`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64')}`,
        'content-type': 'application/json',
      },
      body: JSON.stringify({
        email,
        login_magic_link_url: `${naive.url}/`,
        signup_magic_link_url: `${naive.url}/`,
      }),
    });
    assert.equal(sent.status, 200);
    const steps = await scanFromInbox(page, email, 'Spent by the browser visit.');
    assert.deepEqual(steps.slice(0, 2), ['HEAD 200', 'GET 200']);
    assert.deepEqual(await axeViolations(page), []);
    const wide = await page.evaluate(() =>
      [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
        .map((e) => `${e.tagName.toLowerCase()}.${e.className} ${e.textContent?.slice(0, 40)}`),
    );
    assert.deepEqual(wide, [], 'the inbox scrolls sideways at 320 px');
    await context.close();
  });
});
