// The SDK calls behind <idp-consent> (WIRE.md §4.6): authorize start / submit and logout start, their checks,
// remembered consent, scope grantability from rbac_policy, and the emulator's own consent page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createRemoteJWKSet, jwtVerify } from 'jose';
import * as oidc from 'openid-client';
import { ConfigError, startEmulator, type RunningEmulator } from '../../emulator/index';
import { loadConfig } from '../../emulator/config/load';
import {
  advanceClock,
  Client,
  DEFAULT_PROJECT,
  devPost,
  startTestEmulator,
  uniqueEmail,
  type Answer,
  type AuthData,
} from './helpers';
import {
  authorizationRequest,
  authorizeBody,
  CALLBACK,
  consentFlow,
  LOGGED_OUT,
  OIDC_TEST_CONFIG,
  relyingParty,
  signIn,
  startBody,
  type StartData,
  type SubmitData,
} from './oidc-helpers';

let emulator: RunningEmulator;
let sdk: Client;
let publicRp: oidc.Configuration;
let firstPartyRp: oidc.Configuration;

before(async () => {
  emulator = await startTestEmulator({ config: OIDC_TEST_CONFIG });
  sdk = new Client(emulator);
  publicRp = await relyingParty(emulator, 'rp-public');
  firstPartyRp = await relyingParty(emulator, 'rp-first');
});
after(() => emulator.close());

async function loggedIn(email = uniqueEmail('consent')): Promise<AuthData> {
  return sdk.login(email);
}

function start(session: string | undefined, body: Record<string, unknown>) {
  return sdk.post<Answer<StartData>>('/idp/oauth/authorize/start', body, session ? { session } : {});
}

function submit(session: string, body: Record<string, unknown>) {
  return sdk.post<Answer<SubmitData>>('/idp/oauth/authorize/submit', body, { session });
}

interface LogoutData {
  consent_required: boolean;
  redirect_uri: string;
}

function logoutStart(session: string | undefined, body: Record<string, unknown>) {
  return sdk.post<Answer<LogoutData>>('/oauth/logout/start', body, session ? { session } : {});
}

