import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail } from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startTestEmulator();
});
after(() => emulator.close());

/** A stand-in provider sign-in up to the redirect: the `token` the site's redirect page receives. */
async function oauthToken(email: string): Promise<string> {
  const params = new URLSearchParams({
    public_token: emulator.publicToken,
    login_redirect_url: 'http://localhost:3000/authenticate',
    signup_redirect_url: 'http://localhost:3000/authenticate',
  });
  const page = await (await fetch(`${emulator.url}/v1/public/oauth/github/start?${params}`)).text();
  const flow = /name="flow" value="([A-Za-z0-9_-]{44})"/.exec(page)?.[1] ?? '';
  const response = await fetch(`${emulator.url}/v1/public/oauth/github/stand-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ flow, email, name: 'Octo Cat' }),
  });
  assert.equal(response.status, 303);
  return new URL(response.headers.get('location') ?? '').searchParams.get('token') ?? '';
}

describe('server-side OAuth and RBAC (official Node SDK)', () => {
  test('oauth.authenticate trades the redirect token on the server; single use', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const token = await oauthToken(email);
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
