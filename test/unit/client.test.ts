import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient, type IdpClient } from '../../src/client';
import { DEFAULT_BOOTSTRAP } from '../../src/api/types';
import { AuthError } from '../../src/errors/AuthError';
import {
  createFakePlatform,
  installFakeWindow,
  settle,
  type FakePlatform,
  type FakeResponder,
} from '../helpers/fakePlatform';
import {
  API_URL,
  PUBLIC_TOKEN,
  apiError,
  decodeBasic,
  bootstrapWire,
  makeAuthResp,
  makeSession,
  makeUser,
  ok,
} from './fixtures';

const BOOTSTRAP_PATH = `/projects/bootstrap/${PUBLIC_TOKEN}`;
const PKCE_KEY = (ns: string) => `stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:${ns}`;

function setup(
  bootstrap: FakeResponder = ok(bootstrapWire()),
  platform: FakePlatform = createFakePlatform(),
) {
  platform.server.on('GET', BOOTSTRAP_PATH, bootstrap);
  const client = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL, platform });
  return { platform, client };
}

function storePair(platform: FakePlatform, ns: string, verifier: string) {
  platform.storage.setItem(
    PKCE_KEY(ns),
    JSON.stringify({ code_challenge: `challenge-${verifier}`, code_verifier: verifier }),
  );
}

test('the bootstrap is fetched once at creation, mapped, and cached for the next load', async () => {
  const platform = createFakePlatform();
  const { client } = setup(
    ok(
      bootstrapWire({
        disable_sdk_watermark: false,
        pkce_required_for_email_magic_links: true,
        password_config: { luds_complexity: 3, luds_minimum_count: 8 },
        captcha_settings: { enabled: true, siteKey: 'site-key' },
      }),
    ),
    platform,
  );
  assert.equal(platform.server.calls(BOOTSTRAP_PATH).length, 1, 'fired by the constructor');
  assert.deepEqual(client.bootstrap.getSync(), DEFAULT_BOOTSTRAP);
  const b = await client.bootstrap.get();
  await client.bootstrap.get();
  assert.equal(platform.server.calls(BOOTSTRAP_PATH).length, 1);
  assert.equal(b.projectName, 'Test project');
  assert.equal(b.displayWatermark, true);
  assert.equal(b.pkceRequiredForEmailMagicLinks, true);
  assert.deepEqual(b.passwordConfig, { ludsComplexity: 3, ludsMinimumCount: 8 });
  assert.deepEqual(b.captchaSettings, { enabled: true, siteKey: 'site-key' });
  assert.deepEqual(b.emailDomains, ['example.com']);
  assert.equal(b.vertical, 'CONSUMER');
  assert.deepEqual(client.bootstrap.getSync(), b);
  assert.deepEqual(
    JSON.parse(platform.storage.getItem(`stytch_sdk_state_${PUBLIC_TOKEN}::bootstrap`) ?? 'null'),
    b,
  );
  client.destroy();

  // Next page load: readable synchronously before the new fetch answers.
  platform.server.on('GET', BOOTSTRAP_PATH, { hang: true });
  const next = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL, platform });
  assert.deepEqual(next.bootstrap.getSync(), b);
  next.destroy();
});

test('a failed bootstrap logs an error and resolves the defaults', async () => {
  for (const answer of [
    apiError(401, 'invalid_public_token', 'bad token'),
    { networkError: true } as const,
    ok({ ...bootstrapWire(), password_config: undefined }),
  ]) {
    const { client, platform } = setup(answer);
    assert.deepEqual(await client.bootstrap.get(), DEFAULT_BOOTSTRAP);
    assert.equal(platform.console.entries.filter((e) => e.level === 'error').length, 1);
    client.destroy();
  }
});

