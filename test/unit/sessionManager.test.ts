import { test } from 'node:test';
import assert from 'node:assert/strict';
import { Http } from '../../src/api/http';
import { AuthError } from '../../src/errors/AuthError';
import { SessionCookies } from '../../src/session/cookies';
import {
  SESSION_REFRESH_INTERVAL_MS,
  SessionManager,
  refreshBackoffDelay,
  type SessionState,
} from '../../src/session/SessionManager';
import { NamespacedStorage } from '../../src/session/storage';
import { createFakePlatform, settle } from '../helpers/fakePlatform';
import {
  API_URL,
  PUBLIC_TOKEN,
  apiError,
  decodeBasic,
  makeAuthResp,
  makeSession,
  makeUser,
  ok,
} from './fixtures';

const STATE_KEY = `stytch_sdk_state_${PUBLIC_TOKEN}`;

function setup(
  options: { cookie?: string; stored?: SessionState | null; random?: number; customApiDomain?: boolean } = {},
) {
  const platform = createFakePlatform();
  const storage = new NamespacedStorage(platform.storage, PUBLIC_TOKEN);
  const cookies = new SessionCookies(platform, storage);
  const http = new Http({
    apiUrl: API_URL,
    publicToken: PUBLIC_TOKEN,
    platform,
    sessionToken: () => cookies.getSessionToken(),
  });
  if (options.cookie) platform.cookies.seed('stytch_session', options.cookie);
  if (options.stored !== undefined) platform.storage.setItem(STATE_KEY, JSON.stringify(options.stored));
  const random = options.random ?? 0.5;
  const manager = new SessionManager({
    http,
    cookies,
    storage,
    platform,
    random: () => random,
    ...(options.customApiDomain ? { customApiDomain: true } : {}),
  });
  const changes: (SessionState | null)[] = [];
  manager.subscribe((state) => changes.push(state));
  return { platform, manager, changes, cookies };
}

const stored: SessionState = { session: makeSession(), user: makeUser() };
const authCalls = (p: ReturnType<typeof createFakePlatform>) =>
  p.server.calls('/sessions/authenticate', 'POST');

test('startup without a session cookie destroys the stored state and sends nothing', async () => {
  const { platform, manager, changes } = setup({ stored });
  assert.deepEqual(manager.getState(), stored, 'the stored state is readable before start');
  manager.start();
  await settle();
  assert.equal(manager.getState(), null);
  assert.equal(platform.storage.getItem(STATE_KEY), 'null');
  assert.deepEqual(changes, [null]);
  assert.equal(platform.server.requests.length, 0);
  assert.equal(manager.refreshScheduled, false);
});

test('startup with a session cookie authenticates at once, applies the answer and arms the 180 000 ms refresh', async () => {
  const { platform, manager } = setup({ cookie: 'opaque-cookie' });
  platform.server.on('POST', '/sessions/authenticate', ok(makeAuthResp()));
  manager.start();
  await settle();
  const [call] = authCalls(platform);
  assert.deepEqual(call?.body, {});
  assert.deepEqual(decodeBasic(call?.headers.authorization), [PUBLIC_TOKEN, 'opaque-cookie']);
  assert.equal(manager.getSession()?.session_id, 'session-test-1');
  assert.equal(platform.cookies.get('stytch_session'), 'opaque-session-token-1');
  assert.deepEqual(
    JSON.parse(platform.storage.getItem(STATE_KEY) ?? 'null').session.session_id,
    'session-test-1',
  );
  assert.deepEqual(platform.clock.pendingDelays(), [SESSION_REFRESH_INTERVAL_MS]);
});

test('the session is refreshed every 180 000 ms with {} while it exists', async () => {
  const { platform, manager } = setup({ cookie: 'opaque-cookie' });
  platform.server.on('POST', '/sessions/authenticate', ok(makeAuthResp()));
  manager.start();
  await settle();
  assert.equal(authCalls(platform).length, 1);
  platform.clock.advance(179_999);
  await settle();
  assert.equal(authCalls(platform).length, 1);
  platform.clock.advance(1);
  await settle();
  assert.equal(authCalls(platform).length, 2);
  assert.deepEqual(authCalls(platform)[1]?.body, {});
  platform.clock.advance(180_000);
  await settle();
  assert.equal(authCalls(platform).length, 3);
  assert.equal(platform.clock.timerCount, 1, 'only one refresh timer');
});

test('a login arms the refresh timer; a logout disarms it', async () => {
  const { platform, manager } = setup();
  manager.start();
  assert.equal(manager.refreshScheduled, false);
  manager.applyAuthResponse(makeAuthResp());
  assert.deepEqual(platform.clock.pendingDelays(), [SESSION_REFRESH_INTERVAL_MS]);
  manager.clear();
  assert.equal(manager.refreshScheduled, false);
  assert.equal(platform.clock.timerCount, 0);
});

