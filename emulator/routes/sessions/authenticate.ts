import { endpoint } from '../../http/endpoint';
import { authResponse, touchSession } from '../../services/sessions';
import { field } from '../schemas';

interface Body {
  session_duration_minutes?: number;
}

/**
 * `POST /sdk/v1/sessions/authenticate`: checks the session of the Basic header and returns it with a fresh JWT.
 * With `session_duration_minutes` the session then expires that many minutes from now; the SDK's background
 * refresh sends `{}`, which only marks it accessed. Unknown, revoked or expired sessions: `session_not_found`.
 */
export default endpoint.session<Body>({
  method: 'POST',
  url: '/sessions/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { session_duration_minutes: field.sessionDurationMinutes },
    },
  },
  async handle(ctx) {
    const active = touchSession(ctx.deps, ctx.session, {
      durationMinutes: ctx.body.session_duration_minutes,
    });
    return { ...(await authResponse(ctx.deps, ctx.project, active)) };
  },
});
