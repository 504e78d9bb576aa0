// Forced colours (Windows High Contrast), with Chromium's emulation (issue 14): every control keeps a visible
// boundary in the user's system colours, only the selected tab is underlined, focus shows as a Highlight outline,
// a disabled control is GrayText, and the icons follow the system colours.
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

async function open(path: string): Promise<Page> {
  const page = await browser.newPage();
  await page.emulateMedia({ forcedColors: 'active' });
  await page.goto(`${emulator.url}/${path}`);
  await page
    .locator('idp-login [data-idp-widget]:not([data-idp-first-paint])')
    .waitFor({ state: 'attached' });
  return page;
}

interface Drawn {
  color: string;
  background: string;
  border: { style: string; width: number; color: string };
  borderBottom: { width: number; color: string };
  outline: { style: string; width: number; color: string };
  fill: string;
}

/** What the browser draws for each `selector` in the widget's shadow root, with forced colours applied. */
function drawn(page: Page, selectors: string[]): Promise<Drawn[]> {
  return page.locator('idp-login').evaluate(
    (host, list) =>
      list.map((selector) => {
        const node = host.shadowRoot!.querySelector(selector);
        if (!node) throw new Error(`${selector} is not in the widget`);
        const s = getComputedStyle(node);
        return {
          color: s.color,
          background: s.backgroundColor,
          border: { style: s.borderTopStyle, width: parseFloat(s.borderTopWidth), color: s.borderTopColor },
          borderBottom: { width: parseFloat(s.borderBottomWidth), color: s.borderBottomColor },
          outline: { style: s.outlineStyle, width: parseFloat(s.outlineWidth), color: s.outlineColor },
          fill: s.fill,
        };
      }),
    selectors,
  );
}

/** The user's system colours as this browser resolves them. */
function system(page: Page): Promise<Record<'Canvas' | 'CanvasText' | 'Highlight' | 'GrayText', string>> {
  return page.evaluate(() => {
    const probe = document.createElement('div');
    document.body.append(probe);
    const out: Record<string, string> = {};
    for (const name of ['Canvas', 'CanvasText', 'Highlight', 'GrayText']) {
      probe.style.color = name;
      out[name] = getComputedStyle(probe).color;
    }
    probe.remove();
    return out as Record<'Canvas' | 'CanvasText' | 'Highlight' | 'GrayText', string>;
  });
}

function assertBordered(what: string, d: Drawn) {
  assert.equal(d.border.style, 'solid', `${what} has a border`);
  assert.ok(d.border.width >= 1, `${what}'s border is ${d.border.width}px`);
  assert.notEqual(d.border.color, d.background, `${what}'s border differs from its background`);
}

describe('forced colours (Windows High Contrast)', () => {
  test('passcodes: buttons, fields, country picker and tabs keep their boundaries; focus is a Highlight outline', async () => {
    const page = await open('otp.html');
    const colours = await system(page);
    const widget = page.locator('idp-login');
    await widget.getByRole('tab', { name: 'Text' }).waitFor();

    const [submit, phone, country, selected, other] = await drawn(page, [
      '[part~="submit"]',
      '[part~="phone-input"]',
      '[part~="country-select"]',
      '[role="tab"][aria-selected="true"]',
      '[role="tab"][aria-selected="false"]',
    ]);
    assertBordered('the submit button', submit!);
    assertBordered('the phone field', phone!);
    assertBordered('the country picker', country!);
    // Transparent borders are drawn in forced colours: only the selected tab may keep its underline.
    assert.equal(other!.borderBottom.width, 0, 'an unselected tab is not underlined');
    assert.ok(selected!.borderBottom.width >= 2, 'the selected tab is underlined');
    assert.equal(selected!.borderBottom.color, colours.Highlight);

    // Keyboard focus, from the page: the selected tab, then the country picker, then the phone field.
    const focusRing = async (selector: string) => (await drawn(page, [selector]))[0]!.outline;
    await widget.getByRole('tab', { name: 'Text' }).focus();
    await page.keyboard.press('Tab');
    assert.deepEqual(await focusRing('[part~="country-select"]'), {
      style: 'solid',
      width: 2,
      color: colours.Highlight,
    });
    await page.keyboard.press('Tab');
    assert.deepEqual(await focusRing('[part~="phone-input"]'), {
      style: 'solid',
      width: 2,
      color: colours.Highlight,
    });
    await page.keyboard.press('Tab');
    assert.deepEqual(await focusRing('[part~="submit"]'), {
      style: 'solid',
      width: 2,
      color: colours.Highlight,
    });

    // A disabled button reads as disabled: GrayText, not dimmed ButtonText.
    await widget.locator('[part~="submit"]').evaluate((b) => b.setAttribute('disabled', ''));
    const [disabled] = await drawn(page, ['[part~="submit"]']);
    assert.equal(disabled!.color, colours.GrayText);
    assert.equal(disabled!.border.color, colours.GrayText);
    await page.close();
  });

  test('passwords: the show/hide toggle is a bordered button; the watermark mark follows the system colours', async () => {
    const page = await open('passwords.html');
    const colours = await system(page);
    const widget = page.locator('idp-login');
    await widget.getByLabel('Email').fill(`forced-${Date.now()}@example.com`);
    await widget.getByRole('button', { name: 'Continue' }).first().click();
    await widget.locator('[part~="password-toggle"]').waitFor();
    await widget.locator('[part~="watermark"]').waitFor();
    const [toggle, field, letter, mark, link] = await drawn(page, [
      '[part~="password-toggle"]',
      '[part~="password-input"]',
      '[part~="watermark"] svg path',
      '[part~="watermark"] svg',
      '[part~="watermark"]',
    ]);
    assertBordered('the password toggle', toggle!);
    assertBordered('the password field', field!);
    // The mark is the link's colour (an svg keeps its own colour in forced colours), its letter cut out in Canvas
    // (a hard-coded white vanished on a white Canvas).
    assert.equal(mark!.color, link!.color);
    assert.notEqual(mark!.color, 'rgb(25, 48, 61)');
    assert.equal(letter!.fill, colours.Canvas);

    await widget.locator('[part~="password-toggle"]').focus();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Tab');
    const [focused] = await drawn(page, ['[part~="password-toggle"]']);
    assert.equal(focused!.outline.style, 'solid');
    assert.equal(focused!.outline.color, colours.Highlight);
    await page.close();
  });
});
