import { serverEndpoint } from '../../../http/server-endpoint';
import { requestedSession, serverAuthAnswer, serverFactorSession } from '../../../services/server-sessions';
import { serverUser } from '../../../services/server-users';
import { requireUser } from '../../../services/users';
import { finishAuthentication, startAuthentication, webauthnFactor } from '../../../services/webauthn';
import { serverField, sessionOptions, type SessionOptionsBody } from '../schemas';

interface StartBody {
  domain: string;
  user_id?: string;
  return_passkey_credential_options?: boolean;
  use_base64_url_encoding?: boolean;
}

/**
 * `POST /v1/webauthn/authenticate/start` (`webauthn.authenticateStart`): request options on the relying party
 * `domain`, as a JSON string. With `user_id` they list that user's credentials (a passkey login, with user
 * verification, only with `return_passkey_credential_options`); without, a passkey login that names no one.
 */
export const authenticateStart = serverEndpoint<StartBody>({
  method: 'POST',
  url: '/webauthn/authenticate/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['domain'],
      properties: {
        domain: serverField.shortText,
        user_id: serverField.id,
        return_passkey_credential_options: { type: 'boolean' },
        use_base64_url_encoding: { type: 'boolean' },
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const user = body.user_id !== undefined ? serverUser(deps, project, body.user_id) : null;
    const options = await startAuthentication(deps, project, user, {
      domain: body.domain,
      parentHost: undefined,
      passkey: user === null || body.return_passkey_credential_options === true,
      userAgent: ctx.request.userAgent,
    });
    return { user_id: user?.user_id ?? '', public_key_credential_request_options: options };
  },
});

interface FinishBody extends SessionOptionsBody {
  public_key_credential: string;
  telemetry_id?: string;
}

/**
 * `POST /v1/webauthn/authenticate` (`webauthn.authenticate`): verifies the assertion with the SDK API's service
 * (challenge single use, origin an authorized domain, signature, counter, user verification for passkeys) → the
 * credential's user, with the factor added to the body's session or a session of `session_duration_minutes`.
 */
export const authenticate = serverEndpoint<FinishBody>({
  method: 'POST',
  url: '/webauthn/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['public_key_credential'],
      properties: {
        public_key_credential: { type: 'string', minLength: 1, maxLength: 32768 },
        ...sessionOptions,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const current = await requestedSession(deps, project, body);
    const registration = await finishAuthentication(deps, project, body.public_key_credential);
    const user = requireUser(deps, project.project_id, registration.user_id);
    const active = serverFactorSession(deps, project, user, webauthnFactor(deps, registration), {
      current,
      durationMinutes: body.session_duration_minutes,
      client: ctx.request,
    });
    return {
      ...(await serverAuthAnswer(deps, project, user.user_id, active, body.session_custom_claims)),
      webauthn_registration_id: registration.webauthn_registration_id,
    };
  },
});
