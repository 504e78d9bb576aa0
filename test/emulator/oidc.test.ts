// The emulator as an OpenID provider, driven by a certified relying-party library (panva's openid-client): discovery,
// authorization requests with PKCE, state and nonce, the consent screens' SDK calls, code exchange with ID token
// validation, refresh, userinfo and RP-initiated logout.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, afterEach, before, describe, test } from 'node:test';
import { createLocalJWKSet, jwtVerify, type JSONWebKeySet } from 'jose';
import * as oidc from 'openid-client';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail, type AuthData } from './helpers';
import {
  authorizationRequest,
  authorizeBody,
  CALLBACK,
  consentFlow,
  LOGGED_OUT,
  OIDC_TEST_CONFIG,
  relyingParty,
  SECRET,
  signIn,
} from './oidc-helpers';

let emulator: RunningEmulator;
let sdk: Client;
let publicRp: oidc.Configuration;

before(async () => {
  emulator = await startTestEmulator({ config: OIDC_TEST_CONFIG });
  sdk = new Client(emulator);
  publicRp = await relyingParty(emulator, 'rp-public');
});
afterEach(() => fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' }));
after(() => emulator.close());

/** A fresh user with a name, logged in: the session the consent page would carry. */
async function loggedIn(): Promise<AuthData> {
  const auth = await sdk.login(uniqueEmail('oidc'));
  const named = await sdk.call('PUT', '/sdk/v1/users/me', {
    body: { name: { first_name: 'Ada', last_name: 'Lovelace' } },
    session: auth.session_token,
  });
  assert.equal(named.status, 200);
  return auth;
}

async function errorOf(promise: Promise<unknown>): Promise<Error & Record<string, unknown>> {
  try {
    await promise;
  } catch (e) {
    return e as Error & Record<string, unknown>;
  }
  assert.fail('expected a rejection');
}

/** The OAuth error body of a failed token request (openid-client keeps the response of a 401 challenge). */
async function oauthErrorOf(promise: Promise<unknown>): Promise<{ status: number; error: string }> {
  const e = await errorOf(promise);
  if (e instanceof oidc.ResponseBodyError) return { status: e.status, error: e.error };
  if (e instanceof oidc.WWWAuthenticateChallengeError) {
    const body = (await e.response.json()) as { error: string };
    return { status: e.status, error: body.error };
  }
  throw e;
}

describe('discovery', () => {
  test('the metadata: issuer exactly the emulator URL, the consent page as authorization and end-session endpoint', async () => {
    const response = await fetch(`${emulator.url}/.well-known/openid-configuration`);
    assert.equal(response.status, 200);
    const metadata = (await response.json()) as Record<string, unknown>;
    assert.equal(metadata.issuer, emulator.url);
    assert.equal(metadata.authorization_endpoint, `${emulator.url}/oauth/authorize`);
    assert.equal(metadata.end_session_endpoint, `${emulator.url}/oauth/authorize`);
    assert.equal(metadata.token_endpoint, `${emulator.url}/v1/oauth2/token`);
    assert.equal(metadata.userinfo_endpoint, `${emulator.url}/v1/oauth2/userinfo`);
    assert.deepEqual(metadata.response_types_supported, ['code']);
    assert.deepEqual(metadata.subject_types_supported, ['public']);
    assert.deepEqual(metadata.id_token_signing_alg_values_supported, ['RS256']);
    assert.deepEqual(metadata.code_challenge_methods_supported, ['S256']);
    assert.deepEqual(metadata.token_endpoint_auth_methods_supported, [
      'client_secret_basic',
      'client_secret_post',
      'none',
    ]);
    assert.deepEqual(metadata.grant_types_supported, ['authorization_code', 'refresh_token']);
    const scopes = metadata.scopes_supported as string[];
    for (const scope of [
      'openid',
      'email',
      'profile',
      'phone',
      'offline_access',
      'read:notes',
      'write:notes',
    ]) {
      assert.ok(scopes.includes(scope), scope);
    }
    assert.ok((metadata.claims_supported as string[]).includes('email_verified'));
    assert.equal(publicRp.serverMetadata().issuer, emulator.url);
  });

  test('the JWKS publishes one RS256 public key with a kid, and it stays after a data reset', async () => {
    const jwks = async () => (await (await fetch(`${emulator.url}/v1/oauth2/jwks`)).json()) as JSONWebKeySet;
    const before = await jwks();
    assert.equal(before.keys.length, 1);
    const [key] = before.keys;
    assert.equal(key?.kty, 'RSA');
    assert.equal(key?.alg, 'RS256');
    assert.equal(key?.use, 'sig');
    assert.ok(key?.kid);
    assert.equal(key?.d, undefined, 'no private key material');
    await fetch(`${emulator.url}/_dev/reset`, { method: 'POST' });
    assert.deepEqual(await jwks(), before);
  });

  test('the ID-token key survives a restart on the same database file', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'idp-oidc-'));
    const db = join(dir, 'emulator.sqlite');
    try {
      const keysOf = async () => {
        const running = await startTestEmulator({ db });
        try {
          return ((await (await fetch(`${running.url}/v1/oauth2/jwks`)).json()) as JSONWebKeySet).keys;
        } finally {
          await running.close();
        }
      };
      const first = await keysOf();
      assert.equal(first.length, 1);
      assert.deepEqual(await keysOf(), first);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

describe('sign-in with a public client (PKCE)', () => {
  test('consent granted: a code on the registered redirect URI, tokens and an ID token openid-client validates', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp, 'openid email profile');
    assert.equal(url.origin + url.pathname, `${emulator.url}/oauth/authorize`);

    const { start, submit } = await consentFlow(sdk, auth.session_token, url, true);
    assert.equal(start.consent_required, true);
    assert.equal(start.client.client_id, 'rp-public');
    assert.equal(start.client.client_name, 'App rp-public');
    assert.deepEqual(
      start.scope_results.map((r) => [r.scope, r.is_grantable]),
      [
        ['openid', true],
        ['email', true],
        ['profile', true],
      ],
    );
    const callback = new URL(submit.redirect_uri);
    assert.equal(callback.origin + callback.pathname, CALLBACK);
    assert.equal(callback.searchParams.get('state'), checks.expectedState, 'state comes back unchanged');
    assert.equal(callback.searchParams.get('iss'), emulator.url);
    assert.equal(callback.searchParams.get('code'), submit.authorization_code);

    const tokens = await oidc.authorizationCodeGrant(publicRp, callback, checks);
    assert.equal(tokens.token_type, 'bearer');
    assert.equal(tokens.scope, 'openid email profile');
    assert.equal(tokens.refresh_token, undefined, 'no refresh token without offline_access');
    const claims = tokens.claims();
    assert.ok(claims);
    assert.equal(claims.iss, emulator.url);
    assert.equal(claims.sub, auth.user_id);
    assert.equal(claims.aud, 'rp-public');
    assert.equal(claims.nonce, checks.expectedNonce, 'the nonce comes back in the ID token');
    assert.equal(claims.email, auth.user.emails[0]?.email);
    assert.equal(claims.email_verified, true);
    assert.equal(claims.name, 'Ada Lovelace');
    assert.equal(claims.given_name, 'Ada');
    assert.equal(claims.family_name, 'Lovelace');
    assert.equal(claims.phone_number, undefined, 'no phone claims without the phone scope');
    const authenticatedAt = Date.parse(auth.session.authentication_factors[0]?.last_authenticated_at ?? '');
    assert.equal(claims.auth_time, Math.floor(authenticatedAt / 1000));

    // The ID token verifies against the published JWKS with jose too.
    const jwks = (await (await fetch(`${emulator.url}/v1/oauth2/jwks`)).json()) as JSONWebKeySet;
    const { protectedHeader } = await jwtVerify(tokens.id_token ?? '', createLocalJWKSet(jwks), {
      issuer: emulator.url,
      audience: 'rp-public',
    });
    assert.equal(protectedHeader.alg, 'RS256');

    const userinfo = await oidc.fetchUserInfo(publicRp, tokens.access_token, auth.user_id);
    assert.equal(userinfo.sub, auth.user_id);
    assert.equal(userinfo.email, claims.email);
    assert.equal(userinfo.name, 'Ada Lovelace');
  });

  test('consent denied: access_denied with the state on the redirect URI, and no code', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { start, submit } = await consentFlow(sdk, auth.session_token, url, false);
    assert.equal(start.consent_required, true);
    const callback = new URL(submit.redirect_uri);
    assert.equal(callback.searchParams.get('error'), 'access_denied');
    assert.equal(callback.searchParams.get('state'), checks.expectedState);
    assert.equal(callback.searchParams.get('code'), null);
    assert.equal(submit.authorization_code, undefined);
    const e = await errorOf(oidc.authorizationCodeGrant(publicRp, callback, checks));
    assert.ok(e instanceof oidc.AuthorizationResponseError);
    assert.equal(e.error, 'access_denied');
  });

  test('a state that does not match is refused by the relying party', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, auth.session_token, url, true);
    const e = await errorOf(
      oidc.authorizationCodeGrant(publicRp, new URL(submit.redirect_uri), {
        ...checks,
        expectedState: oidc.randomState(),
      }),
    );
    assert.ok(e instanceof oidc.ClientError);
    assert.match((e.cause as Error).message, /unexpected "state" response parameter value/);
  });

  test('a nonce that does not match is refused by the relying party', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, auth.session_token, url, true);
    const e = await errorOf(
      oidc.authorizationCodeGrant(publicRp, new URL(submit.redirect_uri), {
        ...checks,
        expectedNonce: oidc.randomNonce(),
      }),
    );
    assert.ok(e instanceof oidc.ClientError);
    assert.match((e.cause as Error).message, /"nonce" claim/);
  });

  test('the code is single use: a replay is invalid_grant and revokes the tokens it issued', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, auth.session_token, url, true);
    const callback = new URL(submit.redirect_uri);
    const tokens = await oidc.authorizationCodeGrant(publicRp, callback, checks);
    assert.equal((await oidc.fetchUserInfo(publicRp, tokens.access_token, auth.user_id)).sub, auth.user_id);

    const replay = await oauthErrorOf(oidc.authorizationCodeGrant(publicRp, callback, checks));
    assert.deepEqual(replay, { status: 400, error: 'invalid_grant' });
    const revoked = await errorOf(oidc.fetchUserInfo(publicRp, tokens.access_token, auth.user_id));
    assert.ok(revoked instanceof oidc.WWWAuthenticateChallengeError);
    assert.equal(revoked.status, 401);
    assert.equal(revoked.cause[0]?.parameters.error, 'invalid_token');
  });

  test('PKCE: a wrong code_verifier is invalid_grant, and the code still works with the right one', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, auth.session_token, url, true);
    const callback = new URL(submit.redirect_uri);
    const wrong = await oauthErrorOf(
      oidc.authorizationCodeGrant(publicRp, callback, {
        ...checks,
        pkceCodeVerifier: oidc.randomPKCECodeVerifier(),
      }),
    );
    assert.deepEqual(wrong, { status: 400, error: 'invalid_grant' });
    const tokens = await oidc.authorizationCodeGrant(publicRp, callback, checks);
    assert.ok(tokens.access_token);
  });

  test('PKCE: a code_verifier is required when the request had a challenge, and refused when it had none', async () => {
    const auth = await loggedIn();
    const { url } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, auth.session_token, url, true);
    const code = new URL(submit.redirect_uri).searchParams.get('code') ?? '';
    const missing = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: 'rp-public',
      code,
      redirect_uri: CALLBACK,
    });
    assert.equal(missing.status, 400);
    assert.equal(missing.json.error, 'invalid_grant');
    assert.match(missing.json.error_description, /code_verifier is missing/);

    // A public client must send a code_challenge: without one, submit redirects with invalid_request.
    const bare = await authorizationRequest(publicRp);
    bare.url.searchParams.delete('code_challenge');
    bare.url.searchParams.delete('code_challenge_method');
    const denied = await consentFlow(sdk, auth.session_token, bare.url, true);
    const callback = new URL(denied.submit.redirect_uri);
    assert.equal(callback.searchParams.get('error'), 'invalid_request');
    assert.match(callback.searchParams.get('error_description') ?? '', /code_challenge is required/);
    assert.equal(callback.searchParams.get('code'), null);
  });

  test('an expired code (5 minutes) is invalid_grant', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, auth.session_token, url, true);
    emulator.clock.advance(301);
    const code = new URL(submit.redirect_uri).searchParams.get('code') ?? '';
    const expired = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: 'rp-public',
      code,
      redirect_uri: CALLBACK,
      code_verifier: checks.pkceCodeVerifier,
    });
    assert.equal(expired.json.error, 'invalid_grant');
    assert.match(expired.json.error_description, /expired/);
  });

  test('a redirect_uri at the token endpoint that differs from the request is invalid_grant', async () => {
    const auth = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, auth.session_token, url, true);
    const code = new URL(submit.redirect_uri).searchParams.get('code') ?? '';
    const reply = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: 'rp-public',
      code,
      redirect_uri: `${CALLBACK}/other`,
      code_verifier: checks.pkceCodeVerifier,
    });
    assert.equal(reply.json.error, 'invalid_grant');
    assert.match(reply.json.error_description, /redirect_uri/);
  });
});