describe('consent', () => {
  test('remembered per user and client: the same scopes skip the screen, a new scope asks again', async () => {
    const user = await loggedIn();
    const first = await authorizationRequest(publicRp, 'openid email');
    assert.equal((await consentFlow(sdk, user.session_token, first.url, true)).start.consent_required, true);

    const again = await authorizationRequest(publicRp, 'email openid');
    const remembered = await consentFlow(sdk, user.session_token, again.url, false);
    assert.equal(remembered.start.consent_required, false, 'the same scope set: no screen');
    assert.ok(new URL(remembered.submit.redirect_uri).searchParams.get('code'), 'a code without asking');

    const fewer = await authorizationRequest(publicRp, 'openid');
    assert.equal(
      (await consentFlow(sdk, user.session_token, fewer.url, false)).start.consent_required,
      false,
    );

    const wider = await authorizationRequest(publicRp, 'openid email phone');
    const asked = await consentFlow(sdk, user.session_token, wider.url, true);
    assert.equal(asked.start.consent_required, true, 'phone is new: ask again');
    const afterWider = await authorizationRequest(publicRp, 'openid phone email');
    assert.equal(
      (await consentFlow(sdk, user.session_token, afterWider.url, false)).start.consent_required,
      false,
    );

    // Another user, and another client, start from nothing.
    const other = await loggedIn();
    assert.equal((await consentFlow(sdk, other.session_token, first.url, true)).start.consent_required, true);
    const otherClient = await authorizationRequest(await relyingParty(emulator, 'rp-api'), 'openid email', {
      redirect_uri: `${emulator.url}/rp.html`,
    });
    const res = await start(user.session_token, startBody(otherClient.url));
    assert.equal(res.json.data.consent_required, true);
  });

  test('a denied consent is not remembered', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(publicRp, 'openid email');
    await consentFlow(sdk, user.session_token, url, false);
    assert.equal((await start(user.session_token, startBody(url))).json.data.consent_required, true);
  });

  test('prompt=consent asks even when consent was given', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(publicRp, 'openid');
    await consentFlow(sdk, user.session_token, url, true);
    const forced = await authorizationRequest(publicRp, 'openid', { prompt: 'consent' });
    assert.equal((await start(user.session_token, startBody(forced.url))).json.data.consent_required, true);
  });

  test('prompt=none never shows the screen: consent_required comes back on the redirect (OIDC)', async () => {
    const user = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp, 'openid email', { prompt: 'none' });
    const flow = await consentFlow(sdk, user.session_token, url, true);
    assert.equal(flow.start.consent_required, false);
    const callback = new URL(flow.submit.redirect_uri);
    assert.equal(callback.searchParams.get('error'), 'consent_required');
    assert.equal(callback.searchParams.get('state'), checks.expectedState);
    const e = await oidc.authorizationCodeGrant(publicRp, callback, checks).catch((error: unknown) => error);
    assert.ok(e instanceof oidc.AuthorizationResponseError);
    assert.equal(e.error, 'consent_required');

    // Once consent is given, prompt=none signs in silently.
    await consentFlow(
      sdk,
      user.session_token,
      (await authorizationRequest(publicRp, 'openid email')).url,
      true,
    );
    const silent = await authorizationRequest(publicRp, 'openid email', { prompt: 'none' });
    const ok = await consentFlow(sdk, user.session_token, silent.url, false);
    const tokens = await oidc.authorizationCodeGrant(
      publicRp,
      new URL(ok.submit.redirect_uri),
      silent.checks,
    );
    assert.equal(tokens.claims()?.sub, user.user_id);
  });

  test('first-party clients skip consent, and the widget submits with consent_granted false', async () => {
    const user = await loggedIn();
    const { url, checks } = await authorizationRequest(firstPartyRp, 'openid email profile');
    const flow = await consentFlow(sdk, user.session_token, url, false);
    assert.equal(flow.start.consent_required, false);
    assert.equal(flow.start.client.client_type, 'first_party_public');
    const tokens = await oidc.authorizationCodeGrant(firstPartyRp, new URL(flow.submit.redirect_uri), checks);
    assert.equal(tokens.claims()?.aud, 'rp-first');
  });

  test('start describes the client and the user', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(publicRp);
    const reply = await start(user.session_token, startBody(url));
    assert.equal(reply.status, 200);
    assert.deepEqual(reply.json.data.client, {
      client_id: 'rp-public',
      client_name: 'App rp-public',
      client_type: 'third_party_public',
      client_description: 'The third_party_public test client',
      client_logo_url: null,
    });
    assert.equal(reply.json.data.user_id, user.user_id);
    assert.equal(reply.json.data.user.emails[0]?.email, user.user.emails[0]?.email);
  });
});