test('a bootstrap that fails for a passing reason resolves the defaults at once and applies a later retry', async () => {
  let answers = 0;
  const { client, platform } = setup(() =>
    ++answers < 3 ? { status: 503, text: 'busy' } : ok(bootstrapWire({ disable_sdk_watermark: false })),
  );
  const changes: boolean[] = [];
  client.bootstrap.onChange((b) => changes.push(b.displayWatermark));
  // Sends wait for the first attempt only: the defaults, while the fetch is retried in the background.
  assert.deepEqual(await client.bootstrap.get(), DEFAULT_BOOTSTRAP);
  assert.equal(client.bootstrap.failure()?.status, 503);
  assert.match(platform.console.entries[0]?.text ?? '', /using defaults while trying again/);
  platform.clock.advance(1_000);
  await settle();
  assert.equal(answers, 2, 'first retry after 1 s');
  assert.deepEqual(changes, []);
  platform.clock.advance(2_000);
  await settle();
  assert.equal(answers, 3, 'second retry 2 s later');
  assert.deepEqual(changes, [true]);
  assert.equal(client.bootstrap.failure(), null);
  assert.equal(client.bootstrap.getSync().displayWatermark, true);
  assert.equal(platform.server.calls(BOOTSTRAP_PATH).length, 3);
  client.destroy();
});

test('a refused public token is not retried', async () => {
  const { client, platform } = setup(apiError(401, 'invalid_public_token', 'bad token'));
  await client.bootstrap.get();
  platform.clock.advance(60_000);
  await settle();
  assert.equal(platform.server.calls(BOOTSTRAP_PATH).length, 1);
  assert.equal(client.bootstrap.failure()?.type, 'invalid_public_token');
  client.destroy();
});

test('users/me reads within 2 s share one request, a new session reads afresh, a 5xx is retried', async () => {
  const { client, platform } = setup();
  platform.server.on('POST', '/magic_links/authenticate', ok(makeAuthResp()));
  await client.magicLinks.authenticate('t');
  platform.server.on('GET', '/users/me', ok(makeUser()));
  await Promise.all([client.user.get(), client.user.get()]);
  await client.user.get();
  assert.equal(platform.server.calls('/users/me').length, 1);
  platform.clock.advance(2_000);
  await client.user.get();
  assert.equal(platform.server.calls('/users/me').length, 2);

  await client.magicLinks.authenticate('t2');
  platform.server.on(
    'POST',
    '/magic_links/authenticate',
    ok(makeAuthResp({ session: makeSession({ session_id: 'session-test-2' }) })),
  );
  await client.magicLinks.authenticate('t3');
  await client.user.get();
  assert.equal(platform.server.calls('/users/me').length, 3, 'another session is another user read');

  let failures = 1;
  platform.server.on('GET', '/users/me', () =>
    failures-- > 0 ? { status: 502, text: 'bad gateway' } : ok(makeUser()),
  );
  platform.clock.advance(2_000);
  const read = client.user.get();
  await settle();
  platform.clock.advance(1_000);
  assert.equal((await read).user_id, makeUser().user_id);
  assert.equal(platform.server.calls('/users/me').length, 5);
  client.destroy();
});

function withCaptcha(platform: FakePlatform, tokens: string[] = ['tok-1', 'tok-2', 'tok-3']) {
  const loads: [string, string][] = [];
  platform.loadCaptcha = (scriptUrl, siteKey) => {
    loads.push([scriptUrl, siteKey]);
    return Promise.resolve({ execute: (action) => Promise.resolve(`${tokens.shift() ?? 'none'}:${action}`) });
  };
  return loads;
}

const CAPTCHA_ON = ok(bootstrapWire({ captcha_settings: { enabled: true, siteKey: 'site-key' } }));

test('captcha on: the script loads at bootstrap, C/R calls carry a fresh LOGIN token, a captcha_required answer is retried once', async () => {
  const platform = createFakePlatform();
  const loads = withCaptcha(platform);
  const { client } = setup(CAPTCHA_ON, platform);
  await client.bootstrap.get();
  await settle();
  assert.deepEqual(loads, [['https://www.google.com/recaptcha/enterprise.js', 'site-key']]);

  let first = true;
  platform.server.on('POST', '/magic_links/email/login_or_create', () => {
    if (!first) return ok({ user_id: 'u' });
    first = false;
    return apiError(403, 'captcha_required', 'Captcha required: the captcha_token was already used.');
  });
  await client.magicLinks.email.loginOrCreate('ada@example.com');
  const sends = platform.server.calls('/magic_links/email/login_or_create');
  assert.deepEqual(
    sends.map((r) => (r.body as { captcha_token?: string }).captcha_token),
    ['tok-1:LOGIN', 'tok-2:LOGIN'],
  );
  platform.server.on('POST', '/users/search', ok({ userType: 'new' }));
  await client.passwords.searchUser('ada@example.com');
  assert.equal(
    (platform.server.calls('/users/search')[0]?.body as { captcha_token?: string }).captcha_token,
    'tok-3:LOGIN',
  );
  assert.equal(loads.length, 1, 'the script is loaded once');
  client.destroy();
});

