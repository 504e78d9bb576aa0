import type { Browser, BrowserContext, BrowserContextOptions, Page } from 'playwright-core';

/*
 * Arranging a test without the UI: users (`POST /_dev/users`) and live sessions (`POST /_dev/sessions`) made by
 * the emulator's dev endpoints, and the session put into a Playwright context the way the element keeps it (its
 * cookies and its stored state), so a page opens signed in.
 */

export interface SeedUserOptions {
  email: string;
  /** An E.164 phone number, e.g. `+14155550123`. */
  phone?: string;
  /** A password, stored without the strength and breach checks (any password seeds). */
  password?: string;
  /** The user's name: `"Ada Lovelace"` is first name Ada, last name Lovelace. */
  name?: string;
  /**
   * Enrol an authenticator app (already verified): the result carries its secret (for `totpCode(secret)`) and its
   * ten recovery codes.
   */
  totp?: boolean;
  /** Whether the email counts as verified. Default true. */
  emailVerified?: boolean;
  /** The project's public token. Default: the emulator's default project. */
  publicToken?: string;
}

/** A user as the provider returns it (`emails`, `phone_numbers`, `name`, …). */
export interface SeededUserRecord {
  user_id: string;
  emails: { email_id: string; email: string; verified: boolean }[];
  phone_numbers: { phone_id: string; phone_number: string; verified: boolean }[];
  name: { first_name: string; middle_name: string; last_name: string };
  [field: string]: unknown;
}

export interface SeededUser {
  user_id: string;
  email: string;
  phone?: string;
  password?: string;
  /** With `totp: true`: the authenticator app's id, base32 secret and single-use recovery codes. */
  totp?: { totp_id: string; secret: string; recovery_codes: string[] };
  /** The user as the provider returns it. */
  user: SeededUserRecord;
}

/** What a seeded session was authenticated with. Default: `magic_link` (or `otp_sms` for a phone-only user). */
export type SeedFactor = 'magic_link' | 'password' | 'otp_sms' | 'otp_email' | 'authenticator_app';

export type SeedSessionOptions = ({ email: string; user_id?: never } | { user_id: string; email?: never }) & {
  /** The page that should open signed in: its origin gets the cookies and the stored state. */
  url: string;
  factors?: SeedFactor[];
  /** Default: the emulator's default duration (60 minutes unless configured). */
  durationMinutes?: number;
  /** The element's `public-token` on that page. Default: the emulator's default project. */
  publicToken?: string;
  /** The element's `cookie-options` names, when the page renames its cookies. */
  cookieNames?: { session?: string; jwt?: string };
};

export interface SeededSession {
  /** The opaque session token: the server SDK's `sessions.authenticate({ session_token })` takes it. */
  session_token: string;
  /** The session JWT: `sessions.authenticate({ session_jwt })` or `authenticateJwt` take it. */
  session_jwt: string;
  session: { session_id: string; user_id: string; expires_at: string; [field: string]: unknown };
  user: SeededUserRecord;
}

export interface Seed {
  /** Creates a user; resolves with it (its ids, and what you passed to log in with). */
  user(options: SeedUserOptions): Promise<SeededUser>;
  /**
   * Starts a session for an existing user and, with a Playwright `context`, sets the element's session cookies
   * and stored state for `url`'s origin: a page opened there starts signed in. Resolves with the tokens for
   * server-side calls.
   */
  session(context: BrowserContext | null, options: SeedSessionOptions): Promise<SeededSession>;
}

async function devPost<T>(base: string, path: string, body: object): Promise<T> {
  const res = await fetch(`${base}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await res.text();
  if (res.status === 404 && !text.includes('error_type')) {
    throw new Error(`${base}${path} answered 404: the emulator's dev endpoints are off.`);
  }
  if (!res.ok) {
    let detail = text;
    try {
      const parsed = JSON.parse(text) as { error_type?: string; error_message?: string };
      detail = `${parsed.error_type ?? ''}: ${parsed.error_message ?? ''}`;
    } catch {
      // the status and text say enough
    }
    throw new Error(`POST ${path} answered ${res.status} ${detail}`);
  }
  return JSON.parse(text) as T;
}