describe('confidential clients', () => {
  for (const [method, auth] of [
    ['client_secret_basic', oidc.ClientSecretBasic(SECRET)],
    ['client_secret_post', oidc.ClientSecretPost(SECRET)],
  ] as const) {
    test(`${method}: the code exchange authenticates the client`, async () => {
      const rp = await relyingParty(emulator, 'rp-secret', auth);
      const user = await loggedIn();
      const { tokens } = await signIn(sdk, user.session_token, rp);
      assert.equal(tokens.claims()?.aud, 'rp-secret');
      assert.equal(tokens.claims()?.sub, user.user_id);
    });
  }

  test('a wrong secret is invalid_client (401 with a Basic challenge), by header or by body', async () => {
    const user = await loggedIn();
    for (const auth of [oidc.ClientSecretBasic('wrong-secret'), oidc.ClientSecretPost('wrong-secret')]) {
      const rp = await relyingParty(emulator, 'rp-secret', auth);
      const { url, checks } = await authorizationRequest(rp);
      const { submit } = await consentFlow(sdk, user.session_token, url, true);
      const e = await errorOf(oidc.authorizationCodeGrant(rp, new URL(submit.redirect_uri), checks));
      assert.ok(e instanceof oidc.WWWAuthenticateChallengeError);
      assert.equal(e.status, 401);
      assert.equal(e.cause[0]?.scheme, 'basic');
      assert.equal(((await e.response.json()) as { error: string }).error, 'invalid_client');
    }
  });

  test('a confidential client without its secret, and a public client with one, are invalid_client', async () => {
    const noSecret = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: 'rp-secret',
      code: 'x',
    });
    assert.equal(noSecret.status, 401);
    assert.equal(noSecret.json.error, 'invalid_client');
    assert.match(noSecret.headers.get('www-authenticate') ?? '', /^Basic realm=/);
    const publicWithSecret = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: 'rp-public',
      client_secret: SECRET,
      code: 'x',
    });
    assert.equal(publicWithSecret.json.error, 'invalid_client');
    const unknown = await tokenRequest({ grant_type: 'authorization_code', client_id: 'rp-nope', code: 'x' });
    assert.equal(unknown.json.error, 'invalid_client');
  });

  test('a code issued to one client cannot be redeemed by another', async () => {
    const user = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, user.session_token, url, true);
    const other = await relyingParty(emulator, 'rp-secret', oidc.ClientSecretBasic(SECRET));
    const e = await oauthErrorOf(oidc.authorizationCodeGrant(other, new URL(submit.redirect_uri), checks));
    assert.deepEqual(e, { status: 400, error: 'invalid_grant' });
  });
});

