// Issue 34: every error type the emulator's authenticator-app (TOTP) routes and the second factor's passcode paths
// can answer with has a text in every language, and the two-factor step shows that text, never the server's words;
// a lockout says when to retry.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { SERVER_ONLY_TYPES } from '../../emulator/errors';
import { AuthError } from '../../src/errors/AuthError';
import { ERROR_CATALOGUE } from '../../src/errors/catalogue';
import { CLIENT_ERROR_MESSAGES } from '../../src/errors/messages';
import { SECOND_FACTOR_ERROR_TYPES, TOTP_ERROR_TYPES } from '../../src/errors/secondFactor';
import { twoFactorMessages } from '../../src/i18n/twoFactor';
import type { Locale } from '../../src/i18n/locale';
import type { Translations } from '../../src/i18n/types';
import { widgetTexts } from '../../src/i18n/widgetTexts';
import { errorMessage } from '../../src/screens/TwoFactor/errorText';

const ROOT = resolve(import.meta.dirname, '../..');
const LOCALES = resolve(ROOT, 'src/i18n/locales');

/** The TOTP routes (browser and server) and their service. */
const TOTP_FILES = [
  'emulator/routes/totps/sdk.ts',
  'emulator/routes/totps/server.ts',
  'emulator/services/totps.ts',
];
/**
 * What else answers the two-factor step's calls: the passcode sent by text or email and its check, the send and
 * lockout limits, and the session and request checks every browser call goes through.
 */
const SHARED_FILES = [
  'emulator/routes/otps/authenticate.ts',
  'emulator/routes/otps/sms_login_or_create.ts',
  'emulator/routes/otps/email_login_or_create.ts',
  'emulator/services/otps.ts',
  'emulator/services/phone.ts',
  'emulator/services/email.ts',
  'emulator/services/limits.ts',
  'emulator/services/sessions.ts',
  'emulator/services/users.ts',
  'emulator/http/endpoint.ts',
  'emulator/http/auth.ts',
  'emulator/errors.ts',
];
/**
 * Types about the request or the site's set-up, not about what the user typed (a malformed body, an unknown user
 * or public token): the step says "Something went wrong" in the user's language for them.
 */
const GENERIC = new Set([
  'bad_request',
  'invalid_request_body',
  'unauthorized_public_token',
  'user_not_found',
]);

/** The error types a file throws (`new ApiError('type', …)`), read from its source. */
function thrownTypes(file: string): string[] {
  const source = readFileSync(resolve(ROOT, file), 'utf8');
  return [...source.matchAll(/new ApiError\(\s*'([a-z_]+)'/g)].map((m) => m[1]!);
}

const totpTypes = [...new Set(TOTP_FILES.flatMap(thrownTypes))];
const allTypes = [
  ...new Set([...totpTypes, ...SHARED_FILES.flatMap(thrownTypes), ...SECOND_FACTOR_ERROR_TYPES]),
];

interface Language {
  locale: Locale;
  /** null for English: the widget's English is the catalogue itself. */
  table: Translations | null;
  twoFactor: typeof twoFactorMessages;
}

const languages = (): Promise<Language[]> =>
  Promise.all(
    readdirSync(LOCALES)
      .filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(f))
      .map(async (f) => {
        const table = ((await import(join(LOCALES, f))) as { default: Translations }).default;
        return { locale: f.replace(/\.ts$/, '') as Locale, table, twoFactor: table.twoFactor };
      }),
  ).then((others) => [{ locale: 'en' as Locale, table: null, twoFactor: twoFactorMessages }, ...others]);

const failure = (type: string, extra: Partial<ConstructorParameters<typeof AuthError>[0]> = {}) =>
  new AuthError({ type, status: 400, serverMessage: `SERVER WORDS for ${type}`, ...extra });

test('the TOTP error types the emulator answers with are the listed ones, each with its status', () => {
  assert.ok(totpTypes.length >= TOTP_ERROR_TYPES.length, totpTypes.join(', '));
  for (const type of TOTP_ERROR_TYPES) {
    assert.ok(totpTypes.includes(type), `${type} is listed but the TOTP routes never answer it`);
    assert.ok(
      (SERVER_ONLY_TYPES as string[]).includes(type),
      `${type} has no HTTP status in emulator/errors.ts`,
    );
  }
  const unlisted = totpTypes.filter(
    (t) => !(SECOND_FACTOR_ERROR_TYPES as readonly string[]).includes(t) && !GENERIC.has(t),
  );
  assert.deepEqual(
    unlisted,
    [],
    'TOTP error types with no two-factor text (add them to src/errors/secondFactor.ts)',
  );
});