/** Writes `state` in `localStorage` of `origin`, through a blank page of the context that never reaches the site. */
async function writeStorage(
  context: BrowserContext,
  origin: string,
  key: string,
  value: string,
): Promise<void> {
  const page: Page = await context.newPage();
  try {
    await page.route('**/*', (route) =>
      route.fulfill({ status: 200, contentType: 'text/html', body: '<!doctype html><title>seed</title>' }),
    );
    await page.goto(`${origin}/`);
    await page.evaluate(([k, v]) => localStorage.setItem(k!, v!), [key, value]);
  } finally {
    await page.close();
  }
}

export function createSeed(emulatorUrl: string, defaultPublicToken: string): Seed {
  return {
    async user(options) {
      const [first, ...rest] = (options.name ?? '').trim().split(/\s+/);
      const created = await devPost<{ user_id: string; user: SeededUserRecord; totp?: SeededUser['totp'] }>(
        emulatorUrl,
        '/_dev/users',
        {
          email: options.email,
          ...(options.phone !== undefined ? { phone_number: options.phone } : {}),
          ...(options.password !== undefined ? { password: options.password } : {}),
          ...(first ? { first_name: first } : {}),
          ...(rest.length ? { last_name: rest.join(' ') } : {}),
          email_verified: options.emailVerified ?? true,
          ...(options.totp ? { totp: true } : {}),
          ...(options.publicToken !== undefined ? { public_token: options.publicToken } : {}),
        },
      );
      return {
        user_id: created.user_id,
        email: created.user.emails[0]?.email ?? options.email,
        ...(created.user.phone_numbers[0] ? { phone: created.user.phone_numbers[0].phone_number } : {}),
        ...(options.password !== undefined ? { password: options.password } : {}),
        ...(created.totp ? { totp: created.totp } : {}),
        user: created.user,
      };
    },

    async session(context, options) {
      const publicToken = options.publicToken ?? defaultPublicToken;
      const seeded = await devPost<SeededSession>(emulatorUrl, '/_dev/sessions', {
        ...(options.email !== undefined ? { email: options.email } : { user_id: options.user_id }),
        ...(options.factors ? { factors: options.factors } : {}),
        ...(options.durationMinutes !== undefined
          ? { session_duration_minutes: options.durationMinutes }
          : {}),
        ...(options.publicToken !== undefined ? { public_token: options.publicToken } : {}),
      });
      if (context) {
        const url = new URL(options.url);
        const expires = Math.floor(Date.parse(seeded.session.expires_at) / 1000);
        const cookie = { domain: url.hostname, path: '/', expires, sameSite: 'Lax' as const };
        const secure = url.protocol === 'https:';
        await context.addCookies([
          {
            ...cookie,
            secure,
            name: options.cookieNames?.session ?? 'stytch_session',
            value: seeded.session_token,
          },
          {
            ...cookie,
            secure,
            name: options.cookieNames?.jwt ?? 'stytch_session_jwt',
            value: seeded.session_jwt,
          },
        ]);
        await writeStorage(
          context,
          url.origin,
          `stytch_sdk_state_${publicToken}`,
          JSON.stringify({ session: seeded.session, user: seeded.user }),
        );
      }
      return seeded;
    },
  };
}

/** Another device for cross-device flows: a fresh context (no cookies, no storage) of the same browser. */
export interface SecondDevice {
  context: BrowserContext;
  page: Page;
  /** Opens `link` (e.g. a magic link from the inbox) on this device. */
  open(link: string): Promise<Page>;
  close(): Promise<void>;
}

/** A phone, by default: a mobile user agent and viewport, so a site that tells devices apart sees another one. */
export async function openSecondDevice(
  browser: Browser,
  options: BrowserContextOptions = {},
): Promise<SecondDevice> {
  const context = await browser.newContext({
    userAgent:
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36',
    viewport: { width: 390, height: 844 },
    isMobile: true,
    hasTouch: true,
    ...options,
  });
  const page = await context.newPage();
  return {
    context,
    page,
    async open(link) {
      await page.goto(link);
      return page;
    },
    close: () => context.close(),
  };
}
