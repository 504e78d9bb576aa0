// Roles in sessions and the one RS256 key set per project, as the provider's Node SDK checks them offline.
import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import { createLocalJWKSet, decodeProtectedHeader, jwtVerify, type JWK } from 'jose';
import type { RunningEmulator } from '../../emulator/index';
import { advanceClock, Client, DEFAULT_PROJECT, devPost, startTestEmulator, uniqueEmail } from './helpers';
import { OIDC_TEST_CONFIG, relyingParty, SECRET, signIn } from './oidc-helpers';
import { sdkError, serverClient } from './server-helpers';
import * as oidc from 'openid-client';

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator({ config: OIDC_TEST_CONFIG });
  client = new Client(emulator);
});
afterEach(() => fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' }));
after(() => emulator.close());

async function jwks(): Promise<JWK[]> {
  const res = await fetch(`${emulator.url}/v1/sessions/jwks/${DEFAULT_PROJECT}`);
  return ((await res.json()) as { keys: JWK[] }).keys;
}

/** A project with the default config's RBAC policy (notes: stytch_user reads, notes_admin writes). */
const POLICY = {
  roles: [
    {
      role_id: 'stytch_user',
      description: 'Every user',
      permissions: [{ resource_id: 'notes', actions: ['read'] }],
    },
    {
      role_id: 'notes_admin',
      description: 'Edits notes',
      permissions: [{ resource_id: 'notes', actions: ['read', 'write', 'delete'] }],
    },
  ],
  resources: [{ resource_id: 'notes', description: 'Notes', actions: ['read', 'write', 'delete'] }],
  scopes: [],
};

describe('sessions carry the user roles', () => {
  test('session.roles and the JWT claim list stytch_user and the assigned roles; the SDK checks them offline', async () => {
    const own = await startTestEmulator({
      config: { projects: [{ project_id: DEFAULT_PROJECT, rbac_policy: POLICY }] },
    });
    try {
      const sdk = new Client(own);
      const server = serverClient(own);
      const email = uniqueEmail('roles');
      const plain = await sdk.login(email);
      assert.deepEqual(plain.session.roles, ['stytch_user']);
      const assigned = await devPost(own, '/_dev/users/roles', { email, roles: ['notes_admin'] });
      assert.equal(assigned.status, 200);
      const admin = await sdk.login(email);
      assert.deepEqual(admin.session.roles, ['stytch_user', 'notes_admin']);

      const write = { resource_id: 'notes', action: 'write' };
      const allowed = await server.sessions.authenticateJwtLocal({
        session_jwt: admin.session_jwt,
        authorization_check: write,
      });
      assert.deepEqual(allowed.roles, ['stytch_user', 'notes_admin']);
      const denied = (await sdkError(
        server.sessions.authenticateJwtLocal({ session_jwt: plain.session_jwt, authorization_check: write }),
      )) as unknown as { code?: string; message: string };
      assert.equal(denied.code, 'invalid_permissions', denied.message);

      // The JWKS and the policy are cached now: with the emulator gone, both verdicts still come.
      await own.close();
      const offline = await server.sessions.authenticateJwt({
        session_jwt: admin.session_jwt,
        authorization_check: write,
      });
      assert.equal(offline.session.session_id, admin.session.session_id);
      const offlineDenied = await server.sessions
        .authenticateJwtLocal({ session_jwt: plain.session_jwt, authorization_check: write })
        .then(
          () => 'allowed',
          (e: { code?: string }) => e.code,
        );
      assert.equal(offlineDenied, 'invalid_permissions');
    } finally {
      await own.close().catch(() => {});
    }
  });

  test('sessions.get and sessions.authenticate answer the roles too', async () => {
    const auth = await client.login(uniqueEmail());
    const server = serverClient(emulator);
    const [listed] = (await server.sessions.get({ user_id: auth.user_id })).sessions;
    assert.deepEqual(listed?.roles, ['stytch_user']);
    const checked = await server.sessions.authenticate({ session_token: auth.session_token });
    assert.deepEqual(checked.session.roles, ['stytch_user']);
  });
});

describe('one RS256 key set per project', () => {
  test('session JWTs, ID tokens and access tokens are RS256 with the same RSA key; introspectTokenLocal works', async () => {
    const keys = await jwks();
    assert.ok(keys.length >= 1);
    for (const key of keys) {
      assert.equal(key.kty, 'RSA');
      assert.equal(key.alg, 'RS256');
      assert.ok(key.n && key.e, 'n and e');
    }
    const auth = await client.login(uniqueEmail());
    assert.equal(decodeProtectedHeader(auth.session_jwt).alg, 'RS256');

    const rp = await relyingParty(emulator, 'rp-secret', oidc.ClientSecretPost(SECRET));
    const { tokens } = await signIn(client, auth.session_token, rp, 'openid email');
    const oauthJwks = (await (await fetch(`${emulator.url}/v1/oauth2/jwks`)).json()) as { keys: JWK[] };
    assert.deepEqual(
      oauthJwks.keys.map((k) => k.kid),
      (await jwks()).map((k) => k.kid),
      'one key set',
    );
    const set = createLocalJWKSet({ keys: await jwks() });
    await jwtVerify(tokens.id_token ?? '', set);
    await jwtVerify(tokens.access_token, set);

    const server = serverClient(emulator);
    const introspected = await server.idp.introspectTokenLocal(tokens.access_token);
    assert.equal(introspected.subject, auth.user_id);
    assert.equal(introspected.scope, 'openid email');
    const forged = await sdkError(server.idp.introspectTokenLocal(`${tokens.access_token.slice(0, -4)}AAAA`));
    assert.equal((forged as unknown as { code: string }).code, 'jwt_invalid');
  });

  test('a rotation signs with a new key and keeps the old one published for 30 days; keys rotate every 180 days', async () => {
    const before = await client.login(uniqueEmail());
    const oldKid = decodeProtectedHeader(before.session_jwt).kid;
    const rotated = await devPost(emulator, '/_dev/keys/rotate', { project_id: DEFAULT_PROJECT });
    assert.equal(rotated.status, 200);
    const { kid: newKid } = (await rotated.json()) as { kid: string };
    assert.notEqual(newKid, oldKid);
    assert.deepEqual(
      (await jwks()).map((k) => k.kid),
      [newKid, oldKid],
    );
    const afterLogin = await client.login(uniqueEmail());
    assert.equal(decodeProtectedHeader(afterLogin.session_jwt).kid, newKid);
    const server = serverClient(emulator);
    const old = await server.sessions.authenticate({ session_jwt: before.session_jwt });
    assert.equal(
      old.session.session_id,
      before.session.session_id,
      'a JWT of the previous key still verifies',
    );

    await advanceClock(emulator, 31 * 86_400);
    assert.deepEqual(
      (await jwks()).map((k) => k.kid),
      [newKid],
      'the previous key leaves the JWKS after 30 days',
    );
    await advanceClock(emulator, 150 * 86_400);
    const later = (await jwks()).map((k) => k.kid);
    assert.equal(later.length, 2, 'after 180 days a new key signs');
    assert.equal(later[1], newKid);

    const unknown = await devPost(emulator, '/_dev/keys/rotate', { project_id: 'project-test-nope' });
    assert.equal(unknown.status, 404);
  });
});
