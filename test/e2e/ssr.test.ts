// Issue 26: a server-rendered <idp-login> (idp-elements/ssr) is on screen and typeable before any script; the
// loader adopts it (value, caret, focus kept, no layout shift) and React takes over, sending an early submit once.
// In Chromium against the emulator; the loader and the React chunk are held back with request routing.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { holdBack, inbox, launchChromium, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
let renderElementHTML: (tag: 'idp-login', attributes: Record<string, string>) => string;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
  // The built entry, as a server imports it.
  ({ renderElementHTML } = (await import(new URL('../../dist/esm/ssr.js', import.meta.url).href)) as {
    renderElementHTML: typeof renderElementHTML;
  });
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const LOADER = /\/dist\/esm\/idp-elements\.js$/;
const WIDGET_CHUNK = /\/dist\/esm\/chunks\/widget-[\w-]+\.js$/;
const SEND = '/sdk/v1/magic_links/email/login_or_create';

/** Opens a page with the server's `<idp-login>` (and text below it), its loader and React chunk held back. */
async function openServerRendered() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const sends: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname === SEND) sends.push(r.postData() ?? '');
  });
  await page.addInitScript(() => {
    const w = window as unknown as { cls: number };
    w.cls = 0;
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[])
        w.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  const redirect = `${emulator.url}/authenticate.html`;
  const element = renderElementHTML('idp-login', {
    'public-token': emulator.publicToken,
    'api-url': emulator.url,
    config: JSON.stringify({
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: redirect, signupRedirectURL: redirect },
    }),
  });
  const html = `<!doctype html><html lang="en"><meta charset="utf-8"><title>Sign in</title>
<body><main>${element}<p id="below">Below the card</p></main>
<script type="module" src="/dist/esm/idp-elements.js"></script></body></html>`;
  await page.route(`${emulator.url}/ssr-page.html`, (route) =>
    route.fulfill({ status: 200, contentType: 'text/html; charset=utf-8', body: html }),
  );
  const loader = await holdBack(page, LOADER);
  const react = await holdBack(page, WIDGET_CHUNK);
  // The project's settings may add the watermark under the form, which is not the hand-over's doing.
  const bootstrap = await holdBack(page, /\/sdk\/v1\/projects\/bootstrap\//);
  // Not 'domcontentloaded': a module script (held back here) delays that event.
  await page.goto(`${emulator.url}/ssr-page.html`, { waitUntil: 'commit' });
  return { context, page, errors, sends, loader, react, bootstrap };
}

/** Whose render is on screen, the input's value and focus, and whether the element is defined yet. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('idp-login')!.shadowRoot!;
    const card = root.querySelector('[data-idp-widget]');
    const input = root.querySelector<HTMLInputElement>('input[name="email"]');
    return {
      defined: customElements.get('idp-login') !== undefined,
      server: card?.hasAttribute('data-idp-first-paint') ?? null,
      value: input?.value ?? null,
      focused: root.activeElement === input && input !== null,
    };
  });
}

const reactTookOver = (page: Page) =>
  page.waitForFunction(() => {
    const card = document.querySelector('idp-login')?.shadowRoot?.querySelector('[data-idp-widget]');
    return card && !card.hasAttribute('data-idp-first-paint');
  });

/** The boxes of the element, its input and button, and the text below it. */
const layout = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('idp-login')!.shadowRoot!;
    return [
      document.querySelector('idp-login')!,
      root.querySelector('input[name="email"]')!,
      root.querySelector('button[type="submit"]')!,
      document.getElementById('below')!,
    ].map((el) => JSON.stringify(el.getBoundingClientRect()));
  });

describe('a server-rendered <idp-login>', () => {
  test('typeable before any script; the loader adopts it and React takes over: value, caret, focus kept, no shift', async () => {
    const { context, page, errors, sends, loader, react, bootstrap } = await openServerRendered();
    const input = page.getByLabel('Email');
    await input.waitFor();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await input.click();
    await page.keyboard.type('ada@example');
    assert.deepEqual(await inspect(page), {
      defined: false,
      server: true,
      value: 'ada@example',
      focused: true,
    });
    const before = await layout(page);

    await loader.release();
    await page.waitForFunction(() => customElements.get('idp-login') !== undefined);
    // Adopted, not painted again: the same nodes, the text and focus where they were.
    assert.deepEqual(await inspect(page), {
      defined: true,
      server: true,
      value: 'ada@example',
      focused: true,
    });
    await page.keyboard.type('.co');
    assert.equal((await inspect(page)).value, 'ada@example.co', 'typing goes on at the caret');

    await react.release();
    await reactTookOver(page);
    assert.deepEqual(await inspect(page), {
      defined: true,
      server: false,
      value: 'ada@example.co',
      focused: true,
    });
    await page.keyboard.type('m');
    assert.equal((await inspect(page)).value, 'ada@example.com', 'typing goes on at the caret, into React');
    assert.deepEqual(await layout(page), before, 'nothing moved');
    assert.equal(await page.evaluate(() => (window as unknown as { cls: number }).cls), 0, 'CLS is 0');

    await bootstrap.release();
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    assert.equal(sends.length, 1);
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('a submit pressed before React is ready is sent exactly once, when it is', async () => {
    const { context, page, errors, sends, loader, react, bootstrap } = await openServerRendered();
    await bootstrap.release();
    const email = `ssr+${Date.now()}@example.com`;
    const input = page.getByLabel('Email');
    await input.waitFor();
    await input.click();
    await page.keyboard.type(email);
    // Enter before any script: the form is not sent as a GET to the page (the address stays out of the URL).
    await page.keyboard.press('Enter');
    assert.equal(new URL(page.url()).search, '');
    assert.deepEqual(await inspect(page), { defined: false, server: true, value: email, focused: true });

    await loader.release();
    await page.waitForFunction(() => customElements.get('idp-login') !== undefined);
    await page.keyboard.press('Enter');
    await page.getByRole('button', { name: 'Continue with email' }).click(); // a second press: still one send
    assert.equal(sends.length, 0, 'nothing is sent before React is ready');

    await react.release();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(`An email was sent to ${email}.`).waitFor();
    assert.equal(sends.length, 1, 'exactly one send');
    assert.equal((JSON.parse(sends[0]!) as { email: string }).email, email);
    assert.equal((await inbox(emulator.url, email)).length, 1, 'the emulator sent one email');
    assert.deepEqual(errors, []);
    await context.close();
  });
});