test('refresh failures retry with 2000·2^n ms back-off (n capped at 7), then return to the interval', async () => {
  const { platform, manager } = setup({ cookie: 'opaque-cookie', stored });
  const failures = Array.from({ length: 10 }, () => ({ networkError: true }) as const);
  platform.server.on('POST', '/sessions/authenticate', ...failures, ok(makeAuthResp()));
  manager.start();
  await settle();
  const delays: number[] = [];
  for (let i = 0; i < 10; i++) {
    const [delay = -1] = platform.clock.pendingDelays();
    delays.push(delay);
    platform.clock.advance(delay);
    await settle();
  }
  assert.deepEqual(delays, [2000, 4000, 8000, 16000, 32000, 64000, 128000, 256000, 256000, 256000]);
  assert.equal(authCalls(platform).length, 11);
  assert.deepEqual(platform.clock.pendingDelays(), [SESSION_REFRESH_INTERVAL_MS]);
  assert.deepEqual(manager.getState()?.session.session_id, 'session-test-1', 'the session survived');
  platform.server.on('POST', '/sessions/authenticate', { networkError: true });
  platform.clock.advance(SESSION_REFRESH_INTERVAL_MS);
  await settle();
  assert.deepEqual(platform.clock.pendingDelays(), [2000], 'the back-off starts over after a success');
});

test('the back-off jitter stays within ±175 ms', () => {
  assert.equal(refreshBackoffDelay(0, 0), 2000 - 175);
  assert.equal(refreshBackoffDelay(0, 0.999999), 2000 + 175);
  assert.equal(refreshBackoffDelay(3, 0.5), 16000);
  assert.equal(refreshBackoffDelay(20, 0.5), 256000);
});

for (const type of [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
]) {
  test(`a refresh failing with ${type} ends the session`, async () => {
    const { platform, manager, changes } = setup({ cookie: 'opaque-cookie', stored });
    platform.server.on('POST', '/sessions/authenticate', apiError(401, type, 'no'));
    manager.start();
    await settle();
    assert.equal(manager.getState(), null);
    assert.deepEqual(changes, [null]);
    assert.equal(platform.cookies.get('stytch_session'), undefined);
    assert.equal(platform.storage.getItem(STATE_KEY), 'null');
    assert.equal(platform.clock.timerCount, 0, 'no retry');
  });
}

test('other refresh errors keep the session', async () => {
  const { platform, manager } = setup({ cookie: 'opaque-cookie', stored });
  platform.server.on('POST', '/sessions/authenticate', apiError(500, 'internal_server_error', 'oops'));
  manager.start();
  await settle();
  assert.deepEqual(manager.getState(), stored);
  assert.deepEqual(platform.clock.pendingDelays(), [2000]);
});

test('another tab writing the state key is adopted without writing back', async () => {
  const { platform, manager, changes } = setup();
  manager.start();
  let writes = 0;
  const setItem = platform.storage.setItem.bind(platform.storage);
  platform.storage.setItem = (k, v) => {
    writes++;
    setItem(k, v);
  };
  platform.cookies.seed('stytch_session', 'opaque-session-token-1'); // the other tab's login wrote it
  platform.emitStorage(STATE_KEY, JSON.stringify(stored));
  assert.deepEqual(manager.getState(), stored);
  assert.deepEqual(changes, [stored]);
  assert.deepEqual(platform.clock.pendingDelays(), [SESSION_REFRESH_INTERVAL_MS], 'this tab refreshes too');
  platform.emitStorage(`${STATE_KEY}::bootstrap`, '{}');
  assert.equal(changes.length, 1, 'other keys are ignored');
  platform.emitStorage(STATE_KEY, 'null');
  assert.equal(manager.getState(), null);
  assert.deepEqual(changes, [stored, null]);
  assert.equal(platform.clock.timerCount, 0);
  assert.equal(writes, 0, 'nothing written back');
});

test('storage cleared in another tab (key null) logs this tab out', () => {
  const { platform, manager } = setup({ stored, cookie: 'c' });
  platform.server.on('POST', '/sessions/authenticate', { hang: true });
  manager.start();
  platform.emitStorage(null, null);
  assert.equal(manager.getState(), null);
});

test('stop() detaches from other tabs and stops the timer', () => {
  const { platform, manager } = setup();
  manager.start();
  manager.applyAuthResponse(makeAuthResp());
  manager.stop();
  assert.equal(platform.clock.timerCount, 0);
  platform.emitStorage(STATE_KEY, 'null');
  assert.notEqual(manager.getState(), null);
});

test('a change of last_accessed_at alone notifies nobody, but is stored', () => {
  const { platform, manager, changes } = setup();
  manager.applyAuthResponse(makeAuthResp());
  assert.equal(changes.length, 1);
  const later = makeSession({ last_accessed_at: '2025-01-01T00:03:00Z' });
  manager.applyAuthResponse(makeAuthResp({ session: later }));
  assert.equal(changes.length, 1);
  assert.equal(
    JSON.parse(platform.storage.getItem(STATE_KEY) ?? '{}').session.last_accessed_at,
    '2025-01-01T00:03:00Z',
  );
  manager.applyAuthResponse(
    makeAuthResp({ session: makeSession({ expires_at: '2025-01-01T02:00:00.000Z' }) }),
  );
  assert.equal(changes.length, 2, 'other session fields do notify');
});

