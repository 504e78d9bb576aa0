import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import {
  hashPassword,
  passwordFactor,
  requireAcceptablePassword,
  storePassword,
} from '../../services/passwords';
import { authResponse, touchSession, type ActiveSession } from '../../services/sessions';
import { field, passwordField } from '../schemas';

interface Body {
  password: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** How recently the session must have authenticated a factor to change the password with it alone. */
const RECENT_AUTHENTICATION_MS = 5 * 60_000;

/**
 * `POST /sdk/v1/passwords/session/reset` (headless SDK): sets the password of the logged-in user (session in the
 * Basic header). Steps: require a factor authenticated in the last 5 minutes (`unauthorized_action`) → check the
 * new password (`breached_password`, `weak_password`) → hash it → store it (clearing a reset flag) → burn the
 * user's outstanding reset tokens and reset-email login links → revoke the user's other sessions → add the
 * password factor to this session → AuthResp.
 */
export default endpoint.session<Body>({
  method: 'POST',
  url: '/passwords/session/reset',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['password'],
      properties: {
        password: passwordField,
        session_duration_minutes: field.sessionDurationMinutes,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body, session } = ctx;
    requireRecentAuthentication(deps.clock.now(), session);
    const email = deps.store.emails.listForUser(session.user.user_id)[0]?.email;
    requireAcceptablePassword(deps, project, body.password, email);
    const hash = await hashPassword(body.password);
    const active = deps.store.transaction(() => {
      storePassword(deps, session.user, hash);
      deps.store.passwordResets.consumeAllForUser(session.user.user_id, deps.clock.now());
      deps.store.sessions.revokeAllForUser(
        session.user.user_id,
        deps.clock.now(),
        session.session.session_id,
      );
      return touchSession(deps, session, {
        durationMinutes: body.session_duration_minutes,
        factor: passwordFactor(deps),
      });
    });
    return { ...(await authResponse(deps, project, active)) };
  },
});

function requireRecentAuthentication(now: number, active: ActiveSession): void {
  const latest = Math.max(
    0,
    ...active.session.authentication_factors.map((f) => Date.parse(f.last_authenticated_at) || 0),
  );
  if (now - latest <= RECENT_AUTHENTICATION_MS) return;
  throw new ApiError(
    'unauthorized_action',
    'Unauthorized action. Changing the password with a session alone needs a factor authenticated in the last ' +
      `5 minutes; this session last authenticated at ${new Date(latest).toISOString()}. Log in again first.`,
  );
}
