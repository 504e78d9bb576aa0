import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import * as oidc from 'openid-client';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail } from './helpers';
import { OIDC_TEST_CONFIG, relyingParty, SECRET, signIn } from './oidc-helpers';
import { serverClient } from './server-helpers';

let emulator: RunningEmulator;
let sdk: Client;
let publicRp: oidc.Configuration;

before(async () => {
  emulator = await startTestEmulator({ config: OIDC_TEST_CONFIG });
  sdk = new Client(emulator);
  publicRp = await relyingParty(emulator, 'rp-public');
});
after(() => emulator.close());

/** What the SDK throws when introspection says no (`ClientError`). */
async function refusal(call: Promise<unknown>): Promise<{ code: string }> {
  try {
    await call;
  } catch (e) {
    return e as { code: string };
  }
  throw new Error('the call succeeded');
}

const introspect = (body: Record<string, string>) =>
  fetch(`${emulator.url}/v1/public/${emulator.projectId}/oauth2/introspect`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(body),
  });

describe('access-token introspection for a resource server (official Node SDK)', () => {
  test('idp.introspectTokenNetwork: a live access token is active with its subject and scopes; revoked is not', async () => {
    const auth = await sdk.login(uniqueEmail('introspect'));
    const { tokens } = await signIn(sdk, auth.session_token, publicRp, 'openid email offline_access');
    const server = serverClient(emulator);

    const result = await server.idp.introspectTokenNetwork({
      token: tokens.access_token,
      client_id: 'rp-public',
    });
    assert.equal(result.subject, auth.user_id);
    assert.equal(result.scope, 'openid email offline_access');
    assert.equal(result.token_type, 'access_token');
    assert.equal(result.issuer, emulator.url);
    assert.ok(result.expires_at > result.issued_at);

    const confidential = await server.idp.introspectTokenNetwork({
      token: tokens.access_token,
      client_id: 'rp-secret',
      client_secret: SECRET,
    });
    assert.equal(confidential.subject, auth.user_id, 'another client of the project may introspect');
    const refresh = await server.idp.introspectTokenNetwork({
      token: tokens.refresh_token ?? '',
      client_id: 'rp-public',
      token_type_hint: 'refresh_token',
    });
    assert.equal(refresh.token_type, 'refresh_token');

    const forged = await refusal(
      server.idp.introspectTokenNetwork({ token: 'x.y.z', client_id: 'rp-public' }),
    );
    assert.equal(forged.code, 'token_invalid');
    const wrongSecret = await refusal(
      server.idp.introspectTokenNetwork({
        token: tokens.access_token,
        client_id: 'rp-secret',
        client_secret: 'no',
      }),
    );
    assert.equal(wrongSecret.code, 'token_invalid');

    // a rotated refresh token presented again revokes its grant
    // openid-client finds the endpoint in the discovery document (RFC 8414) and gets the same answer
    const viaRp = await oidc.tokenIntrospection(publicRp, tokens.access_token);
    assert.equal(viaRp.active, true);
    assert.equal(viaRp.sub, auth.user_id);

    await oidc.refreshTokenGrant(publicRp, tokens.refresh_token ?? '');
    await oidc.refreshTokenGrant(publicRp, tokens.refresh_token ?? '').catch(() => undefined);
    const revoked = await refusal(
      server.idp.introspectTokenNetwork({ token: tokens.access_token, client_id: 'rp-public' }),
    );
    assert.equal(revoked.code, 'token_invalid', 'revoking the grant deactivates its access token');
  });

  test("a public client (no secret) cannot introspect another client's token (RFC 7662 §2.1)", async () => {
    const auth = await sdk.login(uniqueEmail('introspect'));
    const confidentialRp = await relyingParty(emulator, 'rp-secret', oidc.ClientSecretPost(SECRET));
    const { tokens } = await signIn(sdk, auth.session_token, confidentialRp, 'openid email');
    const asPublic = await introspect({ token: tokens.access_token, client_id: 'rp-public' });
    assert.deepEqual(await asPublic.json(), { active: false });
    const asOwner = await introspect({
      token: tokens.access_token,
      client_id: 'rp-secret',
      client_secret: SECRET,
    });
    assert.equal(((await asOwner.json()) as { active: boolean }).active, true);
  });

  test('the endpoint answers RFC 7662 JSON, OAuth errors for bad requests, never 5xx', async () => {
    const inactive = await introspect({ token: 'nope', client_id: 'rp-public' });
    assert.equal(inactive.status, 200);
    assert.deepEqual(await inactive.json(), { active: false });
    const noClient = await introspect({ token: 'nope' });
    assert.equal(noClient.status, 401);
    assert.equal(((await noClient.json()) as { error: string }).error, 'invalid_client');
    const noToken = await introspect({ client_id: 'rp-public' });
    assert.equal(noToken.status, 400);
    const otherProject = await fetch(`${emulator.url}/v1/public/project-test-nope/oauth2/introspect`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'token=x&client_id=rp-public',
    });
    assert.equal(otherProject.status, 404);
    for (const body of ['{"token":"x"}', 'token=a&token=b&client_id=rp-public', '%%%', 'x'.repeat(300_000)]) {
      const reply = await fetch(`${emulator.url}/v1/public/${emulator.projectId}/oauth2/introspect`, {
        method: 'POST',
        headers: {
          'content-type': body.startsWith('{') ? 'application/json' : 'application/x-www-form-urlencoded',
        },
        body,
      });
      assert.ok(reply.status >= 400 && reply.status < 500, `${body.slice(0, 30)} → ${reply.status}`);
      assert.equal(typeof ((await reply.json()) as { error: unknown }).error, 'string');
    }
  });
});