describe('scope grantability (rbac_policy)', () => {
  test('standard scopes always, custom ones by role, unknown ones never; only grantable scopes are granted', async () => {
    const email = uniqueEmail('roles');
    const user = await loggedIn(email);
    const scope = 'openid email read:notes write:notes something:else full_access';
    const { url, checks } = await authorizationRequest(publicRp, scope);
    const { start: started, submit: submitted } = await consentFlow(sdk, user.session_token, url, true);
    assert.deepEqual(
      started.scope_results.map((r) => [r.scope, r.is_grantable, r.description]),
      [
        ['openid', true, 'Verify your identity (view your account information).'],
        ['email', true, 'View your email address.'],
        ['read:notes', true, 'Read your notes'],
        ['write:notes', false, 'Create, edit and delete your notes'],
        ['something:else', false, ''],
        ['full_access', false, 'Full access to your account.'],
      ],
    );
    const tokens = await oidc.authorizationCodeGrant(publicRp, new URL(submitted.redirect_uri), checks);
    assert.equal(tokens.scope, 'openid email read:notes', 'ungrantable scopes are left out of the grant');

    // A role with the permissions makes write:notes grantable, and (a new scope) consent is asked again.
    const assigned = await devPost(emulator, '/_dev/users/roles', { email, roles: ['notes_admin'] });
    assert.equal(assigned.status, 200);
    assert.deepEqual(((await assigned.json()) as { roles: string[] }).roles, ['stytch_user', 'notes_admin']);
    const again = await start(user.session_token, startBody(url));
    const write = again.json.data.scope_results.find((r) => r.scope === 'write:notes');
    assert.equal(write?.is_grantable, true);
    assert.equal(again.json.data.consent_required, true);

    const unknownRole = await devPost(emulator, '/_dev/users/roles', { email, roles: ['wizard'] });
    assert.equal(unknownRole.status, 400);
    assert.match(((await unknownRole.json()) as { error_message: string }).error_message, /no role wizard/);
  });

  test('full_access is grantable to first-party clients only', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(firstPartyRp, 'openid full_access');
    const reply = await start(user.session_token, startBody(url));
    assert.deepEqual(
      reply.json.data.scope_results.map((r) => [r.scope, r.is_grantable]),
      [
        ['openid', true],
        ['full_access', true],
      ],
    );
  });

  test('without a scope parameter the widget asks for openid, email and profile', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(publicRp);
    url.searchParams.delete('scope');
    const reply = await start(user.session_token, startBody(url));
    assert.deepEqual(
      reply.json.data.scope_results.map((r) => r.scope),
      ['openid', 'email', 'profile'],
    );
  });
});

