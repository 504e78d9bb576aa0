/**
 * Authenticator apps (TOTP) and recovery codes, shared by the SDK API (`/sdk/v1/totps…`) and the server API
 * (`/v1/totps…`): enrolment, codes checked with RFC 6238 (±1 step of the emulator's clock), each step accepted once,
 * ten single-use recovery codes, the user's lockout on wrong codes, and the session factors.
 */
import { randomInt, randomUUID } from 'node:crypto';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { AuthenticationFactor, TotpRecord, TotpRecoveryCodeRecord, UserRecord } from '../store/types';
import { iso } from './jwt';
import {
  assertNotLocked,
  clearFailedAuthentications,
  lockoutHeaders,
  recordFailedAuthentication,
} from './limits';
import { matchingStep, newTotpSecret, otpauthUri, TOTP_STEP_SECONDS } from './totp-code';
import { qrDataUrl } from './totp-qr';

export const RECOVERY_CODE_COUNT = 10;
/** `totps.create`'s `expiration_minutes` default and bounds (an unverified registration's life). */
export const TOTP_EXPIRATION = { default: 1440, min: 5, max: 1440 } as const;
const RECOVERY_ALPHABET = 'abcdefghijkmnpqrstuvwxyz23456789';
/** A recovery code as issued: three groups of four lower-case letters and digits. */
export const RECOVERY_CODE_PATTERN = /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/;

export const newTotpId = (): string => `totp-test-${randomUUID()}`;
const newRecoveryCodeId = (): string => `totp-recovery-code-test-${randomUUID()}`;

