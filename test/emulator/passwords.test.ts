import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import * as zxcvbnEn from '@zxcvbn-ts/language-en';
import {
  buildApp,
  DEFAULT_PUBLIC_TOKEN,
  LUDS_PUBLIC_TOKEN,
  ZXCVBN_SUGGESTIONS,
  ZXCVBN_WARNINGS,
  type RunningEmulator,
} from '../../emulator/index';
import {
  advanceClock,
  basic,
  Client,
  devPost,
  inbox,
  pkcePair,
  startTestEmulator,
  STRICT_TOKEN,
  tokenOf,
  uniqueEmail,
  type AuthData,
  type Answer,
  type CallOptions,
  type Envelope,
  type ErrorBody,
  type WireUser,
} from './helpers';

/** Strong under zxcvbn and under LUDS (3 classes, 10 long), and not on the breached list. */
const STRONG = 'Kettle-Violet-42';
const OTHER_STRONG = 'Quiet-Lantern-7';
/** Scores 4 on zxcvbn but is on the shipped breached list. */
const BREACHED_STRONG = 'correcthorsebatterystaple';
/** Meets the LUDS rules but is on the shipped breached list. */
const BREACHED_LUDS = 'Password123!';
const RESET_URL = 'http://localhost:3000/reset';
const LOGIN_URL = 'http://localhost:3000/authenticate';

type UserType = 'new' | 'password' | 'passwordless';

interface Strength {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: string;
  breach_detection_on_create: boolean;
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_complexity: number;
      missing_characters: number;
    } | null;
  };
}

interface PasswordUser extends WireUser {
  password: { password_id: string; requires_reset: boolean } | null;
}

let emulator: RunningEmulator;
let client: Client;
let luds: Client;
let strict: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
  luds = new Client(emulator, LUDS_PUBLIC_TOKEN);
  strict = new Client(emulator, STRICT_TOKEN);
});
after(() => emulator.close());

const search = (c: Client, email: string) =>
  c.post<Answer<{ userType: UserType }>>('/users/search', { email });
const create = (c: Client, email: string, password: string, extra: Record<string, unknown> = {}) =>
  c.post<Answer<AuthData & { email_id: string }>>('/passwords', { email, password, ...extra });
const authenticate = (c: Client, email: string, password: string, options: CallOptions = {}) =>
  c.post<Answer<AuthData>>('/passwords/authenticate', { email, password }, options);
const strength = (c: Client, password: string, email?: string) =>
  c.post<Answer<Strength>>('/passwords/strength_check', { password, ...(email ? { email } : {}) });
const resetStart = (c: Client, email: string, extra: Record<string, unknown> = {}) =>
  c.post<Answer<object>>('/passwords/email/reset/start', {
    email,
    reset_password_redirect_url: RESET_URL,
    ...extra,
  });
const reset = (c: Client, token: string, password: string, extra: Record<string, unknown> = {}) =>
  c.post<Answer<AuthData>>('/passwords/email/reset', { token, password, ...extra });

async function createOk(c: Client, email: string, password = STRONG) {
  const reply = await create(c, email, password);
  assert.equal(reply.status, 200, JSON.stringify(reply.json));
  return reply.json.data;
}

/** A user who logged in by magic link only: exists, has no password. */
async function passwordlessUser(email: string): Promise<AuthData> {
  return client.login(email);
}

/** The newest email to `to`: its reset link (`link`) and token, and the login link of its text, if any. */
async function resetEmail(to: string) {
  const [message] = await inbox(emulator, to);
  assert.ok(message?.link, `a reset email to ${to}`);
  const login = /\shttp\S*stytch_token_type=login\S*/.exec(message.text)?.[0].trim();
  return { message, link: new URL(message.link), token: tokenOf(message.link), loginLink: login };
}

describe('POST /users/search', () => {
  test('new, password and passwordless, as camelCase userType', async () => {
    const fresh = await search(client, uniqueEmail());
    assert.equal(fresh.status, 200);
    assert.deepEqual(Object.keys(fresh.json.data).sort(), ['request_id', 'status_code', 'userType']);
    assert.equal(fresh.json.data.userType, 'new');

    const withPassword = uniqueEmail('Pat');
    await createOk(client, withPassword);
    assert.equal((await search(client, withPassword.toUpperCase())).json.data.userType, 'password');

    const magic = uniqueEmail();
    await passwordlessUser(magic);
    assert.equal((await search(client, magic)).json.data.userType, 'passwordless');
  });

  test('users are per project, and a bad email is invalid_email', async () => {
    const email = uniqueEmail();
    await createOk(client, email);
    assert.equal((await search(luds, email)).json.data.userType, 'new');
    const bad = await search(client, 'not-an-email');
    assert.equal(bad.status, 400);
    assert.equal(bad.json.error_type, 'invalid_email');
  });
});

