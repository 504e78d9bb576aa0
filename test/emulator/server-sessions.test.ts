import assert from 'node:assert/strict';
import { after, afterEach, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { advanceClock, Client, DEFAULT_PROJECT, startTestEmulator, uniqueEmail } from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
afterEach(() => fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' }));
after(() => emulator.close());

describe('server API credentials', () => {
  test('the default project has a fixed secret, shown with its id', () => {
    assert.equal(emulator.projectId, DEFAULT_PROJECT);
    assert.equal(emulator.secret, 'secret-test-idp-elements-local');
  });

  test('a wrong secret, an unknown project or no Authorization answer 401 unauthorized_credentials', async () => {
    const wrong = await sdkError(
      serverClient(emulator, { secret: 'secret-test-wrong' }).sessions.authenticate({ session_token: 'x' }),
    );
    assert.equal(wrong.status_code, 401);
    assert.equal(wrong.error_type, 'unauthorized_credentials');
    assert.match(wrong.request_id, /^request-id-test-/);
    assert.match(wrong.error_url, /\/_dev\/errors#unauthorized_credentials$/);
    const unknown = await sdkError(
      serverClient(emulator, { project_id: 'project-test-nope' }).users.get({ user_id: 'user-test-x' }),
    );
    assert.equal(unknown.error_type, 'unauthorized_credentials');
    const publicToken = await client.call('POST', '/v1/sessions/authenticate', { body: {} });
    assert.equal(publicToken.status, 401, 'the public token is not a server credential');
    assert.equal(publicToken.json.error_type, 'unauthorized_credentials');
    const none = await client.call('GET', '/v1/sessions?user_id=x', { authorization: null });
    assert.equal(none.status, 401);
    assert.equal(none.json.error_type, 'unauthorized_credentials');
  });
});

describe('sessions (official Node SDK)', () => {
  test('a browser login (SDK API) is checked by the server with the token and with the JWT', async () => {
    const email = uniqueEmail();
    const auth = await client.login(email, { session_duration_minutes: 60 });
    const server = serverClient(emulator);

    const byToken = await server.sessions.authenticate({ session_token: auth.session_token });
    assert.equal(byToken.status_code, 200);
    assert.equal(byToken.session.session_id, auth.session.session_id);
    assert.equal(byToken.session.user_id, auth.user_id);
    assert.equal(byToken.user.emails[0]?.email, email);
    assert.equal(byToken.user.is_locked, false);
    assert.equal(byToken.session_token, auth.session_token);

    const byJwt = await server.sessions.authenticate({ session_jwt: auth.session_jwt });
    assert.equal(byJwt.session.session_id, auth.session.session_id);
    assert.equal(byJwt.user.user_id, auth.user_id);

    const local = await server.sessions.authenticateJwt({ session_jwt: auth.session_jwt });
    assert.equal(local.session.session_id, auth.session.session_id);
  });

  test('an expired JWT of a live session falls back to sessions.authenticate and gets a fresh one', async () => {
    const auth = await client.login(uniqueEmail(), { session_duration_minutes: 60 });
    await advanceClock(emulator, 10 * 60);
    const server = serverClient(emulator);
    const { session, session_jwt } = await server.sessions.authenticateJwt({
      session_jwt: auth.session_jwt,
      max_token_age_seconds: 0,
    });
    assert.equal(session.session_id, auth.session.session_id);
    assert.notEqual(session_jwt, auth.session_jwt);
  });

  test('session_duration_minutes extends from now; session_custom_claims land in the session and the JWT', async () => {
    const auth = await client.login(uniqueEmail(), { session_duration_minutes: 5 });
    await advanceClock(emulator, 60);
    const server = serverClient(emulator);
    const extended = await server.sessions.authenticate({
      session_token: auth.session_token,
      session_duration_minutes: 120,
      session_custom_claims: { plan: 'pro', tier: 2 },
    });
    const { last_accessed_at, expires_at, custom_claims } = extended.session;
    assert.equal(Date.parse(expires_at ?? '') - Date.parse(last_accessed_at ?? ''), 120 * 60_000);
    assert.deepEqual(custom_claims, { plan: 'pro', tier: 2 });
    const local = await server.sessions.authenticateJwtLocal({
      session_jwt: extended.session_jwt,
      current_date: new Date(Date.parse(last_accessed_at ?? '')), // the emulator's clock was advanced
    });
    assert.deepEqual(local.custom_claims, { plan: 'pro', tier: 2 });

    const removed = await server.sessions.authenticate({
      session_jwt: extended.session_jwt,
      session_custom_claims: { tier: null },
    });
    assert.deepEqual(removed.session.custom_claims, { plan: 'pro' });
    assert.equal(removed.session_token, '', 'authenticated by JWT: the emulator keeps only token hashes');

    const reserved = await sdkError(
      server.sessions.authenticate({
        session_token: auth.session_token,
        session_custom_claims: { sub: 'x' },
      }),
    );
    assert.equal(reserved.status_code, 400);
    assert.equal(reserved.error_type, 'invalid_session_custom_claims');
  });

  test('sessions.get lists the live sessions; revoke by id, token and JWT ends them', async () => {
    const email = uniqueEmail();
    const first = await client.login(email);
    const second = await client.login(email);
    const third = await client.login(email);
    const server = serverClient(emulator);
    const listed = await server.sessions.get({ user_id: first.user_id });
    assert.deepEqual(
      listed.sessions.map((s) => s.session_id).sort(),
      [first, second, third].map((a) => a.session.session_id).sort(),
    );

    assert.equal((await server.sessions.revoke({ session_id: first.session.session_id })).status_code, 200);
    await server.sessions.revoke({ session_token: second.session_token });
    await server.sessions.revoke({ session_jwt: third.session_jwt });
    assert.deepEqual((await server.sessions.get({ user_id: first.user_id })).sessions, []);

    for (const auth of [first, second, third]) {
      const refused = await sdkError(server.sessions.authenticate({ session_token: auth.session_token }));
      assert.equal(refused.status_code, 404);
      assert.equal(refused.error_type, 'session_not_found');
      assert.match(refused.error_message, /revoked/);
    }
    const sdkSide = await client.get('/users/me', { session: first.session_token });
    assert.equal(sdkSide.json.error_type, 'session_not_found', 'the browser side sees the revocation too');
    const again = await sdkError(server.sessions.revoke({ session_id: first.session.session_id }));
    assert.equal(again.error_type, 'session_not_found');
  });

  test('a JWT of another key, a garbage token and an unknown user are refused with the provider types', async () => {
    const server = serverClient(emulator);
    const auth = await client.login(uniqueEmail());
    const [header, payload] = auth.session_jwt.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(86)}`;
    const badJwt = await sdkError(server.sessions.authenticate({ session_jwt: forged }));
    assert.equal(badJwt.status_code, 401);
    assert.equal(badJwt.error_type, 'invalid_session_jwt');
    const garbage = await sdkError(server.sessions.authenticate({ session_token: 'nope' }));
    assert.equal(garbage.error_type, 'session_not_found');
    const none = await sdkError(
      server.sessions.get({ user_id: 'user-test-00000000-0000-4000-8000-000000000000' }),
    );
    assert.equal(none.status_code, 404);
    assert.equal(none.error_type, 'user_not_found');
  });

  test('authorization_check asks the RBAC policy', async () => {
    const auth = await client.login(uniqueEmail());
    const server = serverClient(emulator);
    const allowed = await server.sessions.authenticate({
      session_token: auth.session_token,
      authorization_check: { resource_id: 'notes', action: 'read' },
    });
    assert.deepEqual(allowed.verdict, { authorized: true, granting_roles: ['stytch_user'] });
    const denied = await sdkError(
      server.sessions.authenticate({
        session_token: auth.session_token,
        authorization_check: { resource_id: 'notes', action: 'write' },
      }),
    );
    assert.equal(denied.status_code, 403);
    assert.equal(denied.error_type, 'unauthorized_action');
  });

  test('getJWKS answers the project keys', async () => {
    const jwks = await serverClient(emulator).sessions.getJWKS({ project_id: DEFAULT_PROJECT });
    assert.equal(jwks.keys.length, 1);
    assert.equal(jwks.status_code, 200);
  });
});
