import type { Page } from 'playwright-core';
import type { Inbox, InboxMessage } from './inbox';
import { action, field, runHelper, screen, type Run, type WidgetOptions } from './hooks';

/*
 * Playwright helpers that drive `<idp-login>` as a person would, through its automation hooks (`data-idp-action`,
 * `data-idp-field`, `data-idp-tab`, `data-idp-screen`): they work in every language, with every other product
 * configured beside the one they drive. They take the user's own Playwright `Page` (playwright-core or
 * @playwright/test); nothing here imports Playwright at run time. A helper that cannot go on fails with what it
 * waited for and what the element showed instead (its screen, heading and error texts).
 */

export type { WidgetOptions } from './hooks';

export interface MagicLinkLoginOptions extends WidgetOptions {
  email: string;
  /** The inbox the link arrives in: `emulator.inbox`. */
  inbox: Inbox;
  /**
   * Open the link in `page` (default true), so your redirect page finishes the login. With false, only the link is
   * returned (to open it in another page or context, or to assert on it).
   */
  open?: boolean;
}

export interface MagicLinkLogin {
  link: string;
  message: InboxMessage;
}

export type PasscodeLoginOptions = WidgetOptions & {
  /** The inbox the passcode arrives in: `emulator.inbox`. */
  inbox: Inbox;
} & (
    | {
        /** An E.164 phone number (`+14155550123`): the Text tab, or WhatsApp with `channel`. */
        phone: string;
        channel?: 'sms' | 'whatsapp';
        email?: never;
      }
    | { email: string; phone?: never; channel?: never }
  );

export interface PasscodeLogin {
  code: string;
  message: InboxMessage;
}

/** The email tabs: magic links alone, or passwords (whose form also offers magic links and email codes). */
const EMAIL_TABS = ['email-password', 'email-magic-link'];

async function newestId(inbox: Inbox, to: string): Promise<string | undefined> {
  return (await inbox.list(to))[0]?.id;
}

/** Selects the first of `tabs` Main shows (when it shows tabs) and types `email` in its email field. */
async function fillEmail(run: Run, email: string, tabs: string[]): Promise<void> {
  await run.selectTab(tabs, field('email'));
  await run.waitFor(field('email'), 'the email field');
  await run.widget
    .locator(`${screen('Main')} ${field('email')}`)
    .first()
    .fill(email, { timeout: run.timeout });
}

/** The password tab's email form (products `passwords`): the address, then "Continue". */
async function continueWithEmail(run: Run, email: string): Promise<void> {
  await fillEmail(run, email, ['email-password']);
  await run.click(action('continue-with-email'), 'the email form\'s "Continue" button (products: passwords)');
}

/**
 * Types `email` in Main's email form and submits it with `send`. With passwords configured the form first asks
 * how: the helper then presses `send` ("Email me a login link" or "… code") on PasswordCreateOrLogin, unless the
 * element sent by itself (an account without a password) and already shows `sent`.
 */
async function submitEmail(run: Run, email: string, send: string, sent: string, what: string): Promise<void> {
  await fillEmail(run, email, send === action('send-otp') ? ['otp-email', ...EMAIL_TABS] : EMAIL_TABS);
  const index = await run.waitForAny([send, action('continue-with-email')], `the button that ${what}`);
  if (index === 0) {
    await run.click(send, `the button that ${what}`);
    return;
  }
  await run.click(action('continue-with-email'), 'the email form\'s "Continue" button');
  const offered = await run.waitForAny(
    [
      `${screen('PasswordCreateOrLogin')} ${send}`,
      sent,
      `${screen('PasswordCreateOrLogin')} ${action('log-in-with-password')}`,
    ],
    `the choice of how to create the account (${send})`,
  );
  if (offered === 1) return;
  if (offered === 2) {
    await run.fail(`${send}: ${email} has a password, and the password screen offers only the password`);
  }
  await run.click(send, `the button that ${what}`);
}

