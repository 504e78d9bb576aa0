import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Http, DEFAULT_TIMEOUT_MS } from '../../src/api/http';
import { AuthError, toAuthError } from '../../src/errors/AuthError';
import { ERROR_CATALOGUE } from '../../src/errors/catalogue';
import { CLIENT_ERROR_MESSAGES } from '../../src/errors/messages';
import { SDK_IDENTIFIER, SDK_VERSION } from '../../src/telemetry/sdkInfo';
import { createFakePlatform, settle, type FakePlatform } from '../helpers/fakePlatform';
import { API_URL, PUBLIC_TOKEN, apiError, decodeBasic, decodeTelemetry, ok } from './fixtures';

function setup(
  extra: {
    sessionToken?: string;
    identity?: { userId: string; sessionId: string };
    timeoutMs?: number;
    url?: string;
  } = {},
): { platform: FakePlatform; http: Http } {
  const platform = createFakePlatform(extra.url ? { url: extra.url } : {});
  const http = new Http({
    apiUrl: `${API_URL}/`,
    publicToken: PUBLIC_TOKEN,
    platform,
    sessionToken: () => extra.sessionToken,
    identity: () => extra.identity ?? null,
    ...(extra.timeoutMs !== undefined ? { timeoutMs: extra.timeoutMs } : {}),
  });
  return { platform, http };
}

async function rejection(promise: Promise<unknown>): Promise<AuthError> {
  try {
    await promise;
  } catch (e) {
    assert.ok(e instanceof AuthError, `expected an AuthError, got ${String(e)}`);
    return e;
  }
  assert.fail('expected the call to fail');
}

test('requests go to {apiUrl}/sdk/v1{path} with credentials included and the JSON body', async () => {
  const { platform, http } = setup();
  platform.server.on('POST', '/magic_links/email/login_or_create', ok({ user_id: 'u' }));
  await http.post('/magic_links/email/login_or_create', { email: 'ada@example.com', locale: undefined });
  const [req] = platform.server.requests;
  assert.equal(req?.url, `${API_URL}/sdk/v1/magic_links/email/login_or_create`);
  assert.equal(req?.method, 'POST');
  assert.equal(req?.credentials, 'include');
  assert.equal(req?.rawBody, '{"email":"ada@example.com"}', 'undefined keys are dropped');
});

test('Authorization is Basic public_token:public_token without a session, public_token:session_token with one', async () => {
  const anonymous = setup();
  anonymous.platform.server.on('GET', '/users/me', ok({}));
  await anonymous.http.get('/users/me');
  assert.deepEqual(decodeBasic(anonymous.platform.server.requests[0]?.headers.authorization), [
    PUBLIC_TOKEN,
    PUBLIC_TOKEN,
  ]);

  const loggedIn = setup({ sessionToken: 'opaque-token-xyz' });
  loggedIn.platform.server.on('GET', '/users/me', ok({}));
  await loggedIn.http.get('/users/me');
  assert.deepEqual(decodeBasic(loggedIn.platform.server.requests[0]?.headers.authorization), [
    PUBLIC_TOKEN,
    'opaque-token-xyz',
  ]);
});

test('Content-Type is application/json on every call, GET included; X-SDK-Parent-Host is the origin', async () => {
  const { platform, http } = setup({ url: 'https://shop.example.org:8443/account?x=1' });
  platform.server.on('GET', '/users/me', ok({})).on('POST', '/sessions/revoke', ok({}));
  await http.get('/users/me');
  await http.post('/sessions/revoke');
  for (const req of platform.server.requests) {
    assert.equal(req.headers['content-type'], 'application/json');
    assert.equal(req.headers['x-sdk-parent-host'], 'https://shop.example.org:8443');
  }
  assert.equal(platform.server.requests[0]?.rawBody, undefined, 'GET has no body');
  assert.equal(platform.server.requests[1]?.rawBody, undefined, 'a call without body sends none');
});

