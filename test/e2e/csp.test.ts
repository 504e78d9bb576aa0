import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
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

/** The parts compared between pages, and the properties that make their look. */
const PARTS = ['[part="container"]', '[part="heading"]', 'input[name="email"]', 'button[type="submit"]'];
const PROPERTIES = [
  'color',
  'background-color',
  'font-family',
  'font-size',
  'font-weight',
  'padding',
  'margin',
  'border',
  'border-radius',
  'box-shadow',
  'width',
  'height',
  'display',
];

async function computedStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.locator('idp-login').evaluate(
    (host, { parts, properties }) => {
      const out: Record<string, Record<string, string>> = {};
      for (const selector of parts) {
        const node = host.shadowRoot?.querySelector(selector);
        if (!node) throw new Error(`no ${selector}`);
        const style = getComputedStyle(node);
        out[selector] = Object.fromEntries(properties.map((p) => [p, style.getPropertyValue(p)]));
      }
      return out;
    },
    { parts: PARTS, properties: PROPERTIES },
  );
}

/** CSP violations and page errors, from the start of every document in the context. */
async function watch(context: BrowserContext): Promise<{ console: string[]; errors: string[] }> {
  const seen = { console: [] as string[], errors: [] as string[] };
  await context.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      console.error(`violation: ${e.violatedDirective} ${e.blockedURI}`);
    });
    const errors: unknown[] = [];
    (window as unknown as { idpErrors: unknown[] }).idpErrors = errors;
    document.addEventListener('idp-error', (e) => errors.push((e as CustomEvent).detail), true);
  });
  context.on('console', (m) => {
    if (m.type() === 'error' || /Content Security Policy|violation/.test(m.text()))
      seen.console.push(m.text());
  });
  context.on('weberror', (e) => seen.errors.push(e.error().message));
  return seen;
}

/** Waits until React owns the card (the loader's first paint is gone). */
async function interactive(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.querySelector('idp-login')?.shadowRoot;
    return !!root?.querySelector('[part="container"]') && !root.querySelector('[data-idp-first-paint]');
  });
}

const config = () =>
  JSON.stringify({
    products: ['emailMagicLinks'],
    emailMagicLinksOptions: {
      loginRedirectURL: `${emulator.url}/authenticate.html`,
      signupRedirectURL: `${emulator.url}/authenticate.html`,
    },
  }).replace(/"/g, '&quot;');

/** A page on the emulator's origin under `policy`, with `<idp-login>` configured by attributes only. */
async function policyPage(context: BrowserContext, policy: string, nonce: string | null): Promise<Page> {
  const path = `/csp-${Math.random().toString(36).slice(2)}.html`;
  await context.route(`${emulator.url}${path}`, (route) =>
    route.fulfill({
      status: 200,
      headers: { 'content-type': 'text/html; charset=utf-8', 'content-security-policy': policy },
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>CSP</title>
        <link rel="stylesheet" href="/demo.css"><script type="module" src="/dist/esm/idp-elements.js"></script>
        </head><body><main><idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}"
        ${nonce === null ? '' : `nonce="${nonce}"`} config="${config()}"></idp-login></main></body></html>`,
    }),
  );
  const page = await context.newPage();
  await page.goto(`${emulator.url}${path}`);
  return page;
}

describe('strict Content Security Policy', () => {
  test("the demo's strict-CSP page looks exactly like the page without a policy, and the login works", async () => {
    const context = await browser.newContext();
    const seen = await watch(context);

    const plain = await context.newPage();
    await plain.goto(`${emulator.url}/login.html`);
    await interactive(plain);
    const expected = await computedStyles(plain);
    assert.notEqual(expected['button[type="submit"]']?.['background-color'], 'rgba(0, 0, 0, 0)');

    const page = await context.newPage();
    await page.goto(`${emulator.url}/csp.html`);
    const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
    assert.match(policy ?? '', /style-src 'self';/, 'the page has the strict policy');
    assert.doesNotMatch(policy ?? '', /unsafe-inline|nonce/);
    await interactive(page);
    assert.deepEqual(await computedStyles(page), expected);
    const root = await page.locator('idp-login').evaluate((host) => ({
      styleElements: host.shadowRoot!.querySelectorAll('style').length,
      adopted: host.shadowRoot!.adoptedStyleSheets.length,
    }));
    assert.deepEqual(root, { styleElements: 0, adopted: 2 }, "styled-components' rules and the theme's");

    const email = `csp+${Date.now()}@example.com`;
    await page.locator('idp-login').getByLabel('Email').fill(email);
    await page.locator('idp-login').getByRole('button', { name: 'Continue with email' }).click();
    await page.locator('idp-login').getByRole('heading', { name: 'Check your email' }).waitFor();
    assert.equal((await inbox(emulator.url, email)).length, 1, 'the magic link was sent');
    assert.deepEqual(await computedStyles(plain), expected, 'the other page is untouched');

    assert.deepEqual(seen, { console: [], errors: [] }, 'no CSP violation, no error');
    await context.close();
  });

  test("the loader's own paint, before React, is styled under the policy too", async () => {
    const context = await browser.newContext();
    const seen = await watch(context);
    // React's chunk never arrives: what shows is the loader's paint (first screen, then its load-error card).
    await context.route(/\/chunks\/widget-[^/]*\.js$/, (route) => route.abort());
    const page = await policyPage(context, "default-src 'self'; script-src 'self'; style-src 'self'", null);
    await page.locator('idp-login [data-idp-first-paint]').first().waitFor({ state: 'attached' });
    const painted = await page
      .locator('idp-login')
      .evaluate((host) => getComputedStyle(host.shadowRoot!.querySelector('button')!).backgroundColor);
    assert.notEqual(painted, 'rgba(0, 0, 0, 0)', 'the button has its colour');
    assert.deepEqual(
      seen.console.filter((m) => /violation|Content Security Policy/.test(m)),
      [],
    );
    await context.close();
  });

  test('with a nonce the policy allows, styles are <style nonce> elements; a refused nonce is reported and still styled', async () => {
    const context = await browser.newContext();
    const seen = await watch(context);
    const policy = "default-src 'self'; script-src 'self'; style-src 'self' 'nonce-r4nd0m'";

    const allowed = await policyPage(context, policy, 'r4nd0m');
    await interactive(allowed);
    const inShadow = await allowed.locator('idp-login').evaluate((host) => ({
      nonces: [...host.shadowRoot!.querySelectorAll('style')].map((s) => s.nonce),
      adopted: host.shadowRoot!.adoptedStyleSheets.length,
    }));
    assert.ok(inShadow.nonces.length >= 2, 'the theme rule and styled-components each have one');
    assert.ok(inShadow.nonces.every((n) => n === 'r4nd0m'));
    assert.equal(inShadow.adopted, 0);
    const expected = await computedStyles(allowed);

    const refused = await policyPage(context, policy, 'wrong');
    await interactive(refused);
    const errors = await refused.evaluate(() => (window as unknown as { idpErrors: unknown[] }).idpErrors);
    assert.deepEqual(errors, [
      {
        type: 'styles_blocked',
        message:
          "The page's Content Security Policy refused the element's nonce: its styles are adopted stylesheets instead.",
      },
    ]);
    assert.deepEqual(await computedStyles(refused), expected, 'styled all the same');
    assert.deepEqual(seen.errors, []);
    await context.close();
  });
});
