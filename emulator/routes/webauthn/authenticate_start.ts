import { endpoint, type Endpoint } from '../../http/endpoint';
import { startAuthentication } from '../../services/webauthn';
import { field } from '../schemas';

interface Body {
  domain?: string;
  return_passkey_credential_options?: boolean;
  user_id?: string;
}

const schema = {
  body: {
    type: 'object',
    additionalProperties: false,
    properties: {
      domain: field.shortText,
      return_passkey_credential_options: { type: 'boolean' },
      user_id: field.shortText,
    },
  },
};

/**
 * `POST /sdk/v1/webauthn/authenticate/start/primary` (no session): request options for a passkey login that names
 * no one (discoverable credentials). A JSON string with a base64url challenge (docs/protocol.md#the-calls).
 */
export const primary: Endpoint = endpoint.project<Body>({
  method: 'POST',
  url: '/webauthn/authenticate/start/primary',
  schema,
  async handle(ctx) {
    const options = await startAuthentication(ctx.deps, ctx.project, null, {
      domain: ctx.body.domain,
      parentHost: ctx.request.parentHost,
      passkey: ctx.body.return_passkey_credential_options !== false,
      userAgent: ctx.request.userAgent,
    });
    return { public_key_credential_request_options: options };
  },
});

/** `…/start/secondary`: the same for the session's user, listing its credentials unless it is a passkey login. */
export const secondary: Endpoint = endpoint.session<Body>({
  method: 'POST',
  url: '/webauthn/authenticate/start/secondary',
  schema,
  async handle(ctx) {
    const options = await startAuthentication(ctx.deps, ctx.project, ctx.session.user, {
      domain: ctx.body.domain,
      parentHost: ctx.request.parentHost,
      passkey: ctx.body.return_passkey_credential_options === true,
      userAgent: ctx.request.userAgent,
    });
    return { user_id: ctx.session.user.user_id, public_key_credential_request_options: options };
  },
});
