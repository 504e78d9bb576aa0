import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ReadCache, READ_CACHE_DEFAULTS, isTransientReadError, retryDelay } from '../../src/api/readCache';
import { AuthError } from '../../src/errors/AuthError';
import { FakeClock } from '../helpers/fakeClock';
import { settle } from '../helpers/fakePlatform';

const serverError = () => new AuthError({ type: 'internal_server_error', status: 500, serverMessage: 'x' });
const refused = () => new AuthError({ type: 'invalid_public_token', status: 401, serverMessage: 'x' });

function counter<T>(answers: (() => T | Error)[]) {
  let calls = 0;
  const fetcher = async (): Promise<T> => {
    const answer = (answers[Math.min(calls, answers.length - 1)] as () => T | Error)();
    calls += 1;
    if (answer instanceof Error) throw answer;
    return answer;
  };
  return { fetcher, calls: () => calls };
}

test('SPEC §9 constants: GC 5 min, dedupe 2 s, back-off 1 s doubling to 30 s, error retry 5 s / 10 s', () => {
  assert.equal(READ_CACHE_DEFAULTS.gcMs, 300_000);
  assert.equal(READ_CACHE_DEFAULTS.dedupeMs, 2_000);
  assert.deepEqual(
    [0, 1, 2, 3, 4, 5, 6].map((n) => retryDelay(n, 1_000, 30_000)),
    [1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000],
  );
  assert.equal(READ_CACHE_DEFAULTS.errorRetryMs, 5_000);
  assert.equal(READ_CACHE_DEFAULTS.slowErrorRetryMs, 10_000);
});

test('only network failures, 429 and 5xx are transient', () => {
  assert.equal(isTransientReadError(AuthError.network('down')), true);
  assert.equal(isTransientReadError(serverError()), true);
  assert.equal(
    isTransientReadError(new AuthError({ type: 'too_many_requests', status: 429, serverMessage: '' })),
    true,
  );
  assert.equal(isTransientReadError(refused()), false);
  assert.equal(isTransientReadError(new TypeError('malformed')), false);
});

test('concurrent reads and reads within 2 s share one request; after 2 s a read fetches again', async () => {
  const clock = new FakeClock(0);
  const cache = new ReadCache(clock);
  let n = 0;
  const { fetcher, calls } = counter([() => ++n]);
  const [a, b] = await Promise.all([cache.read('k', fetcher), cache.read('k', fetcher)]);
  assert.deepEqual([a, b, calls()], [1, 1, 1]);
  clock.advance(1_999);
  assert.equal(await cache.read('k', fetcher), 1);
  assert.equal(calls(), 1);
  clock.advance(1);
  assert.equal(await cache.read('k', fetcher), 2);
  assert.equal(calls(), 2);
  assert.equal(await cache.read('other', fetcher), 3, 'keys are separate');
});

test('a transient failure is retried after 1 s, 2 s, 4 s, then the error stands', async () => {
  const clock = new FakeClock(0);
  const cache = new ReadCache(clock);
  const { fetcher, calls } = counter<number>([serverError]);
  const delays: number[] = [];
  let outcome: unknown;
  cache.read('k', fetcher, { onRetry: (_e, d) => delays.push(d) }).catch((e: unknown) => (outcome = e));
  await settle();
  assert.equal(calls(), 1);
  for (const [wait, expected] of [
    [999, 1],
    [1, 2],
    [2_000, 3],
    [4_000, 4],
  ] as const) {
    clock.advance(wait);
    await settle();
    assert.equal(calls(), expected, `after ${wait} ms more`);
  }
  assert.deepEqual(delays, [1_000, 2_000, 4_000]);
  assert.ok(outcome instanceof AuthError && outcome.status === 500, 'rejects with the last error');
});

test('a retry that succeeds resolves the read', async () => {
  const clock = new FakeClock(0);
  const cache = new ReadCache(clock);
  const { fetcher, calls } = counter<string>([serverError, () => 'ok']);
  const read = cache.read('k', fetcher);
  await settle();
  clock.advance(1_000);
  assert.equal(await read, 'ok');
  assert.equal(calls(), 2);
});

test('a final error is not retried and is answered again for 5 s (10 s on a slow network)', async () => {
  for (const slow of [false, true]) {
    const clock = new FakeClock(0);
    const cache = new ReadCache(clock, () => slow);
    const { fetcher, calls } = counter<string>([refused, () => 'ok']);
    await assert.rejects(
      cache.read('k', fetcher),
      (e: unknown) => e instanceof AuthError && e.status === 401,
    );
    assert.equal(calls(), 1, 'a 4xx is not retried');
    const window = slow ? 10_000 : 5_000;
    clock.advance(window - 1);
    await assert.rejects(cache.read('k', fetcher));
    assert.equal(calls(), 1);
    clock.advance(1);
    assert.equal(await cache.read('k', fetcher), 'ok');
    assert.equal(calls(), 2);
  }
});

test('an entry nobody reads for 5 minutes is garbage-collected; each read postpones it', async () => {
  const clock = new FakeClock(0);
  const cache = new ReadCache(clock);
  await cache.read('k', async () => 1);
  clock.advance(200_000);
  await cache.read('k', async () => 2);
  clock.advance(299_999);
  assert.equal(cache.has('k'), true);
  clock.advance(1);
  assert.equal(cache.has('k'), false);
});

test('invalidate drops the answer, and an answer to an older request does not come back', async () => {
  const clock = new FakeClock(0);
  const cache = new ReadCache(clock);
  let release: (v: string) => void = () => undefined;
  const slow = cache.read('k', () => new Promise<string>((r) => (release = r)));
  cache.invalidate('k');
  assert.equal(await cache.read('k', async () => 'fresh'), 'fresh');
  release('stale');
  assert.equal(await slow, 'stale', 'the old caller still gets its answer');
  assert.equal(await cache.read('k', async () => 'never'), 'fresh', 'the cache keeps the newer one');
});

test('stop ends pending retries', async () => {
  const clock = new FakeClock(0);
  const cache = new ReadCache(clock);
  const { fetcher, calls } = counter<number>([serverError]);
  const read = cache.read('k', fetcher);
  await settle();
  cache.stop();
  clock.advance(60_000);
  await assert.rejects(read);
  assert.equal(calls(), 1);
});
