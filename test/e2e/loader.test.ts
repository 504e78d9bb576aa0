// The loader's first paint and its hand-over to React (issue 12), in Chromium against the emulator. The React
// chunk is held back (or failed) with request routing, so the test acts on the first paint deterministically.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { holdBack, launchChromium, startDemo } from '../helpers/e2e';

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

/** Pixels that differ between two PNG screenshots of the same size, counted in a page's canvas. */
async function differingPixels(
  page: Page,
  a: Buffer,
  b: Buffer,
): Promise<{ differing: number; total: number }> {
  const urls = [a, b].map((png) => `data:image/png;base64,${png.toString('base64')}`);
  // A string, not a function: tsx would wrap a function's inner helpers in a `__name` the page does not have.
  return page.evaluate(`(async ([a, b]) => {
    const pixels = async (src) => {
      const image = new Image();
      image.src = src;
      await image.decode();
      const canvas = new OffscreenCanvas(image.width, image.height);
      const context = canvas.getContext('2d');
      context.drawImage(image, 0, 0);
      return context.getImageData(0, 0, image.width, image.height);
    };
    const [first, second] = await Promise.all([pixels(a), pixels(b)]);
    if (first.width !== second.width || first.height !== second.height) return { differing: -1, total: 0 };
    let differing = 0;
    for (let i = 0; i < first.data.length; i += 4) {
      if (first.data[i] !== second.data[i] || first.data[i + 1] !== second.data[i + 1] || first.data[i + 2] !== second.data[i + 2]) differing++;
    }
    return { differing, total: first.width * first.height };
  })(${JSON.stringify(urls)})`);
}

describe('the loader paints <idp-login> before React and hands over', () => {
  test('React takes over without a layout shift or a visible change, at 320 px and desktop widths', async () => {
    for (const width of [320, 1024]) {
      const context = await browser.newContext({ viewport: { width, height: 700 } });
      const page = await context.newPage();
      // The bootstrap is held too: its watermark setting may change the card, which is not the hand-over's doing.
      await page.route(/\/sdk\/v1\/projects\/bootstrap\//, () => undefined);
      const react = await holdBack(page, WIDGET_CHUNK);
      await page.goto(`${emulator.url}/login.html`);
      const element = page.locator('idp-login');
      await page.getByLabel('Email').waitFor();
      assert.equal((await inspect(page)).firstPaint, true);
      const boxBefore = await element.boundingBox();
      const before = await element.screenshot();
      await react.release();
      await reactTookOver(page);
      assert.deepEqual(await element.boundingBox(), boxBefore, `no layout shift at ${width}px`);
      const { differing, total } = await differingPixels(page, before, await element.screenshot());
      // The same markup and CSS: at most a few anti-aliased pixels on the card's rounded corners.
      assert.ok(
        differing >= 0 && differing <= total * 0.002,
        `${differing} of ${total} pixels differ at ${width}px`,
      );
      await context.close();
    }
  });

  test("the package's own build hints the first screen's chunks with modulepreload, each fetched", async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const failed: string[] = [];
    page.on('response', (r) => {
      if (r.status() >= 400) failed.push(`${r.status()} ${r.url()}`);
    });
    page.on('requestfailed', (r) => failed.push(`failed ${r.url()}`));
    await page.goto(`${emulator.url}/login.html`);
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    await reactTookOver(page);
    const hints = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]')].map((l) => l.href),
    );
    assert.ok(
      hints.some((href) => WIDGET_CHUNK.test(new URL(href).pathname)),
      `the React chunk is hinted: ${hints.join(', ')}`,
    );
    assert.ok(
      hints.some((href) => /\/dist\/esm\/chunks\/emailMagicLinks-[\w-]+\.js$/.test(href)),
      'the magic-link form is hinted',
    );
    assert.deepEqual(failed, []);
    await context.close();
  });

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
    // Browsers with whatwg/html#10327 (Chromium ≥ 156) fetch the module again; older ones keep the failure for
    // the page's lifetime, which the loader detects (the module answers now) and offers a reload instead.
    const form = page.getByRole('button', { name: 'Continue with email' });
    const reload = page.getByRole('button', { name: 'Reload page' });
    await form.or(reload).waitFor();
    if (await reload.isVisible()) {
      await alert.getByText('Reload the page to try again.', { exact: false }).waitFor();
      const errors = await page.evaluate(() => (window as unknown as { idpErrors: unknown[] }).idpErrors);
      assert.deepEqual(errors.at(-1), {
        message: 'This part of the sign-in form could not be loaded. Reload the page to try again.',
        type: 'chunk_load_error',
      });
      await reload.click();
    }
    await form.waitFor();
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