test('X-SDK-Client is base64 JSON telemetry with fresh ids on every call', async () => {
  const { platform, http } = setup({ url: 'https://shop.example.org/login' });
  platform.server.on('GET', '/users/me', ok({}));
  await http.get('/users/me');
  await http.get('/users/me');
  const [a, b] = platform.server.requests.map((r) => decodeTelemetry(r.headers['x-sdk-client']));
  assert.ok(a && b);
  assert.match(String(a.event_id), /^event-id-[0-9a-f-]{36}$/);
  assert.match(String(a.app_session_id), /^app-session-id-[0-9a-f-]{36}$/);
  assert.match(String(a.persistent_id), /^persistent-id-[0-9a-f-]{36}$/);
  assert.notEqual(a.event_id, b.event_id);
  assert.notEqual(a.app_session_id, b.app_session_id);
  assert.notEqual(a.persistent_id, b.persistent_id);
  assert.equal(a.client_sent_at, new Date(platform.clock.now()).toISOString());
  assert.equal(a.timezone, 'Europe/Berlin');
  assert.deepEqual(a.app, { identifier: 'shop.example.org' });
  assert.deepEqual(a.sdk, { identifier: SDK_IDENTIFIER, version: SDK_VERSION });
  assert.deepEqual([SDK_IDENTIFIER, SDK_VERSION], ['Stytch.js Javascript SDK', '5.35.1']);
  assert.equal('stytch_user_id' in a, false);
  assert.equal('stytch_session_id' in a, false);
});

test('the telemetry carries the user and session ids when logged in', async () => {
  const { platform, http } = setup({ identity: { userId: 'user-1', sessionId: 'session-1' } });
  platform.server.on('GET', '/users/me', ok({}));
  await http.get('/users/me');
  const t = decodeTelemetry(platform.server.requests[0]?.headers['x-sdk-client']);
  assert.equal(t.stytch_user_id, 'user-1');
  assert.equal(t.stytch_session_id, 'session-1');
});

test('a 2xx answer resolves with body.data', async () => {
  const { platform, http } = setup();
  platform.server.on('GET', '/users/me', ok({ user_id: 'user-1' }));
  const data = await http.get<{ user_id: string; request_id: string; status_code: number }>('/users/me');
  assert.deepEqual(data, { request_id: 'request-id-test', status_code: 200, user_id: 'user-1' });
});

test('an error envelope with a catalogue type becomes an AuthError with the catalogue message', async () => {
  const { platform, http } = setup();
  platform.server.on(
    'POST',
    '/magic_links/authenticate',
    apiError(401, 'unable_to_auth_magic_link', 'server says no'),
  );
  const e = await rejection(http.post('/magic_links/authenticate', { token: 't' }));
  assert.equal(e.type, 'unable_to_auth_magic_link');
  assert.equal(e.status, 401);
  assert.equal(e.requestId, 'request-id-error');
  assert.equal(e.serverMessage, 'server says no');
  assert.equal(e.message, ERROR_CATALOGUE.unable_to_auth_magic_link.message);
});

test('an unknown error type shows the server message verbatim, HTML included as plain text', async () => {
  const { platform, http } = setup();
  const html = '<img src=x onerror="alert(1)"> & <b>bold</b>';
  platform.server.on(
    'POST',
    '/magic_links/email/login_or_create',
    apiError(400, 'invalid_redirect_url', html),
  );
  const e = await rejection(http.post('/magic_links/email/login_or_create', { email: 'a@b.co' }));
  assert.equal(e.type, 'invalid_redirect_url');
  assert.equal(e.message, html);
  assert.equal(e.serverMessage, html);
});

test('a schema error (body/params/query keys) becomes schema_error listing the problems', async () => {
  const { platform, http } = setup();
  platform.server.on('POST', '/magic_links/email/login_or_create', {
    status: 400,
    json: {
      status_code: 400,
      request_id: 'request-id-schema',
      body: [
        { dataPath: '.email', message: 'should be string' },
        { dataPath: '.login_expiration_minutes', message: 'should be integer' },
      ],
      params: null,
      query: null,
    },
  });
  const e = await rejection(http.post('/magic_links/email/login_or_create', { email: 1 }));
  assert.equal(e.type, 'schema_error');
  assert.equal(e.status, 400);
  assert.equal(e.requestId, 'request-id-schema');
  assert.equal(e.problems.length, 2);
  assert.match(e.message, /body\.email: should be string/);
  assert.match(e.message, /body\.login_expiration_minutes: should be integer/);
});

