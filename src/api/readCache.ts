import { AuthError } from '../errors/AuthError';
import type { Clock } from '../platform/types';

/** Data-cache constants. They apply to reads only (bootstrap, `users/me`); sends are never retried. */
export const READ_CACHE_DEFAULTS = {
  /** An answer nobody has read for this long leaves memory. */
  gcMs: 5 * 60_000,
  /** Reads of one key within this long of the last answer (or while one is under way) share it. */
  dedupeMs: 2_000,
  /** First retry delay of a failed read; doubles per retry … */
  retryBaseMs: 1_000,
  /** … up to this. */
  retryMaxMs: 30_000,
  /** Retries after the first attempt. */
  retries: 3,
  /** A read that failed for good answers with the same error for this long before it is tried again. */
  errorRetryMs: 5_000,
  /** {@link errorRetryMs} on a slow network. */
  slowErrorRetryMs: 10_000,
} as const;

type ReadCacheSettings = Record<keyof typeof READ_CACHE_DEFAULTS, number>;
export type ReadCacheOptions = Partial<ReadCacheSettings>;

/** Retry only what may pass on its own: network failures, time-outs, rate limits and server errors. */
export function isTransientReadError(e: unknown): boolean {
  if (!(e instanceof AuthError)) return false;
  return e.type === 'network_error' || e.status === 429 || e.status >= 500;
}

/** The delay before retry number `retry` (0-based): 1 s, 2 s, 4 s, … capped at 30 s. */
export function retryDelay(retry: number, base: number, max: number): number {
  return Math.min(base * 2 ** retry, max);
}

export interface ReadHooks {
  /** Called after each failed attempt that will be retried, with the error and the wait before the retry. */
  onRetry?(error: unknown, delayMs: number): void;
}

interface Entry {
  inFlight?: Promise<unknown> | undefined;
  hasValue: boolean;
  value?: unknown;
  fetchedAt: number;
  error?: unknown;
  failedAt: number;
  gcTimer?: unknown;
  /** Bumped by invalidate/set, so an answer to an older request never overwrites a newer state. */
  generation: number;
}

/**
 * A small query cache for the client's reads: deduplicates concurrent and recent reads of one key,
 * retries transient failures with exponential back-off, remembers a final failure briefly, and forgets entries
 * nobody read for five minutes. It is the TanStack Query / SWR behaviour the provider's client has, in ~1 KiB.
 */
export class ReadCache {
  private readonly entries = new Map<string, Entry>();
  private readonly options: ReadCacheSettings;
  private stopped = false;

  constructor(
    private readonly clock: Clock,
    private readonly isSlowNetwork: () => boolean = () => false,
    options: ReadCacheOptions = {},
  ) {
    this.options = { ...READ_CACHE_DEFAULTS, ...options };
  }

  /** The answer for `key`: shared, recent, or fetched now (with retries). */
  read<T>(key: string, fetcher: () => Promise<T>, hooks: ReadHooks = {}): Promise<T> {
    const entry = this.entry(key);
    this.touch(key, entry);
    if (entry.inFlight) return entry.inFlight as Promise<T>;
    const now = this.clock.now();
    if (entry.hasValue && now - entry.fetchedAt < this.options.dedupeMs) {
      return Promise.resolve(entry.value as T);
    }
    const errorWindow = this.isSlowNetwork() ? this.options.slowErrorRetryMs : this.options.errorRetryMs;
    if (entry.error !== undefined && now - entry.failedAt < errorWindow) {
      return Promise.reject(entry.error);
    }
    const generation = entry.generation;
    const run = this.attempt(fetcher, hooks, 0).then(
      (value) => {
        if (entry.generation === generation) {
          entry.hasValue = true;
          entry.value = value;
          entry.fetchedAt = this.clock.now();
          entry.error = undefined;
        }
        return value;
      },
      (error: unknown) => {
        if (entry.generation === generation) {
          entry.error = error;
          entry.failedAt = this.clock.now();
        }
        throw error;
      },
    );
    entry.inFlight = run;
    const settle = () => {
      if (entry.inFlight === run) entry.inFlight = undefined;
      this.touch(key, entry);
    };
    run.then(settle, settle);
    return run;
  }

  /** Forgets `key` (e.g. `users/me` after the session changed); a read under way is not reused. */
  invalidate(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.clock.clearTimeout(entry.gcTimer);
    entry.generation += 1;
    this.entries.delete(key);
  }

  /** Stores an answer obtained elsewhere (e.g. the user of a login answer). */
  set(key: string, value: unknown): void {
    const entry = this.entry(key);
    entry.generation += 1;
    entry.inFlight = undefined;
    entry.hasValue = true;
    entry.value = value;
    entry.fetchedAt = this.clock.now();
    entry.error = undefined;
    this.touch(key, entry);
  }

  /** True while `key` has an entry in memory (for tests of the garbage collection). */
  has(key: string): boolean {
    return this.entries.has(key);
  }

  /** Drops everything and cancels pending retries' timers (the client is stopping). */
  stop(): void {
    this.stopped = true;
    for (const key of [...this.entries.keys()]) this.invalidate(key);
  }

  private entry(key: string): Entry {
    let entry = this.entries.get(key);
    if (!entry) {
      entry = { hasValue: false, fetchedAt: 0, failedAt: 0, generation: 0 };
      this.entries.set(key, entry);
    }
    return entry;
  }

  /** (Re)arms the entry's garbage collection, counted from its last use. */
  private touch(key: string, entry: Entry): void {
    if (this.stopped) return;
    this.clock.clearTimeout(entry.gcTimer);
    entry.gcTimer = this.clock.setTimeout(() => {
      if (this.entries.get(key) === entry && !entry.inFlight) this.entries.delete(key);
    }, this.options.gcMs);
  }

  private async attempt<T>(fetcher: () => Promise<T>, hooks: ReadHooks, retry: number): Promise<T> {
    try {
      return await fetcher();
    } catch (error) {
      if (this.stopped || retry >= this.options.retries || !isTransientReadError(error)) throw error;
      const delay = retryDelay(retry, this.options.retryBaseMs, this.options.retryMaxMs);
      hooks.onRetry?.(error, delay);
      await new Promise<void>((resolve) => this.clock.setTimeout(resolve, delay));
      if (this.stopped) throw error;
      return this.attempt(fetcher, hooks, retry + 1);
    }
  }
}