test('an answer without both tokens stores the state but deletes our cookies', () => {
  const { platform, manager } = setup();
  manager.applyAuthResponse(makeAuthResp());
  assert.equal(platform.cookies.get('stytch_session'), 'opaque-session-token-1');
  manager.applyAuthResponse(makeAuthResp({ session_token: '', session_jwt: '' }));
  assert.equal(manager.getSession()?.session_id, 'session-test-1');
  assert.deepEqual(platform.cookies.all(), []);
});

test('an answer with only an intermediate token writes that cookie, removes the session ones, logs nobody in', () => {
  const { platform, manager, changes } = setup();
  manager.applyAuthResponse(makeAuthResp());
  assert.equal(platform.cookies.get('stytch_session'), 'opaque-session-token-1');
  manager.applyAuthResponse(
    makeAuthResp({ session: null, session_token: '', session_jwt: '', intermediate_session_token: 'ist-1' }),
  );
  assert.equal(platform.cookies.get('stytch_intermediate_session_token'), 'ist-1');
  assert.equal(platform.cookies.get('stytch_session'), undefined);
  assert.equal(manager.getSession(), null);
  assert.equal(changes.at(-1), null);
  assert.equal(platform.storage.getItem(STATE_KEY), 'null');
});

test('SPEC §4: no refresh without a session cookie, unless on a custom API domain', async () => {
  const plain = setup();
  plain.manager.start();
  plain.manager.applyAuthResponse(makeAuthResp({ session_token: '', session_jwt: '' }));
  assert.equal(plain.manager.getSession()?.session_id, 'session-test-1', 'the state is kept');
  assert.equal(plain.manager.refreshScheduled, false);

  // Custom API domain: HttpOnly cookies the page cannot read. Startup asks the server instead of dropping the
  // stored state, and the refresh runs.
  const { platform, manager } = setup({ stored, customApiDomain: true });
  platform.server.on(
    'POST',
    '/sessions/authenticate',
    ok(makeAuthResp({ session_token: '', session_jwt: '' })),
  );
  manager.start();
  await settle();
  assert.equal(authCalls(platform).length, 1);
  assert.equal(manager.getSession()?.session_id, 'session-test-1');
  assert.equal(manager.refreshScheduled, true);
  manager.stop();
});

test('revoke clears on success; on failure only with forceClear or a clear-session type, and rethrows', async () => {
  const a = setup();
  a.platform.server.on('POST', '/sessions/revoke', ok({}));
  a.manager.applyAuthResponse(makeAuthResp());
  await a.manager.revoke();
  assert.equal(a.manager.getState(), null);
  assert.deepEqual(a.platform.cookies.all(), []);
  assert.equal(a.platform.server.calls('/sessions/revoke')[0]?.rawBody, undefined, 'revoke has no body');

  const b = setup();
  b.platform.server.on('POST', '/sessions/revoke', { networkError: true });
  b.manager.applyAuthResponse(makeAuthResp());
  await assert.rejects(b.manager.revoke(), AuthError);
  assert.notEqual(b.manager.getState(), null);
  await assert.rejects(b.manager.revoke({ forceClear: true }), AuthError);
  assert.equal(b.manager.getState(), null);

  const c = setup();
  c.platform.server.on('POST', '/sessions/revoke', apiError(404, 'session_not_found', 'gone'));
  c.manager.applyAuthResponse(makeAuthResp());
  await assert.rejects(c.manager.revoke(), AuthError);
  assert.equal(c.manager.getState(), null);
});

test('an authenticate answer arriving after a logout is not applied', async () => {
  const { platform, manager } = setup();
  let release: () => void = () => undefined;
  platform.server.on(
    'POST',
    '/sessions/authenticate',
    () => new Promise((resolve) => (release = () => resolve(ok(makeAuthResp())))),
  );
  manager.applyAuthResponse(makeAuthResp());
  const pending = manager.authenticate();
  await settle();
  manager.clear();
  release();
  await pending;
  assert.equal(manager.getState(), null);
  assert.deepEqual(platform.cookies.all(), []);
});

test('an authenticate answer for a session replaced meanwhile is re-issued once', async () => {
  const { platform, manager } = setup();
  let release: () => void = () => undefined;
  const second = makeAuthResp({ session: makeSession({ session_id: 'session-2' }) });
  platform.server.on(
    'POST',
    '/sessions/authenticate',
    () => new Promise((resolve) => (release = () => resolve(ok(makeAuthResp())))),
    ok(second),
  );
  manager.applyAuthResponse(makeAuthResp());
  const pending = manager.authenticate();
  await settle();
  manager.applyAuthResponse(second);
  release();
  await pending;
  assert.equal(authCalls(platform).length, 2);
  assert.equal(manager.getSession()?.session_id, 'session-2');
});
