// Issue 37 item 3: every error type a server can send, checked against the catalogue of texts in every language;
// the rate limit's text in the element's language, with the wait the answer named.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Http } from '../../src/api/http';
import { AuthError } from '../../src/errors/AuthError';
import { ERROR_CATALOGUE, isCatalogueErrorType } from '../../src/errors/catalogue';
import { SECOND_FACTOR_ERROR_TYPES } from '../../src/errors/secondFactor';
import { widgetTexts } from '../../src/i18n/widgetTexts';
import type { Translations } from '../../src/i18n/types';
import type { Locale } from '../../src/i18n/locale';
import { SERVER_ONLY_TYPES } from '../../emulator/errors';
import { createFakePlatform } from '../helpers/fakePlatform';
import { API_URL, PUBLIC_TOKEN, apiError } from './fixtures';

const DIR = resolve(import.meta.dirname, '../../src/i18n/locales');
const FILES = readdirSync(DIR).filter((f) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(f));
const tables = async () =>
  Promise.all(
    FILES.map(async (f) => ({
      locale: f.replace(/\.ts$/, '') as Locale,
      table: ((await import(join(DIR, f))) as { default: Translations }).default,
    })),
  );

/**
 * The error types the element shows with the server's own words: what they say is about the site's set-up or the
 * request (the developer's to fix, with the same words in the idp-error event and the emulator's errors page), or
 * carries a detail only the server knows (which LUDS rule a weak password breaks). Any other type a server can send
 * must have a catalogue text in every language: the widget's, or the two-factor step's for the second factor's
 * types (SECOND_FACTOR_ERROR_TYPES; checked in every language by secondFactorErrors.test.ts).
 */
const SHOWN_AS_SENT = new Set([
  'bad_request',
  'invalid_domain',
  'invalid_public_key_credential',
  'duplicate_webauthn_registration',
  'webauthn_registration_not_found',
  'captcha_required',
  'invalid_request_body',
  'invalid_public_token',
  'unauthorized_public_token',
  'invalid_redirect_url',
  'invalid_pkce_code_verifier',
  'pkce_mismatch',
  'payload_too_large',
  'not_found',
  'internal_server_error',
  'user_not_found',
  'session_expired',
  'weak_password',
  'duplicate_email',
  'unauthorized_origin',
  'invalid_crypto_wallet_type',
  'invalid_crypto_wallet_address',
  'invalid_siwe_params',
  'invalid_crypto_wallet_signature',
  'crypto_wallet_signature_mismatch',
  'crypto_wallet_challenge_not_found',
  'duplicate_crypto_wallet',
  'crypto_wallet_not_found',
  'phone_number_not_found',
  'password_not_found',
  'oauth_user_registration_not_found',
  'invalid_user_id',
  'duplicate_phone_number',
  'invalid_session_jwt',
  'invalid_search_query',
  'invite_not_found',
  'invalid_session_custom_claims',
  'invalid_trusted_auth_token',
  'trusted_auth_token_profile_not_found',
  'm2m_client_not_found',
  'connected_app_not_found',
  'invalid_access_token',
  'invalid_impersonation_token',
]);

test('every error type a server can send: a catalogue text in every language, or listed as shown as sent', async () => {
  const all = [...Object.keys(ERROR_CATALOGUE), ...SERVER_ONLY_TYPES];
  const secondFactor = new Set<string>(SECOND_FACTOR_ERROR_TYPES);
  const unaccounted = all.filter(
    (type) => !isCatalogueErrorType(type) && !SHOWN_AS_SENT.has(type) && !secondFactor.has(type),
  );
  assert.deepEqual(
    unaccounted,
    [],
    'error types with neither a catalogue text nor a reason to show the server text',
  );
  assert.deepEqual(
    [...SHOWN_AS_SENT].filter((type) => !all.includes(type)),
    [],
    'listed types no server sends',
  );
  for (const { locale, table } of await tables()) {
    for (const [type, { message: english }] of Object.entries(ERROR_CATALOGUE)) {
      const text = (table.errors.catalogue as Record<string, string>)[type];
      assert.ok(typeof text === 'string' && text.trim(), `${locale}: no text for ${type}`);
      assert.notEqual(text, english, `${locale}: ${type} is the English text`);
      if (english.includes('{0}')) assert.ok(text.includes('{0}'), `${locale}: ${type} drops {0}`);
      // What the element shows for the type: its own text, never the server's words.
      const shown = widgetTexts(locale, table, null).errorText({ message: 'server words', type });
      assert.ok(!shown.includes('server words') && !shown.includes('{0}'), `${locale} ${type}: ${shown}`);
    }
  }
});

test('a rate limit: the Retry-After wait reaches the error, and each language says it in its own words', async () => {
  const platform = createFakePlatform();
  platform.server.on('POST', '/magic_links/email/login_or_create', {
    ...apiError(429, 'too_many_requests', 'At most 10 per 600 seconds. Try again in 599 seconds.'),
    headers: { 'retry-after': '599' },
  });
  const http = new Http({ apiUrl: API_URL, publicToken: PUBLIC_TOKEN, platform });
  const error = await http.post('/magic_links/email/login_or_create', { email: 'a@b.c' }).then(
    () => assert.fail('the call succeeded'),
    (e: unknown) => e as AuthError,
  );
  assert.ok(error instanceof AuthError);
  assert.equal(error.retryAfterSeconds, 599);
  assert.equal(error.message, 'Too many attempts. Please try again in 599 seconds.');
  assert.equal(error.serverMessage, 'At most 10 per 600 seconds. Try again in 599 seconds.');

  const fr = (await tables()).find((t) => t.locale === 'fr')!.table;
  const shown = (locale: Locale, table: Translations | null, message = error.message) =>
    widgetTexts(locale, table, null).errorText({ message, type: 'too_many_requests' });
  assert.equal(shown('fr', fr), 'Trop de tentatives. Veuillez réessayer dans 10 minutes.');
  assert.equal(shown('en', null), 'Too many attempts. Please try again in 10 minutes.');
  // Short waits in seconds, plural-correct; no Retry-After at all means a minute.
  const short = new AuthError({
    type: 'too_many_requests',
    status: 429,
    serverMessage: '',
    retryAfterSeconds: 1,
  });
  assert.equal(short.message, 'Too many attempts. Please try again in 1 second.');
  assert.equal(shown('en', null, short.message), 'Too many attempts. Please try again in 1 second.');
  assert.equal(shown('fr', fr, short.message), 'Trop de tentatives. Veuillez réessayer dans 1\u00a0seconde.');
  const none = new AuthError({ type: 'too_many_requests', status: 429, serverMessage: 'slow' });
  assert.equal(none.message, 'Too many attempts. Please try again in 60 seconds.');
  // A site's own wording keeps the wait.
  const own = widgetTexts('en', null, {
    en: { errors: { catalogue: { too_many_requests: 'Slow down: {0} to go.' } } },
  }).errorText({ message: error.message, type: 'too_many_requests' });
  assert.equal(own, 'Slow down: 10 minutes to go.');
});