test('a non-JSON 2xx is invalid_json_response with the generic message', async () => {
  const { platform, http } = setup();
  platform.server.on('GET', '/users/me', { status: 200, text: '<html>hello</html>' });
  const e = await rejection(http.get('/users/me'));
  assert.equal(e.type, 'invalid_json_response');
  assert.equal(e.status, 200);
  assert.equal(e.message, CLIENT_ERROR_MESSAGES.unexpected);
});

test('a non-JSON 5xx is unexpected_response with the generic message', async () => {
  const { platform, http } = setup();
  platform.server.on('GET', '/users/me', { status: 502, text: '<html>Bad gateway</html>' });
  const e = await rejection(http.get('/users/me'));
  assert.equal(e.type, 'unexpected_response');
  assert.equal(e.status, 502);
  assert.equal(e.message, 'The sign-in service sent an unexpected response. Please try again.');
});

test('a rejected fetch is network_error with status 0', async () => {
  const { platform, http } = setup();
  platform.server.on('GET', '/users/me', { networkError: true });
  const e = await rejection(http.get('/users/me'));
  assert.equal(e.type, 'network_error');
  assert.equal(e.status, 0);
  assert.equal(e.message, "We couldn't reach the sign-in service. Check your connection and try again.");
});

test('a request that hangs is aborted after the time-out (default 30 s) as network_error', async () => {
  const { platform, http } = setup();
  platform.server.on('GET', '/users/me', { hang: true });
  const outcome: { error?: AuthError } = {};
  const failure = (): AuthError | undefined => outcome.error;
  const pending = http.get('/users/me').catch((e: unknown) => {
    outcome.error = toAuthError(e);
  });
  await settle();
  platform.clock.advance(DEFAULT_TIMEOUT_MS - 1);
  await settle();
  assert.equal(failure(), undefined, 'still waiting just before the time-out');
  assert.equal(platform.server.requests[0]?.signal?.aborted, false);
  platform.clock.advance(1);
  await pending;
  assert.equal(failure()?.type, 'network_error');
  assert.match(failure()?.serverMessage ?? '', /timed out after 30000 ms/);
  assert.equal(platform.server.requests[0]?.signal?.aborted, true);
});

test('the time-out is configurable and its timer is cleared after an answer', async () => {
  const { platform, http } = setup({ timeoutMs: 500 });
  platform.server.on('GET', '/users/me', ok({}), { hang: true });
  await http.get('/users/me');
  assert.equal(platform.clock.timerCount, 0);
  const pending = http.get('/users/me').then(
    () => assert.fail('should time out'),
    (e: unknown) => toAuthError(e),
  );
  await settle();
  platform.clock.advance(500);
  assert.equal((await pending).type, 'network_error');
});

test('a retriable call is retried once on a non-JSON "Captcha required" answer', async () => {
  const { platform, http } = setup();
  http.setAntiAbuseProvider({ active: () => true, keys: () => Promise.resolve({ captcha_token: 'c' }) });
  platform.server.on(
    'POST',
    '/magic_links/email/login_or_create',
    { status: 403, text: 'Captcha required', contentType: 'text/plain' },
    ok({ user_id: 'u' }),
  );
  await http.post('/magic_links/email/login_or_create', { email: 'a@b.co' }, { retriable: true });
  assert.equal(platform.server.calls('/magic_links/email/login_or_create').length, 2);
});

test('a retriable call is retried once on a JSON captcha_required error, and gets fresh anti-abuse keys', async () => {
  const { platform, http } = setup();
  let n = 0;
  http.setAntiAbuseProvider({
    active: () => true,
    keys: () => Promise.resolve({ captcha_token: `captcha-${++n}` }),
  });
  platform.server.on(
    'POST',
    '/otps/authenticate',
    apiError(400, 'captcha_required', 'Captcha required'),
    ok({ user_id: 'u' }),
  );
  await http.post('/otps/authenticate', { token: '123456' }, { retriable: true });
  const calls = platform.server.calls('/otps/authenticate');
  assert.deepEqual(
    calls.map((c) => c.body),
    [
      { token: '123456', captcha_token: 'captcha-1' },
      { token: '123456', captcha_token: 'captcha-2' },
    ],
  );
});

