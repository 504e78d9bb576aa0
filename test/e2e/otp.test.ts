import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, readUntil, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

/** A fresh US number per test, so rate limits and lockouts of one test never touch another. */
let serial = 100;
function nextUsNumber(): { national: string; e164: string } {
  serial += 1;
  const line = String(1000 + serial).slice(-4);
  return { national: `213555${line}`, e164: `+1213555${line}` };
}

async function openOtpPage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${emulator.url}/otp.html`);
  await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
  return { context, page, errors };
}

async function latestCode(to: string, channel: string): Promise<string> {
  const [message] = await inbox(emulator.url, to);
  assert.equal(message?.channel, channel, `the newest message to ${to} went by ${channel}`);
  assert.match(message.code ?? '', /^\d{6}$/);
  return message.code!;
}

async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('otp-digit-0').fill(code);
}

async function sendPhoneCode(page: Page, tab: 'Text' | 'WhatsApp', national: string): Promise<void> {
  await page.getByRole('tab', { name: tab }).click();
  await page.getByLabel('Phone number').fill(national);
  await page
    .getByRole('button', { name: tab === 'Text' ? 'Continue with text message' : 'Continue with WhatsApp' })
    .click();
  await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
}

describe('one-time passcodes in Chromium against the emulator', () => {
  test('SMS: send, read the code from the inbox, type it, logged in with session cookies', async () => {
    const { context, page, errors } = await openOtpPage();
    const phone = nextUsNumber();
    await sendPhoneCode(page, 'Text', phone.national);
    // Shown as people read it (issue 15), sent as E.164.
    const readable = `+1 ${phone.national.slice(0, 3)} ${phone.national.slice(3, 6)} ${phone.national.slice(6)}`;
    await page.getByText(`A 6-digit passcode was sent to you at ${readable}`).waitFor();
    await page.getByText(/Your code expires in [45]:\d\d\./).waitFor();
    await typeCode(page, await latestCode(phone.e164, 'sms'));
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText('Your passcode has been successfully verified.').waitFor();
    await page.getByText('authenticate_flow_complete').waitFor();
    await page.getByText(phone.e164, { exact: true }).waitFor();
    const cookies = await context.cookies(emulator.url);
    assert.ok(cookies.some((c) => c.name === 'stytch_session' && c.sameSite === 'Lax'));
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('WhatsApp and email codes arrive on their own channels and log in', async () => {
    const { context, page } = await openOtpPage();
    const phone = nextUsNumber();
    await sendPhoneCode(page, 'WhatsApp', phone.national);
    await typeCode(page, await latestCode(phone.e164, 'whatsapp'));
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();

    const second = await openOtpPage();
    const email = `otp+${Date.now()}@example.com`;
    await second.page.getByRole('tab', { name: 'Email' }).click();
    await second.page.getByRole('textbox', { name: 'Email' }).fill(email);
    await second.page.getByRole('button', { name: 'Continue with email' }).click();
    await second.page.getByText(`A 6-digit passcode was sent to you at ${email}`).waitFor();
    await typeCode(second.page, await latestCode(email, 'email'));
    await second.page.getByRole('heading', { name: 'Success!' }).waitFor();
    await second.context.close();
  });

  test('a wrong code shows the catalogue message and lets the user try again', async () => {
    const { context, page } = await openOtpPage();
    const phone = nextUsNumber();
    await sendPhoneCode(page, 'Text', phone.national);
    const code = await latestCode(phone.e164, 'sms');
    const wrong = code === '000000' ? '111111' : '000000';
    await typeCode(page, wrong);
    await page.getByRole('alert').getByText('Invalid passcode, please try again.').waitFor();
    assert.equal(await page.getByTestId('otp-digit-0').isEnabled(), true);
    await typeCode(page, code);
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await context.close();
  });

  test('an expired code is refused (emulator clock), a resent code works', async () => {
    const { context, page } = await openOtpPage();
    const phone = nextUsNumber();
    await sendPhoneCode(page, 'Text', phone.national);
    const first = await latestCode(phone.e164, 'sms');
    emulator.clock.advance(6 * 60);
    try {
      await typeCode(page, first);
      await page.getByRole('alert').waitFor();
      assert.doesNotMatch(await page.getByRole('alert').innerText(), /Success/);
      await page.getByRole('button', { name: 'Resend code' }).click();
      await page.getByText('Code sent').waitFor();
      const second = await latestCode(phone.e164, 'sms');
      await typeCode(page, second);
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
    } finally {
      emulator.clock.reset();
      await context.close();
    }
  });

  test('an unknown country code is refused before anything is sent', async () => {
    const { context, page } = await openOtpPage();
    await page.getByLabel('Phone number').fill('+99912345678');
    await page.getByRole('button', { name: 'Continue with text message' }).click();
    // In the widget (the demo page's event log below it now lists the idp-error too).
    await page
      .locator('idp-login')
      .getByText('Phone number format is invalid. Ensure the phone number is in the E.164 format.')
      .waitFor();
    assert.equal(
      await page.getByLabel('Phone number').inputValue(),
      '+99912345678',
      'the typed number is kept',
    );
    await context.close();
  });

  test('repeated wrong codes lock the user out with the catalogue message', async () => {
    const { context, page } = await openOtpPage();
    const phone = nextUsNumber();
    await sendPhoneCode(page, 'Text', phone.national);
    const code = await latestCode(phone.e164, 'sms');
    const wrong = code === '000000' ? '111111' : '000000';
    let locked = false;
    for (let attempt = 0; attempt < 14 && !locked; attempt++) {
      if (attempt > 0 && attempt % 4 === 0) {
        // A code burns after a few wrong tries: ask for a new one and keep failing with it.
        await page.getByRole('button', { name: 'Resend code' }).click();
        await page.getByText('Code sent').waitFor();
      }
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/sdk/v1/otps/authenticate')),
        typeCode(page, wrong),
      ]);
      const body = (await response.json()) as { error_type?: string };
      locked = body.error_type === 'user_lock_limit_reached';
    }
    assert.ok(locked, 'the user was locked out');
    await page
      .getByRole('alert')
      .getByText('Too many failed authentication attempts. Please try again later.')
      .waitFor();
    await context.close();
  });

  test('at 320 px the six passcode boxes fit inside the card and the page does not scroll sideways', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    await page.goto(`${emulator.url}/otp.html`);
    await sendPhoneCode(page, 'Text', nextUsNumber().national);
    const layout = await page.locator('idp-login').evaluate((host) => {
      const root = host.shadowRoot!;
      const card = root.querySelector('[part~="container"]')!.getBoundingClientRect();
      const boxes = [...root.querySelectorAll('input[data-testid^="otp-digit-"]')].map((b) =>
        b.getBoundingClientRect(),
      );
      return {
        pageWidth: document.documentElement.scrollWidth,
        inside: boxes.every((b) => b.left >= card.left && b.right <= card.right),
        count: boxes.length,
        narrowest: Math.min(...boxes.map((b) => b.width)),
      };
    });
    assert.equal(layout.count, 6);
    assert.ok(layout.pageWidth <= 320, `the page is ${layout.pageWidth} px wide`);
    assert.equal(layout.inside, true, 'every box inside the card');
    assert.ok(layout.narrowest >= 24, `boxes stay usable (${layout.narrowest} px)`);
    await context.close();
  });

  test('each configured product loads only its own chunks; the phone chunk only with a phone form', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/dist/esm/chunks/')) chunks.push(r.url());
    });
    const names = () => chunks.map((c) => /chunks\/([A-Za-z]+)-/.exec(c)?.[1] ?? c).sort();
    // Waits until every expected chunk was asked for (or 30 s), then a moment more for any chunk not expected; not
    // the page's network going idle, which API calls and slow answers under load can keep away for long.
    const settled = async (expected: string[]) => {
      await readUntil(names, (seen) => expected.every((name) => seen.includes(name)), 30_000);
      await page.waitForTimeout(500);
      return names();
    };
    await page.goto(`${emulator.url}/login.html`);
    await page.getByRole('button', { name: 'Continue with email' }).waitFor();
    const magicLinkChunks = ['bridge', 'client', 'emailMagicLinks', 'later', 'redirectCheck', 'widget'];
    // bridge: the loader's modules for the chunks after it (the entry is the loader itself and exports only public
    // names; scripts/rollup/entryBridge.mjs).
    // redirectCheck: the emulator reports its default redirect URLs, which the widget checks at mount.
    // later: the back link, icons, error screen and attribute-removal watcher, fetched once React has taken over.
    assert.deepEqual(
      await settled(magicLinkChunks),
      magicLinkChunks,
      'magic links load the bridge, the widget and their own form',
    );
    chunks.length = 0;
    await page.goto(`${emulator.url}/passwords.html`);
    await page.getByLabel('Email').waitFor();
    const passwordChunks = [
      'bridge',
      'client',
      'emailMagicLinks',
      'later',
      'passwords',
      'redirectCheck',
      'widget',
    ];
    assert.deepEqual(
      await settled(passwordChunks),
      passwordChunks,
      'passwords (with magic links listed) load their own form, and the email form helpers',
    );
    await page.goto(`${emulator.url}/otp.html`);
    await page.getByLabel('Phone number').waitFor();
    assert.ok(
      chunks.some((c) => /phone-/.test(c)),
      `the phone chunk was requested: ${chunks.join(', ')}`,
    );
    await context.close();
  });
});
