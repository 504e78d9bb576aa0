import type { Locator, Page, Response } from 'playwright-core';
import type { Inbox, InboxMessage } from './inbox';

/*
 * Playwright helpers that drive `<idp-login>` as a person would, with the widget's default English copy. They take
 * the user's own Playwright `Page` (playwright-core or @playwright/test); nothing here imports Playwright at run time.
 */

interface WidgetOptions {
  /** The widget to drive: a selector or a locator. Default `idp-login` (pass one when the page has several). */
  widget?: string | Locator;
  /** How long to wait for the widget, the send and the message. Default 15 000 ms. */
  timeoutMs?: number;
}

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

const DEFAULT_TIMEOUT_MS = 15_000;

function widgetOf(page: Page, widget: string | Locator | undefined): Locator {
  return typeof widget === 'object' ? widget : page.locator(widget ?? 'idp-login');
}

/** Selects a tab of Main's form group when the widget shows tabs (more than one method configured). */
async function selectTab(login: Locator, name: string, ready: Locator, timeout: number): Promise<void> {
  const tab = login.getByRole('tab', { name, exact: true });
  await ready.or(tab).first().waitFor({ timeout });
  if ((await tab.count()) === 0) return;
  if ((await tab.first().getAttribute('aria-selected')) !== 'true') await tab.first().click({ timeout });
}

/** Throws the provider's error when an SDK call the widget made failed, so a test says why, not just "timeout". */
async function expectOk(response: Response, what: string): Promise<void> {
  if (response.ok()) return;
  let detail = '';
  try {
    const body = (await response.json()) as { error_type?: string; error_message?: string };
    detail = `: ${body.error_type ?? ''} ${body.error_message ?? ''}`.trimEnd();
  } catch {
    // Not JSON (a proxy's page): the status says enough.
  }
  throw new Error(`${what} failed with ${response.status()}${detail}`);
}

const sdkCall = (page: Page, path: RegExp, timeout: number) =>
  page.waitForResponse((r) => r.request().method() === 'POST' && path.test(new URL(r.url()).pathname), {
    timeout,
  });

async function newestId(inbox: Inbox, to: string): Promise<string | undefined> {
  return (await inbox.list(to))[0]?.id;
}

/**
 * Logs `email` in through the magic-link form of `<idp-login>` on `page`: types the address, sends, reads the
 * link from the emulator's inbox and opens it in `page`, where your redirect page authenticates it.
 *
 * ```ts
 * await page.goto('http://localhost:3000/login');
 * await loginWithMagicLink(page, { email: 'ada@example.com', inbox: emulator.inbox });
 * await expect(page.getByText('Welcome, ada@example.com')).toBeVisible();
 * ```
 */
export async function loginWithMagicLink(
  page: Page,
  options: MagicLinkLoginOptions,
): Promise<MagicLinkLogin> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const login = widgetOf(page, options.widget);
  const submit = login.getByRole('button', { name: 'Continue with email' });
  await selectTab(login, 'Email', submit, timeout);
  const before = await newestId(options.inbox, options.email);
  await login.getByRole('textbox', { name: 'Email' }).fill(options.email, { timeout });
  const [response] = await Promise.all([
    sdkCall(page, /\/magic_links\/email\/login_or_create$/, timeout),
    submit.click({ timeout }),
  ]);
  await expectOk(response, `Sending a magic link to ${options.email}`);
  const message = await options.inbox.waitForMessage(options.email, {
    kind: 'link',
    timeoutMs: timeout,
    ...(before !== undefined ? { after: before } : {}),
  });
  const link = message.link!;
  if (options.open ?? true) await page.goto(link, { timeout });
  return { link, message };
}

/**
 * Logs a user in with a one-time passcode through `<idp-login>` on `page`: picks the Text, WhatsApp or Email tab
 * (when there are tabs), sends, reads the code from the emulator's inbox and types it. Resolves once the emulator
 * accepted the code (the widget then shows its success screen).
 *
 * ```ts
 * await loginWithPasscode(page, { phone: '+14155550123', inbox: emulator.inbox });
 * await loginWithPasscode(page, { email: 'ada@example.com', inbox: emulator.inbox });
 * ```
 */
export async function loginWithPasscode(page: Page, options: PasscodeLoginOptions): Promise<PasscodeLogin> {
  const timeout = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  const login = widgetOf(page, options.widget);
  let to: string;
  let channel: InboxMessage['channel'];
  let submit: Locator;
  if (options.phone !== undefined) {
    to = options.phone;
    channel = options.channel ?? 'sms';
    submit = login.getByRole('button', {
      name: channel === 'sms' ? 'Continue with text message' : 'Continue with WhatsApp',
    });
    await selectTab(login, channel === 'sms' ? 'Text' : 'WhatsApp', submit, timeout);
    await login.getByRole('textbox', { name: 'Phone number' }).fill(to, { timeout });
  } else {
    to = options.email;
    channel = 'email';
    submit = login.getByRole('button', { name: 'Continue with email' });
    await selectTab(login, 'Email', submit, timeout);
    await login.getByRole('textbox', { name: 'Email' }).fill(to, { timeout });
  }
  const before = await newestId(options.inbox, to);
  const [sent] = await Promise.all([
    sdkCall(page, /\/otps\/(sms|whatsapp|email)\/login_or_create$/, timeout),
    submit.click({ timeout }),
  ]);
  await expectOk(sent, `Sending a passcode to ${to}`);
  const message = await options.inbox.waitForMessage(to, {
    kind: 'code',
    channel,
    timeoutMs: timeout,
    ...(before !== undefined ? { after: before } : {}),
  });
  const code = message.code!;
  const [checked] = await Promise.all([
    sdkCall(page, /\/otps\/authenticate$/, timeout),
    login.locator('[data-testid="otp-digit-0"]').fill(code, { timeout }),
  ]);
  await expectOk(checked, `Checking the passcode sent to ${to}`);
  return { code, message };
}
