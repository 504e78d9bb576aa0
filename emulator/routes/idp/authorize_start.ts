import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import {
  AuthorizeRedirect,
  checkAuthorize,
  checkRequest,
  reauthenticationNeeded,
  redirectWithError,
  type AuthorizeParams,
} from '../../oidc/authorize';
import { clientJson } from '../../oidc/clients';
import { findActiveSession } from '../../services/sessions';
import { userJson } from '../../services/users';
import { authorizeProperties } from './schemas';

/**
 * `POST /sdk/v1/idp/oauth/authorize/start`: what the consent screen shows. Steps: `checkRequest` (an unknown client
 * or redirect URI is an error answer; any other problem answers `redirect_uri`, the client's redirect URI with the
 * OAuth error) → no live session: `prompt=none` answers `redirect_uri` with `login_required`, else
 * `user_unauthenticated` → `prompt=login`, or a last authentication older than `max_age`: `login_required: true`
 * (the widget has the user log in again, then starts over without `prompt=login`; under `prompt=none`,
 * `login_required` by redirect) → the client, each scope's result and whether to ask. Under `prompt=none` it never
 * asks: submit then answers `consent_required` by redirect if consent was needed.
 */
export default endpoint.project<AuthorizeParams>({
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
    const { deps, project, body } = ctx;
    try {
      const request = checkRequest(deps, project, body);
      const active = ctx.optionalSession();
      if (!active) {
        if (request.prompts.has('none')) {
          throw redirectWithError(
            deps,
            request.redirectUri,
            body.state,
            'login_required',
            'No user is logged in.',
          );
        }
        // A session token that names no live session says so (the widget then forgets it), as every session call.
        const secret = basicSecret(ctx.reply.request.headers.authorization);
        if (secret !== undefined && secret !== '' && secret !== project.public_token) {
          findActiveSession(deps, project, secret);
        }
        throw new ApiError(
          'user_unauthenticated',
          'Must have an active session to call this method. Have you logged in yet?',
        );
      }
      const base = {
        client: clientJson(request.client),
        user_id: active.user.user_id,
        user: userJson(deps, active.user),
      };
      if (reauthenticationNeeded(deps, request, active, body.state)) {
        return { ...base, consent_required: false, login_required: true, scope_results: [] };
      }
      const checked = checkAuthorize(deps, project, active, body);
      return {
        ...base,
        consent_required: checked.consentNeeded && !checked.prompts.has('none'),
        login_required: false,
        scope_results: checked.results,
      };
    } catch (e) {
      if (e instanceof AuthorizeRedirect) return { consent_required: false, ...e.outcome };
      throw e;
    }
  },
});

/** The password half of a Basic header (the session token, when the SDK sends one). */
function basicSecret(header: string | undefined): string | undefined {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header?.trim() ?? '');
  if (!match?.[1]) return undefined;
  const decoded = Buffer.from(match[1], 'base64').toString('utf8');
  const colon = decoded.indexOf(':');
  return colon < 0 ? undefined : decoded.slice(colon + 1);
}
