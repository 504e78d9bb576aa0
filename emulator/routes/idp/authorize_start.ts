import { endpoint } from '../../http/endpoint';
import { checkAuthorize, type AuthorizeParams } from '../../oidc/authorize';
import { clientJson } from '../../oidc/clients';
import { userJson } from '../../services/users';
import { authorizeProperties } from './schemas';

/**
 * `POST /sdk/v1/idp/oauth/authorize/start`: what the consent screen shows. Needs a live session
 * (`user_unauthenticated` without one). Steps: `checkAuthorize` (client, exact redirect URI, response type, prompt,
 * scopes, grantability, remembered consent) → the client, each scope's result and whether to ask. Under
 * `prompt=none` it never asks: submit then answers `consent_required` by redirect if consent was needed.
 */
export default endpoint.session<AuthorizeParams>({
  method: 'POST',
  url: '/idp/oauth/authorize/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['client_id', 'redirect_uri'],
      properties: authorizeProperties,
    },
  },
  handle(ctx) {
    const checked = checkAuthorize(ctx.deps, ctx.project, ctx.session, ctx.body);
    return {
      consent_required: checked.consentNeeded && !checked.prompts.has('none'),
      client: clientJson(checked.client),
      scope_results: checked.results,
      user_id: ctx.session.user.user_id,
      user: userJson(ctx.deps, ctx.session.user),
    };
  },
});
