import { serverEndpoint } from '../../../http/server-endpoint';
import { bodySession, mergeCustomClaims, serverAuthAnswer } from '../../../services/server-sessions';
import { authenticatePassword } from '../../passwords/authenticate';
import { passwordField } from '../../schemas';
import { serverField } from '../schemas';

interface Body {
  email: string;
  password: string;
  session_token?: string;
  session_jwt?: string;
  session_duration_minutes?: number;
  session_custom_claims?: Record<string, unknown>;
  telemetry_id?: string;
}

/**
 * `POST /v1/passwords/authenticate` (`passwords.authenticate`): the SDK API's steps (`unauthorized_credentials` for
 * a wrong email or password, lockout, `reset_password`, `breached_password`). A session starts only with
 * `session_duration_minutes`; with `session_token` / `session_jwt` the factor is added to that session.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/passwords/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password'],
      properties: {
        email: serverField.email,
        password: passwordField,
        session_token: serverField.sessionToken,
        session_jwt: serverField.sessionJwt,
        session_duration_minutes: serverField.sessionDurationMinutes,
        session_custom_claims: serverField.object,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    if (body.session_custom_claims) mergeCustomClaims({}, body.session_custom_claims);
    const current = await bodySession(deps, project, body);
    const { user, active } = await authenticatePassword({
      deps,
      project,
      body,
      request: ctx.request,
      optionalSession: () => current,
      startsSession: body.session_duration_minutes !== undefined,
    });
    return { ...(await serverAuthAnswer(deps, project, user.user_id, active, body.session_custom_claims)) };
  },
});
