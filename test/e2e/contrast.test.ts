// Contrast that survives a page's theme (issue 14): a page that themes the card dark but leaves the error and
// secondary colours unset still gets readable error text and watermark, measured from what Chromium renders; a
// page's own colour below WCAG AA is kept and reported once in the console.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { launchChromium, startDemo } from '../helpers/e2e';
import { AA, contrast, parseColor } from '../../src/theme/contrast';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

/** The magic-link demo page with `styles` on the element in its HTML, as a site would write it. */
async function openThemed(
  styles: object,
): Promise<{ page: Page; warnings: string[]; close(): Promise<void> }> {
  const context = await browser.newContext({ colorScheme: 'light' });
  const page = await context.newPage();
  const warnings: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'warning' && m.text().startsWith('idp-elements:')) warnings.push(m.text());
  });
  const attribute = JSON.stringify(styles).replace(/&/g, '&amp;').replace(/'/g, '&#39;');
  await page.route('**/login.html', async (route) => {
    const html = await (await route.fetch()).text();
    await route.fulfill({
      contentType: 'text/html',
      body: html.replace('<idp-login id="login">', `<idp-login id="login" styles='${attribute}'>`),
    });
  });
  await page.goto(`${emulator.url}/login.html`);
  await page
    .locator('idp-login [data-idp-widget]:not([data-idp-first-paint])')
    .waitFor({ state: 'attached' });
  return { page, warnings, close: () => context.close() };
}

/** Submits an address the form refuses, so that its error text shows. */
async function showFieldError(page: Page): Promise<void> {
  const widget = page.locator('idp-login');
  await widget.getByLabel('Email').fill('not-an-address');
  await widget.getByRole('button', { name: 'Continue with email' }).click();
  await widget.locator('[part~="field-error"]').waitFor();
}

/** Rendered colours: the card's background, the error text, the "Powered by" watermark and the heading. */
function rendered(page: Page) {
  return page.locator('idp-login').evaluate((host) => {
    // No local functions here: tsx would wrap them in a helper the page does not have.
    const [card, error, watermark, heading] = ['container', 'field-error', 'watermark', 'heading'].map(
      (part) => getComputedStyle(host.shadowRoot!.querySelector(`[part~="${part}"]`)!),
    );
    return {
      card: card!.backgroundColor,
      error: error!.color,
      watermark: watermark!.color,
      heading: heading!.color,
    };
  });
}

const ratio = (text: string, background: string) => {
  const [fg, bg] = [parseColor(text), parseColor(background)];
  assert.ok(fg && bg, `rendered colours ${text} and ${background} are rgb()`);
  return contrast(fg, bg);
};

describe('contrast whatever the page theme', () => {
  test('a dark page theme without error or secondary colours shows error text and watermark at 4.5:1 or more', async () => {
    const { page, warnings, close } = await openThemed({
      container: { backgroundColor: '#111' },
      colors: { primary: '#fff' },
    });
    await page.locator('idp-login [part~="watermark"]').waitFor();
    await showFieldError(page);
    const colours = await rendered(page);
    assert.equal(colours.card, 'rgb(17, 17, 17)');
    assert.equal(colours.heading, 'rgb(255, 255, 255)', "the page's own colour is kept");
    const error = ratio(colours.error, colours.card);
    const watermark = ratio(colours.watermark, colours.card);
    assert.ok(error >= AA, `error text ${colours.error} on ${colours.card}: ${error.toFixed(2)}:1`);
    assert.ok(
      watermark >= AA,
      `watermark ${colours.watermark} on ${colours.card}: ${watermark.toFixed(2)}:1`,
    );
    assert.deepEqual(warnings, [], 'the page set nothing below AA');
    await close();
  });

  test("a page's own low-contrast colour is kept and reported once, naming both colours and the ratio", async () => {
    const { page, warnings, close } = await openThemed({
      container: { backgroundColor: '#111' },
      colors: { primary: '#fff', error: '#8B1214' },
    });
    await showFieldError(page);
    // More renders: typing, another refused submit.
    await page.locator('idp-login').getByLabel('Email').fill('still-not-an-address');
    await page.locator('idp-login').getByRole('button', { name: 'Continue with email' }).click();
    await page.locator('idp-login').getByLabel('Email').press('Enter');
    const colours = await rendered(page);
    assert.equal(colours.error, 'rgb(139, 18, 20)', 'kept as given');
    assert.deepEqual(warnings, [
      'idp-elements: styles.colors.error #8B1214 on styles.container.backgroundColor #111 has a contrast of 1.97:1, below the 4.5:1 WCAG AA asks of text.',
    ]);
    await close();
  });
});