test('captcha on: the script URL is configurable; a captcha that cannot load is logged and the call goes without a token', async () => {
  const platform = createFakePlatform();
  const loads: string[] = [];
  platform.loadCaptcha = (scriptUrl) => {
    loads.push(scriptUrl);
    return Promise.reject(new Error('blocked'));
  };
  platform.server.on('GET', BOOTSTRAP_PATH, CAPTCHA_ON);
  const client = createClient({
    publicToken: PUBLIC_TOKEN,
    apiUrl: API_URL,
    platform,
    captchaScriptUrl: 'http://localhost:9400/captcha/enterprise.js',
  });
  platform.server.on(
    'POST',
    '/otps/sms/login_or_create',
    apiError(403, 'captcha_required', 'Captcha required: none.'),
  );
  await assert.rejects(
    client.otps.sms.loginOrCreate('+12133734253'),
    (e: unknown) => e instanceof AuthError && e.type === 'captcha_required',
  );
  const sends = platform.server.calls('/otps/sms/login_or_create');
  assert.equal(sends.length, 2, 'retried once');
  assert.ok(sends.every((r) => !('captcha_token' in (r.body as object))));
  assert.ok(loads.every((u) => u === 'http://localhost:9400/captcha/enterprise.js'));
  assert.ok(loads.length >= 2, 'a failed load is tried again on the next call');
  assert.ok(platform.console.entries.some((e) => e.level === 'error' && /requires a captcha/.test(e.text)));
  client.destroy();
});

test('captcha off: no script, no captcha_token, and a captcha_required answer is not retried', async () => {
  const platform = createFakePlatform();
  const loads = withCaptcha(platform);
  const { client } = setup(ok(bootstrapWire()), platform);
  platform.server.on(
    'POST',
    '/magic_links/email/login_or_create',
    apiError(403, 'captcha_required', 'Captcha required.'),
  );
  await assert.rejects(client.magicLinks.email.loginOrCreate('ada@example.com'));
  const sends = platform.server.calls('/magic_links/email/login_or_create');
  assert.equal(sends.length, 1);
  assert.equal('captcha_token' in (sends[0]?.body as object), false);
  assert.deepEqual(loads, []);
  client.destroy();
});

test('a B2B project logs a console error', async () => {
  const { client, platform } = setup(ok(bootstrapWire({ vertical: 'B2B' })));
  await client.bootstrap.get();
  assert.match(platform.console.entries[0]?.text ?? '', /B2B/);
  client.destroy();
});

test('loginOrCreate waits for the bootstrap, sends the options and binds the link to this browser (a challenge) even when PKCE is off', async () => {
  let answerBootstrap: () => void = () => undefined;
  const { client, platform } = setup(
    () => new Promise((resolve) => (answerBootstrap = () => resolve(ok(bootstrapWire())))),
  );
  platform.server.on('POST', '/magic_links/email/login_or_create', ok({ user_id: 'u' }));
  const sending = client.magicLinks.email.loginOrCreate('ada@example.com', {
    login_magic_link_url: 'http://localhost:9400/authenticate.html',
    signup_expiration_minutes: 30,
    create_user_as_pending: true,
  });
  await settle();
  assert.equal(
    platform.server.calls('/magic_links/email/login_or_create').length,
    0,
    'waits for the bootstrap',
  );
  answerBootstrap();
  await sending;
  const pair = client.pkce.get('magic_links');
  assert.ok(pair, 'the verifier stays in this browser');
  assert.equal(client.magicLinks.requestedHere(), true);
  assert.deepEqual(platform.server.calls('/magic_links/email/login_or_create')[0]?.body, {
    email: 'ada@example.com',
    login_magic_link_url: 'http://localhost:9400/authenticate.html',
    signup_expiration_minutes: 30,
    create_user_as_pending: true,
    code_challenge: pair.code_challenge,
  });
  client.destroy();
});

