import type { ProjectConfig, RateLimit } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { UserRecord } from '../store/types';

const hitsSincePrune = new WeakMap<Deps['store'], number>();

/** Drops counter rows no window can still see, every 500 hits. */
function pruneNowAndThen(deps: Deps): void {
  const hits = (hitsSincePrune.get(deps.store) ?? 0) + 1;
  hitsSincePrune.set(deps.store, hits % 500);
  if (hits < 500) return;
  const { per_recipient, per_ip, events_per_ip } = deps.config.rate_limits;
  const windows = [
    per_recipient?.window_seconds ?? 0,
    per_ip?.window_seconds ?? 0,
    events_per_ip?.window_seconds ?? 0,
  ];
  windows.push((deps.config.lockout?.window_minutes ?? 0) * 60);
  deps.store.counters.prune(deps.clock.now() - Math.max(...windows) * 1000);
}

interface WindowCheck {
  bucket: string;
  limit: RateLimit;
  describe: (limit: RateLimit) => string;
}

/**
 * Enforces the send limits of the config (per recipient and per client IP, sliding windows): throws
 * `too_many_requests` with a `Retry-After` when one is reached, else counts this send against both.
 */
export function enforceSendLimits(deps: Deps, project: ProjectConfig, recipient: string, ip: string): void {
  const { per_recipient, per_ip } = deps.config.rate_limits;
  const checks: WindowCheck[] = [];
  if (per_recipient) {
    checks.push({
      bucket: `send:to:${project.project_id}:${recipient.toLowerCase()}`,
      limit: per_recipient,
      describe: (l) => `Too many messages to ${recipient}: at most ${l.max} per ${l.window_seconds} seconds.`,
    });
  }
  if (per_ip) {
    checks.push({
      bucket: `send:ip:${ip}`,
      limit: per_ip,
      describe: (l) => `Too many send requests from ${ip}: at most ${l.max} per ${l.window_seconds} seconds.`,
    });
  }
  enforce(deps, checks);
}

/**
 * Limits `POST /sdk/v1/events` batches per client IP: the endpoint takes no credentials, so this is what keeps
 * a flood from filling the disk (the per-project cap then bounds what is kept).
 */
export function enforceEventLimits(deps: Deps, ip: string): void {
  const limit = deps.config.rate_limits.events_per_ip;
  if (!limit) return;
  enforce(deps, [
    {
      bucket: `events:ip:${ip}`,
      limit,
      describe: (l) => `Too many event batches from ${ip}: at most ${l.max} per ${l.window_seconds} seconds.`,
    },
  ]);
}

/** Throws `too_many_requests` with a `Retry-After` when a window is full, else counts this request in each. */
function enforce(deps: Deps, checks: WindowCheck[]): void {
  const now = deps.clock.now();
  for (const { bucket, limit, describe } of checks) {
    const hits = deps.store.counters.since(bucket, now - limit.window_seconds * 1000);
    const oldest = hits[0];
    if (hits.length >= limit.max && oldest !== undefined) {
      const retryAfter = Math.max(1, Math.ceil((oldest + limit.window_seconds * 1000 - now) / 1000));
      throw new ApiError('too_many_requests', `${describe(limit)} Try again in ${retryAfter} seconds.`, {
        headers: { 'retry-after': String(retryAfter) },
      });
    }
  }
  for (const { bucket } of checks) deps.store.counters.hit(bucket, now);
  pruneNowAndThen(deps);
}

const failureBucket = (user: UserRecord) => `auth-failure:${user.user_id}`;

/**
 * The answer's `Retry-After` while `user` is locked: the seconds until the lock ends (rounded up), so a client says
 * when to retry on its own clock (the dev clock may be far from it); no header when the user is not locked.
 */
export function lockoutHeaders(deps: Deps, user: UserRecord): Record<string, string> {
  const left = user.locked_until === null ? 0 : user.locked_until - deps.clock.now();
  return left > 0 ? { 'retry-after': String(Math.ceil(left / 1000)) } : {};
}

/** Throws `user_lock_limit_reached` (with `Retry-After`) while the user is locked. */
export function assertNotLocked(deps: Deps, user: UserRecord): void {
  if (user.locked_until !== null && user.locked_until > deps.clock.now()) {
    throw new ApiError(
      'user_lock_limit_reached',
      `Too many failed authentication attempts. Please try again later: the user is locked until ` +
        `${new Date(user.locked_until).toISOString()}.`,
      { headers: lockoutHeaders(deps, user) },
    );
  }
}

/** Attempts whose (slow) check is under way, per user: they count towards the lockout before their verdict. */
const pendingAttempts = new WeakMap<Deps['store'], Map<string, number>>();

/** What a caller reports once the check of a guarded attempt is done (exactly once). */
export interface GuardedAttempt {
  failed(): void;
  succeeded(): void;
}

/**
 * Takes one of the user's lockout slots before a slow check (a password hash), synchronously, so parallel guesses
 * cannot all pass the lock check first: the failures counted in the window plus the checks under way never exceed
 * `max_failed_attempts`. A locked user, or one whose slots are all taken, gets `user_lock_limit_reached` before
 * anything is checked, so the answer is the same whatever the password.
 */
export function guardAttempt(deps: Deps, user: UserRecord): GuardedAttempt {
  assertNotLocked(deps, deps.store.users.get(user.project_id, user.user_id) ?? user);
  const lockout = deps.config.lockout;
  let byUser = pendingAttempts.get(deps.store);
  if (!byUser) pendingAttempts.set(deps.store, (byUser = new Map()));
  const pending = byUser.get(user.user_id) ?? 0;
  if (lockout) {
    const now = deps.clock.now();
    const failures = deps.store.counters.since(
      failureBucket(user),
      now - lockout.window_minutes * 60_000,
    ).length;
    if (failures + pending >= lockout.max_failed_attempts) {
      throw new ApiError(
        'user_lock_limit_reached',
        'Too many failed authentication attempts. Please try again later: the checks under way may lock the user.',
      );
    }
  }
  byUser.set(user.user_id, pending + 1);
  let done = false;
  const release = () => {
    if (done) return false;
    done = true;
    const left = (byUser.get(user.user_id) ?? 1) - 1;
    if (left > 0) byUser.set(user.user_id, left);
    else byUser.delete(user.user_id);
    return true;
  };
  return {
    failed: () => {
      if (release()) recordFailedAuthentication(deps, user);
    },
    succeeded: () => void release(),
  };
}

/** Counts a failed authentication of `user`; locks the user when the config's limit is reached. */
export function recordFailedAuthentication(deps: Deps, user: UserRecord): void {
  const lockout = deps.config.lockout;
  if (!lockout) return;
  const now = deps.clock.now();
  const bucket = failureBucket(user);
  deps.store.counters.hit(bucket, now);
  const failures = deps.store.counters.since(bucket, now - lockout.window_minutes * 60_000).length;
  if (failures >= lockout.max_failed_attempts) {
    deps.store.users.update(user.user_id, { locked_until: now + lockout.lock_minutes * 60_000 });
    deps.store.counters.clear(bucket);
    deps.notice(
      `user ${user.user_id} locked for ${lockout.lock_minutes} min after ${failures} failed authentications`,
    );
  }
  pruneNowAndThen(deps);
}

/** A successful authentication clears the user's failure count. */
export function clearFailedAuthentications(deps: Deps, user: UserRecord): void {
  deps.store.counters.clear(failureBucket(user));
}
