import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
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

const LIGHT_CARD = 'rgb(255, 255, 255)';
const DARK_CARD = 'rgb(29, 42, 51)';

/** The card's background and the heading's colour, once `painted` (first paint or React) is there. */
async function colours(page: Page, painted: string): Promise<{ card: string; heading: string }> {
  await page.locator(`idp-login ${painted}`).first().waitFor({ state: 'attached' });
  return page.locator('idp-login').evaluate((host) => {
    const root = host.shadowRoot!;
    return {
      card: getComputedStyle(root.querySelector('[part~="container"]')!).backgroundColor,
      heading: getComputedStyle(root.querySelector('[part~="heading"]')!).color,
    };
  });
}

const REACT = '[data-idp-widget]:not([data-idp-first-paint])';

describe('dark by preference (theme="auto", the default)', () => {
  test('a visitor who prefers dark gets the dark theme, from the first paint on; theme="light" keeps it light', async () => {
    const context = await browser.newContext({ colorScheme: 'dark' });
    const page = await context.newPage();
    await page.goto(`${emulator.url}/login.html`);
    const dark = await colours(page, REACT);
    assert.equal(dark.card, DARK_CARD);
    assert.equal(dark.heading, 'rgb(243, 245, 246)');

    await page.locator('idp-login').evaluate((host) => host.setAttribute('theme', 'light'));
    await page.waitForFunction(
      () =>
        getComputedStyle(
          document.querySelector('idp-login')!.shadowRoot!.querySelector('[part~="container"]')!,
        ).backgroundColor === 'rgb(255, 255, 255)',
    );

    // The loader's first paint, before React (its chunk held back), is dark too.
    const held = await context.newPage();
    await held.route(/\/chunks\/widget-[^/]*\.js$/, () => undefined);
    await held.goto(`${emulator.url}/login.html`);
    assert.equal((await colours(held, '[data-idp-first-paint]')).card, DARK_CARD);
    await context.close();
  });

  test('a visitor who prefers light gets light; theme="dark" is dark for everyone; a page theme is kept', async () => {
    const context = await browser.newContext({ colorScheme: 'light' });
    const page = await context.newPage();
    await page.goto(`${emulator.url}/login.html`);
    assert.equal((await colours(page, REACT)).card, LIGHT_CARD);
    await page.locator('idp-login').evaluate((host) => host.setAttribute('theme', 'dark'));
    // The card may be re-rendered while the theme changes: wait for one that exists and is dark.
    await page.waitForFunction(() => {
      const card = document.querySelector('idp-login')?.shadowRoot?.querySelector('[part~="container"]');
      return !!card && getComputedStyle(card).backgroundColor === 'rgb(29, 42, 51)';
    });
    await context.close();

    // A page that gives its own theme (styles) keeps it, whatever the visitor prefers.
    const darkVisitor = await browser.newContext({ colorScheme: 'dark' });
    const themed = await darkVisitor.newPage();
    await themed.goto(`${emulator.url}/login.html`);
    await themed
      .locator('idp-login')
      .evaluate(
        (host) => ((host as HTMLElement & { styles: unknown }).styles = { colors: { primary: '#0b6e4f' } }),
      );
    await themed.waitForFunction(() => {
      const heading = document.querySelector('idp-login')?.shadowRoot?.querySelector('[part~="heading"]');
      return !!heading && getComputedStyle(heading).color === 'rgb(11, 110, 79)';
    });
    assert.equal((await colours(themed, REACT)).card, LIGHT_CARD);
    await darkVisitor.close();
  });
});