test('loginOrCreate adds the magic_links code_challenge when the project requires PKCE, reusing the pair', async () => {
  const { client, platform } = setup(ok(bootstrapWire({ pkce_required_for_email_magic_links: true })));
  platform.server.on('POST', '/magic_links/email/login_or_create', ok({}));
  await client.magicLinks.email.loginOrCreate('ada@example.com');
  await client.magicLinks.email.loginOrCreate('ada@example.com');
  const [a, b] = platform.server
    .calls('/magic_links/email/login_or_create')
    .map((r) => r.body as Record<string, string>);
  const pair = JSON.parse(platform.storage.getItem(PKCE_KEY('magic_links')) ?? 'null') as {
    code_challenge: string;
  };
  assert.equal(a?.code_challenge, pair.code_challenge);
  assert.equal(b?.code_challenge, pair.code_challenge);
  client.destroy();
});

test('loginOrCreate failures reject with the AuthError', async () => {
  const { client, platform } = setup();
  platform.server.on('POST', '/magic_links/email/login_or_create', apiError(400, 'invalid_email', 'x'));
  await assert.rejects(client.magicLinks.email.loginOrCreate('nope'), (e: unknown) => {
    return e instanceof AuthError && e.message === 'Email format is invalid.';
  });
  client.destroy();
});

test('magicLinks.authenticate sends the token, 30 minutes by default, no verifier without a stored pair', async () => {
  const { client, platform } = setup();
  platform.server.on('POST', '/magic_links/authenticate', ok(makeAuthResp({ method_id: 'email-test-1' })));
  const result = await client.magicLinks.authenticate('link-token');
  assert.deepEqual(platform.server.calls('/magic_links/authenticate')[0]?.body, {
    token: 'link-token',
    session_duration_minutes: 30,
  });
  assert.equal(result.userId, 'user-test-1');
  assert.equal(result.methodId, 'email-test-1');
  assert.equal(client.session.getSync()?.session_id, 'session-test-1');
  assert.equal(client.user.getSync()?.user_id, 'user-test-1');
  assert.equal(platform.cookies.get('stytch_session'), 'opaque-session-token-1');
  assert.equal(platform.cookies.get('stytch_session_jwt'), 'header.payload.signature');
  client.destroy();
});

test('the AuthResult carries no session token or JWT', async () => {
  const { client, platform } = setup();
  platform.server.on('POST', '/magic_links/authenticate', ok(makeAuthResp()));
  platform.server.on('POST', '/sessions/authenticate', ok(makeAuthResp()));
  for (const result of [await client.magicLinks.authenticate('t'), await client.session.authenticate()]) {
    assert.deepEqual(Object.keys(result).sort(), ['session', 'user', 'userId']);
    const text = JSON.stringify(result);
    assert.doesNotMatch(text, /opaque-session-token-1|header\.payload\.signature|session_token|session_jwt/);
  }
  client.destroy();
});

test('magicLinks.authenticate uses the passwords verifier first and clears that pair after success', async () => {
  const { client, platform } = setup();
  storePair(platform, 'passwords', 'pw-verifier');
  storePair(platform, 'magic_links', 'ml-verifier');
  platform.server.on('POST', '/magic_links/authenticate', ok(makeAuthResp()));
  await client.magicLinks.authenticate('t', { session_duration_minutes: 60 });
  const calls = platform.server.calls('/magic_links/authenticate');
  assert.deepEqual(
    calls.map((c) => c.body),
    [{ token: 't', session_duration_minutes: 60, code_verifier: 'pw-verifier' }],
  );
  assert.equal(platform.storage.getItem(PKCE_KEY('passwords')), null);
  assert.notEqual(platform.storage.getItem(PKCE_KEY('magic_links')), null);
  client.destroy();
});

