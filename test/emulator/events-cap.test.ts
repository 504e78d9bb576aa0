// Issue 16: `POST /sdk/v1/events` takes no credentials, so it is bounded: a per-IP rate limit, and each project
// keeps its newest events within a count and a byte cap (older ones are dropped and counted on the dev inbox).
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { startTestEmulator } from './helpers';

let emulator: RunningEmulator;
before(async () => {
  emulator = await startTestEmulator({
    config: {
      limits: { events_kept: 10, events_kept_bytes: 4096 },
      rate_limits: { events_per_ip: { max: 8, window_seconds: 60 } },
    },
  });
});
after(() => emulator?.close());

const batch = (from: number, count: number, padding = 0) =>
  Array.from({ length: count }, (_, i) => ({
    telemetry: {},
    event: {
      public_token: emulator.publicToken,
      event_name: `event_${from + i}`,
      details: { pad: 'x'.repeat(padding) },
    },
  }));

const post = (body: unknown) =>
  fetch(`${emulator.url}/sdk/v1/events`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });

interface EventsList {
  events: { event_name: string }[];
  dropped: { project_id: string; dropped: number }[];
}
const list = async () => (await (await fetch(`${emulator.url}/_dev/events?limit=100`)).json()) as EventsList;

describe('bounded telemetry', () => {
  test('a project keeps its newest events within the count cap; the rest are dropped and counted', async () => {
    await fetch(`${emulator.url}/_dev/reset`, { method: 'POST' });
    assert.equal((await post(batch(0, 6))).status, 200);
    assert.equal((await post(batch(6, 6))).status, 200);
    const { events, dropped } = await list();
    assert.deepEqual(
      events.map((e) => e.event_name),
      Array.from({ length: 10 }, (_, i) => `event_${11 - i}`),
      'the 10 newest, newest first',
    );
    assert.deepEqual(
      dropped.map((d) => [d.project_id, d.dropped]),
      [['project-test-idp-elements-local', 2]],
    );
    const inbox = await (await fetch(`${emulator.url}/_dev/inbox?tab=events`)).text();
    assert.match(inbox, /2 older\s+events were\s+dropped/);
  });

  test('and within the byte cap', async () => {
    await fetch(`${emulator.url}/_dev/reset`, { method: 'POST' });
    assert.equal((await post(batch(0, 3, 1500))).status, 200);
    const { events } = await list();
    assert.deepEqual(
      events.map((e) => e.event_name),
      ['event_2', 'event_1'],
      'two 1.5 KB events fit in 4 KiB, three do not',
    );
  });

  test('batches from one IP beyond the rate limit answer 429 with Retry-After', async () => {
    await fetch(`${emulator.url}/_dev/reset`, { method: 'POST' });
    const statuses: number[] = [];
    let retryAfter: string | null = null;
    for (let i = 0; i < 12; i++) {
      const response = await post(batch(i, 1));
      statuses.push(response.status);
      if (response.status === 429) {
        retryAfter = response.headers.get('retry-after');
        const body = (await response.json()) as { error_type: string };
        assert.equal(body.error_type, 'too_many_requests');
      }
    }
    assert.ok(statuses.includes(429), `some batches were refused: ${statuses.join(',')}`);
    assert.ok(Number(retryAfter) > 0);
  });
});