/**
 * Logs `email` in (or signs it up) with a magic link through `<idp-login>` on `page`: types the address, sends
 * (through "Continue" and "Email me a login link" when passwords are configured too), reads the link from the
 * emulator's inbox and opens it in `page`, where your redirect page authenticates it.
 *
 * ```ts
 * await page.goto('http://localhost:3000/login');
 * await loginWithMagicLink(page, { email: 'ada@example.com', inbox: emulator.inbox });
 * await expect(page.getByText('Welcome, ada@example.com')).toBeVisible();
 * ```
 */
export function loginWithMagicLink(page: Page, options: MagicLinkLoginOptions): Promise<MagicLinkLogin> {
  return runHelper(page, 'loginWithMagicLink', options, async (run) => {
    const before = await newestId(options.inbox, options.email);
    const sent = screen('EmailConfirmation');
    await submitEmail(run, options.email, action('send-magic-link'), sent, 'sends a magic link');
    await run.waitFor(sent, 'the "Check your email" screen (EmailConfirmation)');
    const message = await options.inbox.waitForMessage(options.email, {
      kind: 'link',
      timeoutMs: run.timeout,
      ...(before !== undefined ? { after: before } : {}),
    });
    const link = message.link!;
    if (options.open ?? true) await page.goto(link, { timeout: run.timeout });
    return { link, message };
  });
}

/**
 * Logs a user in with a one-time passcode through `<idp-login>` on `page`: picks the Text, WhatsApp or Email tab
 * (when there are tabs; with passwords configured, the email one goes through "Email me a login code"), sends,
 * reads the code from the emulator's inbox and types it. Resolves once the element shows its success screen, or,
 * when the element has an `after-login-url`, once the page it goes to has loaded.
 *
 * ```ts
 * await loginWithPasscode(page, { phone: '+14155550123', inbox: emulator.inbox });
 * await loginWithPasscode(page, { email: 'ada@example.com', inbox: emulator.inbox });
 * ```
 */
export function loginWithPasscode(page: Page, options: PasscodeLoginOptions): Promise<PasscodeLogin> {
  return runHelper(page, 'loginWithPasscode', options, async (run) => {
    let to: string;
    let channel: InboxMessage['channel'];
    if (options.phone !== undefined) {
      to = options.phone;
      channel = options.channel ?? 'sms';
      await run.selectTab([channel === 'sms' ? 'otp-sms' : 'otp-whatsapp'], field('phone'));
      const phone = await run.waitFor(field('phone'), 'the phone-number field');
      await phone.fill(to, { timeout: run.timeout });
    } else {
      to = options.email;
      channel = 'email';
    }
    const before = await newestId(options.inbox, to);
    if (options.phone !== undefined) await run.click(action('send-otp'), 'the button that sends a passcode');
    else await submitEmail(run, to, action('send-otp'), screen('OTPAuthenticate'), 'sends a passcode');
    const digits = await run.waitFor(
      `${screen('OTPAuthenticate')} ${field('otp')}`,
      'the passcode screen (OTPAuthenticate)',
    );
    const message = await options.inbox.waitForMessage(to, {
      kind: 'code',
      channel,
      timeoutMs: run.timeout,
      ...(before !== undefined ? { after: before } : {}),
    });
    const code = message.code!;
    await run.expectLogin();
    await digits.fill(code, { timeout: run.timeout });
    await run.waitForLogin(
      `${screen('OTPConfirmation')}, ${screen('LoggedIn')}`,
      'the success screen after the passcode (OTPConfirmation)',
    );
    return { code, message };
  });
}

export interface PasswordLoginOptions extends WidgetOptions {
  email: string;
  password: string;
  /**
   * `create` fails unless the account is new, `login` unless it has a password; default either: the helper
   * creates the account or logs in, as the element offers.
   */
  expect?: 'create' | 'login';
}

export interface PasswordLogin {
  /** Whether the account was created (else it logged in). */
  created: boolean;
}

/**
 * Signs up or logs in with a password through `<idp-login>` (products `passwords`): email, "Continue", then the
 * password on the create or log-in screen. Resolves once the element shows its success screen, or, when the
 * element has an `after-login-url`, once the page it goes to has loaded. A password the project's policy refuses
 * fails with the strength feedback the element shows.
 *
 * ```ts
 * await loginWithPassword(page, { email: 'ada@example.com', password: 'correct horse battery staple' });
 * ```
 */
