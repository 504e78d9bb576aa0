// Google One Tap against the emulator (WIRE.md §5): the start and callback the clientside-services iframe calls,
// the Google Identity Services stand-in's endpoints (script, accounts, ID tokens, keys) and the iframe's page.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLocalJWKSet, decodeJwt, generateKeyPair, jwtVerify, SignJWT } from 'jose';
import type { RunningEmulator } from '../../emulator/index';
import { GOOGLE_CLIENT_ID } from '../../emulator/config/defaults';
import { advanceClock, Client, startTestEmulator, uniqueEmail, type Answer, type AuthData } from './helpers';

const APP = 'http://localhost:3000';
const LOGIN_URL = `${APP}/login`;
const SIGNUP_URL = `${APP}/welcome`;
/** A project of this file's config whose One Tap uses another Google client id. */
const OTHER_TOKEN = 'public-token-test-onetap-other';
const OTHER_CLIENT_ID = '200000000000-other.apps.googleusercontent.com';
/** A project without a Google client id (One Tap not configured). */
const BARE_TOKEN = 'public-token-test-onetap-bare';

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator({
    config: {
      projects: [
        {
          project_id: 'project-test-onetap-other',
          public_token: OTHER_TOKEN,
          google_client_id: OTHER_CLIENT_ID,
          allowed_origins: ['https://other.example'],
          redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
        },
        {
          project_id: 'project-test-onetap-bare',
          public_token: BARE_TOKEN,
          allow_localhost_origins: true,
          redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
        },
      ],
    },
  });
  client = new Client(emulator);
});
after(() => emulator.close());

interface OneTapStart {
  request_id: string;
  status_code: number;
  google_client_id: string;
  oauth_callback_id: string;
}

/** `GET …/onetap/start` as the iframe makes it; returns the answer and the CSRF cookie it set. */
async function oneTapStart(publicToken = emulator.publicToken) {
  const response = await fetch(
    `${emulator.url}/v1/public/oauth/google/onetap/start?public_token=${encodeURIComponent(publicToken)}`,
  );
  const setCookie = response.headers.get('set-cookie') ?? '';
  const csrf = /^stytch_csrf_private_token=([^;]+)/.exec(setCookie)?.[1] ?? '';
  return {
    status: response.status,
    json: (await response.json()) as OneTapStart & { error_type?: string },
    setCookie,
    csrf,
  };
}

/** An ID token from the GIS stand-in for one of its accounts (or anyone). */
async function googleCredential(email: string, clientId = GOOGLE_CLIENT_ID, name = ''): Promise<string> {
  const query = new URLSearchParams({ client_id: clientId, email, name });
  const response = await fetch(`${emulator.url}/gsi/token?${query}`);
  assert.equal(response.status, 200, await response.clone().text());
  return ((await response.json()) as { credential: string }).credential;
}

interface CallbackAnswer {
  redirect_url?: string;
  status_code: number;
  request_id: string;
  error_type?: string;
  error_message?: string;
}