test('without a captcha/DFP provider a captcha answer is not retried (the retry would repeat it)', async () => {
  const { platform, http } = setup();
  platform.server.on(
    'POST',
    '/magic_links/email/login_or_create',
    apiError(400, 'captcha_required', 'Captcha required'),
  );
  const e = await rejection(
    http.post('/magic_links/email/login_or_create', { email: 'a@b.co' }, { retriable: true }),
  );
  assert.equal(e.type, 'captcha_required');
  assert.equal(platform.server.calls('/magic_links/email/login_or_create').length, 1);
});

test('an unknown error type with no message of its own still shows a sentence', async () => {
  const { platform, http } = setup();
  platform.server.on('GET', '/users/me', {
    status: 400,
    json: { status_code: 400, error_type: 'brand_new_type' },
  });
  const e = await rejection(http.get('/users/me'));
  assert.equal(e.type, 'brand_new_type');
  assert.equal(e.message, CLIENT_ERROR_MESSAGES.unexpected);
});

test('the captcha retry happens only once', async () => {
  const { platform, http } = setup();
  http.setAntiAbuseProvider({ active: () => true, keys: () => Promise.resolve({ captcha_token: 'c' }) });
  platform.server.on('POST', '/magic_links/email/login_or_create', {
    status: 403,
    text: 'Captcha required',
    contentType: 'text/plain',
  });
  const e = await rejection(
    http.post('/magic_links/email/login_or_create', { email: 'a@b.co' }, { retriable: true }),
  );
  assert.equal(e.type, 'unexpected_response');
  assert.equal(platform.server.calls('/magic_links/email/login_or_create').length, 2);
});

test('a call not marked retriable is not retried, and gets no anti-abuse keys', async () => {
  const { platform, http } = setup();
  http.setAntiAbuseProvider({ active: () => true, keys: () => Promise.resolve({ captcha_token: 'x' }) });
  platform.server.on(
    'POST',
    '/magic_links/authenticate',
    apiError(400, 'captcha_required', 'Captcha required'),
  );
  const e = await rejection(http.post('/magic_links/authenticate', { token: 't' }));
  assert.equal(e.type, 'captcha_required');
  const calls = platform.server.calls('/magic_links/authenticate');
  assert.equal(calls.length, 1);
  assert.deepEqual(calls[0]?.body, { token: 't' });
});

test('other errors of a retriable call are not retried', async () => {
  const { platform, http } = setup();
  platform.server.on('POST', '/magic_links/email/login_or_create', apiError(400, 'invalid_email', 'bad'));
  await rejection(http.post('/magic_links/email/login_or_create', { email: 'x' }, { retriable: true }));
  assert.equal(platform.server.calls('/magic_links/email/login_or_create').length, 1);
});

test('toAuthError keeps AuthErrors and wraps anything else as unknown_error', () => {
  const original = AuthError.network('offline');
  assert.equal(toAuthError(original), original);
  const wrapped = toAuthError(new Error('boom'));
  assert.equal(wrapped.type, 'unknown_error');
  assert.equal(wrapped.serverMessage, 'boom');
  assert.equal(wrapped.message, CLIENT_ERROR_MESSAGES.unknown);
  assert.equal(toAuthError('text').serverMessage, 'text');
});

test('a call marked antiAbuse gets the keys but is not retried', async () => {
  const { platform, http } = setup();
  http.setAntiAbuseProvider({
    active: () => true,
    keys: () => Promise.resolve({ captcha_token: 'c', dfp_telemetry_id: undefined }),
  });
  platform.server.on('POST', '/users/search', apiError(400, 'captcha_required', 'Captcha required'));
  await rejection(http.post('/users/search', { email: 'a@b.co' }, { antiAbuse: true }));
  const calls = platform.server.calls('/users/search');
  assert.equal(calls.length, 1);
  assert.equal(calls[0]?.rawBody, '{"email":"a@b.co","captcha_token":"c"}');
});