describe('POST /passwords (create)', () => {
  test('creates the user with a password session; users/me shows the password', async () => {
    const email = uniqueEmail('Grace');
    const reply = await create(client, email, STRONG, { session_duration_minutes: 60 });
    assert.equal(reply.status, 200);
    const data = reply.json.data;
    for (const key of ['user_id', 'user', 'session', 'session_token', 'session_jwt', 'email_id']) {
      assert.ok(key in data, `AuthResp has ${key}`);
    }
    assert.match(data.email_id, /^email-test-/);
    assert.deepEqual(data.user.emails, [
      { email_id: data.email_id, email: email.toLowerCase(), verified: false },
    ]);
    assert.equal(data.user.status, 'active');
    const [factor, ...others] = data.session.authentication_factors;
    assert.equal(others.length, 0);
    assert.equal(factor?.type, 'password');
    assert.equal(factor?.delivery_method, 'knowledge');
    assert.equal(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at), 60 * 60_000);

    const me = await client.get<Envelope<PasswordUser>>('/users/me', { session: data.session_token });
    assert.equal(me.status, 200);
    assert.match(me.json.data.password?.password_id ?? '', /^password-test-/);
    assert.equal(me.json.data.password?.requires_reset, false);
    assert.deepEqual((data.user as PasswordUser).password, me.json.data.password);
  });

  test('an email with a password is duplicate_email; one without is reset_password', async () => {
    const taken = uniqueEmail();
    await createOk(client, taken);
    const duplicate = await create(client, taken, OTHER_STRONG);
    assert.equal(duplicate.status, 400);
    assert.equal(duplicate.json.error_type, 'duplicate_email');

    const magic = uniqueEmail();
    await passwordlessUser(magic);
    const dedupe = await create(client, magic, STRONG);
    assert.equal(dedupe.status, 400);
    assert.equal(dedupe.json.error_type, 'reset_password');
    assert.match(dedupe.json.error_message, /^Password must be reset\./);
    assert.equal((await search(client, magic)).json.data.userType, 'passwordless', 'nothing was added');
  });

  test('weak passwords are weak_password with the reason; nothing is created', async () => {
    const email = uniqueEmail();
    const weak = await create(client, email, 'kettlekettle');
    assert.equal(weak.status, 400);
    assert.equal(weak.json.error_type, 'weak_password');
    assert.match(weak.json.error_message, /score of at least 3/);
    assert.ok(weak.json.error_message.includes(ZXCVBN_WARNINGS.extendedRepeat));
    assert.equal((await search(client, email)).json.data.userType, 'new');

    const short = await create(luds, uniqueEmail(), 'Kettle-42');
    assert.equal(short.json.error_type, 'weak_password');
    assert.match(short.json.error_message, /1 more character \(at least 10\)/);
    const simple = await create(luds, uniqueEmail(), 'kettlekettle');
    assert.match(simple.json.error_message, /2 more of lowercase letter, uppercase letter, number, symbol/);
    await createOk(luds, uniqueEmail(), 'Abcdefghi1');
  });

  test('breached passwords are refused even when strong enough', async () => {
    const email = uniqueEmail();
    const zxcvbn = await create(client, email, BREACHED_STRONG);
    assert.equal(zxcvbn.status, 400);
    assert.equal(zxcvbn.json.error_type, 'breached_password');
    const mixedCase = await create(client, email, BREACHED_STRONG.toUpperCase());
    assert.equal(mixedCase.json.error_type, 'breached_password', 'the list ignores letter case');
    const ludsReply = await create(luds, email, BREACHED_LUDS);
    assert.equal(ludsReply.json.error_type, 'breached_password');
    const common = await create(client, email, 'password1');
    assert.equal(common.json.error_type, 'breached_password', 'the common-password dictionary counts');
  });

  test('schema and email checks', async () => {
    const noPassword = await client.post('/passwords', { email: uniqueEmail() });
    assert.equal(noPassword.status, 400);
    assert.equal(noPassword.json.error_type, 'invalid_request_body');
    const tooLong = await create(client, uniqueEmail(), 'x'.repeat(257));
    assert.equal(tooLong.json.error_type, 'invalid_request_body');
    const badEmail = await create(client, 'ada@', STRONG);
    assert.equal(badEmail.json.error_type, 'invalid_email');
  });
});