test('a PKCE failure with the passwords verifier is retried with the magic_links one', async () => {
  const { client, platform } = setup();
  storePair(platform, 'passwords', 'pw-verifier');
  storePair(platform, 'magic_links', 'ml-verifier');
  platform.server.on(
    'POST',
    '/magic_links/authenticate',
    apiError(400, 'invalid_pkce_code_verifier', 'The code_verifier does not match the pkce code_challenge.'),
    ok(makeAuthResp()),
  );
  await client.magicLinks.authenticate('t');
  const verifiers = platform.server
    .calls('/magic_links/authenticate')
    .map((c) => (c.body as Record<string, unknown>).code_verifier);
  assert.deepEqual(verifiers, ['pw-verifier', 'ml-verifier']);
  assert.equal(platform.storage.getItem(PKCE_KEY('magic_links')), null, 'the pair that worked is cleared');
  assert.notEqual(platform.storage.getItem(PKCE_KEY('passwords')), null);
  client.destroy();
});

test('with only a magic_links pair its verifier is sent; non-PKCE failures are not retried and keep the pair', async () => {
  const { client, platform } = setup();
  storePair(platform, 'magic_links', 'ml-verifier');
  platform.server.on('POST', '/magic_links/authenticate', apiError(401, 'unable_to_auth_magic_link', 'used'));
  await assert.rejects(client.magicLinks.authenticate('t'), AuthError);
  const calls = platform.server.calls('/magic_links/authenticate');
  assert.equal(calls.length, 1);
  assert.equal((calls[0]?.body as Record<string, unknown>).code_verifier, 'ml-verifier');
  assert.notEqual(platform.storage.getItem(PKCE_KEY('magic_links')), null);
  assert.equal(client.session.getSync(), null);

  const other = setup();
  storePair(other.platform, 'passwords', 'pw-verifier');
  storePair(other.platform, 'magic_links', 'ml-verifier');
  other.platform.server.on(
    'POST',
    '/magic_links/authenticate',
    apiError(401, 'unable_to_auth_magic_link', 'used'),
  );
  await assert.rejects(other.client.magicLinks.authenticate('t'), AuthError);
  assert.equal(other.platform.server.calls('/magic_links/authenticate').length, 1);
  client.destroy();
  other.client.destroy();
});

test('session and user listeners fire on changes; logout revokes and clears even when the call fails', async () => {
  const { client, platform } = setup();
  const sessions: (string | null)[] = [];
  const users: (string | null)[] = [];
  client.session.onChange((s) => sessions.push(s?.session_id ?? null));
  const off = client.user.onChange((u) => users.push(u?.name.first_name ?? null));
  platform.server.on('POST', '/magic_links/authenticate', ok(makeAuthResp()));
  await client.magicLinks.authenticate('t');
  platform.server.on(
    'GET',
    '/users/me',
    ok(makeUser({ name: { first_name: 'Ada', middle_name: '', last_name: '' } })),
  );
  const user = await client.user.get();
  assert.equal(user.name.first_name, 'Ada');
  assert.equal('request_id' in user, false, 'request_id / status_code are stripped');
  assert.equal(client.user.getSync()?.name.first_name, 'Ada');
  off();
  platform.server.on('POST', '/sessions/revoke', { networkError: true });
  await assert.rejects(client.logout(), AuthError);
  assert.equal(client.session.getSync(), null);
  assert.deepEqual(platform.cookies.all(), []);
  assert.deepEqual(sessions, ['session-test-1', null]);
  assert.deepEqual(users, ['', 'Ada']);
  client.destroy();
});

test('session.authenticate passes the duration and updates the session', async () => {
  const { client, platform } = setup();
  const extended = makeSession({ expires_at: '2025-01-01T05:00:00.000Z' });
  platform.server.on('POST', '/sessions/authenticate', ok(makeAuthResp({ session: extended })));
  const result = await client.session.authenticate({ session_duration_minutes: 300 });
  assert.deepEqual(platform.server.calls('/sessions/authenticate')[0]?.body, {
    session_duration_minutes: 300,
  });
  assert.equal(result.session?.expires_at, '2025-01-01T05:00:00.000Z');
  assert.equal(client.session.getSync()?.expires_at, '2025-01-01T05:00:00.000Z');
  client.destroy();
});

