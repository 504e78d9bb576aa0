import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { exportJWK, exportSPKI, generateKeyPair, SignJWT, type CryptoKey } from 'jose';
import type { RunningEmulator } from '../../emulator/index';
import {
  Client,
  DEFAULT_PROJECT,
  startTestEmulator,
  uniqueEmail,
  type Answer,
  type AuthData,
} from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;
let rsa: CryptoKey;
let ec: CryptoKey;
let stranger: CryptoKey;

const profile = (profile_id: string, key: { public_key: string }) => ({
  profile_id,
  issuer: 'https://auth.acme.localhost',
  audience: 'idp-elements',
  jwks_url: null,
  email_claim: 'email',
  token_id_claim: 'jti',
  ...key,
});

before(async () => {
  const pem = await generateKeyPair('RS256', { extractable: true });
  const jwk = await generateKeyPair('ES256', { extractable: true });
  rsa = pem.privateKey;
  ec = jwk.privateKey;
  stranger = (await generateKeyPair('RS256')).privateKey;
  emulator = await startTestEmulator({
    config: {
      projects: [
        {
          project_id: DEFAULT_PROJECT,
          trusted_auth_token_profiles: [
            profile('profile-pem', { public_key: await exportSPKI(pem.publicKey) }),
            profile('profile-jwk', {
              public_key: JSON.stringify({ ...(await exportJWK(jwk.publicKey)), alg: 'ES256' }),
            }),
          ],
        },
      ],
    },
  });
  client = new Client(emulator);
});
after(() => emulator.close());

function token(
  key: CryptoKey,
  claims: Record<string, unknown>,
  alg = 'RS256',
  issuer = 'https://auth.acme.localhost',
) {
  return new SignJWT(claims)
    .setProtectedHeader({ alg })
    .setIssuer(issuer)
    .setAudience('idp-elements')
    .setIssuedAt()
    .setExpirationTime('5m')
    .setJti(`tok-${Math.random()}`)
    .sign(key);
}

describe('sessions.attest (trusted auth tokens)', () => {
  test('a token needs exp, lives at most an hour and is used once (its jti)', async () => {
    const email = uniqueEmail();
    const base = () =>
      new SignJWT({ email })
        .setProtectedHeader({ alg: 'RS256' })
        .setIssuer('https://auth.acme.localhost')
        .setAudience('idp-elements');
    const attest = async (t: string) =>
      client.post('/sessions/attest', { profile_id: 'profile-pem', token: t });
    const cases: [string, string, RegExp][] = [
      ['no exp', await base().setIssuedAt().setJti('tok-no-exp').sign(rsa), /exp/],
      [
        'ten years',
        await base().setIssuedAt().setExpirationTime('3650d').setJti('tok-long').sign(rsa),
        /longer than 3600/,
      ],
      ['no jti', await base().setIssuedAt().setExpirationTime('5m').sign(rsa), /jti/],
    ];
    for (const [what, t, message] of cases) {
      const reply = await attest(t);
      assert.equal(reply.status, 401, what);
      assert.equal(reply.json.error_type, 'invalid_trusted_auth_token', what);
      assert.match(reply.json.error_message, message, what);
    }
    const once = await token(rsa, { email });
    assert.equal((await attest(once)).status, 200);
    const again = await attest(once);
    assert.equal(again.status, 401, 'the same token again');
    assert.match(again.json.error_message, /already used/);
  });

  test('the SDK API (as <idp-consent> calls it) exchanges a signed JWT for a session of the email user', async () => {
    const email = uniqueEmail();
    const reply = await client.post<Answer<AuthData>>('/sessions/attest', {
      profile_id: 'profile-pem',
      token: await token(rsa, { email }),
      session_duration_minutes: 60,
    });
    assert.equal(reply.status, 200);
    const auth = reply.json.data;
    assert.equal(auth.user.emails[0]?.email, email);
    assert.equal(auth.user.emails[0]?.verified, true);
    const factor = auth.session.authentication_factors[0] as Record<string, unknown>;
    assert.equal(factor.type, 'trusted_auth_token');
    assert.equal(factor.delivery_method, 'trusted_token_exchange');
    const { last_accessed_at, expires_at } = auth.session;
    assert.equal(Date.parse(expires_at) - Date.parse(last_accessed_at), 60 * 60_000);
    const seen = await serverClient(emulator).sessions.authenticate({ session_token: auth.session_token });
    assert.equal(seen.user.user_id, auth.user_id, 'the server sees the attested session');
  });

  test('the server API (official Node SDK) with a JWK profile; the same email is the same user', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const created = await server.users.create({ email });
    const attested = await server.sessions.attest({
      profile_id: 'profile-jwk',
      token: await token(ec, { email }, 'ES256'),
      session_duration_minutes: 30,
      session_custom_claims: { via: 'attest' },
    });
    assert.equal(attested.user_id, created.user_id);
    assert.deepEqual(attested.session?.custom_claims, { via: 'attest' });
  });

  test('bad tokens answer 401 invalid_trusted_auth_token, an unknown profile 404', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const cases: [string, Promise<string> | string][] = [
      ['another key', token(stranger, { email })],
      ['another issuer', token(rsa, { email }, 'RS256', 'https://evil.localhost')],
      ['no email', token(rsa, { sub: 'x' })],
      ['not a JWT', 'not-a-jwt'],
    ];
    for (const [what, t] of cases) {
      const sdkApi = await client.post('/sessions/attest', { profile_id: 'profile-pem', token: await t });
      assert.equal(sdkApi.status, 401, what);
      assert.equal(sdkApi.json.error_type, 'invalid_trusted_auth_token', what);
      const viaServer = await sdkError(server.sessions.attest({ profile_id: 'profile-pem', token: await t }));
      assert.equal(viaServer.error_type, 'invalid_trusted_auth_token', what);
    }
    const unknown = await client.post('/sessions/attest', {
      profile_id: 'nope',
      token: await token(rsa, { email }),
    });
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.error_type, 'trusted_auth_token_profile_not_found');
    const malformed = await client.post('/sessions/attest', { profile_id: 5, token: [] });
    assert.equal(malformed.status, 400);
  });
});