describe('POST /passwords/authenticate', () => {
  test('the right password logs in with a new session; a live session of the user gets the factor', async () => {
    const email = uniqueEmail();
    const created = await createOk(client, email);
    const login = await authenticate(client, email.toUpperCase(), STRONG);
    assert.equal(login.status, 200);
    assert.equal(login.json.data.user_id, created.user_id);
    assert.notEqual(login.json.data.session.session_id, created.session.session_id);
    assert.equal(login.json.data.session.authentication_factors[0]?.type, 'password');
    assert.equal(
      login.json.data.user.emails[0]?.verified,
      false,
      'a password proves nothing about the email',
    );

    const again = await authenticate(client, email, STRONG, { session: login.json.data.session_token });
    assert.equal(again.json.data.session.session_id, login.json.data.session.session_id);
    assert.equal(again.json.data.session.authentication_factors.length, 1);
  });

  test('a wrong password or an unknown email is unauthorized_credentials', async () => {
    const email = uniqueEmail();
    await createOk(client, email);
    const wrong = await authenticate(client, email, OTHER_STRONG);
    assert.equal(wrong.status, 401);
    assert.equal(wrong.json.error_type, 'unauthorized_credentials');
    const unknown = await authenticate(client, uniqueEmail(), STRONG);
    assert.equal(unknown.status, 401);
    assert.equal(unknown.json.error_type, 'unauthorized_credentials');
    assert.equal(unknown.json.error_message, wrong.json.error_message, 'the two cannot be told apart');
    assert.equal((await authenticate(client, email, STRONG)).status, 200);
  });

  test('a passwordless user is no_user_password', async () => {
    const email = uniqueEmail();
    await passwordlessUser(email);
    const reply = await authenticate(client, email, STRONG);
    assert.equal(reply.status, 400);
    assert.equal(reply.json.error_type, 'no_user_password');
    assert.match(reply.json.error_message, /^Password not found for this user\. Please try again\./);
  });

  test('a breached stored password is breached_password, but only with the right password', async () => {
    const email = uniqueEmail();
    const seeded = await devPost(emulator, '/_dev/users/set_password', { email, password: BREACHED_LUDS });
    assert.equal(seeded.status, 200);
    assert.equal(((await seeded.json()) as { user_created: boolean }).user_created, true);
    const wrong = await authenticate(client, email, 'Password123?');
    assert.equal(wrong.json.error_type, 'unauthorized_credentials');
    const right = await authenticate(client, email, BREACHED_LUDS);
    assert.equal(right.status, 400);
    assert.equal(right.json.error_type, 'breached_password');
  });

  test('a password flagged to reset is reset_password until reset', async () => {
    const email = uniqueEmail();
    const created = await createOk(client, email);
    const flagged = await devPost(emulator, '/_dev/users/flag_reset', { email });
    assert.equal(flagged.status, 200);
    const me = await client.get<Envelope<PasswordUser>>('/users/me', { session: created.session_token });
    assert.equal(me.json.data.password?.requires_reset, true);

    const wrong = await authenticate(client, email, OTHER_STRONG);
    assert.equal(wrong.json.error_type, 'unauthorized_credentials', 'the flag is only told to the owner');
    const right = await authenticate(client, email, STRONG);
    assert.equal(right.status, 400);
    assert.equal(right.json.error_type, 'reset_password');

    await resetStart(client, email);
    const { token } = await resetEmail(email);
    assert.equal((await reset(client, token, OTHER_STRONG)).status, 200);
    assert.equal((await authenticate(client, email, OTHER_STRONG)).status, 200);
  });

  test('the flag endpoint needs a known email with a password; other projects by public_token', async () => {
    const unknown = await devPost(emulator, '/_dev/users/flag_reset', { email: uniqueEmail() });
    assert.equal(unknown.status, 404);
    const magic = uniqueEmail();
    await passwordlessUser(magic);
    const passwordless = await devPost(emulator, '/_dev/users/flag_reset', { email: magic });
    assert.equal(((await passwordless.json()) as { error_type: string }).error_type, 'no_user_password');

    const email = uniqueEmail();
    await createOk(luds, email);
    const elsewhere = await devPost(emulator, '/_dev/users/flag_reset', { email });
    assert.equal(elsewhere.status, 404, 'the default project does not have it');
    const there = await devPost(emulator, '/_dev/users/flag_reset', {
      email,
      public_token: LUDS_PUBLIC_TOKEN,
    });
    assert.equal(there.status, 200);
    assert.equal((await authenticate(luds, email, STRONG)).json.error_type, 'reset_password');
    const crossSite = await fetch(`${emulator.url}/_dev/users/flag_reset`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
      body: JSON.stringify({ email }),
    });
    assert.equal(crossSite.status, 403);
  });
});

