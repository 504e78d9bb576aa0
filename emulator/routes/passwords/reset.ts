import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { endpoint, type ProjectContext } from '../../http/endpoint';
import { hashSecret, looksLikeSecret, pkceChallengeOf, safeEqual } from '../../services/ids';
import { iso } from '../../services/jwt';
import { clearFailedAuthentications, recordFailedAuthentication } from '../../services/limits';
import {
  activateUser,
  hashPassword,
  requireAcceptablePassword,
  storePassword,
} from '../../services/passwords';
import { authResponse, emailMagicLinkFactor, startSession } from '../../services/sessions';
import { requireUser } from '../../services/users';
import type { PasswordResetRecord, UserRecord } from '../../store/types';
import { field, passwordField } from '../schemas';

interface Body {
  token: string;
  password: string;
  session_duration_minutes?: number;
  code_verifier?: string;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

type Context = ProjectContext<Body, Record<string, never>>;

/**
 * `POST /sdk/v1/passwords/email/reset`: sets a new password with the token of a reset email and logs the user in.
 * Steps: find the token → refuse a locked user → refuse a used or expired token → check the PKCE verifier → check
 * the new password (`breached_password`, `weak_password`; the token stays usable) → hash it → consume the token
 * (and the user's other reset tokens and reset-email login links) → store the password (clearing a reset flag) →
 * verify the email (the link proves it) and activate the user → revoke the user's other sessions → start a session
 * → AuthResp. Used and expired tokens count towards the user's lockout.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/passwords/email/reset',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['token', 'password'],
      properties: {
        token: { type: 'string', maxLength: 200 },
        password: passwordField,
        session_duration_minutes: field.sessionDurationMinutes,
        code_verifier: { type: 'string', maxLength: 256 },
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const reset = findToken(ctx);
    // No lock check: a completed reset by email proves control of the account, so it unlocks a user whom
    // failed passwords locked (as hosted providers do); the old password stops working with it.
    const user = requireUser(deps, project.project_id, reset.user_id);
    refuseUsedOrExpired(deps, reset, user);
    checkPkce(reset, body.code_verifier);
    const email = deps.store.emails.listForUser(user.user_id).find((e) => e.email_id === reset.email_id);
    requireAcceptablePassword(deps, project, body.password, email?.email);
    const hash = await hashPassword(body.password);
    const active = deps.store.transaction(() => {
      if (!deps.store.passwordResets.consume(reset.token_hash, deps.clock.now())) {
        throw unusable('It was used by a concurrent request.');
      }
      deps.store.passwordResets.consumeAllForUser(user.user_id, deps.clock.now());
      storePassword(deps, user, hash);
      deps.store.emails.markVerified(reset.email_id);
      activateUser(deps, user);
      clearFailedAuthentications(deps, user);
      deps.store.users.update(user.user_id, { locked_until: null });
      deps.store.sessions.revokeAllForUser(user.user_id, deps.clock.now());
      const factor = emailMagicLinkFactor(deps, reset.email_id, email?.email ?? '');
      const minutes = body.session_duration_minutes ?? deps.config.sessions.default_duration_minutes;
      return startSession(deps, project, user, factor, minutes, ctx.request);
    });
    return { ...(await authResponse(deps, project, active)) };
  },
});

/**
 * The provider's reset tokens are magic-link tokens, so a bad one answers `unable_to_auth_magic_link` (the widget
 * has a message for it).
 */
const unusable = (detail: string) =>
  new ApiError(
    'unable_to_auth_magic_link',
    `The password reset link could not be used because it was either already used or expired. ${detail}`,
  );

function findToken(ctx: Context): PasswordResetRecord {
  const { token } = ctx.body;
  const reset = looksLikeSecret(token)
    ? ctx.deps.store.passwordResets.findByTokenHash(hashSecret(token))
    : null;
  if (!reset || reset.project_id !== ctx.project.project_id)
    throw unusable('No password reset has this token.');
  return reset;
}

function refuseUsedOrExpired(deps: Deps, reset: PasswordResetRecord, user: UserRecord): void {
  let reason: string | undefined;
  if (reset.used_at !== null) reason = `It was used at ${iso(reset.used_at)}.`;
  else if (reset.expires_at <= deps.clock.now()) reason = `It expired at ${iso(reset.expires_at)}.`;
  if (reason === undefined) return;
  recordFailedAuthentication(deps, user);
  throw unusable(reason);
}

/**
 * A reset started with a `code_challenge` needs the matching `code_verifier`; both messages mention PKCE, and a
 * failed check leaves the token unused and is not counted towards the lockout (the SDK may try another stored
 * verifier, docs/protocol.md#the-calls). A verifier sent for a reset without a challenge is ignored.
 */
function checkPkce(reset: PasswordResetRecord, verifier: string | undefined): void {
  if (reset.code_challenge === null) return;
  if (verifier === undefined || verifier === '') {
    throw new ApiError(
      'invalid_pkce_code_verifier',
      'This password reset was started with a PKCE code_challenge, so the reset needs its code_verifier (PKCE).',
    );
  }
  if (!safeEqual(pkceChallengeOf(verifier), reset.code_challenge)) {
    throw new ApiError(
      'pkce_mismatch',
      'The code_verifier does not match the PKCE code_challenge this password reset was started with.',
    );
  }
}