test('events.log reaches /events', () => {
  const { client, platform } = setup();
  client.events.log('render_login_screen', { options: {} });
  platform.clock.advance(800);
  assert.equal(platform.server.calls('/events').length, 1);
  client.destroy();
});

test('clients with an explicit platform are never shared', () => {
  const platform = createFakePlatform();
  const a = setup(undefined, platform).client;
  const b = setup(undefined, platform).client;
  assert.notEqual(a.sessionManager, b.sessionManager);
  a.destroy();
  b.destroy();
});

test('createClient shares one data layer per (token, API URL) and stops it with the last handle', async () => {
  const fake = createFakePlatform({ url: 'http://localhost:9400/login' });
  const restore = installFakeWindow(fake);
  const handles: IdpClient[] = [];
  try {
    fake.server.on('GET', BOOTSTRAP_PATH, ok(bootstrapWire()));
    fake.server.on('POST', '/sessions/authenticate', ok(makeAuthResp()));
    fake.cookies.seed('stytch_session', 'opaque-cookie');
    const a = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL });
    const b = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: `${API_URL}/` });
    const other = createClient({ publicToken: 'public-token-test-other', apiUrl: API_URL });
    handles.push(a, b, other);
    assert.equal(a.sessionManager, b.sessionManager);
    assert.equal(a.http, b.http);
    assert.notEqual(a, b, 'each caller gets its own handle');
    assert.notEqual(a.sessionManager, other.sessionManager);
    assert.equal(fake.server.calls(BOOTSTRAP_PATH).length, 1, 'one bootstrap fetch per token');
    await settle();
    const forToken = fake.server
      .calls('/sessions/authenticate')
      .filter((r) => decodeBasic(r.headers.authorization)[0] === PUBLIC_TOKEN);
    assert.equal(forToken.length, 1, 'one startup authenticate per token');
    assert.equal(
      fake.clock.pendingDelays().filter((d) => d === 180_000).length,
      2,
      'one refresh timer per token',
    );

    a.destroy();
    a.destroy();
    assert.equal(b.sessionManager.refreshScheduled, true, 'still running for b');
    b.destroy();
    assert.equal(b.sessionManager.refreshScheduled, false, 'stopped with the last handle');

    const c = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL });
    handles.push(c);
    assert.notEqual(c.sessionManager, a.sessionManager, 'a released data layer is not reused');
    assert.equal(c.session.getSync()?.session_id, 'session-test-1', 'state persisted across data layers');
  } finally {
    for (const h of handles) h.destroy();
    restore();
  }
});

test('idp-elements/headless idpClient: loads the calls on first use, sends the wire body, checks the answer', async () => {
  const { idpClient } = await import('../../src/index-headless');
  const { client, platform } = setup();
  const idp = idpClient(client as unknown as IdpClient);
  platform.server.on(
    'POST',
    '/idp/oauth/authorize/start',
    ok({
      consent_required: true,
      client: { client_id: 'rp', client_name: 'RP' },
      scope_results: [{ scope: 'openid', description: 'd', is_grantable: true }, { scope: '' }],
    }),
  );
  const start = await idp.authorizeStart({
    client_id: 'rp',
    redirect_uri: 'http://localhost:3000/cb',
    response_type: 'code',
    scopes: ['openid'],
  });
  assert.equal(start.consent_required, true);
  assert.deepEqual(
    start.scope_results.map((r) => r.scope),
    ['openid'],
    'a scope result without a scope is dropped',
  );
  assert.deepEqual(platform.server.calls('/idp/oauth/authorize/start')[0]!.body, {
    client_id: 'rp',
    redirect_uri: 'http://localhost:3000/cb',
    response_type: 'code',
    scopes: ['openid'],
  });

  platform.server.on('POST', '/oauth/logout/start', ok({ consent_required: false }));
  await assert.rejects(
    idp.logoutStart({ client_id: 'rp', post_logout_redirect_uri: 'http://localhost:3000/' }),
    (e: unknown) =>
      e instanceof AuthError &&
      e.type === 'unexpected_response' &&
      /has no redirect_uri/.test(e.serverMessage ?? ''),
  );
  client.destroy();
});