test('every second-factor error type has its own text in all 25 languages', async () => {
  const all = await languages();
  assert.equal(all.length, 25);
  for (const { locale, twoFactor } of all) {
    for (const type of SECOND_FACTOR_ERROR_TYPES) {
      const text = (twoFactor.errors as Record<string, string | undefined>)[type];
      assert.ok(typeof text === 'string' && text.trim(), `${locale}: no two-factor text for ${type}`);
      if (locale !== 'en')
        assert.notEqual(text, twoFactorMessages.errors[type], `${locale}: ${type} is English`);
    }
    const until = twoFactor.lockedUntil('⟦time⟧');
    assert.ok(until.includes('⟦time⟧'), `${locale}: lockedUntil drops the time`);
  }
});

test('what the step shows for every error type the TOTP and passcode paths answer: its language, never the server', async () => {
  for (const { locale, table, twoFactor } of await languages()) {
    const { errorText } = widgetTexts(locale, table, null);
    const unknown = table?.errors.unknown ?? CLIENT_ERROR_MESSAGES.unknown;
    for (const type of allTypes) {
      const shown = errorMessage(failure(type), twoFactor, errorText, locale);
      assert.ok(shown.trim() && !shown.includes('SERVER WORDS'), `${locale} ${type}: ${shown}`);
      assert.ok(!shown.includes('{0}'), `${locale} ${type}: ${shown}`);
      const own = (twoFactor.errors as Record<string, string>)[type];
      if (own !== undefined) assert.equal(shown, own, `${locale} ${type}`);
      else if (Object.hasOwn(ERROR_CATALOGUE, type)) {
        if (type !== 'too_many_requests') {
          const catalogue = table ? (table.errors.catalogue as Record<string, string>)[type] : undefined;
          assert.equal(
            shown,
            catalogue ?? (ERROR_CATALOGUE as Record<string, { message: string }>)[type]!.message,
          );
        }
      } else {
        assert.ok(GENERIC.has(type), `${type}: neither a two-factor nor a catalogue text`);
        assert.equal(shown, unknown, `${locale} ${type}`);
      }
    }
    // A network failure and a bug are worded too.
    assert.equal(errorMessage(new Error('boom'), twoFactor, errorText, locale), unknown);
    const offline = AuthError.network('fetch failed');
    assert.equal(
      errorMessage(offline, twoFactor, errorText, locale),
      table?.errors.network ?? offline.message,
    );
  }
});

test('a lockout says when to retry: from Retry-After, else from the time the message names, else "later"', () => {
  const { errorText } = widgetTexts('en', null, null);
  const at = (date: Date) =>
    new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(date);
  const now = Date.now();
  const withWait = errorMessage(
    failure('user_lock_limit_reached', { status: 429, retryAfterSeconds: 900 }),
    twoFactorMessages,
    errorText,
    'en',
  );
  assert.ok(
    [at(new Date(now + 900_000)), at(new Date(Date.now() + 900_000))].some(
      (time) => withWait === `Too many wrong codes. Try again after ${time}.`,
    ),
    withWait,
  );
  // The wrong code that locked the user says so in its message.
  const lockedNow = failure('unable_to_authenticate_totp', {
    serverMessage:
      'The TOTP code is wrong for this user. Too many wrong codes: the user is locked until 2030-01-02T03:04:05.000Z.',
  });
  assert.equal(
    errorMessage(lockedNow, twoFactorMessages, errorText, 'en'),
    `Too many wrong codes. Try again after ${at(new Date('2030-01-02T03:04:05.000Z'))}.`,
  );
  assert.equal(
    errorMessage(failure('user_lock_limit_reached', { status: 429 }), twoFactorMessages, errorText, 'en'),
    'Too many wrong codes. Try again later.',
  );
  assert.equal(
    errorMessage(failure('unable_to_authenticate_totp'), twoFactorMessages, errorText, 'en'),
    'That code is not right. Check the code and try again.',
  );
});