describe('refresh tokens', () => {
  test('offline_access brings a refresh token; a refresh rotates it, and reusing the old one revokes the grant', async () => {
    const user = await loggedIn();
    const { tokens } = await signIn(sdk, user.session_token, publicRp, 'openid email offline_access');
    assert.ok(tokens.refresh_token);
    assert.equal(tokens.scope, 'openid email offline_access');

    const refreshed = await oidc.refreshTokenGrant(publicRp, tokens.refresh_token);
    assert.ok(refreshed.refresh_token);
    assert.notEqual(refreshed.refresh_token, tokens.refresh_token, 'the refresh token rotates');
    assert.notEqual(refreshed.access_token, tokens.access_token);
    assert.equal(refreshed.claims()?.sub, user.user_id, 'a new ID token for the same user');
    assert.equal(refreshed.claims()?.auth_time, tokens.claims()?.auth_time);
    assert.equal(
      (await oidc.fetchUserInfo(publicRp, refreshed.access_token, user.user_id)).sub,
      user.user_id,
    );

    const reuse = await oauthErrorOf(oidc.refreshTokenGrant(publicRp, tokens.refresh_token));
    assert.deepEqual(reuse, { status: 400, error: 'invalid_grant' });
    const afterReuse = await oauthErrorOf(oidc.refreshTokenGrant(publicRp, refreshed.refresh_token));
    assert.equal(afterReuse.error, 'invalid_grant', 'the rotated token of the same grant is revoked too');
    const accessRevoked = await errorOf(oidc.fetchUserInfo(publicRp, refreshed.access_token, user.user_id));
    assert.ok(accessRevoked instanceof oidc.WWWAuthenticateChallengeError);
  });

  test('a refresh may narrow the scopes, never widen them', async () => {
    const user = await loggedIn();
    const { tokens } = await signIn(sdk, user.session_token, publicRp, 'openid email offline_access');
    const narrowed = await oidc.refreshTokenGrant(publicRp, tokens.refresh_token ?? '', { scope: 'openid' });
    assert.equal(narrowed.scope, 'openid');
    assert.equal((await oidc.fetchUserInfo(publicRp, narrowed.access_token, user.user_id)).email, undefined);
    const wider = await oauthErrorOf(
      oidc.refreshTokenGrant(publicRp, narrowed.refresh_token ?? '', { scope: 'openid phone' }),
    );
    assert.equal(wider.error, 'invalid_scope');
  });
});

