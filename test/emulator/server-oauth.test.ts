import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail } from './helpers';
import { oauthToken, sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startTestEmulator();
});
after(() => emulator.close());

describe('server-side OAuth and RBAC (official Node SDK)', () => {
  test('oauth.authenticate trades the redirect token on the server; single use', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const token = await oauthToken(emulator, email);
    const auth = await server.oauth.authenticate({ token, session_duration_minutes: 60 });
    assert.equal(auth.status_code, 200);
    assert.equal(auth.user.emails[0]?.email, email);
    assert.equal(auth.user.providers[0]?.provider_type.toLowerCase(), 'github');
    assert.equal(auth.provider_type.toLowerCase(), 'github');
    assert.equal(auth.oauth_user_registration_id, auth.user.providers[0]?.oauth_user_registration_id);
    assert.equal(auth.user_session?.authentication_factors[0]?.delivery_method, 'oauth_github');
    const browser = await new Client(emulator).get('/users/me', { session: auth.session_token });
    assert.equal(browser.status, 200);
    const again = await sdkError(server.oauth.authenticate({ token }));
    assert.equal(again.status_code >= 400 && again.status_code < 500, true);
  });

  test('rbac.policy answers the project policy with stytch_user', async () => {
    const { policy } = await serverClient(emulator).rbac.policy();
    assert.ok(policy?.roles.some((r) => r.role_id === 'stytch_user'));
    assert.ok(policy?.roles.find((r) => r.role_id === 'stytch_user')?.permissions.length);
  });
});
