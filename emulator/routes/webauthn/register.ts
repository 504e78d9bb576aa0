import { endpoint } from '../../http/endpoint';
import { authResponse, touchSession } from '../../services/sessions';
import { finishRegistration, webauthnFactor } from '../../services/webauthn';
import { field } from '../schemas';

interface Body {
  public_key_credential: string;
  session_duration_minutes?: number;
}

/**
 * `POST /sdk/v1/webauthn/register` (docs/protocol.md#the-calls): verifies the attestation of the ceremony the session's user
 * started, stores the passkey, adds the factor to the session → AuthResp + `webauthn_registration_id`.
 */
export default endpoint.session<Body>({
  method: 'POST',
  url: '/webauthn/register',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['public_key_credential'],
      properties: {
        public_key_credential: { type: 'string', minLength: 1, maxLength: 32768 },
        session_duration_minutes: field.sessionDurationMinutes,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body, session } = ctx;
    const registration = await finishRegistration(deps, project, session.user, body.public_key_credential);
    const active = touchSession(deps, session, {
      durationMinutes: body.session_duration_minutes,
      factor: webauthnFactor(deps, registration),
    });
    return {
      ...(await authResponse(deps, project, active)),
      webauthn_registration_id: registration.webauthn_registration_id,
    };
  },
});