describe('checks that answer an error, never a redirect', () => {
  test('missing client_id or redirect_uri: a schema error naming it', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(publicRp);
    for (const missing of ['client_id', 'redirect_uri']) {
      const body = startBody(url);
      delete body[missing];
      for (const reply of [
        await start(user.session_token, body),
        await submit(user.session_token, {
          ...authorizeBody(url),
          [missing]: undefined,
          consent_granted: true,
        }),
      ]) {
        assert.equal(reply.status, 400);
        assert.equal(reply.json.error_type, 'invalid_request_body');
        assert.deepEqual(
          reply.json.body?.map((i) => i.dataPath),
          [`.${missing}`],
        );
        assert.equal(reply.json.data, undefined);
      }
    }
    const noAnswer = await submit(user.session_token, authorizeBody(url));
    assert.equal(noAnswer.status, 400);
    assert.deepEqual(
      noAnswer.json.body?.map((i) => i.dataPath),
      ['.consent_granted'],
    );
  });

  test('an unregistered redirect_uri is refused by start and submit, with no redirect in the answer', async () => {
    const user = await loggedIn();
    const evil = 'https://evil.example/steal';
    for (const redirect of [evil, `${CALLBACK}/`, `${CALLBACK}?x=1`, CALLBACK.toUpperCase()]) {
      const { url } = await authorizationRequest(publicRp, 'openid', { redirect_uri: redirect });
      const started = await start(user.session_token, startBody(url));
      assert.equal(started.status, 400, redirect);
      assert.equal(started.json.error_type, 'invalid_redirect_url');
      assert.match(started.json.error_message, /is not registered for client "rp-public"/);
      const submitted = await submit(user.session_token, { ...authorizeBody(url), consent_granted: true });
      assert.equal(submitted.status, 400);
      assert.equal(submitted.json.error_type, 'invalid_redirect_url');
      assert.equal(submitted.json.data, undefined, 'no redirect_uri to follow');
      assert.doesNotMatch(JSON.stringify(submitted.json), /code=/);
    }
  });

  test('an unknown client, an unsupported response_type or prompt, a malformed scope', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(publicRp);
    const base = startBody(url);
    const unknown = await start(user.session_token, { ...base, client_id: 'rp-nope' });
    assert.equal(unknown.status, 404);
    assert.match(unknown.json.error_message, /No OAuth client "rp-nope"/);
    const wrongUri = await start(user.session_token, { ...base, redirect_uri: 'https://evil.example/cb' });
    assert.equal(wrongUri.json.error_type, 'invalid_redirect_url', 'never a redirect to an unregistered URI');
    // With a valid client and redirect URI, every other error goes back to the client (RFC 6749 §4.1.2.1).
    const back = async (body: Record<string, unknown>) => {
      const reply = await start(user.session_token, { ...base, state: 'st-1', ...body });
      assert.equal(reply.status, 200, JSON.stringify(reply.json));
      const target = new URL(reply.json.data.redirect_uri ?? '');
      assert.equal(`${target.origin}${target.pathname}`, base.redirect_uri);
      assert.equal(target.searchParams.get('state'), 'st-1');
      assert.equal(target.searchParams.get('iss'), emulator.url);
      return target.searchParams;
    };
    const token = await back({ response_type: 'token' });
    assert.equal(token.get('error'), 'unsupported_response_type');
    assert.match(token.get('error_description') ?? '', /response_type "token" is not supported/);
    assert.equal((await back({ prompt: 'select_account' })).get('error'), 'invalid_request');
    const mixed = await back({ prompt: 'none consent' });
    assert.match(mixed.get('error_description') ?? '', /prompt=none cannot be combined/);
    const scope = await back({ scopes: ['openid', 'bad"scope'] });
    assert.equal(scope.get('error'), 'invalid_scope');
  });

  test('prompt=none: login_required without a session, consent_required when consent is needed', async () => {
    const { url } = await authorizationRequest(publicRp);
    const anonymous = await start(undefined, { ...startBody(url), prompt: 'none', state: 'quiet' });
    assert.equal(anonymous.status, 200);
    const target = new URL(anonymous.json.data.redirect_uri ?? '');
    assert.equal(target.searchParams.get('error'), 'login_required');
    assert.equal(target.searchParams.get('state'), 'quiet');
    const user = await loggedIn();
    const silent = await start(user.session_token, { ...startBody(url), prompt: 'none' });
    assert.equal(silent.json.data.consent_required, false);
    const answer = await submit(user.session_token, {
      ...authorizeBody(url),
      prompt: 'none',
      consent_granted: false,
    });
    assert.equal(new URL(answer.json.data.redirect_uri).searchParams.get('error'), 'consent_required');
  });

  test('prompt=login and max_age ask for a new login; prompt=none with an old login is login_required', async () => {
    const user = await loggedIn();
    const { url } = await authorizationRequest(publicRp);
    const login = await start(user.session_token, { ...startBody(url), prompt: 'login' });
    assert.equal(login.status, 200);
    assert.equal(login.json.data.login_required, true);
    assert.equal(login.json.data.consent_required, false);
    const fresh = await start(user.session_token, { ...startBody(url), max_age: 600 });
    assert.equal(fresh.json.data.login_required, false, 'a login of moments ago is within max_age');
    await advanceClock(emulator, 120);
    try {
      const old = await start(user.session_token, { ...startBody(url), max_age: 60 });
      assert.equal(old.json.data.login_required, true);
      const none = await start(user.session_token, { ...startBody(url), max_age: 60, prompt: 'none' });
      assert.equal(new URL(none.json.data.redirect_uri ?? '').searchParams.get('error'), 'login_required');
      const stale = await submit(user.session_token, {
        ...authorizeBody(url),
        max_age: 60,
        consent_granted: true,
      });
      assert.equal(new URL(stale.json.data.redirect_uri).searchParams.get('error'), 'login_required');
      // A new login satisfies max_age, and the ID token's auth_time is that login's.
      const again = await loggedIn(user.user.emails[0]?.email);
      const ok = await start(again.session_token, { ...startBody(url), max_age: 60 });
      assert.equal(ok.json.data.login_required, false);
    } finally {
      await advanceClock(emulator, -120);
    }
  });

  test('no session: user_unauthenticated; an ended session: session_not_found', async () => {
    const { url } = await authorizationRequest(publicRp);
    const anonymous = await start(undefined, startBody(url));
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.json.error_type, 'user_unauthenticated');
    const anonymousSubmit = await sdk.post<Answer<SubmitData>>('/idp/oauth/authorize/submit', {
      ...authorizeBody(url),
      consent_granted: true,
    });
    assert.equal(anonymousSubmit.json.error_type, 'user_unauthenticated');

    const user = await loggedIn();
    await sdk.post('/sessions/revoke', undefined, { session: user.session_token });
    const revoked = await start(user.session_token, startBody(url));
    assert.equal(revoked.status, 404);
    assert.equal(revoked.json.error_type, 'session_not_found');
  });

  test('the {api} placeholder in redirect_uris stands for the emulator URL', async () => {
    const user = await loggedIn();
    const rp = await relyingParty(emulator, 'rp-api');
    const { url } = await authorizationRequest(rp, 'openid', { redirect_uri: `${emulator.url}/rp.html` });
    const flow = await consentFlow(sdk, user.session_token, url, true);
    assert.ok(flow.submit.redirect_uri.startsWith(`${emulator.url}/rp.html?code=`));
    const literal = await authorizationRequest(rp, 'openid', { redirect_uri: '{api}/rp.html' });
    assert.equal(
      (await start(user.session_token, startBody(literal.url))).json.error_type,
      'invalid_redirect_url',
    );
  });
});

