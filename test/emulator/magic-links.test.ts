import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import {
  advanceClock,
  Client,
  inbox,
  latestToken,
  pkcePair,
  REDIRECT,
  startTestEmulator,
  STRICT_TOKEN,
  tokenOf,
  uniqueEmail,
  type Envelope,
  type WireUser,
} from './helpers';

let emulator: RunningEmulator;
let client: Client;
let strict: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
  strict = new Client(emulator, STRICT_TOKEN);
});
after(() => emulator.close());

describe('the magic-link round trip', () => {
  test('send → inbox → authenticate → session → users/me → refresh → revoke → refused', async () => {
    const email = uniqueEmail('Ada');

    const sent = await client.sendLink(email);
    assert.equal(sent.status, 200);
    const { user_id, email_id, user_created } = sent.json.data;
    assert.match(user_id, /^user-test-/);
    assert.match(email_id, /^email-test-/);
    assert.equal(user_created, true);

    const [message, ...older] = await inbox(emulator, email.toUpperCase());
    assert.equal(older.length, 0);
    assert.ok(message?.link);
    assert.equal(message.channel, 'email');
    assert.equal(message.to, email.toLowerCase());
    assert.equal(message.subject, 'Complete your sign-up for idp-elements local');
    assert.ok(message.text.includes(message.link), 'the text carries the link');
    const link = new URL(message.link);
    assert.equal(link.origin + link.pathname, REDIRECT);
    assert.equal(link.searchParams.get('stytch_token_type'), 'magic_links');
    assert.match(tokenOf(message.link), /^[A-Za-z0-9_-]{44}$/);

    const auth = await client.authenticate(tokenOf(message.link), { session_duration_minutes: 60 });
    assert.equal(auth.status, 200);
    const data = auth.json.data;
    for (const key of [
      'user_id',
      'user',
      'session',
      'session_token',
      'session_jwt',
      'method_id',
      'request_id',
    ]) {
      assert.ok(key in data, `AuthResp has ${key}`);
    }
    assert.equal(data.user_id, user_id);
    assert.equal(data.method_id, email_id);
    assert.equal(data.user.status, 'active');
    assert.deepEqual(data.user.emails, [{ email_id, email: email.toLowerCase(), verified: true }]);
    const session = data.session;
    assert.match(session.session_id, /^session-test-/);
    assert.equal(session.user_id, user_id);
    const lifetime = Date.parse(session.expires_at) - Date.parse(session.started_at);
    assert.equal(lifetime, 60 * 60_000);
    assert.equal(session.attributes.ip_address, '127.0.0.1');
    assert.deepEqual(session.roles, ['stytch_user']);
    assert.deepEqual(session.custom_claims, {});
    assert.equal(session.authentication_factors.length, 1);
    assert.equal(session.authentication_factors[0]?.type, 'magic_link');
    assert.equal(session.authentication_factors[0]?.delivery_method, 'email');
    assert.equal(session.authentication_factors[0]?.email_factor?.email_address, email.toLowerCase());
    assert.match(data.session_token, /^[A-Za-z0-9_-]{44}$/);
    assert.equal(data.session_jwt.split('.').length, 3);

    const me = await client.get<Envelope<WireUser>>('/users/me', { session: data.session_token });
    assert.equal(me.status, 200);
    const user = me.json.data;
    assert.equal(user.user_id, user_id);
    for (const key of [
      'providers',
      'totps',
      'crypto_wallets',
      'webauthn_registrations',
      'biometric_registrations',
    ]) {
      assert.deepEqual(user[key], [], `${key} is an empty list`);
    }
    assert.deepEqual(user.phone_numbers, []);
    assert.deepEqual(user.roles, []);
    assert.equal(user.password, null);
    assert.deepEqual(user.name, { first_name: '', middle_name: '', last_name: '' });
    assert.deepEqual(user.trusted_metadata, {});
    assert.deepEqual(user.untrusted_metadata, {});
    assert.equal(me.json.data.status_code, 200);

    const refreshed = await client.post<Envelope<typeof data>>(
      '/sessions/authenticate',
      {},
      { session: data.session_token },
    );
    assert.equal(refreshed.status, 200);
    assert.equal(refreshed.json.data.session.session_id, session.session_id);
    assert.equal(refreshed.json.data.session_token, data.session_token);
    assert.equal(refreshed.json.data.session.expires_at, session.expires_at, '{} does not extend');
    assert.equal(refreshed.json.data.user.user_id, user_id);

    const revoked = await client.post<Envelope<object>>('/sessions/revoke', undefined, {
      session: data.session_token,
    });
    assert.equal(revoked.status, 200);
    assert.deepEqual(Object.keys(revoked.json.data).sort(), ['request_id', 'status_code']);

    const refused = await client.get('/users/me', { session: data.session_token });
    assert.equal(refused.status, 404);
    assert.equal(refused.json.error_type, 'session_not_found');
    assert.match(refused.json.error_message, /revoked/);
    const noRefresh = await client.post('/sessions/authenticate', {}, { session: data.session_token });
    assert.equal(noRefresh.json.error_type, 'session_not_found');
  });

  test('a second send to a verified user is a login link to the login URL', async () => {
    const email = uniqueEmail();
    await client.login(email);
    const again = await client.sendLink(email, {
      login_magic_link_url: 'http://127.0.0.1:8080/login?from=mail#top',
    });
    assert.equal(again.json.data.user_created, false);
    const [message] = await inbox(emulator, email);
    assert.equal(message?.subject, 'Your login link for idp-elements local');
    assert.match(
      message?.link ?? '',
      /^http:\/\/127\.0\.0\.1:8080\/login\?from=mail&stytch_token_type=magic_links&token=[\w-]{44}#top$/,
    );
  });

  test('an active user with an unverified email (password sign-up) gets a login link', async () => {
    const email = uniqueEmail();
    const created = await client.post<Envelope<{ user: WireUser }>>('/passwords', {
      email,
      password: 'Kettle-Violet-42',
      session_duration_minutes: 60,
    });
    assert.equal(created.json.data.user.emails[0]?.verified, false);
    await client.sendLink(email, { login_magic_link_url: 'http://localhost:3000/login' });
    const [message] = await inbox(emulator, email);
    assert.equal(message?.subject, 'Your login link for idp-elements local');
    assert.match(message?.link ?? '', /^http:\/\/localhost:3000\/login\?stytch_token_type=magic_links&/);
  });

  test('a user created as pending gets the sign-up link until the link is used', async () => {
    const email = uniqueEmail();
    await client.sendLink(email, { create_user_as_pending: true });
    const again = await client.sendLink(email);
    assert.equal(again.json.data.user_created, false);
    const [message] = await inbox(emulator, email);
    assert.match(message?.subject ?? '', /^Complete your sign-up/);
    const auth = await client.authenticate(await latestToken(emulator, email));
    assert.equal(auth.json.data.user.status, 'active');
  });

  test('the expiry defaults to 30 minutes and follows login/signup_expiration_minutes', async () => {
    const email = uniqueEmail();
    await client.sendLink(email, { signup_expiration_minutes: 10 });
    assert.match((await inbox(emulator, email))[0]?.text ?? '', /expires in 10 minutes/);
    await client.sendLink(uniqueEmail());
    assert.match((await inbox(emulator))[0]?.text ?? '', /expires in 30 minutes/);
  });

  test('send/primary needs an existing user', async () => {
    const unknown = await client.post('/magic_links/email/send/primary', {
      email: uniqueEmail(),
      login_magic_link_url: REDIRECT,
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.error_type, 'email_not_found');
    const email = uniqueEmail();
    await client.login(email);
    const known = await client.post<Envelope<{ user_id: string }>>('/magic_links/email/send/primary', {
      email,
      login_magic_link_url: REDIRECT,
    });
    assert.equal(known.status, 200);
    assert.match((await inbox(emulator, email))[0]?.subject ?? '', /^Your login link/);
  });

  test('a session token in the Basic header gets the factor added instead of a new session', async () => {
    const email = uniqueEmail();
    const first = await client.login(email);
    await client.sendLink(email);
    const second = await client.authenticate(
      await latestToken(emulator, email),
      {},
      { session: first.session_token },
    );
    assert.equal(second.status, 200);
    assert.equal(second.json.data.session.session_id, first.session.session_id);
    assert.equal(second.json.data.session_token, first.session_token);
    assert.equal(second.json.data.session.authentication_factors.length, 1);
  });
});

describe('refused magic links', () => {
  test('a token works once', async () => {
    const email = uniqueEmail();
    await client.sendLink(email);
    const token = await latestToken(emulator, email);
    assert.equal((await client.authenticate(token)).status, 200);
    const reuse = await client.authenticate(token);
    assert.equal(reuse.status, 401);
    assert.equal(reuse.json.error_type, 'unable_to_auth_magic_link');
    assert.match(reuse.json.error_message, /used at/);
  });

  test('an unknown or malformed token', async () => {
    for (const token of ['A'.repeat(44), 'short', '']) {
      const reply = await client.authenticate(token);
      assert.equal(reply.status, 401);
      assert.equal(reply.json.error_type, 'unable_to_auth_magic_link');
    }
  });

  test('a token expires (moved with the dev clock)', async () => {
    const email = uniqueEmail();
    await client.sendLink(email, { signup_expiration_minutes: 5 });
    const token = await latestToken(emulator, email);
    try {
      await advanceClock(emulator, 4 * 60);
      const second = uniqueEmail();
      await client.sendLink(second, { signup_expiration_minutes: 5 });
      await advanceClock(emulator, 61);
      const expired = await client.authenticate(token);
      assert.equal(expired.status, 401);
      assert.equal(expired.json.error_type, 'unable_to_auth_magic_link');
      assert.match(expired.json.error_message, /expired at/);
      assert.equal(
        (await client.authenticate(await latestToken(emulator, second))).status,
        200,
        'a younger link still works',
      );
    } finally {
      await fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' });
    }
  });

  test('session_duration_minutes outside 5..527040 is a schema error', async () => {
    const email = uniqueEmail();
    await client.sendLink(email);
    const token = await latestToken(emulator, email);
    for (const minutes of [4, 527041, 30.5]) {
      const reply = await client.authenticate(token, { session_duration_minutes: minutes });
      assert.equal(reply.status, 400);
      assert.equal(reply.json.body?.[0]?.dataPath, '.session_duration_minutes');
    }
    assert.equal((await client.authenticate(token, { session_duration_minutes: 5 })).status, 200);
  });
});

describe('redirect URLs and emails', () => {
  test('an email that is not an address answers invalid_email', async () => {
    for (const email of [
      'plain',
      'a@b',
      'a@@b.com',
      'a b@c.com',
      '',
      'a@b.c',
      `${'x'.repeat(65)}@example.com`,
    ]) {
      const reply = await client.sendLink(email);
      assert.equal(reply.status, 400, email);
      assert.equal(reply.json.error_type, 'invalid_email', email);
    }
  });

  test('the default project accepts any localhost / 127.0.0.1 / [::1] port, and nothing else', async () => {
    for (const url of ['http://localhost:1234/x', 'https://127.0.0.1/cb', 'http://[::1]:9/y']) {
      assert.equal((await client.sendLink(uniqueEmail(), { signup_magic_link_url: url })).status, 200, url);
    }
    const evil = await client.sendLink(uniqueEmail(), { signup_magic_link_url: 'https://evil.example/cb' });
    assert.equal(evil.status, 400);
    assert.equal(evil.json.error_type, 'invalid_redirect_url');
    assert.match(evil.json.error_message, /https:\/\/evil\.example\/cb/);
    const script = await client.sendLink(uniqueEmail(), { login_magic_link_url: 'javascript:alert(1)' });
    assert.equal(script.json.error_type, 'invalid_redirect_url');
  });

  test('the default project has no default redirect URL: a clear error', async () => {
    const reply = await client.post('/magic_links/email/login_or_create', { email: uniqueEmail() });
    assert.equal(reply.status, 400);
    assert.equal(reply.json.error_type, 'invalid_redirect_url');
    assert.match(reply.json.error_message, /No signup_magic_link_url was sent/);
  });

  test('a project with an exact allowlist: listed URLs only, the first one by default', async () => {
    const { challenge } = pkcePair();
    const other = await strict.sendLink(uniqueEmail(), { code_challenge: challenge });
    assert.equal(other.status, 400, 'localhost:3000/authenticate is not the exact signup URL');
    assert.match(other.json.error_message, /not in the signup redirect URL allowlist/);

    const email = uniqueEmail();
    const reply = await strict.post('/magic_links/email/login_or_create', {
      email,
      code_challenge: challenge,
    });
    assert.equal(reply.status, 200);
    const [message] = await inbox(emulator, email);
    assert.match(
      message?.link ?? '',
      /^http:\/\/localhost:3000\/authenticate\?signup=1&stytch_token_type=magic_links&token=/,
    );
  });
});

describe('PKCE', () => {
  test('a project that requires PKCE refuses a send without code_challenge', async () => {
    const reply = await strict.post('/magic_links/email/login_or_create', { email: uniqueEmail() });
    assert.equal(reply.status, 400);
    assert.match(reply.json.error_message, /requires PKCE/);
  });

  test('the verifier is required, must match, and a failed check leaves the token usable', async () => {
    const email = uniqueEmail();
    const { verifier, challenge } = pkcePair();
    assert.equal(
      (await strict.post('/magic_links/email/login_or_create', { email, code_challenge: challenge })).status,
      200,
    );
    const token = await latestToken(emulator, email);

    const missing = await strict.authenticate(token);
    assert.equal(missing.status, 400);
    assert.equal(missing.json.error_type, 'invalid_pkce_code_verifier');
    assert.match(missing.json.error_message, /pkce/i, 'the SDK retries when the message mentions PKCE');

    const wrong = await strict.authenticate(token, { code_verifier: pkcePair().verifier });
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.error_type, 'pkce_mismatch');
    assert.match(wrong.json.error_message, /pkce/i);

    const right = await strict.authenticate(token, { code_verifier: verifier });
    assert.equal(right.status, 200);
  });

  test('a challenge sent to a project without the requirement is still enforced', async () => {
    const email = uniqueEmail();
    const { verifier, challenge } = pkcePair();
    await client.sendLink(email, { code_challenge: challenge });
    const token = await latestToken(emulator, email);
    assert.equal((await client.authenticate(token)).json.error_type, 'invalid_pkce_code_verifier');
    assert.equal((await client.authenticate(token, { code_verifier: verifier })).status, 200);
  });

  test('a malformed code_challenge is a schema error', async () => {
    const reply = await client.sendLink(uniqueEmail(), { code_challenge: 'too-short' });
    assert.equal(reply.status, 400);
    assert.equal(reply.json.body?.[0]?.dataPath, '.code_challenge');
  });

  test('tokens of one project do not work with another project\u2019s public token', async () => {
    const email = uniqueEmail();
    await client.sendLink(email);
    const reply = await strict.authenticate(await latestToken(emulator, email));
    assert.equal(reply.json.error_type, 'unable_to_auth_magic_link');
  });
});