export function loginWithPassword(page: Page, options: PasswordLoginOptions): Promise<PasswordLogin> {
  return runHelper(page, 'loginWithPassword', options, async (run) => {
    await continueWithEmail(run, options.email);
    const submits = [action('create-password'), action('log-in-with-password')];
    const kind = await run.waitForAny(
      submits.map((s) => `${screen('PasswordCreateOrLogin')} ${s}`),
      'the password screen (PasswordCreateOrLogin)',
    );
    const created = kind === 0;
    if (options.expect === 'create' && !created)
      await run.fail('the create-password screen: the account exists');
    if (options.expect === 'login' && created) await run.fail('the log-in screen: the account is new');
    const input = await run.waitFor(field('password'), 'the password field');
    await input.fill(options.password, { timeout: run.timeout });
    await run.expectLogin();
    await run.click(submits[kind]!, created ? 'the "create account" button' : 'the "log in" button');
    await run.waitForLogin(
      `${screen('PasswordConfirmation')}, ${screen('LoggedIn')}`,
      'the success screen after the password (PasswordConfirmation)',
    );
    return { created };
  });
}

export interface ForgotPasswordOptions extends WidgetOptions {
  email: string;
  inbox: Inbox;
}

/**
 * "Forgot password?" on `<idp-login>` for an account with a password: email, "Continue", "Forgot password?", then
 * the reset link from the inbox (not opened). Your `passwordOptions.resetPasswordRedirectURL` page, with
 * `<idp-reset-password>`, takes it: `completePasswordReset`.
 */
export function forgotPassword(page: Page, options: ForgotPasswordOptions): Promise<MagicLinkLogin> {
  return runHelper(page, 'forgotPassword', options, async (run) => {
    const before = await newestId(options.inbox, options.email);
    await continueWithEmail(run, options.email);
    await run.click(action('forgot-password'), '"Forgot password?" (the account must have a password)');
    await run.waitFor(screen('PasswordForgot'), 'the "Check your email" screen (PasswordForgot)');
    const message = await options.inbox.waitForMessage(options.email, {
      kind: 'link',
      timeoutMs: run.timeout,
      ...(before !== undefined ? { after: before } : {}),
    });
    return { link: message.link!, message };
  });
}

export interface CompletePasswordResetOptions extends WidgetOptions {
  /** The reset link from the inbox (`forgotPassword`); default: `page`'s current URL. */
  link?: string;
  password: string;
}

/**
 * Opens a reset link (when given) and sets the new password through `<idp-reset-password>` (the default element
 * here). Resolves once the element reports the password set.
 */
export function completePasswordReset(page: Page, options: CompletePasswordResetOptions): Promise<void> {
  return runHelper(
    page,
    'completePasswordReset',
    options,
    async (run) => {
      if (options.link !== undefined) await page.goto(options.link, { timeout: run.timeout });
      const input = await run.waitFor(
        `${screen('PasswordResetForm')} ${field('password')}`,
        'the new-password form (PasswordResetForm)',
      );
      await input.fill(options.password, { timeout: run.timeout });
      await run.click(action('reset-password'), 'the "reset password" button');
      await run.waitFor(
        `${screen('PasswordConfirmation')}, ${screen('LoggedIn')}`,
        'the success screen after the reset (PasswordConfirmation)',
      );
    },
    'idp-reset-password',
  );
}

export interface ResetPasswordOptions extends ForgotPasswordOptions {
  password: string;
  /** The `<idp-reset-password>` on your reset page. Default `idp-reset-password`. */
  resetWidget?: string;
}

/** Forgot → reset in one: `forgotPassword` on `<idp-login>`, then `completePasswordReset` with the link. */
export async function resetPassword(page: Page, options: ResetPasswordOptions): Promise<MagicLinkLogin> {
  const sent = await forgotPassword(page, options);
  await completePasswordReset(page, {
    link: sent.link,
    password: options.password,
    ...(options.resetWidget !== undefined ? { widget: options.resetWidget } : {}),
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  return sent;
}
