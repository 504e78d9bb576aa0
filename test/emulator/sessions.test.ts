import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JSONWebKeySet } from 'jose';
import { DEFAULT_CONFIG, type RunningEmulator } from '../../emulator/index';
import {
  advanceClock,
  Client,
  DEFAULT_PROJECT,
  startTestEmulator,
  uniqueEmail,
  type AuthData,
  type Envelope,
  type WireUser,
} from './helpers';

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
afterEach(() => fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' }));
after(() => emulator.close());

async function jwks(path: string): Promise<JSONWebKeySet> {
  const response = await fetch(`${emulator.url}${path}`);
  assert.equal(response.status, 200);
  return (await response.json()) as JSONWebKeySet;
}

describe('session JWTs', () => {
  test('verify against the JWKS with the expected claims', async () => {
    const auth = await client.login(uniqueEmail(), { session_duration_minutes: 60 });
    const keys = await jwks(`/sdk/v1/sessions/jwks/${DEFAULT_PROJECT}`);
    assert.equal(keys.keys.length, 1);
    const { kid } = decodeProtectedHeader(auth.session_jwt);
    assert.equal(keys.keys[0]?.kid, kid);

    const { payload, protectedHeader } = await jwtVerify(auth.session_jwt, createLocalJWKSet(keys), {
      issuer: `stytch.com/${DEFAULT_PROJECT}`,
      audience: DEFAULT_PROJECT,
    });
    assert.equal(protectedHeader.alg, 'RS256');
    assert.equal(payload.sub, auth.user_id);
    assert.ok(payload.exp !== undefined && payload.iat !== undefined && payload.nbf !== undefined);
    assert.ok(payload.exp - payload.iat <= 300, 'a JWT lives at most 5 minutes');
    const claim = payload['https://stytch.com/session'] as Record<string, unknown>;
    assert.equal(claim.id, auth.session.session_id);
    assert.equal(claim.expires_at, auth.session.expires_at);
    assert.deepEqual(claim.authentication_factors, auth.session.authentication_factors);
  });

  test('the same key is served at /v1/sessions/jwks and /.well-known/jwks.json', async () => {
    const sdk = await jwks(`/sdk/v1/sessions/jwks/${DEFAULT_PROJECT}`);
    const server = await jwks(`/v1/sessions/jwks/${DEFAULT_PROJECT}`);
    const all = await jwks('/.well-known/jwks.json');
    assert.deepEqual(server.keys, sdk.keys);
    assert.ok(all.keys.some((k) => k.kid === sdk.keys[0]?.kid));
    assert.equal(all.keys.length, DEFAULT_CONFIG.projects.length, 'one key per configured project');
    for (const key of all.keys) assert.equal(key.d, undefined, 'no private key material');
    const unknown = await fetch(`${emulator.url}/sdk/v1/sessions/jwks/project-test-nope`);
    assert.equal(unknown.status, 404);
  });

  test('a refresh issues a fresh JWT', async () => {
    const auth = await client.login(uniqueEmail());
    await advanceClock(emulator, 2);
    const refreshed = await client.post<Envelope<AuthData>>(
      '/sessions/authenticate',
      {},
      { session: auth.session_token },
    );
    assert.notEqual(refreshed.json.data.session_jwt, auth.session_jwt);
    assert.ok(
      Date.parse(refreshed.json.data.session.last_accessed_at) > Date.parse(auth.session.last_accessed_at),
    );
  });
});

describe('session lifetime', () => {
  test('session_duration_minutes on /sessions/authenticate extends from now', async () => {
    const auth = await client.login(uniqueEmail(), { session_duration_minutes: 5 });
    await advanceClock(emulator, 60);
    const extended = await client.post<Envelope<AuthData>>(
      '/sessions/authenticate',
      { session_duration_minutes: 120 },
      { session: auth.session_token },
    );
    assert.equal(extended.status, 200);
    const { last_accessed_at, expires_at } = extended.json.data.session;
    assert.equal(Date.parse(expires_at) - Date.parse(last_accessed_at), 120 * 60_000);
  });

  test('an expired session is refused with session_not_found', async () => {
    const auth = await client.login(uniqueEmail(), { session_duration_minutes: 5 });
    await advanceClock(emulator, 5 * 60 + 1);
    for (const reply of [
      await client.get('/users/me', { session: auth.session_token }),
      await client.post('/sessions/authenticate', {}, { session: auth.session_token }),
      await client.post('/sessions/revoke', undefined, { session: auth.session_token }),
    ]) {
      assert.equal(reply.status, 404);
      assert.equal(reply.json.error_type, 'session_not_found');
      assert.match(reply.json.error_message, /expired/);
    }
  });

  test('unknown and malformed session tokens', async () => {
    const unknown = await client.get('/users/me', { session: 'B'.repeat(44) });
    assert.equal(unknown.json.error_type, 'session_not_found');
    const malformed = await client.get('/users/me', { session: 'not a token' });
    assert.equal(malformed.status, 401);
    assert.equal(malformed.json.error_type, 'unauthorized_credentials');
  });

  test('endpoints that need a session refuse the public token alone with user_unauthenticated', async () => {
    const reply = await client.get('/users/me');
    assert.equal(reply.status, 401);
    assert.equal(reply.json.error_type, 'user_unauthenticated');
  });

  test('a stale session token does not block calls that need none', async () => {
    const withStale = await client.post(
      '/magic_links/email/login_or_create',
      { email: uniqueEmail(), signup_magic_link_url: 'http://localhost:1/x' },
      { session: 'C'.repeat(44) },
    );
    assert.equal(withStale.status, 200);
  });
});

describe('PUT /sdk/v1/users/me', () => {
  test('updates the name and merges untrusted_metadata (null removes a key)', async () => {
    const auth = await client.login(uniqueEmail());
    const session = auth.session_token;
    const first = await client.call<Envelope<{ __user: WireUser; user_id: string }>>(
      'PUT',
      '/sdk/v1/users/me',
      {
        session,
        body: {
          name: { first_name: 'Ada', last_name: 'Lovelace' },
          untrusted_metadata: { theme: 'dark', lang: 'en' },
        },
      },
    );
    assert.equal(first.status, 200);
    assert.equal(first.json.data.user_id, auth.user_id);
    assert.deepEqual(first.json.data.__user.name, {
      first_name: 'Ada',
      middle_name: '',
      last_name: 'Lovelace',
    });

    await client.call('PUT', '/sdk/v1/users/me', {
      session,
      body: { untrusted_metadata: { lang: null, tz: 'UTC' } },
    });
    const me = await client.get<Envelope<WireUser>>('/users/me', { session });
    assert.deepEqual(me.json.data.untrusted_metadata, { theme: 'dark', tz: 'UTC' });
    assert.equal(me.json.data.name.first_name, 'Ada');
  });

  test('refuses unknown fields and oversized metadata', async () => {
    const { session_token: session } = await client.login(uniqueEmail());
    const unknown = await client.call('PUT', '/sdk/v1/users/me', {
      session,
      body: { trusted_metadata: { admin: true } },
    });
    assert.equal(unknown.status, 400);
    assert.equal(unknown.json.body?.[0]?.dataPath, '.trusted_metadata');
    const big = await client.call('PUT', '/sdk/v1/users/me', {
      session,
      body: { untrusted_metadata: { blob: 'x'.repeat(5000) } },
    });
    assert.equal(big.status, 400);
  });
});