describe('lockout', () => {
  test('failed passwords lock the user; the lock ends; a success clears the count', async () => {
    const small = await startTestEmulator({
      config: { lockout: { max_failed_attempts: 3, window_minutes: 15, lock_minutes: 15 } },
    });
    try {
      const c = new Client(small);
      const email = uniqueEmail();
      assert.equal((await create(c, email, STRONG)).status, 200);
      for (let i = 0; i < 2; i += 1) {
        assert.equal(
          (await authenticate(c, email, OTHER_STRONG)).json.error_type,
          'unauthorized_credentials',
        );
      }
      assert.equal((await authenticate(c, email, STRONG)).status, 200, 'a success clears the count');
      for (let i = 0; i < 3; i += 1) {
        assert.equal(
          (await authenticate(c, email, OTHER_STRONG)).json.error_type,
          'unauthorized_credentials',
        );
      }
      const locked = await authenticate(c, email, STRONG);
      assert.equal(locked.status, 429);
      assert.equal(locked.json.error_type, 'user_lock_limit_reached');
      small.clock.advance(16 * 60);
      assert.equal((await authenticate(c, email, STRONG)).status, 200, 'the lock ends');
    } finally {
      await small.close();
    }
  });

  test('a completed password reset by email unlocks a locked user and logs them in (issue 15)', async () => {
    const small = await startTestEmulator({
      config: { lockout: { max_failed_attempts: 3, window_minutes: 15, lock_minutes: 15 } },
    });
    try {
      const c = new Client(small);
      const email = uniqueEmail();
      assert.equal((await create(c, email, STRONG)).status, 200);
      for (let i = 0; i < 3; i += 1) await authenticate(c, email, OTHER_STRONG);
      assert.equal((await authenticate(c, email, STRONG)).json.error_type, 'user_lock_limit_reached');
      await resetStart(c, email);
      const [message] = await inbox(small, email);
      const viaReset = await reset(c, tokenOf(message?.link ?? ''), OTHER_STRONG);
      assert.equal(viaReset.status, 200, 'the reset proves control of the account');
      assert.ok(viaReset.json.data.session_token, 'and logs in');
      assert.equal((await authenticate(c, email, OTHER_STRONG)).status, 200, 'the user is unlocked');
      assert.equal((await authenticate(c, email, STRONG)).json.error_type, 'unauthorized_credentials');
    } finally {
      await small.close();
    }
  });

  test('a burst gets at most the lockout limit of verdicts; the rest, right password or not, are refused alike', async () => {
    // In-process, so all the requests reach the check at once: each takes a lockout slot before its hash is
    // checked, so only max_failed_attempts of them are checked at all; the others (the right password among
    // them) get user_lock_limit_reached without a check, and the user is locked once the checked ones failed.
    const app = await buildApp({
      db: ':memory:',
      log: false,
      config: { lockout: { max_failed_attempts: 3, window_minutes: 15, lock_minutes: 15 } },
    });
    try {
      const authorization = basic(DEFAULT_PUBLIC_TOKEN);
      const post = (url: string, payload: Record<string, unknown>) =>
        app.inject({ method: 'POST', url: `/sdk/v1${url}`, headers: { authorization }, payload });
      const calls = [
        { url: '/passwords/authenticate', wrong: { password: OTHER_STRONG }, right: { password: STRONG } },
        {
          url: '/passwords/existing_password/reset',
          wrong: { existing_password: OTHER_STRONG, new_password: 'Another-Good-Pass-9' },
          right: { existing_password: STRONG, new_password: 'Another-Good-Pass-9' },
        },
      ];
      for (const { url, wrong, right } of calls) {
        const email = uniqueEmail();
        assert.equal((await post('/passwords', { email, password: STRONG })).statusCode, 200);
        const replies = await Promise.all([
          ...Array.from({ length: 15 }, () => post(url, { email, ...wrong })),
          post(url, { email, ...right }),
        ]);
        const types = replies.map((r) => r.json<ErrorBody>().error_type);
        assert.deepEqual(types.slice(0, 3), Array(3).fill('unauthorized_credentials'), url);
        assert.deepEqual(
          types.slice(3),
          Array(13).fill('user_lock_limit_reached'),
          `${url}: the right one too`,
        );
        assert.deepEqual(
          new Set(replies.slice(3).map((r) => r.statusCode)),
          new Set([429]),
          'one status for every refused guess',
        );
        const after = await post('/passwords/authenticate', { email, password: STRONG });
        assert.equal(
          after.json<ErrorBody>().error_type,
          'user_lock_limit_reached',
          'the password is unchanged and the user is locked',
        );
        const wrongAfter = await post('/passwords/authenticate', { email, password: OTHER_STRONG });
        assert.equal(
          after.body.replace(/request-id-test-[\w-]+/, ''),
          wrongAfter.body.replace(/request-id-test-[\w-]+/, ''),
        );
      }
    } finally {
      await app.close();
    }
  });

  test('40 parallel wrong passwords over HTTP get at most the limit (10) of 401s', async () => {
    const lockable = await startTestEmulator();
    try {
      const c = new Client(lockable);
      const email = uniqueEmail();
      assert.equal((await create(c, email, STRONG)).status, 200);
      const replies = await Promise.all(
        Array.from({ length: 40 }, () => authenticate(c, email, OTHER_STRONG)),
      );
      const unauthorized = replies.filter((r) => r.status === 401).length;
      assert.ok(unauthorized <= 10, `${unauthorized} answers of 401`);
      assert.equal(replies.filter((r) => r.status === 429).length, 40 - unauthorized);
      const right = await authenticate(c, email, STRONG);
      assert.equal(right.status, 429, 'locked: the right password is refused as a wrong one is');
    } finally {
      await lockable.close();
    }
  });

  test('PKCE failures do not count towards the lockout (the SDK tries one verifier, then another)', async () => {
    const small = await startTestEmulator({
      config: { lockout: { max_failed_attempts: 3, window_minutes: 15, lock_minutes: 15 } },
    });
    try {
      const c = new Client(small, STRICT_TOKEN);
      const email = uniqueEmail();
      assert.equal((await create(c, email, STRONG)).status, 200);
      const { verifier, challenge } = pkcePair();
      await resetStart(c, email, { code_challenge: challenge, login_redirect_url: LOGIN_URL });
      const [message] = await inbox(small, email);
      const token = tokenOf(message?.link ?? '');
      const login = tokenOf(/http\S*stytch_token_type=login\S*/.exec(message?.text ?? '')?.[0] ?? '');
      for (let i = 0; i < 4; i += 1) {
        assert.equal((await c.authenticate(login)).json.error_type, 'invalid_pkce_code_verifier');
        const mismatch = await c.authenticate(login, { code_verifier: pkcePair().verifier });
        assert.equal(mismatch.json.error_type, 'pkce_mismatch');
        assert.equal((await reset(c, token, OTHER_STRONG)).json.error_type, 'invalid_pkce_code_verifier');
        const wrong = await reset(c, token, OTHER_STRONG, { code_verifier: pkcePair().verifier });
        assert.equal(wrong.json.error_type, 'pkce_mismatch');
      }
      assert.equal((await c.authenticate(login, { code_verifier: verifier })).status, 200);
      assert.equal((await reset(c, token, OTHER_STRONG, { code_verifier: verifier })).status, 200);
    } finally {
      await small.close();
    }
  });
});

