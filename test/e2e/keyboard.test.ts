// Keyboard only (issue 14): every flow from the page's first Tab to "Success!", with Tab, arrows, typing and Enter —
// no pointer — and a visible focus indicator on every control reached on the way.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
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

interface Focused {
  /** Inside an element's shadow root (else the page's own control). */
  inWidget: boolean;
  tag: string;
  name: string;
  role: string;
  text: string;
  /** A focus ring the eye can see: an outline or a box shadow. */
  visible: boolean;
}

/** What has the keyboard focus, looking into the elements' shadow roots. */
function focused(page: Page): Promise<Focused> {
  return page.evaluate(() => {
    let active: Element | null = document.activeElement;
    let inWidget = false;
    while (active?.shadowRoot?.activeElement) {
      active = active.shadowRoot.activeElement;
      inWidget = true;
    }
    const style = active ? getComputedStyle(active) : null;
    const outline = style !== null && style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    const shadow = style !== null && style.boxShadow !== 'none';
    return {
      inWidget,
      tag: active?.tagName.toLowerCase() ?? '',
      name: active?.getAttribute('name') ?? '',
      role: active?.getAttribute('role') ?? '',
      text: active?.textContent?.trim() ?? '',
      visible: outline || shadow,
    };
  });
}

/** Presses Tab until `wanted` has the focus (at most 40 times); every stop in the widget must show its focus. */
async function tabTo(page: Page, wanted: (f: Focused) => boolean, what: string): Promise<Focused> {
  for (let i = 0; i < 40; i++) {
    await page.keyboard.press('Tab');
    const now = await focused(page);
    if (now.inWidget) assert.ok(now.visible, `no visible focus on ${JSON.stringify(now)}`);
    if (wanted(now)) return now;
  }
  throw new Error(`Tab never reached ${what}`);
}

const unique = (label: string) => `${label}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('keyboard only, with visible focus', () => {
  test('magic link: Tab to the email field, type, Enter; the link logs in', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${emulator.url}/login.html`);
    await page.locator('idp-login').getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await tabTo(page, (f) => f.inWidget && f.name === 'email', 'the email field');
    const email = unique('keys');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await page.locator('idp-login').getByRole('heading', { name: 'Check your email' }).waitFor();
    // The new screen takes the focus (its heading), so the next Tab continues from there.
    assert.equal((await focused(page)).inWidget, true);
    const [message] = await inbox(emulator.url, email);
    await page.goto(message!.link!);
    await page.getByText('Logged in', { exact: true }).waitFor();
    await context.close();
  });

  test('passcodes: arrows between the tabs, the number, Enter, then the code typed into the boxes', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${emulator.url}/otp.html`);
    const widget = page.locator('idp-login');
    await widget.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const tab = await tabTo(page, (f) => f.inWidget && f.role === 'tab', 'the tabs');
    assert.equal(tab.text, 'Text');
    await page.keyboard.press('ArrowRight');
    assert.equal((await focused(page)).text, 'WhatsApp');
    assert.equal(await widget.getByRole('tab', { name: 'WhatsApp' }).getAttribute('aria-selected'), 'true');
    await page.keyboard.press('ArrowLeft');
    assert.equal(await widget.getByRole('tab', { name: 'Text' }).getAttribute('aria-selected'), 'true');

    await tabTo(page, (f) => f.inWidget && f.name === 'phone', 'the phone field');
    // 213-555-xxxx: always a valid US number (a random exchange starting with 0 or 1 is not, and was refused).
    const national = `213555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    await page.keyboard.type(national);
    await page.keyboard.press('Enter');
    await widget.getByRole('heading', { name: 'Enter passcode' }).waitFor();
    const messages = await inbox(emulator.url, `+1${national}`);
    const code = messages[0]?.code;
    assert.match(code ?? '', /^\d{6}$/);
    // The first box has the focus already: typing the six digits submits.
    const first = await focused(page);
    assert.equal(first.tag, 'input');
    await page.keyboard.type(code!);
    await widget.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  test('passwords: create an account, then forgot password → the reset page → a new password, all by keyboard', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const widget = page.locator('idp-login');
    await page.goto(`${emulator.url}/passwords.html`);
    await widget.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await tabTo(page, (f) => f.inWidget && f.name === 'email', 'the email field');
    const email = unique('keyspw');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await widget
      .getByRole('heading', { name: 'Choose how you would like to create your account.' })
      .waitFor();
    await tabTo(page, (f) => f.inWidget && f.name === 'password', 'the password field');
    await page.keyboard.type('Granite-Otter-Lantern-42');
    await widget
      .getByRole('button', { name: 'Continue', exact: true })
      .and(page.locator(':enabled'))
      .waitFor();
    await page.keyboard.press('Enter');
    await widget.getByRole('heading', { name: 'Success!' }).waitFor();

    // A new visit: log in screen, "Forgot password?" by keyboard.
    await context.clearCookies();
    await page.goto(`${emulator.url}/passwords.html`);
    await widget.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await tabTo(page, (f) => f.inWidget && f.name === 'email', 'the email field');
    await page.keyboard.type(email);
    await page.keyboard.press('Enter');
    await widget.getByRole('heading', { name: 'Log In' }).waitFor();
    await tabTo(page, (f) => f.inWidget && f.text === 'Forgot password?', 'Forgot password?');
    await page.keyboard.press('Enter');
    await widget.getByText(`A link to reset your password was sent to you at ${email}.`).waitFor();

    const [message] = await inbox(emulator.url, email);
    await page.goto(message!.link!);
    const reset = page.locator('idp-reset-password');
    await reset.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await tabTo(page, (f) => f.inWidget && f.name === 'password', 'the new password field');
    await page.keyboard.type('Quartz-Meadow-Falcon-77');
    await reset
      .getByRole('button', { name: 'Continue', exact: true })
      .and(page.locator(':enabled'))
      .waitFor();
    await page.keyboard.press('Enter');
    await reset.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });
});
