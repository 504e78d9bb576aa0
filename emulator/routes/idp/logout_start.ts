import { ApiError } from '../../errors';
import { endpoint, type ProjectContext } from '../../http/endpoint';
import { checkRedirectUri, isFirstParty, issuerOf, requireClient } from '../../oidc/clients';
import { idTokenKeys } from '../../oidc/keys';
import { withQueryParams } from '../../services/redirects';
import { field } from '../schemas';

interface Body {
  client_id: string;
  post_logout_redirect_uri: string;
  state?: string;
  id_token_hint?: string;
}

type Context = ProjectContext<Body, Record<string, never>>;

/**
 * `POST /sdk/v1/oauth/logout/start` (RP-initiated logout): the session is optional. Steps: the client is registered
 * → `post_logout_redirect_uri` is exactly one of its own (else an error answer, never a redirect) → an
 * `id_token_hint`, when given, is an ID token this provider issued to that client, about the logged-in user →
 * `consent_required`: ask unless there is no session to end, or a first-party client proved with its hint that
 * it started the logout (a bare logout link could come from anywhere) → `redirect_uri` with `state`.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/oauth/logout/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['client_id', 'post_logout_redirect_uri'],
      properties: {
        client_id: field.shortText,
        post_logout_redirect_uri: field.url,
        state: { type: 'string', maxLength: 1024 },
        id_token_hint: { type: 'string', maxLength: 8192 },
      },
    },
  },
  async handle(ctx) {
    const client = requireClient(ctx.project, ctx.body.client_id);
    const target = checkRedirectUri(
      ctx.deps,
      client,
      'post_logout_redirect_uri',
      ctx.body.post_logout_redirect_uri,
    );
    const active = ctx.optionalSession();
    const hinted = await checkHint(ctx, active?.user.user_id);
    const { state } = ctx.body;
    return {
      consent_required: active !== undefined && !(isFirstParty(client) && hinted),
      redirect_uri: state === undefined ? target : withQueryParams(target, { state }),
    };
  },
});

/** True when a valid hint was given; `bad_request` for a hint that is not ours, not the client's or not the user's. */
async function checkHint(ctx: Context, sessionUserId: string | undefined): Promise<boolean> {
  const hint = ctx.body.id_token_hint;
  if (hint === undefined || hint === '') return false;
  const claims = await idTokenKeys(ctx.deps).verifiedPayload(ctx.project.project_id, hint);
  if (!claims || claims.iss !== issuerOf(ctx.deps)) {
    throw new ApiError('bad_request', 'id_token_hint is not an ID token this provider issued.');
  }
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (!audiences.includes(ctx.body.client_id)) {
    throw new ApiError(
      'bad_request',
      `id_token_hint was issued to another client than ${ctx.body.client_id}.`,
    );
  }
  if (sessionUserId !== undefined && claims.sub !== sessionUserId) {
    throw new ApiError('bad_request', 'id_token_hint is about another user than the one logged in.');
  }
  return true;
}