describe('POST /passwords/strength_check', () => {
  test('zxcvbn: weak and common, with zxcvbn warning and suggestions', async () => {
    const reply = await strength(client, 'password');
    assert.equal(reply.status, 200);
    const data = reply.json.data;
    assert.equal(data.strength_policy, 'zxcvbn');
    assert.equal(data.valid_password, false);
    assert.equal(data.score, 0);
    assert.equal(data.breached_password, true);
    assert.equal(data.breach_detection_on_create, true);
    assert.equal(data.feedback.warning, ZXCVBN_WARNINGS.topTen);
    assert.deepEqual(data.feedback.suggestions, [ZXCVBN_SUGGESTIONS.anotherWord]);
    assert.deepEqual(data.feedback.luds_requirements, {
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_complexity: 0,
      missing_characters: 0,
    });

    const repeat = (await strength(client, 'kettlekettle')).json.data;
    assert.equal(repeat.breached_password, false);
    assert.equal(repeat.valid_password, false);
    assert.equal(repeat.feedback.warning, ZXCVBN_WARNINGS.extendedRepeat);
    assert.ok(repeat.feedback.suggestions.includes(ZXCVBN_SUGGESTIONS.repeated));
  });

  test('zxcvbn: strong is valid without feedback; breached strong is not valid', async () => {
    const strong = (await strength(client, STRONG)).json.data;
    assert.ok(strong.score >= 3);
    assert.equal(strong.valid_password, true);
    assert.equal(strong.breached_password, false);
    assert.equal(strong.feedback.warning, '');
    assert.deepEqual(strong.feedback.suggestions, []);
    assert.deepEqual(strong.feedback.luds_requirements, {
      has_lower_case: true,
      has_upper_case: true,
      has_digit: true,
      has_symbol: true,
      missing_complexity: 0,
      missing_characters: 0,
    });

    const breached = (await strength(client, BREACHED_STRONG)).json.data;
    assert.equal(breached.score, 4);
    assert.equal(breached.breached_password, true);
    assert.equal(breached.valid_password, false);
  });

  test('zxcvbn: the email counts as personal data', async () => {
    const withEmail = (await strength(client, 'lovelace1815', 'ada.lovelace@example.com')).json.data;
    assert.equal(withEmail.feedback.warning, ZXCVBN_WARNINGS.userInputs);
    const without = (await strength(client, 'lovelace1815')).json.data;
    assert.notEqual(without.feedback.warning, ZXCVBN_WARNINGS.userInputs);
  });

  test('zxcvbn: every warning and suggestion is one of the exported texts, as language-en has them', async () => {
    const { pwned: _warning, ...warnings } = zxcvbnEn.translations.warnings;
    const { pwned: _suggestion, ...suggestions } = zxcvbnEn.translations.suggestions;
    assert.deepEqual(ZXCVBN_WARNINGS, warnings);
    assert.deepEqual(ZXCVBN_SUGGESTIONS, suggestions);
    const known = new Set<string>(['', ...Object.values(ZXCVBN_WARNINGS)]);
    const knownSuggestions = new Set<string>(Object.values(ZXCVBN_SUGGESTIONS));
    for (const password of [
      '',
      'x',
      'qwertyui',
      'aaaaaaa',
      'abcdefg',
      '2019',
      '12/05/1990',
      'P@ssw0rd',
      'smith',
    ]) {
      const data = (await strength(client, password)).json.data;
      assert.ok(known.has(data.feedback.warning), `warning of ${password}: ${data.feedback.warning}`);
      for (const s of data.feedback.suggestions) assert.ok(knownSuggestions.has(s), `suggestion ${s}`);
    }
  });

  test('LUDS: missing characters and complexity, then valid', async () => {
    const short = (await strength(luds, 'kettle')).json.data;
    assert.equal(short.strength_policy, 'luds');
    assert.equal(short.valid_password, false);
    assert.deepEqual(short.feedback.luds_requirements, {
      has_lower_case: true,
      has_upper_case: false,
      has_digit: false,
      has_symbol: false,
      missing_complexity: 2,
      missing_characters: 4,
    });
    assert.equal(short.feedback.warning, '');
    assert.deepEqual(short.feedback.suggestions, []);

    const long = (await strength(luds, 'kettle kettle')).json.data.feedback.luds_requirements;
    assert.equal(long?.missing_characters, 0);
    assert.equal(long?.has_symbol, true, 'a space is a symbol');
    assert.equal(long?.missing_complexity, 1);

    const valid = (await strength(luds, 'Abcdefghi1')).json.data;
    assert.equal(valid.valid_password, true);
    assert.equal(valid.feedback.luds_requirements?.missing_complexity, 0);
    assert.equal(valid.feedback.luds_requirements?.missing_characters, 0);

    const breached = (await strength(luds, BREACHED_LUDS)).json.data;
    assert.equal(breached.feedback.luds_requirements?.missing_complexity, 0);
    assert.equal(breached.breached_password, true);
    assert.equal(breached.valid_password, false);
  });

  test('a 256-character password gets a verdict (zxcvbn sees its first 64 characters, LUDS all)', async () => {
    const long = randomBytes(192).toString('base64');
    assert.equal(long.length, 256);
    const reply = await strength(client, long);
    assert.equal(reply.status, 200);
    assert.equal(reply.json.data.score, 4);
    assert.equal(reply.json.data.valid_password, true);
    assert.equal(reply.json.data.breached_password, false);

    const tail = (await strength(luds, `${'a'.repeat(200)}B1`)).json.data;
    assert.equal(tail.valid_password, true, 'the upper case letter and digit after 200 characters count');
    assert.equal(tail.feedback.luds_requirements?.missing_complexity, 0);
  });

  test('the strict project has a LUDS policy too; a password is required', async () => {
    assert.equal((await strength(strict, 'x')).json.data.strength_policy, 'luds');
    const missing = await client.post('/passwords/strength_check', { email: uniqueEmail() });
    assert.equal(missing.json.error_type, 'invalid_request_body');
  });
});