describe('userinfo', () => {
  test('claims per granted scope, by GET and by POST (header or form body)', async () => {
    const user = await loggedIn();
    const { tokens } = await signIn(sdk, user.session_token, publicRp, 'openid phone');
    const get = await fetch(`${emulator.url}/v1/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(get.status, 200);
    assert.equal(get.headers.get('cache-control'), 'no-store');
    assert.deepEqual(
      await get.json(),
      { sub: user.user_id },
      'no email or profile claims: only phone was granted',
    );
    const post = await fetch(`${emulator.url}/v1/oauth2/userinfo`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ access_token: tokens.access_token }),
    });
    assert.deepEqual(await post.json(), { sub: user.user_id });
  });

  test('no token, an unknown token, and a token without openid', async () => {
    const none = await fetch(`${emulator.url}/v1/oauth2/userinfo`);
    assert.equal(none.status, 401);
    assert.equal(none.headers.get('www-authenticate'), 'Bearer realm="idp-elements emulator"');
    const unknown = await fetch(`${emulator.url}/v1/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${'A'.repeat(44)}` },
    });
    assert.equal(unknown.status, 401);
    assert.match(unknown.headers.get('www-authenticate') ?? '', /error="invalid_token"/);
    assert.equal(((await unknown.json()) as { error: string }).error, 'invalid_token');

    const user = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp, 'email');
    const { submit } = await consentFlow(sdk, user.session_token, url, true);
    const tokens = await oidc.authorizationCodeGrant(publicRp, new URL(submit.redirect_uri), {
      pkceCodeVerifier: checks.pkceCodeVerifier,
      expectedState: checks.expectedState,
    });
    assert.equal(tokens.id_token, undefined, 'no ID token without openid');
    const noOpenid = await fetch(`${emulator.url}/v1/oauth2/userinfo`, {
      headers: { authorization: `Bearer ${tokens.access_token}` },
    });
    assert.equal(noOpenid.status, 403);
    assert.match(noOpenid.headers.get('www-authenticate') ?? '', /error="insufficient_scope"/);
  });
});

describe('the token endpoint', () => {
  test('form-encoded only; unknown grant types; answers are never cached', async () => {
    const json = await fetch(`${emulator.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ grant_type: 'authorization_code', client_id: 'rp-public' }),
    });
    assert.equal(json.status, 400);
    assert.equal(((await json.json()) as { error: string }).error, 'invalid_request');
    const grant = await tokenRequest({ grant_type: 'password', client_id: 'rp-public' });
    assert.equal(grant.json.error, 'unsupported_grant_type');
    assert.equal(grant.headers.get('cache-control'), 'no-store');
    const twice = await fetch(`${emulator.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=authorization_code&client_id=rp-public&code=a&code=b',
    });
    assert.equal(((await twice.json()) as { error: string }).error, 'invalid_request');

    const user = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp);
    const { submit } = await consentFlow(sdk, user.session_token, url, true);
    const ok = await tokenRequest({
      grant_type: 'authorization_code',
      client_id: 'rp-public',
      code: new URL(submit.redirect_uri).searchParams.get('code') ?? '',
      redirect_uri: CALLBACK,
      code_verifier: checks.pkceCodeVerifier,
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('cache-control'), 'no-store');
    assert.equal(ok.headers.get('pragma'), 'no-cache');
    assert.equal(ok.json.token_type, 'Bearer');
    assert.equal(ok.json.expires_in, 3600);
  });

  test('a browser relying party on another localhost origin may call token and userinfo (CORS)', async () => {
    const origin = 'http://localhost:5173';
    const preflight = await fetch(`${emulator.url}/v1/oauth2/userinfo`, {
      method: 'OPTIONS',
      headers: {
        origin,
        'access-control-request-method': 'GET',
        'access-control-request-headers': 'authorization',
      },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), origin);
    assert.match(preflight.headers.get('access-control-allow-headers') ?? '', /authorization/);
    const token = await fetch(`${emulator.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/x-www-form-urlencoded' },
      body: 'grant_type=refresh_token&client_id=rp-public&refresh_token=x',
    });
    assert.equal(token.headers.get('access-control-allow-origin'), origin);
    assert.equal(((await token.json()) as { error: string }).error, 'invalid_grant');
  });
});

