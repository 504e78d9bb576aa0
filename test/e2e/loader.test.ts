// The loader's first paint and its hand-over to React (issue 12), in Chromium against the emulator. The React
// chunk is held back (or failed) with request routing, so the test acts on the first paint deterministically.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Route } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { launchChromium, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const WIDGET_CHUNK = /\/dist\/esm\/chunks\/widget-[\w-]+\.js$/;
const SEND = '/sdk/v1/magic_links/email/login_or_create';

/** Holds every request matching `pattern` until `release()`. */
async function holdBack(page: Page, pattern: RegExp): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

/** What the first paint or React shows: whose render it is, the input's value and focus. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('idp-login')!.shadowRoot!;
    const card = root.querySelector('[data-idp-widget]');
    const input = root.querySelector<HTMLInputElement>('input[name="email"]');
    return {
      firstPaint: card?.hasAttribute('data-idp-first-paint') ?? null,
      value: input?.value ?? null,
      focused: root.activeElement === input && input !== null,
    };
  });
}

async function reactTookOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const card = document.querySelector('idp-login')?.shadowRoot?.querySelector('[data-idp-widget]');
    return card && !card.hasAttribute('data-idp-first-paint');
  });
}

describe('the loader paints <idp-login> before React and hands over', () => {
  // Chromium has no caret API on type=email, so the caret is checked by typing on after the hand-over: the text
  // goes where the caret was (the end, where typing left it).
  test('text typed before React, the caret and focus survive the hand-over', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    const react = await holdBack(page, WIDGET_CHUNK);
    await page.goto(`${emulator.url}/login.html`);

    const input = page.getByLabel('Email');
    await input.waitFor();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    assert.equal((await inspect(page)).firstPaint, true, 'the form on screen is the first paint');
    await input.click();
    await page.keyboard.type('ada@example.co');
    assert.deepEqual(await inspect(page), { firstPaint: true, value: 'ada@example.co', focused: true });

    await react.release();
    await reactTookOver(page);
    assert.deepEqual(await inspect(page), { firstPaint: false, value: 'ada@example.co', focused: true });
    await page.keyboard.type('m');
    assert.equal((await inspect(page)).value, 'ada@example.com', 'typing goes on at the caret, into React');
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('Enter pressed before React is ready is sent exactly once when it is', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const sends: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === SEND) sends.push(r.postData() ?? '');
    });
    const react = await holdBack(page, WIDGET_CHUNK);
    await page.goto(`${emulator.url}/login.html`);
    const email = `enter+${Date.now()}@example.com`;
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Email').press('Enter');
    await page.getByLabel('Email').press('Enter'); // a second press before React is still one submit
    assert.equal((await inspect(page)).firstPaint, true);
    assert.equal(sends.length, 0, 'nothing is sent before React is ready');

    await react.release();
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    await page.getByText(`An email was sent to ${email}.`).waitFor();
    assert.equal(sends.length, 1, 'exactly one send');
    assert.equal((JSON.parse(sends[0]!) as { email: string }).email, email);
    await context.close();
  });

  test('a React chunk that cannot be loaded shows a clear error and an idp-error; "Try again" recovers', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    let failing = true;
    await page.route(WIDGET_CHUNK, (route) =>
      failing ? route.abort('connectionrefused') : route.continue(),
    );
    await page.addInitScript(() => {
      const seen: unknown[] = ((window as unknown as { idpErrors: unknown[] }).idpErrors = []);
      document.addEventListener('idp-error', (e) => seen.push((e as CustomEvent).detail));
    });
    await page.goto(`${emulator.url}/login.html`);
    const alert = page.getByRole('alert');
    await alert.getByText('This part of the sign-in form could not be loaded.', { exact: false }).waitFor();
    const detail = await page.evaluate(() => (window as unknown as { idpErrors: unknown[] }).idpErrors);
    assert.deepEqual(detail, [
      {
        message: 'This part of the sign-in form could not be loaded. Check your connection and try again.',
        type: 'chunk_load_error',
      },
    ]);

    failing = false;
    await page.getByRole('button', { name: 'Try again' }).click();
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    await reactTookOver(page);
    await context.close();
  });

  test("a product's chunk that cannot be loaded shows the error in place of its form", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.route(/\/chunks\/emailMagicLinks-[\w-]+\.js$/, (route) => route.abort('connectionrefused'));
    await page.goto(`${emulator.url}/login.html`);
    await reactTookOver(page);
    await page
      .getByRole('alert')
      .getByText('This part of the sign-in form could not be loaded.', { exact: false })
      .waitFor();
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await context.close();
  });
});
