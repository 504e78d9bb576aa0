import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { endpoint, type AuthStepContext } from '../../http/endpoint';
import { iso } from '../../services/jwt';
import {
  assertNotLocked,
  clearFailedAuthentications,
  recordFailedAuthentication,
} from '../../services/limits';
import { codeMatches, OTP_PATTERN } from '../../services/otps';
import {
  authResponse,
  otpFactor,
  startSession,
  touchSession,
  type ActiveSession,
} from '../../services/sessions';
import { requireUser } from '../../services/users';
import type { OtpCodeRecord, UserRecord } from '../../store/types';
import { field } from '../schemas';

interface Body {
  token: string;
  method_id: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** What the steps read: the SDK API's context or its server twin's. */
type Context = AuthStepContext<Body>;

/** How many of a method's replaced codes are checked to tell "replaced by a newer code" from "wrong". */
const REPLACED_CODES_CHECKED = 5;

/**
 * `POST /sdk/v1/otps/authenticate`: trades a passcode for a session. Steps: check the code's format → find the
 * method's live code → refuse a locked user → refuse a burned, expired or used code → compare (a wrong code
 * counts against the code and towards the user's lockout) → consume the code → verify the phone or email and
 * activate the user → start a session (or add the factor to the caller's live session) → AuthResp + `method_id`.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/otps/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'method_id'],
      properties: {
        token: { type: 'string', maxLength: 64 },
        method_id: field.shortText,
        session_duration_minutes: field.sessionDurationMinutes,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { live, active } = authenticateOtp(ctx);
    return {
      ...(await authResponse(ctx.deps, ctx.project, active as ActiveSession)),
      method_id: live.method_id,
      reset_sessions: false,
    };
  },
});

/** The steps, shared by both doors; `active` is null only when the context starts no session. */
export function authenticateOtp(ctx: Context): { live: OtpCodeRecord; active: ActiveSession | null } {
  requireSixDigits(ctx.body.token);
  const [live, ...replaced] = findCodes(ctx);
  const user = requireUser(ctx.deps, ctx.project.project_id, live.user_id);
  assertNotLocked(ctx.deps, user);
  refuseUnusable(ctx.deps, live, user);
  checkCode(ctx.deps, live, replaced, user, ctx.body.token);
  const active = ctx.deps.store.transaction(() => {
    consume(ctx.deps, live);
    activate(ctx.deps, user, live);
    return openSession(ctx, user, live);
  });
  return { live, active };
}

const notFound = (detail: string) =>
  new ApiError('otp_code_not_found', `Invalid passcode, please try again. ${detail}`);

/** A passcode is exactly 6 digits; anything else is refused before it can count as an attempt. */
function requireSixDigits(token: string): void {
  if (!OTP_PATTERN.test(token)) {
    throw new ApiError(
      'invalid_code',
      `Code format is invalid, please try again. A passcode is exactly 6 digits, got ${JSON.stringify(token.slice(0, 20))}.`,
    );
  }
}

/** The method's codes, the live (newest) one first. */
function findCodes(ctx: Context): [OtpCodeRecord, ...OtpCodeRecord[]] {
  const codes = ctx.deps.store.otpCodes.listForMethod(
    ctx.project.project_id,
    ctx.body.method_id,
    1 + REPLACED_CODES_CHECKED,
  );
  const [live, ...replaced] = codes;
  if (!live) {
    throw notFound(`No passcode was sent for method_id ${JSON.stringify(ctx.body.method_id.slice(0, 80))}.`);
  }
  return [live, ...replaced];
}

/**
 * A burned, expired or used code fails whatever was typed (so the answer never tells whether the code was right),
 * and the attempt still counts towards the user's lockout.
 */
function refuseUnusable(deps: Deps, live: OtpCodeRecord, user: UserRecord): void {
  const max = deps.config.otp.max_failed_attempts_per_code;
  let reason: string | undefined;
  if (live.failed_attempts >= max) {
    reason = `This passcode was disabled after ${max} wrong attempts; request a new one.`;
  } else if (live.expires_at <= deps.clock.now()) {
    reason = `The passcode expired at ${iso(live.expires_at)}; request a new one.`;
  } else if (live.used_at !== null) {
    reason = `The passcode was already used at ${iso(live.used_at)}; request a new one.`;
  }
  if (reason === undefined) return;
  recordFailedAuthentication(deps, user);
  throw notFound(reason);
}

/** A wrong code counts against the live code (burning it at the limit) and towards the user's lockout. */
function checkCode(
  deps: Deps,
  live: OtpCodeRecord,
  replaced: OtpCodeRecord[],
  user: UserRecord,
  token: string,
): void {
  if (codeMatches(live.code_hash, token)) return;
  const failures = deps.store.otpCodes.addFailedAttempt(live.code_hash);
  recordFailedAuthentication(deps, user);
  const left = deps.config.otp.max_failed_attempts_per_code - failures;
  const consequence =
    left > 0
      ? `${left} ${left === 1 ? 'attempt' : 'attempts'} left for this passcode.`
      : 'That was the last attempt: this passcode is now disabled; request a new one.';
  const older = replaced.find((code) => code.used_at === null && codeMatches(code.code_hash, token));
  throw notFound(
    older
      ? `That passcode was replaced by a newer one sent at ${iso(live.created_at)}: use the latest. ${consequence}`
      : `The passcode does not match. ${consequence}`,
  );
}

function consume(deps: Deps, live: OtpCodeRecord): void {
  if (!deps.store.otpCodes.consume(live.code_hash, deps.clock.now())) {
    throw notFound('The passcode was used by a concurrent request.');
  }
}

/** The code proves the phone number or email: it becomes verified and a pending user active. */
function activate(deps: Deps, user: UserRecord, live: OtpCodeRecord): void {
  if (live.channel === 'email') deps.store.emails.markVerified(live.method_id);
  else deps.store.phoneNumbers.markVerified(live.method_id);
  if (user.status !== 'active') deps.store.users.update(user.user_id, { status: 'active' });
  clearFailedAuthentications(deps, user);
}

/** Adds the factor to the caller's live session of the same user, else starts a new session. */
function openSession(ctx: Context, user: UserRecord, live: OtpCodeRecord): ActiveSession | null {
  const { deps, project, body } = ctx;
  const factor = otpFactor(deps, live.channel, live.method_id, live.destination);
  const current = ctx.optionalSession();
  if (current && current.user.user_id === user.user_id) {
    return touchSession(deps, current, { durationMinutes: body.session_duration_minutes, factor });
  }
  if (ctx.startsSession === false) return null;
  const minutes = body.session_duration_minutes ?? deps.config.sessions.default_duration_minutes;
  return startSession(deps, project, user, factor, minutes, ctx.request);
}
