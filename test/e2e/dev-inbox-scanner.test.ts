// The dev inbox's "Simulate a link scanner" (issue 36): the emulator's HEAD and GET, the scanner window's
// script-running visit (the link framed on the other loopback name, storage of its own), and the report, which says
// whether the link still works. A redirect page with <idp-login> survives it even in the browser that holds the
// link's PKCE verifier; a page that trades the token on load is caught. Keyboard, axe, 320 px, both schemes.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type * as AxeCore from 'axe-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, startDemo, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
let site: { url: string; close(): Promise<void> };
let naive: { url: string; close(): Promise<void> };

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
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