/** `POST /v1/oauth/callback/{id}` as the iframe sends it: cookie, the One Tap header, JSON as text/plain. */
async function submit(
  callbackId: string,
  body: Record<string, unknown>,
  options: { cookie?: string | null; header?: string | null } = {},
): Promise<{ status: number; json: CallbackAnswer }> {
  const headers: Record<string, string> = { 'content-type': 'text/plain;charset=UTF-8' };
  if (options.header !== null) headers['x-stytch-oauth-type'] = options.header ?? 'google-one-tap';
  if (options.cookie !== null && options.cookie !== undefined) headers.cookie = options.cookie;
  const response = await fetch(`${emulator.url}/v1/oauth/callback/${encodeURIComponent(callbackId)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
  });
  return { status: response.status, json: (await response.json()) as CallbackAnswer };
}

/** Start → credential → callback with the right cookie and CSRF token. */
async function oneTap(email: string, extra: Record<string, unknown> = {}) {
  const start = await oneTapStart();
  const answer = await submit(
    start.json.oauth_callback_id,
    {
      id_token: await googleCredential(email),
      stytch_csrf_token: start.csrf,
      login_redirect_url: LOGIN_URL,
      signup_redirect_url: SIGNUP_URL,
      ...extra,
    },
    { cookie: `other=1; stytch_csrf_private_token=${start.csrf}` },
  );
  return { start, answer };
}

function authenticate(token: string) {
  return client.post<Answer<AuthData & { provider_type: string; provider_subject: string }>>(
    '/oauth/authenticate',
    { token },
  );
}

describe('GET /v1/public/oauth/google/onetap/start', () => {
  test('answers the client id and a callback id at the top level, and sets the CSRF cookie', async () => {
    const start = await oneTapStart();
    assert.equal(start.status, 200);
    assert.deepEqual(Object.keys(start.json).sort(), [
      'google_client_id',
      'oauth_callback_id',
      'request_id',
      'status_code',
    ]);
    assert.equal(start.json.google_client_id, GOOGLE_CLIENT_ID);
    assert.match(start.json.oauth_callback_id, /^oauth-callback-test-/);
    assert.match(start.json.request_id, /^request-id-test-/);
    assert.match(start.csrf, /^[A-Za-z0-9_-]{44}$/);
    assert.match(start.setCookie, /; Path=\/; Max-Age=600; SameSite=Lax$/);
    assert.ok(!/HttpOnly/i.test(start.setCookie), 'the iframe reads it from document.cookie');
  });

  test('a project without a Google client id answers an empty one (the SDK: oauth_config_not_found)', async () => {
    const start = await oneTapStart(BARE_TOKEN);
    assert.equal(start.status, 200);
    assert.equal(start.json.google_client_id, '');
  });

  test('an unknown public token, another provider, a missing token are errors', async () => {
    const unknown = await oneTapStart('public-token-test-nope');
    assert.equal(unknown.status, 401);
    assert.equal(unknown.json.error_type, 'invalid_public_token');
    const github = await fetch(
      `${emulator.url}/v1/public/oauth/github/onetap/start?public_token=${emulator.publicToken}`,
    );
    assert.equal(github.status, 404);
    const missing = await fetch(`${emulator.url}/v1/public/oauth/google/onetap/start`);
    assert.equal(missing.status, 400);
  });

  test('the page the iframe forwards (x-sdk-parent-host) must be an authorized origin of the project', async () => {
    const start = (parent: string) =>
      fetch(`${emulator.url}/v1/public/oauth/google/onetap/start?public_token=${OTHER_TOKEN}`, {
        headers: { 'x-sdk-parent-host': parent },
      });
    for (const parent of ['https://evil.example', 'null', 'javascript:alert(1)']) {
      const refused = await start(parent);
      assert.equal(refused.status, 403, parent);
      assert.equal(((await refused.json()) as { error_type: string }).error_type, 'unauthorized_origin');
      assert.equal(refused.headers.get('set-cookie'), null, 'no CSRF cookie for a refused page');
    }
    const allowed = await start('https://other.example');
    assert.equal(allowed.status, 200);
    assert.equal(((await allowed.json()) as OneTapStart).google_client_id, OTHER_CLIENT_ID);
  });
});

describe('POST /v1/oauth/callback/{oauth_callback_id}', () => {
  test('a stand-in Google ID token signs up a new user, then logs the same user in', async () => {
    const email = uniqueEmail('onetap');
    const { answer } = await oneTap(email);
    assert.equal(answer.status, 200, JSON.stringify(answer.json));
    assert.equal(answer.json.status_code, 200);
    assert.match(answer.json.request_id, /^request-id-test-/);
    const url = new URL(answer.json.redirect_url ?? '');
    assert.equal(url.origin + url.pathname, SIGNUP_URL);
    assert.equal(url.searchParams.get('stytch_token_type'), 'oauth');
    const first = await authenticate(url.searchParams.get('token') ?? '');
    assert.equal(first.status, 200, JSON.stringify(first.json));
    assert.equal(first.json.data.provider_type, 'Google');
    assert.equal(first.json.data.user.emails[0]?.email, email.toLowerCase());
    assert.equal(first.json.data.user.emails[0]?.verified, true);

    const again = await oneTap(email);
    const loginUrl = new URL(again.answer.json.redirect_url ?? '');
    assert.equal(loginUrl.origin + loginUrl.pathname, LOGIN_URL);
    const second = await authenticate(loginUrl.searchParams.get('token') ?? '');
    assert.equal(second.json.data.user_id, first.json.data.user_id);
    assert.equal(second.json.data.provider_subject, first.json.data.provider_subject);
  });

  test('the One Tap sign-in and the redirect sign-in of the same Google account are one identity', async () => {
    const { answer } = await oneTap('hedy.lamarr@example.com');
    const oneTapAuth = await authenticate(
      new URL(answer.json.redirect_url ?? '').searchParams.get('token') ?? '',
    );
    const start = await fetch(
      `${emulator.url}/v1/public/oauth/google/start?${new URLSearchParams({
        public_token: emulator.publicToken,
        login_redirect_url: LOGIN_URL,
        signup_redirect_url: SIGNUP_URL,
      })}`,
    );
    const handle = /name="flow" value="([^"]+)"/.exec(await start.text())?.[1] ?? '';
    const signedIn = await fetch(`${emulator.url}/v1/public/oauth/google/stand-in`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ flow: handle, identity: 'hedy.lamarr@example.com' }),
    });
    const location = new URL(signedIn.headers.get('location') ?? '');
    assert.equal(location.origin + location.pathname, LOGIN_URL);
    const redirectAuth = await authenticate(location.searchParams.get('token') ?? '');
    assert.equal(redirectAuth.json.data.user_id, oneTapAuth.json.data.user_id);
    assert.equal(redirectAuth.json.data.provider_subject, oneTapAuth.json.data.provider_subject);
    assert.equal((redirectAuth.json.data.user.providers as unknown[]).length, 1);
  });

  test('CSRF: no cookie, a token different from the cookie, or another start’s pair are refused', async () => {
    const start = await oneTapStart();
    const other = await oneTapStart();
    const id_token = await googleCredential(uniqueEmail());
    const cases: [string, { cookie?: string | null }][] = [
      [start.csrf, { cookie: null }],
      [start.csrf, { cookie: `stytch_csrf_private_token=${other.csrf}` }],
      [other.csrf, { cookie: `stytch_csrf_private_token=${start.csrf}` }],
      [other.csrf, { cookie: `stytch_csrf_private_token=${other.csrf}` }],
    ];
    for (const [sent, options] of cases) {
      const answer = await submit(
        start.json.oauth_callback_id,
        { id_token, stytch_csrf_token: sent },
        options,
      );
      assert.equal(answer.status, 403, JSON.stringify(answer.json));
      assert.equal(answer.json.error_type, 'unauthorized_action');
      assert.match(answer.json.error_message ?? '', /CSRF token does not match/);
    }
    // None of them used the start up.
    const ok = await submit(
      start.json.oauth_callback_id,
      {
        id_token,
        stytch_csrf_token: start.csrf,
        login_redirect_url: LOGIN_URL,
        signup_redirect_url: SIGNUP_URL,
      },
      { cookie: `stytch_csrf_private_token=${start.csrf}` },
    );
    assert.equal(ok.status, 200);
  });

  test('ID tokens: a foreign signature, another client id, an expired one, garbage are refused', async () => {
    const email = uniqueEmail('forged');
    const genuine = decodeJwt(await googleCredential(email));
    const { privateKey } = await generateKeyPair('RS256');
    const forged = await new SignJWT({ ...genuine })
      .setProtectedHeader({ alg: 'RS256', kid: 'forged' })
      .sign(privateKey);
    const otherAudience = await googleCredential(email, OTHER_CLIENT_ID);
    const cases: [string, RegExp][] = [
      [forged, /signature is not the stand-in Google's/],
      [
        otherAudience,
        new RegExp(`audience \\(aud\\) is not this project's Google client id ${GOOGLE_CLIENT_ID}`),
      ],
      ['not.a.jwt', /not a valid JWT/],
    ];
    for (const [id_token, message] of cases) {
      const start = await oneTapStart();
      const answer = await submit(
        start.json.oauth_callback_id,
        {
          id_token,
          stytch_csrf_token: start.csrf,
          login_redirect_url: LOGIN_URL,
          signup_redirect_url: SIGNUP_URL,
        },
        { cookie: `stytch_csrf_private_token=${start.csrf}` },
      );
      assert.equal(answer.status, 400, JSON.stringify(answer.json));
      assert.equal(answer.json.error_type, 'oauth_flow_callback_error');
      assert.match(answer.json.error_message ?? '', message);
    }

    const stale = await googleCredential(email);
    await advanceClock(emulator, 2 * 3600);
    try {
      const start = await oneTapStart();
      const answer = await submit(
        start.json.oauth_callback_id,
        { id_token: stale, stytch_csrf_token: start.csrf },
        { cookie: `stytch_csrf_private_token=${start.csrf}` },
      );
      assert.equal(answer.status, 400);
      assert.match(answer.json.error_message ?? '', /The ID token has expired/);
    } finally {
      await advanceClock(emulator, -2 * 3600);
    }
  });

  test('a callback works once, needs the One Tap header, and expires after 10 minutes', async () => {
    const email = uniqueEmail('once');
    const { start, answer } = await oneTap(email);
    assert.equal(answer.status, 200);
    const body = { id_token: await googleCredential(email), stytch_csrf_token: start.csrf };
    const cookie = `stytch_csrf_private_token=${start.csrf}`;
    const replay = await submit(start.json.oauth_callback_id, body, { cookie });
    assert.equal(replay.status, 400);
    assert.match(replay.json.error_message ?? '', /already used/);

    const fresh = await oneTapStart();
    const freshBody = { ...body, stytch_csrf_token: fresh.csrf };
    const freshCookie = `stytch_csrf_private_token=${fresh.csrf}`;
    const headerless = await submit(fresh.json.oauth_callback_id, freshBody, {
      cookie: freshCookie,
      header: null,
    });
    assert.equal(headerless.status, 400);
    assert.equal(headerless.json.error_type, 'bad_request');
    const unknown = await submit('oauth-callback-test-nope', freshBody, { cookie: freshCookie });
    assert.equal(unknown.status, 400);
    assert.match(unknown.json.error_message ?? '', /No One Tap start has this oauth_callback_id/);

    await advanceClock(emulator, 10 * 60 + 1);
    try {
      const late = await submit(fresh.json.oauth_callback_id, freshBody, { cookie: freshCookie });
      assert.equal(late.status, 400);
      assert.match(late.json.error_message ?? '', /expired at/);
    } finally {
      await advanceClock(emulator, -(10 * 60 + 1));
    }
  });

  test('redirect URLs are checked against the allowlist', async () => {
    const { answer } = await oneTap(uniqueEmail(), { login_redirect_url: 'https://evil.example/login' });
    assert.equal(answer.status, 400);
    assert.equal(answer.json.error_type, 'invalid_redirect_url');
    assert.equal(answer.json.redirect_url, undefined);
  });

  test('only this route takes text/plain JSON; the SDK API still refuses it', async () => {
    const response = await fetch(`${emulator.url}/sdk/v1/oauth/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'text/plain',
        authorization: `Basic ${btoa(`${emulator.publicToken}:${emulator.publicToken}`)}`,
      },
      body: JSON.stringify({ token: 'x' }),
    });
    assert.equal(response.status, 415);
    const start = await oneTapStart();
    const broken = await fetch(`${emulator.url}/v1/oauth/callback/${start.json.oauth_callback_id}`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain', 'x-stytch-oauth-type': 'google-one-tap' },
      body: '{not json',
    });
    assert.equal(broken.status, 400);
    assert.equal(((await broken.json()) as CallbackAnswer).error_type, 'invalid_request_body');
  });
});

describe('the Google Identity Services stand-in', () => {
  test('GET /gsi/client is the script, loadable by any page', async () => {
    const response = await fetch(`${emulator.url}/gsi/client`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^text\/javascript/);
    assert.equal(response.headers.get('access-control-allow-origin'), '*');
    const script = await response.text();
    assert.ok(script.includes(`const API = ${JSON.stringify(emulator.url)};`));
    assert.match(script, /window\.google\.accounts\.id = \{/);
  });

  test('accounts and tokens check the client id and the page origin', async () => {
    const accounts = await fetch(`${emulator.url}/gsi/accounts?client_id=${GOOGLE_CLIENT_ID}`, {
      headers: { origin: 'http://localhost:5173' },
    });
    assert.equal(accounts.status, 200);
    const body = (await accounts.json()) as { accounts: { email: string; name: string; picture: string }[] };
    assert.deepEqual(
      body.accounts.map((a) => a.email),
      ['ada.lovelace@example.com', 'grace.hopper@example.com', 'hedy.lamarr@example.com'],
    );
    assert.equal(body.accounts[0]?.picture, `${emulator.url}/v1/public/oauth/google/avatar.svg?initials=AL`);

    const invalid = await fetch(`${emulator.url}/gsi/accounts?client_id=nope`);
    assert.equal(invalid.status, 400);
    assert.equal(((await invalid.json()) as { error: string }).error, 'invalid_client');
    const missing = await fetch(`${emulator.url}/gsi/token?email=a@example.com`);
    assert.equal(((await missing.json()) as { error: string }).error, 'missing_client_id');
    const origin = await fetch(`${emulator.url}/gsi/token?client_id=${OTHER_CLIENT_ID}&email=a@example.com`, {
      headers: { origin: 'http://localhost:5173' },
    });
    assert.equal(origin.status, 403);
    assert.equal(((await origin.json()) as { error: string }).error, 'unregistered_origin');
    const allowed = await fetch(
      `${emulator.url}/gsi/token?client_id=${OTHER_CLIENT_ID}&email=a@example.com`,
      {
        headers: { origin: 'https://other.example' },
      },
    );
    assert.equal(allowed.status, 200);
    const badEmail = await fetch(`${emulator.url}/gsi/token?client_id=${GOOGLE_CLIENT_ID}&email=nope`);
    assert.equal(badEmail.status, 400);
    assert.equal(((await badEmail.json()) as { error: string }).error, 'invalid_email');
  });

  test('its ID tokens verify with /gsi/certs: issuer, audience, subject and profile', async () => {
    const credential = await googleCredential('ada.lovelace@example.com');
    const jwks = (await (await fetch(`${emulator.url}/gsi/certs`)).json()) as { keys: never[] };
    const { payload, protectedHeader } = await jwtVerify(credential, createLocalJWKSet(jwks), {
      issuer: `${emulator.url}/v1/public/oauth/google`,
      audience: GOOGLE_CLIENT_ID,
    });
    assert.equal(protectedHeader.alg, 'RS256');
    assert.match(payload.sub ?? '', /^1\d{20}$/);
    assert.equal(payload.email, 'ada.lovelace@example.com');
    assert.equal(payload.email_verified, true);
    assert.equal(payload.name, 'Ada Lovelace');
    assert.equal(payload.given_name, 'Ada');
    assert.equal(payload.family_name, 'Lovelace');
    assert.equal(payload.locale, 'en-GB');
    assert.equal((payload.exp ?? 0) - (payload.iat ?? 0), 3600);
  });
});

describe('the clientside-services iframe', () => {
  test('its page may be framed by any site and runs only its own script', async () => {
    const response = await fetch(`${emulator.url}/clientside-services/index.html`);
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('x-frame-options'), null);
    const csp = response.headers.get('content-security-policy') ?? '';
    assert.match(csp, /frame-ancestors \*/);
    assert.match(csp, /script-src 'self'/);
    assert.match(await response.text(), /<script src="\/clientside-services\/client.js"><\/script>/);
    const script = await fetch(`${emulator.url}/clientside-services/client.js`);
    const source = await script.text();
    assert.match(source, /oneTapSubmit/);
    // oneTapStart names the calling page (its message's origin) for the start's origin check.
    assert.match(source, /handler\(req, event\.origin\)/);
    assert.match(source, /'x-sdk-parent-host': origin/);
  });

  test('parsedPhoneNumber: E.164 and national format, with or without a region', async () => {
    const parse = async (query: Record<string, string>) =>
      (await (
        await fetch(`${emulator.url}/clientside-services/phone?${new URLSearchParams(query)}`)
      ).json()) as {
        is_valid: boolean;
        number: string;
        national: string;
      };
    assert.deepEqual(await parse({ phone_number: '2133734253', region_code: 'US' }), {
      is_valid: true,
      number: '+12133734253',
      national: '(213) 373-4253',
    });
    assert.deepEqual(await parse({ phone_number: '+442071838750' }), {
      is_valid: true,
      number: '+442071838750',
      national: '020 7183 8750',
    });
    assert.equal((await parse({ phone_number: '12', region_code: 'US' })).is_valid, false);
  });
});
