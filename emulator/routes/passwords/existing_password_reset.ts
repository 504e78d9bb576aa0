import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { normaliseEmail } from '../../services/email';
import { assertNotLocked, clearFailedAuthentications, guardAttempt } from '../../services/limits';
import {
  activateUser,
  hashPassword,
  passwordFactor,
  passwordOf,
  requireAcceptablePassword,
  spendVerificationTime,
  storePassword,
  verifyPassword,
} from '../../services/passwords';
import { authResponse, startSession } from '../../services/sessions';
import { findUserByEmail, requireUser } from '../../services/users';
import { field, passwordField } from '../schemas';

interface Body {
  email: string;
  existing_password: string;
  new_password: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

const unauthorized = () =>
  new ApiError(
    'unauthorized_credentials',
    'Unauthorized credentials. The email and existing password do not match an account.',
  );

/**
 * `POST /sdk/v1/passwords/existing_password/reset` (headless SDK): changes a password by knowing the current one,
 * which also works when the current one is flagged to reset or breached. Steps: validate the email → find the user
 * (unknown → `unauthorized_credentials`) → refuse a locked user → `no_user_password` → check the existing password
 * (wrong → `unauthorized_credentials`, counted towards the lockout) → check the new password (`breached_password`,
 * `weak_password`) → hash it → refuse a user locked meanwhile → store it (clearing a reset flag) → burn the
 * user's outstanding reset tokens and reset-email login links → revoke the user's sessions → start a session →
 * AuthResp.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/passwords/existing_password/reset',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'existing_password', 'new_password'],
      properties: {
        email: field.email,
        existing_password: passwordField,
        new_password: passwordField,
        session_duration_minutes: field.sessionDurationMinutes,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const address = normaliseEmail(body.email);
    const found = findUserByEmail(deps, project, address);
    if (!found) {
      await spendVerificationTime(body.existing_password);
      throw unauthorized();
    }
    const { user } = found;
    assertNotLocked(deps, user);
    const password = passwordOf(deps, user);
    if (!password) {
      throw new ApiError('no_user_password', 'Password not found for this user. Please try again.');
    }
    // A lockout slot before the hash check, so parallel guesses cannot outrun the count (services/limits.ts).
    const guard = guardAttempt(deps, user);
    let matches = false;
    try {
      matches = await verifyPassword(password.hash, body.existing_password);
    } finally {
      if (matches) guard.succeeded();
      else guard.failed();
    }
    if (!matches) throw unauthorized();
    requireAcceptablePassword(deps, project, body.new_password, address);
    const hash = await hashPassword(body.new_password);
    const active = deps.store.transaction(() => {
      // again: wrong guesses checked meanwhile may have locked the user
      assertNotLocked(deps, requireUser(deps, project.project_id, user.user_id));
      storePassword(deps, user, hash);
      deps.store.passwordResets.consumeAllForUser(user.user_id, deps.clock.now());
      activateUser(deps, user);
      clearFailedAuthentications(deps, user);
      deps.store.sessions.revokeAllForUser(user.user_id, deps.clock.now());
      const minutes = body.session_duration_minutes ?? deps.config.sessions.default_duration_minutes;
      return startSession(deps, project, user, passwordFactor(deps), minutes, ctx.request);
    });
    return { ...(await authResponse(deps, project, active)) };
  },
});
