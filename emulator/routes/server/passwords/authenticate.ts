import { serverEndpoint } from '../../../http/server-endpoint';
import { requestedSession, serverAuthAnswer } from '../../../services/server-sessions';
import { authenticatePassword } from '../../passwords/authenticate';
import { passwordField } from '../../schemas';
import { serverField, sessionOptions, type SessionOptionsBody } from '../schemas';

interface Body extends SessionOptionsBody {
  email: string;
  password: string;
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
        ...sessionOptions,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const current = await requestedSession(deps, project, body);
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