describe('reset by email', () => {
  test('start → inbox → reset → logged in; the old password and sessions no longer work', async () => {
    const email = uniqueEmail('Reset');
    const created = await createOk(client, email);
    const start = await resetStart(client, email, {
      login_redirect_url: LOGIN_URL,
      reset_password_template_id: 'reset-1',
      locale: 'fr',
    });
    assert.equal(start.status, 200);
    assert.deepEqual(Object.keys(start.json.data).sort(), ['request_id', 'status_code']);

    const { message, link, token, loginLink } = await resetEmail(email);
    assert.equal(message.subject, 'Reset your idp-elements local password');
    assert.equal(link.origin + link.pathname, RESET_URL);
    assert.equal(link.searchParams.get('stytch_token_type'), 'reset_password');
    assert.match(token, /^[\w-]{44}$/);
    assert.match(message.text, /expires in 30 minutes/);
    assert.match(message.text, /template "reset-1" and locale "fr"/);
    assert.ok(loginLink?.startsWith(`${LOGIN_URL}?stytch_token_type=login&token=`));

    const done = await reset(client, token, OTHER_STRONG, { session_duration_minutes: 45 });
    assert.equal(done.status, 200);
    const data = done.json.data;
    assert.equal(data.user_id, created.user_id);
    assert.equal(data.user.emails[0]?.verified, true, 'the link proves the email');
    assert.equal(data.session.authentication_factors[0]?.type, 'magic_link');
    assert.equal(data.session.authentication_factors[0]?.email_factor?.email_address, email.toLowerCase());
    assert.equal(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at), 45 * 60_000);

    const old = await client.get('/users/me', { session: created.session_token });
    assert.equal(old.json.error_type, 'session_not_found', 'a reset revokes the other sessions');
    assert.equal((await client.get('/users/me', { session: data.session_token })).status, 200);
    assert.equal((await authenticate(client, email, STRONG)).json.error_type, 'unauthorized_credentials');
    assert.equal((await authenticate(client, email, OTHER_STRONG)).status, 200);
  });

  test('a token works once and expires', async () => {
    const email = uniqueEmail();
    await createOk(client, email);
    await resetStart(client, email);
    const { token } = await resetEmail(email);
    assert.equal((await reset(client, token, OTHER_STRONG)).status, 200);
    const reused = await reset(client, token, 'Another-Good-Pass-9');
    assert.equal(reused.status, 401);
    assert.equal(reused.json.error_type, 'unable_to_auth_magic_link');
    assert.match(reused.json.error_message, /was used at/);

    await resetStart(client, email, { reset_password_expiration_minutes: 5 });
    const late = await resetEmail(email);
    assert.match(late.message.text, /expires in 5 minutes/);
    await advanceClock(emulator, 6 * 60);
    const expired = await reset(client, late.token, 'Another-Good-Pass-9');
    assert.equal(expired.json.error_type, 'unable_to_auth_magic_link');
    assert.match(expired.json.error_message, /expired at/);
    const unknown = await reset(client, 'A'.repeat(44), 'Another-Good-Pass-9');
    assert.match(unknown.json.error_message, /No password reset has this token/);
  });

  test('a weak or breached new password is refused and the token stays usable', async () => {
    const email = uniqueEmail();
    await createOk(client, email);
    await resetStart(client, email);
    const { token } = await resetEmail(email);
    assert.equal((await reset(client, token, 'kettle')).json.error_type, 'weak_password');
    assert.equal((await reset(client, token, BREACHED_STRONG)).json.error_type, 'breached_password');
    assert.equal((await reset(client, token, OTHER_STRONG)).status, 200);
  });

  test('a passwordless user adds a password by reset', async () => {
    const email = uniqueEmail();
    await passwordlessUser(email);
    await resetStart(client, email);
    const { token } = await resetEmail(email);
    assert.equal((await reset(client, token, STRONG)).status, 200);
    assert.equal((await search(client, email)).json.data.userType, 'password');
    assert.equal((await authenticate(client, email, STRONG)).status, 200);
  });

  test('the login link of the reset email is a magic link', async () => {
    const email = uniqueEmail();
    const created = await createOk(client, email);
    await resetStart(client, email, { login_redirect_url: LOGIN_URL });
    const { loginLink } = await resetEmail(email);
    const auth = await client.authenticate(tokenOf(loginLink ?? ''));
    assert.equal(auth.status, 200);
    assert.equal(auth.json.data.user_id, created.user_id);
    assert.equal(auth.json.data.user.emails[0]?.verified, true);
  });

  test('a reset burns the other reset tokens and reset-email login links of the user, not other links', async () => {
    const email = uniqueEmail();
    await createOk(client, email);
    await client.sendLink(email);
    const magicLink = tokenOf((await inbox(emulator, email))[0]?.link ?? '');
    await resetStart(client, email, { login_redirect_url: LOGIN_URL });
    const first = await resetEmail(email);
    await resetStart(client, email, { login_redirect_url: LOGIN_URL });
    const second = await resetEmail(email);
    assert.equal((await reset(client, first.token, OTHER_STRONG)).status, 200);
    for (const stale of [
      await reset(client, second.token, 'Another-Good-Pass-9'),
      await client.authenticate(tokenOf(first.loginLink ?? '')),
      await client.authenticate(tokenOf(second.loginLink ?? '')),
    ]) {
      assert.equal(stale.status, 401);
      assert.equal(stale.json.error_type, 'unable_to_auth_magic_link');
      assert.match(stale.json.error_message, /was used at/);
    }
    assert.equal((await client.authenticate(magicLink)).status, 200, 'a login_or_create link stays usable');
  });

  test('start: unknown email, redirect URL allowlist, bad email', async () => {
    const unknown = await resetStart(client, uniqueEmail());
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.error_type, 'email_not_found');
    const email = uniqueEmail();
    await createOk(client, email);
    const foreign = await resetStart(client, email, {
      reset_password_redirect_url: 'https://evil.example/reset',
    });
    assert.equal(foreign.json.error_type, 'invalid_redirect_url');
    assert.match(foreign.json.error_message, /evil\.example/);
    const noUrl = await client.post('/passwords/email/reset/start', { email });
    assert.equal(
      noUrl.json.error_type,
      'invalid_redirect_url',
      'the default project has no default reset URL',
    );
    const badLogin = await resetStart(client, email, { login_redirect_url: 'https://evil.example/login' });
    assert.equal(badLogin.json.error_type, 'invalid_redirect_url');
    const tooLong = await resetStart(client, email, { reset_password_expiration_minutes: 10081 });
    assert.equal(tooLong.json.error_type, 'invalid_request_body');
    assert.equal((await resetStart(client, 'nope')).json.error_type, 'invalid_email');
    assert.equal((await inbox(emulator, email)).length, 0, 'no email for refused starts');
  });

  test('PKCE on the strict project: required at start, verifier checked at reset', async () => {
    const email = uniqueEmail();
    await createOk(strict, email);
    const without = await resetStart(strict, email);
    assert.equal(without.status, 400);
    assert.equal(without.json.error_type, 'bad_request');
    assert.match(without.json.error_message, /PKCE/);

    const { verifier, challenge } = pkcePair();
    const other = pkcePair();
    const start = await resetStart(strict, email, {
      code_challenge: challenge,
      login_redirect_url: LOGIN_URL,
    });
    assert.equal(start.status, 200);
    const { token, loginLink } = await resetEmail(email);
    const missing = await reset(strict, token, OTHER_STRONG);
    assert.equal(missing.json.error_type, 'invalid_pkce_code_verifier');
    assert.match(missing.json.error_message, /PKCE/);
    const mismatch = await reset(strict, token, OTHER_STRONG, { code_verifier: other.verifier });
    assert.equal(mismatch.json.error_type, 'pkce_mismatch');
    assert.match(mismatch.json.error_message, /PKCE/);

    const login = await strict.authenticate(tokenOf(loginLink ?? ''));
    assert.equal(login.json.error_type, 'invalid_pkce_code_verifier', 'the login link is bound too');
    assert.equal(
      (await strict.authenticate(tokenOf(loginLink ?? ''), { code_verifier: verifier })).status,
      200,
    );
    const ok = await reset(strict, token, OTHER_STRONG, { code_verifier: verifier });
    assert.equal(ok.status, 200);
  });

  test('/_dev/reset deletes passwords and reset tokens', async () => {
    const separate = await startTestEmulator();
    try {
      const c = new Client(separate);
      const email = uniqueEmail();
      assert.equal((await create(c, email, STRONG)).status, 200);
      await resetStart(c, email);
      const [message] = await inbox(separate, email);
      await devPost(separate, '/_dev/reset');
      assert.equal((await search(c, email)).json.data.userType, 'new');
      const stale = await reset(c, tokenOf(message?.link ?? ''), OTHER_STRONG);
      assert.equal(stale.json.error_type, 'unable_to_auth_magic_link');
    } finally {
      await separate.close();
    }
  });
});