function newRecoveryCode(): string {
  const group = () =>
    Array.from({ length: 4 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${group()}-${group()}-${group()}`;
}

/** `totps[]` of the wire user: every registration, verified or not (the provider lists pending ones too). */
export function totpsJson(deps: Deps, userId: string): { totp_id: string; verified: boolean }[] {
  return deps.store.totps.listForUser(userId).map((t) => ({ totp_id: t.totp_id, verified: t.verified }));
}

/** The name an authenticator app shows under the issuer: the user's first email, else phone number, else id. */
function accountName(deps: Deps, user: UserRecord): string {
  return (
    deps.store.emails.listForUser(user.user_id)[0]?.email ??
    deps.store.phoneNumbers.listForUser(user.user_id)[0]?.phone_number ??
    user.user_id
  );
}

export interface CreatedTotp {
  totp: TotpRecord;
  recoveryCodes: string[];
  qrCode: string;
}

/**
 * A new registration: refused (`active_totp_exists`) while the user has a verified one; a pending one is replaced.
 * The QR code carries `otpauth://totp/{project name}:{account}?secret=…&issuer={project name}`.
 */
export function createTotp(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  expirationMinutes: number | undefined,
): CreatedTotp {
  const minutes = expirationMinutes ?? TOTP_EXPIRATION.default;
  if (!Number.isInteger(minutes) || minutes < TOTP_EXPIRATION.min || minutes > TOTP_EXPIRATION.max) {
    throw new ApiError(
      'bad_request',
      `expiration_minutes must be a whole number from ${TOTP_EXPIRATION.min} to ${TOTP_EXPIRATION.max}, got ${String(minutes)}.`,
    );
  }
  const existing = deps.store.totps.listForUser(user.user_id);
  const active = existing.find((t) => t.verified);
  if (active) {
    throw new ApiError(
      'active_totp_exists',
      `Cannot create a new TOTP for the specified user since the user already has an active TOTP (${active.totp_id}). ` +
        'Users may only have one active TOTP at a time: delete it first.',
    );
  }
  const now = deps.clock.now();
  const totp: TotpRecord = {
    totp_id: newTotpId(),
    project_id: project.project_id,
    user_id: user.user_id,
    secret: newTotpSecret(),
    verified: false,
    created_at: now,
    expires_at: now + minutes * 60_000,
    last_step: null,
  };
  const codes: TotpRecoveryCodeRecord[] = Array.from({ length: RECOVERY_CODE_COUNT }, () => ({
    recovery_code_id: newRecoveryCodeId(),
    totp_id: totp.totp_id,
    code: newRecoveryCode(),
    used_at: null,
  }));
  deps.store.transaction(() => {
    for (const pending of existing) deps.store.totps.delete(pending.totp_id);
    deps.store.totps.create(totp, codes);
  });
  const uri = otpauthUri(totp.secret, project.project_name, accountName(deps, user));
  return { totp, recoveryCodes: codes.map((c) => c.code), qrCode: qrDataUrl(uri) };
}

/** The registration codes are checked against: the verified one, else the newest pending one. */
function currentTotp(deps: Deps, user: UserRecord): TotpRecord {
  const all = deps.store.totps.listForUser(user.user_id);
  const totp = all.find((t) => t.verified) ?? all[all.length - 1];
  if (!totp) {
    throw new ApiError(
      'totps_not_found_for_user',
      `User ${user.user_id} has no authenticator app (TOTP): create one with totps.create first.`,
    );
  }
  return totp;
}

export const authenticatorAppFactor = (deps: Deps, totpId: string): AuthenticationFactor => {
  const now = iso(deps.clock.now());
  return {
    type: 'totp',
    delivery_method: 'authenticator_app',
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    authenticator_app_factor: { totp_id: totpId },
  };
};

export const recoveryCodeFactor = (deps: Deps, recoveryCodeId: string): AuthenticationFactor => {
  const now = iso(deps.clock.now());
  return {
    type: 'recovery_codes',
    delivery_method: 'recovery_code',
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    recovery_code_factor: { totp_recovery_code_id: recoveryCodeId },
  };
};

/**
 * A wrong code that locked the user says so, and until when (in the message and as `Retry-After`); otherwise
 * nothing is added.
 */
function lockoutNews(deps: Deps, user: UserRecord): { sentence: string; headers: Record<string, string> } {
  const refreshed = deps.store.users.get(user.project_id, user.user_id) ?? user;
  if (refreshed.locked_until !== null && refreshed.locked_until > deps.clock.now()) {
    return {
      sentence: ` Too many wrong codes: the user is locked until ${iso(refreshed.locked_until)}.`,
      headers: lockoutHeaders(deps, refreshed),
    };
  }
  return { sentence: '', headers: {} };
}

/**
 * Checks a code from the authenticator app: 6 digits, of the current 30-second step or one step either side, not of
 * a step already accepted. A wrong code counts towards the user's lockout. Success verifies a pending registration.
 */
export function authenticateTotp(deps: Deps, user: UserRecord, code: string): TotpRecord {
  assertNotLocked(deps, user);
  const totp = currentTotp(deps, user);
  const typed = code.trim();
  if (RECOVERY_CODE_PATTERN.test(typed.toLowerCase())) {
    throw new ApiError(
      'recovery_code_used_as_totp_code',
      'This is a recovery code, not a code from the authenticator app: send it to totps.recover instead.',
    );
  }
  if (!/^\d{6}$/.test(typed)) {
    throw new ApiError(
      'invalid_totp_code',
      `A TOTP code is exactly 6 digits, got ${JSON.stringify(typed.slice(0, 20))}.`,
    );
  }
  const now = deps.clock.now();
  if (!totp.verified && totp.expires_at !== null && totp.expires_at <= now) {
    throw new ApiError(
      'expired_totp',
      `The TOTP ${totp.totp_id} was not verified before it expired at ${iso(totp.expires_at)}: create a new one.`,
    );
  }
  const step = matchingStep(totp.secret, typed, now, 1);
  if (step === null) {
    recordFailedAuthentication(deps, user);
    const late = matchingStep(totp.secret, typed, now, 10) !== null;
    const lockout = lockoutNews(deps, user);
    throw new ApiError(
      'unable_to_authenticate_totp',
      (late
        ? `The TOTP code has expired: it belongs to a ${TOTP_STEP_SECONDS}-second window more than one step away from now (${iso(now)}).`
        : 'The TOTP code is wrong for this user.') + lockout.sentence,
      { headers: lockout.headers },
    );
  }
  if (!deps.store.totps.useStep(totp.totp_id, step)) {
    throw new ApiError(
      'totp_code_already_authenticated',
      'This TOTP code was already used: wait for the authenticator app to show the next one.',
    );
  }
  deps.store.transaction(() => {
    if (!totp.verified) deps.store.totps.markVerified(totp.totp_id);
    if (user.status !== 'active') deps.store.users.update(user.user_id, { status: 'active' });
    clearFailedAuthentications(deps, user);
  });
  return { ...totp, verified: true, expires_at: null, last_step: step };
}

/**
 * Checks a recovery code of the user's verified registration: each works once; a used one is refused as
 * `invalid_recovery_code`, an unknown one as `unable_to_authenticate_recovery_code` (counted towards the lockout).
 */
export function recoverTotp(
  deps: Deps,
  user: UserRecord,
  code: string,
): { totp: TotpRecord; recoveryCode: TotpRecoveryCodeRecord } {
  assertNotLocked(deps, user);
  const typed = code.trim().toLowerCase();
  if (/^\d{6}$/.test(typed)) {
    throw new ApiError(
      'totp_code_used_as_recovery_code',
      'This is a code from the authenticator app, not a recovery code: send it to totps.authenticate instead.',
    );
  }
  const totp = deps.store.totps.listForUser(user.user_id).find((t) => t.verified);
  if (!totp) {
    throw new ApiError(
      'totps_not_found_for_user',
      `User ${user.user_id} has no verified authenticator app (TOTP), so no recovery codes.`,
    );
  }
  const match = deps.store.totps.recoveryCodes(totp.totp_id).find((c) => c.code === typed);
  if (!match) {
    recordFailedAuthentication(deps, user);
    const lockout = lockoutNews(deps, user);
    throw new ApiError(
      'unable_to_authenticate_recovery_code',
      'The recovery code is not one of this user\u2019s recovery codes.' + lockout.sentence,
      { headers: lockout.headers },
    );
  }
  if (match.used_at !== null || !deps.store.totps.useRecoveryCode(match.recovery_code_id, deps.clock.now())) {
    throw new ApiError(
      'invalid_recovery_code',
      `This recovery code was already used${match.used_at !== null ? ` at ${iso(match.used_at)}` : ''}: each recovery code works once.`,
    );
  }
  clearFailedAuthentications(deps, user);
  return { totp, recoveryCode: { ...match, used_at: deps.clock.now() } };
}

/** `totps[]` of `totps.recoveryCodes`: each registration with its unused recovery codes. */
export function recoveryCodesJson(
  deps: Deps,
  userId: string,
): { totp_id: string; verified: boolean; recovery_codes: string[] }[] {
  return deps.store.totps.listForUser(userId).map((t) => ({
    totp_id: t.totp_id,
    verified: t.verified,
    recovery_codes: deps.store.totps
      .recoveryCodes(t.totp_id)
      .filter((c) => c.used_at === null)
      .map((c) => c.code),
  }));
}
