// Two-factor sign-in end to end in Chromium: <idp-login> with config.mfaOptions against the emulator, the user's
// authenticator app played by the test kit's totpCode(secret), the server side checked with the official Node SDK.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { connectInbox, type InboxMessage } from '../../emulator/testing/inbox';
import { createSeed } from '../../emulator/testing/seed';
import { totpCode } from '../../emulator/testing/totp';
import { launchChromium, startPageServer } from '../helpers/e2e';
import { startTestEmulator, uniquePhone } from '../emulator/helpers';
import { serverClient } from '../emulator/server-helpers';

let browser: Browser;
let emulator: RunningEmulator;
const PASSWORD = 'Granite-Otter-Lantern-42';

before(async () => {
  [browser, emulator] = await Promise.all([
    launchChromium(),
    // Four wrong codes lock a user for 15 minutes (the default is ten for an hour).
    startTestEmulator({
      config: { lockout: { max_failed_attempts: 4, window_minutes: 60, lock_minutes: 15 } },
    }),
  ]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const uniqueEmail = (label: string) =>
  `${label}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
const now = () => emulator.clock.now();

/** Password logins (the reset emails' links have somewhere to go). */
const PASSWORDS = {
  products: ['passwords'],
  emailMagicLinksOptions: {
    loginRedirectURL: 'http://localhost:1/done',
    signupRedirectURL: 'http://localhost:1/done',
  },
  passwordOptions: { resetPasswordRedirectURL: 'http://localhost:1/reset' },
};

/** A page with <idp-login> (passwords) and the given mfaOptions; `idp-event` types are kept in `window.events`. */
async function openLogin(mfaOptions: object, locale?: string) {
  const config = JSON.stringify({ ...PASSWORDS, mfaOptions });
  const server = await startPageServer(`<!doctype html><meta charset="utf-8">
    <script>window.events = []; document.addEventListener('idp-event', (e) => events.push(e.detail.type));</script>
    <script type="module" src="/dist/esm/idp-elements.js"></script>
    <idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}" config='${config}'></idp-login>`);
  const context = await browser.newContext(locale ? { locale } : {});
  const page = await context.newPage();
  await page.goto(server.url);
  return {
    page,
    events: () => page.evaluate(() => (window as unknown as { events: string[] }).events),
    sessionToken: async () => (await context.cookies()).find((c) => c.name === 'stytch_session')?.value ?? '',
    close: async () => {
      await context.close();
      await server.close();
    },
  };
}

async function logInWithPassword(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
  await page.getByRole('heading', { name: 'Log In' }).waitFor();
  await page.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
}

/** Types a code into the six boxes, the way a person does (the sixth digit submits). */
async function typeCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('otp-digit-0').click();
  await page.keyboard.type(code);
}

/** Pastes a whole code into the first box (it replaces what is there; the full code submits). */
async function pasteCode(page: Page, code: string): Promise<void> {
  await page.getByTestId('otp-digit-0').focus();
  await page.evaluate((pasted) => {
    const input = document.querySelector('idp-login')?.shadowRoot?.querySelector('input[inputmode=numeric]');
    const data = new DataTransfer();
    data.setData('text', pasted);
    input?.dispatchEvent(
      new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }),
    );
  }, code);
}

const digits = (page: Page) =>
  page.evaluate(() =>
    [...(document.querySelector('idp-login')?.shadowRoot?.querySelectorAll('input[inputmode=numeric]') ?? [])]
      .map((i) => (i as HTMLInputElement).value)
      .join(''),
  );

const inbox = () => connectInbox(emulator.url);
/** The newest message to `to` (the one a wait must come after), if any. */
const latest = async (to: string): Promise<InboxMessage | undefined> => (await inbox().list(to))[0];
/** The passcode of the first message to `to` on `channel` newer than `before`. */
async function nextCode(to: string, channel: 'sms' | 'email', before: InboxMessage | undefined) {
  const message = await inbox().waitForMessage(to, {
    kind: 'code',
    channel,
    ...(before ? { after: before } : {}),
  });
  return message.code ?? '';
}

/**
 * A user with a password, a verified email and a phone number proved by a text (the Node SDK's otps.sms.send with
 * its user_id, then otps.authenticate with the code from the emulator's inbox), and optionally an authenticator app.
 */
