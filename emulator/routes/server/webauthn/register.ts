import { serverEndpoint } from '../../../http/server-endpoint';
import {
  bodySession,
  mergeCustomClaims,
  serverAuthAnswer,
  serverFactorSession,
} from '../../../services/server-sessions';
import { serverUser } from '../../../services/server-users';
import { finishRegistration, startRegistration, webauthnFactor } from '../../../services/webauthn';
import { serverField, sessionOptions, type SessionOptionsBody } from '../schemas';

interface StartBody {
  user_id: string;
  domain: string;
  user_agent?: string;
  authenticator_type?: 'platform' | 'cross-platform';
  return_passkey_credential_options?: boolean;
  override_id?: string;
  override_name?: string;
  override_display_name?: string;
  use_base64_url_encoding?: boolean;
}

/**
 * `POST /v1/webauthn/register/start` (`webauthn.registerStart`): creation options for `user_id` on the relying party
 * `domain` (an authorized domain of the project, or a parent of one), as a JSON string, the SDK API's service: the
 * user's credentials excluded, a passkey (resident key, user verification) with `return_passkey_credential_options`.
 */
export const registerStart = serverEndpoint<StartBody>({
  method: 'POST',
  url: '/webauthn/register/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id', 'domain'],
      properties: {
        user_id: serverField.id,
        domain: serverField.shortText,
        user_agent: { type: 'string', maxLength: 1024 },
        authenticator_type: { type: 'string', enum: ['platform', 'cross-platform'] },
        return_passkey_credential_options: { type: 'boolean' },
        override_id: serverField.shortText,
        override_name: serverField.shortText,
        override_display_name: serverField.shortText,
        use_base64_url_encoding: { type: 'boolean' },
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const user = serverUser(deps, project, body.user_id);
    const options = await startRegistration(deps, project, user, {
      domain: body.domain,
      parentHost: undefined,
      passkey: body.return_passkey_credential_options === true,
      authenticatorType: body.authenticator_type,
      userAgent: body.user_agent ?? ctx.request.userAgent,
      overrideName: body.override_name,
      overrideDisplayName: body.override_display_name,
    });
    return { user_id: user.user_id, public_key_credential_creation_options: options };
  },
});

interface FinishBody extends SessionOptionsBody {
  user_id: string;
  public_key_credential: string;
  telemetry_id?: string;
}

/**
 * `POST /v1/webauthn/register` (`webauthn.register`): verifies the attestation of the ceremony `user_id` started
 * (challenge single use, origin an authorized domain, user verification for passkeys) and stores the credential →
 * `webauthn_registration_id`; the factor is added to the body's session, or a session starts with
 * `session_duration_minutes`.
 */
export const register = serverEndpoint<FinishBody>({
  method: 'POST',
  url: '/webauthn/register',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id', 'public_key_credential'],
      properties: {
        user_id: serverField.id,
        public_key_credential: { type: 'string', minLength: 1, maxLength: 32768 },
        ...sessionOptions,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    if (body.session_custom_claims) mergeCustomClaims({}, body.session_custom_claims);
    const user = serverUser(deps, project, body.user_id);
    const current = await bodySession(deps, project, body);
    const registration = await finishRegistration(deps, project, user, body.public_key_credential);
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
