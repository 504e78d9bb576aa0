import { test } from 'node:test';
import assert from 'node:assert/strict';
import { EVENT_BATCH_SIZE, EVENT_FLUSH_INTERVAL_MS, EventLogger } from '../../src/telemetry/events';
import { createFakePlatform, settle } from '../helpers/fakePlatform';
import { API_URL, PUBLIC_TOKEN } from './fixtures';

function setup(identity: { userId: string; sessionId: string } | null = null) {
  const platform = createFakePlatform();
  platform.server.on('POST', '/sdk/v1/events', { json: { data: {} } });
  const logger = new EventLogger({
    apiUrl: `${API_URL}/`,
    publicToken: PUBLIC_TOKEN,
    platform,
    identity: () => identity,
  });
  return { platform, logger, sent: () => platform.server.calls('/sdk/v1/events') };
}

test('events are sent 800 ms after the first one is queued, as one array', () => {
  const { platform, logger, sent } = setup();
  logger.log('email_sent', { email: 'ada@example.com' });
  logger.log(
    'email_try_again_clicked',
    { email: 'ada@example.com' },
    { error_code: 'x', http_status_code: 400 },
  );
  platform.clock.advance(EVENT_FLUSH_INTERVAL_MS - 1);
  assert.equal(sent().length, 0);
  platform.clock.advance(1);
  assert.equal(sent().length, 1);
  const body = sent()[0]?.body as { telemetry: Record<string, unknown>; event: Record<string, unknown> }[];
  assert.equal(body.length, 2);
  assert.deepEqual(body[0]?.event, {
    public_token: PUBLIC_TOKEN,
    event_name: 'email_sent',
    details: { email: 'ada@example.com' },
  });
  assert.deepEqual(body[1]?.event, {
    public_token: PUBLIC_TOKEN,
    event_name: 'email_try_again_clicked',
    details: { email: 'ada@example.com' },
    error_code: 'x',
    http_status_code: 400,
  });
  assert.match(String(body[0]?.telemetry.event_id), /^event-id-/);
  assert.deepEqual(body[0]?.telemetry.sdk, { identifier: 'Stytch.js Javascript SDK', version: '5.35.1' });
  assert.equal(logger.pending, 0);
  assert.equal(platform.clock.timerCount, 0);
});

test('15 queued events are sent at once; at most 15 per request', () => {
  const { platform, logger, sent } = setup();
  for (let i = 0; i < EVENT_BATCH_SIZE - 1; i++) logger.log(`e${i}`, {});
  assert.equal(sent().length, 0);
  logger.log('e14', {});
  assert.equal(sent().length, 1, 'sent without waiting for the timer');
  assert.equal((sent()[0]?.body as unknown[]).length, 15);
  for (let i = 0; i < 3; i++) logger.log(`late${i}`, {});
  platform.clock.advance(EVENT_FLUSH_INTERVAL_MS);
  assert.equal(sent().length, 2);
  assert.equal((sent()[1]?.body as unknown[]).length, 3);
});

test('the events request has only Content-Type, no credentials, and goes to {apiUrl}/sdk/v1/events', () => {
  const { platform, logger, sent } = setup({ userId: 'user-1', sessionId: 'session-1' });
  logger.log('render_login_screen', {});
  platform.clock.advance(EVENT_FLUSH_INTERVAL_MS);
  const [req] = sent();
  assert.equal(req?.url, `${API_URL}/sdk/v1/events`);
  assert.equal(req?.method, 'POST');
  assert.deepEqual(Object.keys(req?.headers ?? {}), ['content-type']);
  assert.equal(req?.headers['content-type'], 'application/json');
  assert.equal(req?.credentials, 'omit');
  const [entry] = req?.body as { telemetry: Record<string, unknown> }[];
  assert.equal(entry?.telemetry.stytch_user_id, 'user-1');
});

test('failures and error answers are ignored', async () => {
  const { platform, logger } = setup();
  const unhandled: unknown[] = [];
  const onUnhandled = (e: unknown) => unhandled.push(e);
  process.on('unhandledRejection', onUnhandled);
  try {
    platform.server.on('POST', '/sdk/v1/events', { networkError: true });
    logger.log('a', {});
    platform.clock.advance(EVENT_FLUSH_INTERVAL_MS);
    platform.server.on('POST', '/sdk/v1/events', { status: 500, text: 'down' });
    logger.log('b', {});
    platform.clock.advance(EVENT_FLUSH_INTERVAL_MS);
    await settle();
    assert.equal(platform.server.calls('/sdk/v1/events').length, 2);
    assert.deepEqual(unhandled, []);
    assert.equal(platform.console.entries.length, 0);
  } finally {
    process.off('unhandledRejection', onUnhandled);
  }
});

test('pagehide sends what is queued with keepalive; destroy flushes and detaches', () => {
  const { platform, logger, sent } = setup();
  logger.log('a', {});
  platform.firePageHide();
  assert.equal(sent().length, 1);
  assert.equal(sent()[0]?.keepalive, true);
  logger.log('b', {});
  logger.destroy();
  assert.equal(sent().length, 2);
  platform.firePageHide();
  assert.equal(platform.listeners.get('pagehide')?.size ?? 0, 0);
});