describe("RFC 8707 resource indicators (the provider's browser client sends resource= as resources)", () => {
  const RESOURCES = ['https://api.example.com/', 'https://files.example.com/v1'];

  async function accessTokenClaims(token: string) {
    const jwks = createRemoteJWKSet(new URL(publicRp.serverMetadata().jwks_uri ?? ''));
    const { payload, protectedHeader } = await jwtVerify(token, jwks, { issuer: emulator.url });
    assert.equal(protectedHeader.typ, 'JWT');
    return payload;
  }

  test('start and submit take resources; the access token is a JWT for them, also after a refresh', async () => {
    const user = await loggedIn();
    const { url, checks } = await authorizationRequest(publicRp, 'openid email offline_access');
    const started = await start(user.session_token, { ...startBody(url), resources: RESOURCES });
    assert.equal(started.status, 200, JSON.stringify(started.json));
    const submitted = await submit(user.session_token, {
      ...authorizeBody(url),
      resources: RESOURCES,
      consent_granted: true,
    });
    assert.equal(submitted.status, 200, JSON.stringify(submitted.json));
    const tokens = await oidc.authorizationCodeGrant(
      publicRp,
      new URL(submitted.json.data.redirect_uri),
      checks,
    );
    const claims = await accessTokenClaims(tokens.access_token);
    assert.deepEqual(claims.aud, RESOURCES);
    assert.equal(claims.sub, user.user_id);
    assert.equal(claims.client_id, 'rp-public');
    assert.equal(claims.scope, 'openid email offline_access');
    const userinfo = await oidc.fetchUserInfo(publicRp, tokens.access_token, user.user_id);
    assert.equal(userinfo.sub, user.user_id, 'the JWT access token works at userinfo');

    assert.ok(tokens.refresh_token, 'offline_access gives a refresh token');
    const refreshed = await oidc.refreshTokenGrant(publicRp, tokens.refresh_token);
    assert.deepEqual((await accessTokenClaims(refreshed.access_token)).aud, RESOURCES);
  });

  test('without resources the audience is the project; malformed resources are refused at start and submit', async () => {
    const user = await loggedIn();
    const { tokens } = await signIn(sdk, user.session_token, publicRp);
    assert.deepEqual((await accessTokenClaims(tokens.access_token)).aud, [DEFAULT_PROJECT]);

    const { url } = await authorizationRequest(publicRp);
    // Malformed JSON types are a schema error; a malformed URL goes back to the client as invalid_target.
    const typed = await start(user.session_token, { ...startBody(url), resources: [1] });
    assert.equal(typed.status, 400);
    for (const resources of [['not a url'], ['https://api.example.com/#part'], ['urn:x:y']]) {
      const refused = await start(user.session_token, { ...startBody(url), resources });
      assert.equal(new URL(refused.json.data.redirect_uri ?? '').searchParams.get('error'), 'invalid_target');
      const answer = await submit(user.session_token, {
        ...authorizeBody(url),
        resources,
        consent_granted: true,
      });
      const back = new URL(answer.json.data.redirect_uri);
      assert.equal(back.searchParams.get('error'), 'invalid_target', JSON.stringify(resources));
      assert.equal(back.searchParams.get('code'), null, 'no code');
    }
  });
});