async function userWithVerifiedPhone(label: string, { totp }: { totp: boolean }) {
  const sdk = serverClient(emulator);
  const seeded = await createSeed(emulator.url, emulator.publicToken).user({
    email: uniqueEmail(label),
    password: PASSWORD,
    totp,
  });
  const phone = uniquePhone();
  const sent = await sdk.otps.sms.send({ phone_number: phone, user_id: seeded.user_id });
  const { code } = await inbox().waitForMessage(phone, { kind: 'code' });
  await sdk.otps.authenticate({ method_id: sent.phone_id, code: code! });
  const user = await sdk.users.get({ user_id: seeded.user_id });
  assert.deepEqual(
    [user.emails[0]?.verified, user.phone_numbers[0]?.verified, user.totps.length],
    [true, true, totp ? 1 : 0],
  );
  return { email: seeded.email, user_id: seeded.user_id, phone };
}

describe('two-factor sign-in in Chromium against the emulator', () => {
  test('password, then the authenticator app; a recovery code works once', async () => {
    const sdk = serverClient(emulator);
    const email = uniqueEmail('mfa');
    const { user_id } = await sdk.passwords.create({ email, password: PASSWORD });
    const { secret, recovery_codes } = await sdk.totps.create({ user_id });
    // Verified with the previous window's code, so the login's code (this window) is a fresh one.
    await sdk.totps.authenticate({ user_id, totp_code: totpCode(secret, now() - 30_000) });

    const first = await openLogin({ methods: ['totp', 'otp_sms'], required: 'whenEnrolled' });
    try {
      const { page } = first;
      await logInWithPassword(page, email);
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
      assert.equal(await page.getByTestId('otp-digit-0').getAttribute('autocomplete'), 'one-time-code');
      assert.ok(!(await first.events()).includes('second_factor_complete'));

      const wrong = totpCode(secret, now()) === '000000' ? '111111' : '000000';
      await typeCode(page, wrong);
      await page
        .getByRole('alert')
        .getByText('That code is not right. Check the code and try again.')
        .waitFor();
      assert.equal(await digits(page), wrong, 'the typed code stays');

      // Paste of the whole code fills the boxes; Enter submits.
      await pasteCode(page, totpCode(secret, now()));
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      const events = await first.events();
      assert.ok(events.indexOf('authenticate_flow_complete') < events.indexOf('second_factor_complete'));

      const checked = await sdk.sessions.authenticate({ session_token: await first.sessionToken() });
      assert.deepEqual(checked.session.authentication_factors.map((f) => f.delivery_method).sort(), [
        'authenticator_app',
        'knowledge',
      ]);
    } finally {
      await first.close();
    }

    const second = await openLogin({ methods: ['totp'] });
    try {
      const { page } = second;
      await logInWithPassword(page, email);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByRole('heading', { name: 'Use a recovery code' }).waitFor();
      await page.getByLabel('Recovery code').fill(recovery_codes[0]!);
      await page.keyboard.press('Enter');
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      assert.ok((await second.events()).includes('recovery_code_used'));
      const checked = await sdk.sessions.authenticate({ session_token: await second.sessionToken() });
      assert.deepEqual(checked.session.authentication_factors.map((f) => f.delivery_method).sort(), [
        'knowledge',
        'recovery_code',
      ]);
    } finally {
      await second.close();
    }

    const third = await openLogin({ methods: ['totp'] });
    try {
      const { page } = third;
      await logInWithPassword(page, email);
      await page.getByRole('button', { name: 'Use a recovery code' }).click();
      await page.getByLabel('Recovery code').fill(recovery_codes[0]!);
      await page.getByRole('button', { name: 'Verify' }).click();
      await page
        .getByRole('alert')
        .getByText('That recovery code was already used. Each recovery code works once: try another one.')
        .waitFor();
      assert.equal(await page.getByLabel('Recovery code').inputValue(), recovery_codes[0]);
    } finally {
      await third.close();
    }
  });

  test('"always": a user without a second factor sets up an authenticator app while logging in', async () => {
    const sdk = serverClient(emulator);
    const email = uniqueEmail('mfa-enrol');
    const { user_id } = await sdk.passwords.create({ email, password: PASSWORD });
    const login = await openLogin({ methods: ['totp'], required: 'always' });
    try {
      const { page } = login;
      await logInWithPassword(page, email);
      await page.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
      assert.match((await page.getByTestId('totp-qr').getAttribute('src')) ?? '', /^data:image\/png;base64,/);
      const key = ((await page.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
      assert.match(key, /^[A-Z2-7]{32}$/);
      await typeCode(page, totpCode(key, now()));
      await page.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
      assert.equal(await page.getByTestId('recovery-codes').locator('li').count(), 10);
      const next = page.getByRole('button', { name: 'Continue' });
      assert.equal(await next.isDisabled(), true, 'not before the codes are saved');
      await page.getByLabel('I have saved these codes').check();
      await next.click();
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      const events = await login.events();
      assert.ok(events.includes('second_factor_enrolled') && events.includes('second_factor_complete'));
      const user = await sdk.users.get({ user_id });
      assert.equal(user.totps.length, 1);
      assert.equal(user.totps[0]?.verified, true);
      const checked = await sdk.sessions.authenticate({ session_token: await login.sessionToken() });
      assert.ok(
        checked.session.authentication_factors.some((f) => f.delivery_method === 'authenticator_app'),
      );
    } finally {
      await login.close();
    }
  });

  test('password, then a code by text message: a wrong code says so and stays, the right one finishes', async () => {
    const sdk = serverClient(emulator);
    const { email, user_id, phone } = await userWithVerifiedPhone('mfa-sms', { totp: false });
    const login = await openLogin({ methods: ['otp_sms', 'otp_email'], required: 'whenEnrolled' });
    try {
      const { page } = login;
      const before = await latest(phone);
      await logInWithPassword(page, email);
      await page.getByRole('heading', { name: 'Two-step verification' }).waitFor();
      await page.getByText(`Enter the 6-digit code we sent to ${phone}.`).waitFor();
      const code = await nextCode(phone, 'sms', before);
      assert.ok(!(await login.events()).includes('second_factor_complete'));

      const wrong = code === '000000' ? '111111' : '000000';
      await typeCode(page, wrong);
      await page
        .getByRole('alert')
        .getByText(
          "That code didn't work. It may be mistyped, expired or already used: check it, or send a new code.",
        )
        .waitFor();
      assert.equal(await digits(page), wrong, 'the typed code stays');
      assert.ok(!(await login.events()).includes('second_factor_complete'));

      // Typed again over the kept wrong code, box by box: only the last digit sends it.
      const checks: string[] = [];
      page.on('request', (r) => {
        if (r.url().endsWith('/otps/authenticate')) checks.push(r.url());
      });
      await typeCode(page, code);
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      assert.equal(checks.length, 1, 'one check, of the whole new code');
      const events = await login.events();
      assert.ok(events.indexOf('authenticate_flow_complete') < events.indexOf('second_factor_complete'));

      const checked = await sdk.sessions.authenticate({ session_token: await login.sessionToken() });
      assert.equal(checked.session.user_id, user_id);
      assert.deepEqual(checked.session.authentication_factors.map((f) => f.delivery_method).sort(), [
        'knowledge',
        'sms',
      ]);
    } finally {
      await login.close();
    }
  });

  test("in German: the step's own German words for a wrong text code, not the generic passcode message", async () => {
    const { email, phone } = await userWithVerifiedPhone('mfa-de', { totp: false });
    const login = await openLogin({ methods: ['otp_sms'] }, 'de-DE');
    try {
      const { page } = login;
      const before = await latest(phone);
      await page.getByRole('textbox', { name: 'E-Mail-Adresse' }).fill(email);
      await page.getByRole('button', { name: 'Weiter mit E-Mail' }).click();
      await page.getByLabel('Passwort', { exact: true }).fill(PASSWORD);
      await page.getByRole('button', { name: 'Weiter', exact: true }).click();
      await page.getByRole('heading', { name: 'Bestätigung in zwei Schritten' }).waitFor();
      const code = await nextCode(phone, 'sms', before);
      await typeCode(page, code === '000000' ? '111111' : '000000');
      const alert = page.getByRole('alert');
      await alert.getByText(/^Dieser Code hat nicht funktioniert\./).waitFor();
      assert.ok(!((await alert.textContent()) ?? '').includes('Ungültiger Code'));
    } finally {
      await login.close();
    }
  });

  test('a user with several second factors switches from the app to a text, then to an email code', async () => {
    const sdk = serverClient(emulator);
    const { email, phone } = await userWithVerifiedPhone('mfa-switch', { totp: true });
    const login = await openLogin({ methods: ['totp', 'otp_sms', 'otp_email'], required: 'whenEnrolled' });
    try {
      const { page } = login;
      await logInWithPassword(page, email);
      await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
      const others = page.getByRole('navigation', { name: 'Verify another way' });
      assert.deepEqual(await others.getByRole('button').allTextContents(), ['Text message', 'Email']);

      const beforeSms = await latest(phone);
      await others.getByRole('button', { name: 'Text message' }).click();
      await page.getByText(`Enter the 6-digit code we sent to ${phone}.`).waitFor();
      await nextCode(phone, 'sms', beforeSms);
      assert.deepEqual(await others.getByRole('button').allTextContents(), ['Authenticator app', 'Email']);

      const beforeEmail = await latest(email);
      await others.getByRole('button', { name: 'Email' }).click();
      await page.getByText(`Enter the 6-digit code we sent to ${email}.`).waitFor();
      const mailed = await nextCode(email, 'email', beforeEmail);
      await typeCode(page, mailed);
      await page.getByRole('heading', { name: 'Success!' }).waitFor();

      const checked = await sdk.sessions.authenticate({ session_token: await login.sessionToken() });
      assert.deepEqual(checked.session.authentication_factors.map((f) => f.delivery_method).sort(), [
        'email',
        'knowledge',
      ]);
    } finally {
      await login.close();
    }
  });

  test("repeated wrong codes lock the user: the step says until when, in the page's time", async () => {
    const seeded = await createSeed(emulator.url, emulator.publicToken).user({
      email: uniqueEmail('mfa-lock'),
      password: PASSWORD,
      totp: true,
    });
    const secret = seeded.totp!.secret;
    const login = await openLogin({ methods: ['totp'] });
    try {
      const { page } = login;
      await logInWithPassword(page, seeded.email);
      await page.getByText('Enter the 6-digit code from your authenticator app.').waitFor();
      const wrong = () => (totpCode(secret, now()) === '000000' ? '111111' : '000000');
      const alert = page.getByRole('alert');
      /** Pastes a code once the boxes take input again; resolves with the answer's error type. */
      const submit = async (code: string): Promise<string> => {
        await page.waitForFunction(
          () =>
            !document
              .querySelector('idp-login')
              ?.shadowRoot?.querySelector('input[inputmode=numeric]:disabled'),
        );
        const answered = page.waitForResponse((r) => r.url().endsWith('/totps/authenticate'));
        await pasteCode(page, code);
        return ((await (await answered).json()) as { error_type?: string }).error_type ?? 'ok';
      };
      for (let i = 1; i <= 3; i++) {
        assert.equal(await submit(wrong()), 'unable_to_authenticate_totp');
        await alert.getByText('That code is not right. Check the code and try again.').waitFor();
      }
      // The fourth locks the user for 15 minutes: the answer's Retry-After, said as a time of the page's clock.
      const inFifteen = () =>
        page.evaluate(() =>
          new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(
            Date.now() + 15 * 60_000,
          ),
        );
      const earliest = await inFifteen();
      assert.equal(await submit(wrong()), 'unable_to_authenticate_totp');
      const locked = alert.getByText(/^Too many wrong codes\. Try again after /);
      await locked.waitFor();
      const latest = await inFifteen();
      const said = (await locked.textContent()) ?? '';
      assert.ok(
        [earliest, latest].some((time) => said === `Too many wrong codes. Try again after ${time}.`),
        said,
      );
      // Locked, even the right code is refused with the same words; what was typed stays.
      const right = totpCode(secret, now());
      assert.equal(await submit(right), 'user_lock_limit_reached');
      await locked.waitFor();
      assert.equal(await digits(page), right);
      assert.ok(!(await login.events()).includes('second_factor_complete'));
    } finally {
      await login.close();
    }
  });

  test('without mfaOptions a user with an authenticator app goes straight to success', async () => {
    const sdk = serverClient(emulator);
    const email = uniqueEmail('mfa-off');
    const { user_id } = await sdk.passwords.create({ email, password: PASSWORD });
    const { secret } = await sdk.totps.create({ user_id });
    await sdk.totps.authenticate({ user_id, totp_code: totpCode(secret, now()) });
    const server = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}"
        config='${JSON.stringify(PASSWORDS)}'></idp-login>`);
    const context = await browser.newContext();
    const page = await context.newPage();
    const chunks: string[] = [];
    page.on('request', (r) => chunks.push(r.url()));
    try {
      await page.goto(server.url);
      await logInWithPassword(page, email);
      await page.getByRole('heading', { name: 'Success!' }).waitFor();
      assert.ok(!chunks.some((url) => /twoFactor/.test(url)), 'the two-factor chunk never loads');
    } finally {
      await context.close();
      await server.close();
    }
  });
});
