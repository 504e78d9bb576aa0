import { endpoint } from '../../http/endpoint';
import { checkAuthorize, submitAuthorize, type AuthorizeParams } from '../../oidc/authorize';
import { authorizeProperties } from './schemas';

interface Body extends AuthorizeParams {
  consent_granted: boolean;
}

/**
 * `POST /sdk/v1/idp/oauth/authorize/submit`: the user's answer. Needs a live session. Steps: `checkAuthorize`
 * again (an invalid client or redirect URI is an error answer, never a redirect) → `submitAuthorize` (PKCE,
 * consent, a single-use code) → `redirect_uri`: the client's redirect URI with `code` (or `error`), `state` and
 * `iss`, where the widget sends the browser.
 */
export default endpoint.session<Body>({
  method: 'POST',
  url: '/idp/oauth/authorize/submit',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['client_id', 'redirect_uri', 'consent_granted'],
      properties: { ...authorizeProperties, consent_granted: { type: 'boolean' } },
    },
  },
  handle(ctx) {
    const { consent_granted: consentGranted, ...params } = ctx.body;
    const checked = checkAuthorize(ctx.deps, ctx.project, ctx.session, params);
    return { ...submitAuthorize(ctx.deps, ctx.project, ctx.session, checked, params, consentGranted) };
  },
});