describe('headless resets', () => {
  test('existing_password/reset: needs the current password, also when flagged', async () => {
    const email = uniqueEmail();
    const created = await createOk(client, email);
    await devPost(emulator, '/_dev/users/flag_reset', { email });
    const body = { email, existing_password: OTHER_STRONG, new_password: 'Another-Good-Pass-9' };
    const wrong = await client.post<Answer<AuthData>>('/passwords/existing_password/reset', body);
    assert.equal(wrong.json.error_type, 'unauthorized_credentials');
    const weak = await client.post<Answer<AuthData>>('/passwords/existing_password/reset', {
      ...body,
      existing_password: STRONG,
      new_password: 'kettle',
    });
    assert.equal(weak.json.error_type, 'weak_password');
    const ok = await client.post<Answer<AuthData>>('/passwords/existing_password/reset', {
      ...body,
      existing_password: STRONG,
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.json.data.session.authentication_factors[0]?.type, 'password');
    assert.equal((await client.get('/users/me', { session: created.session_token })).status, 404);
    assert.equal((await authenticate(client, email, 'Another-Good-Pass-9')).status, 200, 'flag cleared');
  });

  test('existing_password/reset and session/reset burn outstanding reset tokens and login links', async () => {
    const email = uniqueEmail();
    await createOk(client, email);
    const refused = async (token: string, loginLink: string | undefined) => {
      const stale = await reset(client, token, 'Another-Good-Pass-9');
      assert.equal(stale.json.error_type, 'unable_to_auth_magic_link');
      assert.match(stale.json.error_message, /was used at/);
      const login = await client.authenticate(tokenOf(loginLink ?? ''));
      assert.equal(login.json.error_type, 'unable_to_auth_magic_link');
    };

    await resetStart(client, email, { login_redirect_url: LOGIN_URL });
    const before = await resetEmail(email);
    const changed = await client.post<Answer<AuthData>>('/passwords/existing_password/reset', {
      email,
      existing_password: STRONG,
      new_password: OTHER_STRONG,
    });
    assert.equal(changed.status, 200);
    await refused(before.token, before.loginLink);

    await resetStart(client, email, { login_redirect_url: LOGIN_URL });
    const again = await resetEmail(email);
    const set = await client.post<Answer<AuthData>>(
      '/passwords/session/reset',
      { password: STRONG },
      { session: changed.json.data.session_token },
    );
    assert.equal(set.status, 200);
    await refused(again.token, again.loginLink);
  });

  test('session/reset: a recently authenticated session sets the password', async () => {
    const email = uniqueEmail();
    const magic = await passwordlessUser(email);
    const other = await client.login(email);
    const reply = await client.post<Answer<AuthData>>(
      '/passwords/session/reset',
      { password: STRONG },
      { session: magic.session_token },
    );
    assert.equal(reply.status, 200);
    assert.equal(reply.json.data.session.session_id, magic.session.session_id);
    assert.deepEqual(
      reply.json.data.session.authentication_factors.map((f) => f.type),
      ['magic_link', 'password'],
    );
    assert.equal((await client.get('/users/me', { session: other.session_token })).status, 404);
    assert.equal((await authenticate(client, email, STRONG)).status, 200);

    const noSession = await client.post('/passwords/session/reset', { password: STRONG });
    assert.equal(noSession.json.error_type, 'user_unauthenticated');
    const stale = await passwordlessUser(uniqueEmail());
    await advanceClock(emulator, 6 * 60);
    const late = await client.post(
      '/passwords/session/reset',
      { password: STRONG },
      { session: stale.session_token },
    );
    assert.equal(late.status, 403);
    assert.equal(late.json.error_type, 'unauthorized_action');
  });
});

test('passwords, flags and unused reset tokens survive a restart', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'idp-emulator-passwords-'));
  try {
    const db = join(dir, 'emulator.sqlite');
    const first = await startTestEmulator({ db });
    const email = uniqueEmail();
    const flagged = uniqueEmail();
    let token: string;
    try {
      const c = new Client(first);
      assert.equal((await create(c, email, STRONG)).status, 200);
      assert.equal((await create(c, flagged, STRONG)).status, 200);
      await devPost(first, '/_dev/users/flag_reset', { email: flagged });
      await resetStart(c, email);
      token = tokenOf((await inbox(first, email))[0]?.link ?? '');
    } finally {
      await first.close();
    }
    const second = await startTestEmulator({ db });
    try {
      const c = new Client(second);
      assert.equal((await authenticate(c, email, STRONG)).status, 200);
      assert.equal((await authenticate(c, flagged, STRONG)).json.error_type, 'reset_password');
      assert.equal((await reset(c, token, OTHER_STRONG)).status, 200);
    } finally {
      await second.close();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
