import { endpoint } from '../../http/endpoint';
import { startRegistration } from '../../services/webauthn';
import { field } from '../schemas';

interface Body {
  domain?: string;
  authenticator_type?: 'platform' | 'cross-platform';
  return_passkey_credential_options?: boolean;
  override_id?: string;
  override_name?: string;
  override_display_name?: string;
  user_agent?: string;
  use_base64_url_encoding?: boolean;
}

/**
 * `POST /sdk/v1/webauthn/register/start` (docs/protocol.md#the-calls): creation options for the session's user as a JSON string,
 * with base64url challenge and ids; the user's existing credentials are excluded, so an authenticator registers once.
 */
export default endpoint.session<Body>({
  method: 'POST',
  url: '/webauthn/register/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        domain: field.shortText,
        authenticator_type: { type: 'string', enum: ['platform', 'cross-platform'] },
        return_passkey_credential_options: { type: 'boolean' },
        override_id: field.shortText,
        override_name: field.shortText,
        override_display_name: field.shortText,
        user_agent: { type: 'string', maxLength: 1024 },
        use_base64_url_encoding: { type: 'boolean' },
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body, session } = ctx;
    const options = await startRegistration(deps, project, session.user, {
      domain: body.domain,
      parentHost: ctx.request.parentHost,
      passkey: body.return_passkey_credential_options === true,
      authenticatorType: body.authenticator_type,
      userAgent: body.user_agent ?? ctx.request.userAgent,
      overrideName: body.override_name,
      overrideDisplayName: body.override_display_name,
    });
    return { user_id: session.user.user_id, public_key_credential_creation_options: options };
  },
});