describe('logout start', () => {
  test('third-party client with a session: confirm, then back with state', async () => {
    const user = await loggedIn();
    const reply = await logoutStart(user.session_token, {
      client_id: 'rp-public',
      post_logout_redirect_uri: LOGGED_OUT,
      state: 's-1',
    });
    assert.equal(reply.status, 200);
    assert.deepEqual(
      { ...reply.json.data, request_id: undefined },
      {
        consent_required: true,
        redirect_uri: `${LOGGED_OUT}?state=s-1`,
        request_id: undefined,
        status_code: 200,
      },
    );
  });

  test('first-party client with its ID token as hint: no confirmation; without the hint: confirm', async () => {
    const user = await loggedIn();
    const { tokens } = await signIn(sdk, user.session_token, firstPartyRp);
    const hinted = await logoutStart(user.session_token, {
      client_id: 'rp-first',
      post_logout_redirect_uri: LOGGED_OUT,
      id_token_hint: tokens.id_token,
    });
    assert.equal(hinted.json.data.consent_required, false);
    assert.equal(hinted.json.data.redirect_uri, LOGGED_OUT);
    const bare = await logoutStart(user.session_token, {
      client_id: 'rp-first',
      post_logout_redirect_uri: LOGGED_OUT,
    });
    assert.equal(bare.json.data.consent_required, true);
  });

  test('without a session there is nothing to confirm', async () => {
    const reply = await logoutStart(undefined, {
      client_id: 'rp-public',
      post_logout_redirect_uri: LOGGED_OUT,
    });
    assert.equal(reply.status, 200);
    assert.equal(reply.json.data.consent_required, false);
    assert.equal(reply.json.data.redirect_uri, LOGGED_OUT);
  });

  test('refused: unregistered post_logout_redirect_uri, missing parameters, a hint of another client or user, a forged hint', async () => {
    const user = await loggedIn();
    const wrongUri = await logoutStart(user.session_token, {
      client_id: 'rp-public',
      post_logout_redirect_uri: 'https://evil.example/',
    });
    assert.equal(wrongUri.status, 400);
    assert.equal(wrongUri.json.error_type, 'invalid_redirect_url');
    assert.equal(wrongUri.json.data, undefined);
    const missing = await logoutStart(user.session_token, { client_id: 'rp-public' });
    assert.equal(missing.json.error_type, 'invalid_request_body');
    assert.deepEqual(
      missing.json.body?.map((i) => i.dataPath),
      ['.post_logout_redirect_uri'],
    );

    const { tokens } = await signIn(sdk, user.session_token, publicRp);
    const otherClient = await logoutStart(user.session_token, {
      client_id: 'rp-first',
      post_logout_redirect_uri: LOGGED_OUT,
      id_token_hint: tokens.id_token,
    });
    assert.equal(otherClient.status, 400);
    assert.match(otherClient.json.error_message, /issued to another client/);
    const someoneElse = await loggedIn();
    const otherUser = await logoutStart(someoneElse.session_token, {
      client_id: 'rp-public',
      post_logout_redirect_uri: LOGGED_OUT,
      id_token_hint: tokens.id_token,
    });
    assert.match(otherUser.json.error_message, /another user/);
    const [header, payload] = (tokens.id_token ?? '').split('.');
    const forged = await logoutStart(user.session_token, {
      client_id: 'rp-public',
      post_logout_redirect_uri: LOGGED_OUT,
      id_token_hint: `${header}.${payload}.${'A'.repeat(342)}`,
    });
    assert.match(forged.json.error_message, /not an ID token this provider issued/);
  });

  test("without client_id (oidc-client-ts): the client is the verified hint's audience, also once it expired", async () => {
    const user = await sdk.login(uniqueEmail('logout'), { session_duration_minutes: 300 });
    const { tokens } = await signIn(sdk, user.session_token, firstPartyRp);
    const hint = tokens.id_token ?? '';
    await advanceClock(emulator, 2 * 3600);
    try {
      const reply = await logoutStart(user.session_token, {
        post_logout_redirect_uri: LOGGED_OUT,
        id_token_hint: hint,
        state: 's-2',
      });
      assert.equal(reply.status, 200, JSON.stringify(reply.json));
      assert.deepEqual(
        [reply.json.data.consent_required, reply.json.data.redirect_uri],
        [false, `${LOGGED_OUT}?state=s-2`],
        'rp-first, named by the hint, proved it started the logout',
      );
    } finally {
      await advanceClock(emulator, -2 * 3600);
    }

    const [header, payload] = hint.split('.');
    const forged = await logoutStart(user.session_token, {
      post_logout_redirect_uri: LOGGED_OUT,
      id_token_hint: `${header}.${payload}.${'A'.repeat(342)}`,
    });
    assert.equal(forged.status, 400);
    assert.match(forged.json.error_message, /not an ID token this provider issued/);
    const unsigned = await logoutStart(user.session_token, {
      post_logout_redirect_uri: LOGGED_OUT,
      id_token_hint: `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`,
    });
    assert.equal(unsigned.status, 400);
    const neither = await logoutStart(user.session_token, { post_logout_redirect_uri: LOGGED_OUT });
    assert.equal(neither.status, 400);
    assert.match(neither.json.error_message, /client_id is required unless an id_token_hint is given/);
    const wrongUri = await logoutStart(user.session_token, {
      post_logout_redirect_uri: 'https://evil.example/',
      id_token_hint: hint,
    });
    assert.equal(wrongUri.json.error_type, 'invalid_redirect_url', "the hint's client's addresses only");
  });
});

