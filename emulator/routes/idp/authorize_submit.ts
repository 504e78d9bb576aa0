import { endpoint } from '../../http/endpoint';
import {
  AuthorizeRedirect,
  checkAuthorize,
  checkRequest,
  reauthenticationNeeded,
  redirectWithError,
  submitAuthorize,
  type AuthorizeParams,
} from '../../oidc/authorize';
import { authorizeProperties } from './schemas';

interface Body extends AuthorizeParams {
  consent_granted: boolean;
}

/**
 * `POST /sdk/v1/idp/oauth/authorize/submit`: the user's answer. Needs a live session. Steps: `checkRequest` again
 * (an invalid client or redirect URI is an error answer, never a redirect; other problems go back to the client) →
 * a last authentication older than `max_age` answers `login_required` by redirect (the widget asked the user to log in
 * again at start; `prompt=login` was satisfied there) → `submitAuthorize` (PKCE, consent, a single-use code whose
 * ID token carries `auth_time`) → `redirect_uri`: the client's redirect URI with `code` (or `error`), `state` and
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
    try {
      const request = checkRequest(ctx.deps, ctx.project, params);
      const { prompts } = request;
      prompts.delete('login');
      if (reauthenticationNeeded(ctx.deps, request, ctx.session, params.state)) {
        throw redirectWithError(
          ctx.deps,
          request.redirectUri,
          params.state,
          'login_required',
          `The user last authenticated more than max_age (${String(request.maxAge)} s) ago.`,
        );
      }
      const checked = checkAuthorize(ctx.deps, ctx.project, ctx.session, params);
      return { ...submitAuthorize(ctx.deps, ctx.project, ctx.session, checked, params, consentGranted) };
    } catch (e) {
      if (e instanceof AuthorizeRedirect) return { ...e.outcome };
      throw e;
    }
  },
});