describe('RP-initiated logout', () => {
  test('buildEndSessionUrl points at the consent page; logout start checks it and answers where to go', async () => {
    const user = await loggedIn();
    const { tokens } = await signIn(sdk, user.session_token, publicRp);
    const url = oidc.buildEndSessionUrl(publicRp, {
      post_logout_redirect_uri: LOGGED_OUT,
      id_token_hint: tokens.id_token ?? '',
      state: 'bye-state',
    });
    assert.equal(url.origin + url.pathname, `${emulator.url}/oauth/authorize`);
    const p = url.searchParams;
    const body = {
      client_id: p.get('client_id'),
      post_logout_redirect_uri: p.get('post_logout_redirect_uri'),
      id_token_hint: p.get('id_token_hint'),
      state: p.get('state'),
    };
    const reply = await sdk.post<{ data: { consent_required: boolean; redirect_uri: string } }>(
      '/oauth/logout/start',
      body,
      { session: user.session_token },
    );
    assert.equal(reply.status, 200);
    assert.equal(reply.json.data.consent_required, true, 'a third-party client: the user confirms');
    assert.equal(reply.json.data.redirect_uri, `${LOGGED_OUT}?state=bye-state`);
  });

  test('the authorize request the widget forwards names the same parameters openid-client sent', async () => {
    const { url } = await authorizationRequest(publicRp, 'openid email', { prompt: 'consent' });
    const body = authorizeBody(url);
    assert.equal(body.client_id, 'rp-public');
    assert.equal(body.redirect_uri, CALLBACK);
    assert.equal(body.response_type, 'code');
    assert.deepEqual(body.scopes, ['openid', 'email']);
    assert.equal(body.prompt, 'consent');
    assert.equal(body.code_challenge_method, 'S256');
  });
});

interface TokenReply {
  status: number;
  headers: Headers;
  json: Record<string, string> & { error: string; error_description: string; expires_in?: number };
}

async function tokenRequest(params: Record<string, string>): Promise<TokenReply> {
  const response = await fetch(`${emulator.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(params),
  });
  return {
    status: response.status,
    headers: response.headers,
    json: (await response.json()) as TokenReply['json'],
  };
}
