import { endpoint } from '../../http/endpoint';
import { openSession } from '../../services/passwords';
import { authResponse } from '../../services/sessions';
import { requireUser } from '../../services/users';
import { finishAuthentication, webauthnFactor } from '../../services/webauthn';
import { field } from '../schemas';

interface Body {
  public_key_credential: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/**
 * `POST /sdk/v1/webauthn/authenticate` (docs/protocol.md#the-calls, R): verifies the assertion (challenge single use, origin on
 * the project's authorized domains, signature, counter, user verification for passkeys) → a session for the
 * credential's user (or the factor added to the caller's) → AuthResp + `webauthn_registration_id`.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/webauthn/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['public_key_credential'],
      properties: {
        public_key_credential: { type: 'string', minLength: 1, maxLength: 32768 },
        session_duration_minutes: field.sessionDurationMinutes,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const registration = await finishAuthentication(deps, project, body.public_key_credential);
    const user = requireUser(deps, project.project_id, registration.user_id);
    const active = openSession(deps, project, user, webauthnFactor(deps, registration), {
      durationMinutes: body.session_duration_minutes,
      current: ctx.optionalSession(),
      client: ctx.request,
    });
    return {
      ...(await authResponse(deps, project, active)),
      webauthn_registration_id: registration.webauthn_registration_id,
    };
  },
});