describe('the consent page', () => {
  test('served by the emulator, not frameable, loading the built package from its own origin', async () => {
    const response = await fetch(`${emulator.url}/oauth/authorize?client_id=rp-public`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-frame-options'), 'DENY');
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors 'none'/);
    assert.match(csp, /script-src 'self';/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    const page = await response.text();
    assert.match(page, new RegExp(`data-public-token="${emulator.publicToken}"`));
    assert.match(page, new RegExp(`data-api-url="${emulator.url}"`));
    assert.match(page, /<script type="module" src="\/oauth\/authorize.js">/);

    const script = await fetch(`${emulator.url}/oauth/authorize.js`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /^text\/javascript/);
    const code = await script.text();
    assert.match(code, /idp-consent/);
    assert.doesNotMatch(code, /: string\b/, 'TypeScript is stripped');
  });

  test('a project may name its own authorization_url ({api} allowed), which discovery then announces', async () => {
    const custom = await startEmulator({
      port: 0,
      db: ':memory:',
      log: false,
      config: {
        projects: [
          { project_id: 'project-test-idp-elements-local', authorization_url: '{api}/consent.html' },
        ],
      },
    });
    try {
      const metadata = (await (
        await fetch(`${custom.url}/.well-known/openid-configuration`)
      ).json()) as Record<string, string>;
      assert.equal(metadata.authorization_endpoint, `${custom.url}/consent.html`);
      assert.equal(metadata.end_session_endpoint, `${custom.url}/consent.html`);
    } finally {
      await custom.close();
    }
  });

  test('the default config registers the demo relying party on the emulator origin', async () => {
    const plain = await startTestEmulator();
    try {
      const rp = await relyingParty(plain, 'demo-rp');
      const user = await new Client(plain).login(uniqueEmail('demo'));
      const { url, checks } = await authorizationRequest(rp, 'openid email read:notes', {
        redirect_uri: `${plain.url}/rp.html`,
      });
      const flow = await consentFlow(new Client(plain), user.session_token, url, true);
      assert.equal(flow.start.client.client_name, 'Demo relying party');
      const tokens = await oidc.authorizationCodeGrant(rp, new URL(flow.submit.redirect_uri), checks);
      assert.equal(tokens.scope, 'openid email read:notes');
    } finally {
      await plain.close();
    }
  });
});

describe("the README's openid-client example", () => {
  test('a confidential server app (demo-server, secret as discovery metadata) signs in, reads userinfo, logs out', async () => {
    const plain = await startTestEmulator();
    try {
      const config = await oidc.discovery(
        new URL(plain.url),
        'demo-server',
        'demo-server-secret-not-for-production',
        undefined,
        { execute: [oidc.allowInsecureRequests] },
      );
      const verifier = oidc.randomPKCECodeVerifier();
      const state = oidc.randomState();
      const nonce = oidc.randomNonce();
      const url = oidc.buildAuthorizationUrl(config, {
        redirect_uri: 'http://localhost:3000/callback',
        scope: 'openid email profile read:notes',
        code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
        code_challenge_method: 'S256',
        state,
        nonce,
      });
      const plainSdk = new Client(plain);
      const user = await plainSdk.login(uniqueEmail('readme'));
      const { submit: answer } = await consentFlow(plainSdk, user.session_token, url, true);
      const tokens = await oidc.authorizationCodeGrant(config, new URL(answer.redirect_uri), {
        pkceCodeVerifier: verifier,
        expectedState: state,
        expectedNonce: nonce,
      });
      const claims = tokens.claims();
      assert.equal(claims?.sub, user.user_id);
      assert.equal(tokens.scope, 'openid email profile read:notes');
      const userinfo = await oidc.fetchUserInfo(config, tokens.access_token, user.user_id);
      assert.equal(userinfo.email, user.user.emails[0]?.email);
      const logout = oidc.buildEndSessionUrl(config, {
        post_logout_redirect_uri: 'http://localhost:3000/',
        id_token_hint: tokens.id_token ?? '',
      });
      assert.equal(logout.origin + logout.pathname, `${plain.url}/oauth/authorize`);
      const started = await plainSdk.post<Answer<LogoutData>>(
        '/oauth/logout/start',
        Object.fromEntries(logout.searchParams),
        { session: user.session_token },
      );
      assert.deepEqual(
        [started.json.data.consent_required, started.json.data.redirect_uri],
        [true, 'http://localhost:3000/'],
      );
    } finally {
      await plain.close();
    }
  });
});

describe('client registration in the config', () => {
  const withClients = (clients: Record<string, unknown>[]) =>
    loadConfig({
      projects: [{ project_id: 'project-test-idp-elements-local', oauth_clients: clients as never }],
    });
  const client = (extra: Record<string, unknown>) => ({
    client_id: 'app',
    client_name: 'App',
    client_description: '',
    client_type: 'third_party',
    client_secret: 'a-secret',
    client_logo_url: null,
    redirect_uris: ['https://app.example/callback'],
    post_logout_redirect_uris: ['{api}/bye'],
    ...extra,
  });

  test('confidential clients need a secret, public ones have none; ids are unique; URLs are http(s) or {api}', async () => {
    await withClients([client({})]);
    const problems = async (clients: Record<string, unknown>[]) => {
      const error = await withClients(clients).catch((e: unknown) => e);
      assert.ok(error instanceof ConfigError);
      return error.message;
    };
    assert.match(
      await problems([client({ client_secret: null })]),
      /oauth_clients\[0\]\.client_secret: must be set for a third_party \(confidential\) client/,
    );
    assert.match(
      await problems([client({ client_type: 'third_party_public' })]),
      /oauth_clients\[0\]\.client_secret: must be null for a third_party_public client/,
    );
    assert.match(
      await problems([client({}), client({})]),
      /oauth_clients\[1\]\.client_id: duplicate client_id "app"/,
    );
    assert.match(
      await problems([client({ redirect_uris: ['app.example/callback'] })]),
      /redirect_uris\[0\]: must be an absolute http\(s\) URL, or one starting with "\{api\}\/"/,
    );
    const { client_secret: _omitted, ...withoutSecret } = client({});
    assert.match(
      await problems([withoutSecret]),
      /client_secret: must be set for a third_party \(confidential\) client/,
    );
  });
});
