import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { AuthenticationFactor, PasswordRecord, UserRecord } from '../store/types';
import { newId } from './ids';
import { isImported, verifyImported } from './password-import';
import { iso } from './jwt';
import { startSession, touchSession, type ActiveSession, type ClientInfo } from './sessions';
import { checkStrength, describeWeakness } from './strength';

/**
 * scrypt's cost parameters for new hashes (N = 2^14, r = 8, p = 1: 16 MiB and a few tens of milliseconds per
 * hash). Each hash records its own parameters, so changing them keeps old hashes verifiable.
 */
const SCRYPT = { N: 16384, r: 8, p: 1 } as const;
const KEY_LENGTH = 32;
const SALT_BYTES = 16;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(
      password.normalize('NFKC'),
      salt,
      KEY_LENGTH,
      { ...options, maxmem: 64 * 1024 * 1024 },
      (e, key) => (e ? reject(e) : resolve(key)),
    );
  });
}

/**
 * Hashes a password with scrypt and a fresh random salt: `scrypt$N$r$p$salt$key` (base64url). Only this hash is
 * ever stored; the password itself is never stored or logged.
 */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, SCRYPT);
  return ['scrypt', SCRYPT.N, SCRYPT.r, SCRYPT.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

/**
 * Whether `password` matches `hash` (from `hashPassword`, or imported by `passwords.migrate`), compared in constant
 * time.
 */
export async function verifyPassword(hash: string, password: string): Promise<boolean> {
  if (isImported(hash)) return verifyImported(hash, password);
  const [scheme, n, r, p, salt, key] = hash.split('$');
  if (scheme !== 'scrypt' || salt === undefined || key === undefined) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(password, Buffer.from(salt, 'base64url'), {
    N: Number(n),
    r: Number(r),
    p: Number(p),
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoyHash: Promise<string> | undefined;

/**
 * Spends the time of one verification when there is no hash to check (unknown email), so response times do not
 * tell which emails have accounts.
 */
export async function spendVerificationTime(password: string): Promise<void> {
  decoyHash ??= hashPassword(randomBytes(16).toString('hex'));
  await verifyPassword(await decoyHash, password);
}

/**
 * Refuses a new password that is on the breached list (`breached_password`) or fails the project's policy
 * (`weak_password`, the message saying why). Used by create and by every reset.
 */
export function requireAcceptablePassword(
  deps: Deps,
  project: ProjectConfig,
  password: string,
  email: string | undefined,
): void {
  const check = checkStrength(deps, project, password, email);
  if (check.breached_password) {
    throw new ApiError(
      'breached_password',
      "Password appears in the list of breached passwords and must be reset. (It is on the emulator's " +
        'breached-password list: choose another password.)',
    );
  }
  if (!check.valid_password) {
    throw new ApiError(
      'weak_password',
      `Password does not meet the strength requirements. ${describeWeakness(check, project.password_config)}`,
    );
  }
}

/** The user's password record, or null for a passwordless user. */
export function passwordOf(deps: Deps, user: UserRecord): PasswordRecord | null {
  return deps.store.passwords.get(user.user_id);
}

/** Whether a stored hash is not the emulator's own (imported by `passwords.migrate`): re-hash it at the next log-in. */
export const needsRehash = isImported;

/** Stores `hash` as the user's password (keeping its `password_id`); clears a reset flag. */
export function storePassword(deps: Deps, user: UserRecord, hash: string): PasswordRecord {
  const now = deps.clock.now();
  const existing = deps.store.passwords.get(user.user_id);
  const record: PasswordRecord = {
    user_id: user.user_id,
    project_id: user.project_id,
    password_id: existing?.password_id ?? newId.password(),
    hash,
    requires_reset: false,
    created_at: existing?.created_at ?? now,
    updated_at: now,
  };
  deps.store.passwords.put(record);
  return record;
}

/** The password factor, authenticated now (`delivery_method` `knowledge`, no sub-factor). */
export function passwordFactor(deps: Deps): AuthenticationFactor {
  const now = iso(deps.clock.now());
  return {
    type: 'password',
    delivery_method: 'knowledge',
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
  };
}

/**
 * Adds the factor to the caller's live session of the same user (`current`), else starts a new session of
 * `session_duration_minutes` (or the configured default).
 */
export function openSession(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  factor: AuthenticationFactor,
  options: { durationMinutes: number | undefined; current: ActiveSession | undefined; client: ClientInfo },
): ActiveSession {
  const { current, durationMinutes } = options;
  if (current && current.user.user_id === user.user_id) {
    return touchSession(deps, current, { durationMinutes, factor });
  }
  const minutes = durationMinutes ?? deps.config.sessions.default_duration_minutes;
  return startSession(deps, project, user, factor, minutes, options.client);
}

/** A successful password check makes a pending user active. */
export function activateUser(deps: Deps, user: UserRecord): void {
  if (user.status !== 'active') deps.store.users.update(user.user_id, { status: 'active' });
}
