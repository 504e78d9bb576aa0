import type { JWTPayload } from 'jose';
import { ApiError } from '../../errors';
import { endpoint, type ProjectContext } from '../../http/endpoint';
import { checkRedirectUri, isFirstParty, issuerOf, requireClient } from '../../oidc/clients';
import { idTokenKeys } from '../../oidc/keys';
import { SESSION_CLAIM } from '../../services/jwt';
import { withQueryParams } from '../../services/redirects';
import { field } from '../schemas';

interface Body {
  client_id?: string;
  post_logout_redirect_uri: string;
  state?: string;
  id_token_hint?: string;
}

type Context = ProjectContext<Body, Record<string, never>>;

/**
 * `POST /sdk/v1/oauth/logout/start` (RP-initiated logout): the session is optional. Steps: an `id_token_hint`,
 * when given, is an ID token this provider issued (signature and issuer; an expired one is fine for a logout) →
 * the client is `client_id`, or, without one (optional with a hint, RP-Initiated Logout 1.0 §2), the hint's
 * audience → the client is registered → `post_logout_redirect_uri` is exactly one of its own (else an error
 * answer, never a redirect) → the hint was issued to that client, about the logged-in user → `consent_required`:
 * ask unless there is no session to end, or a first-party client proved with its hint that it started the logout
 * (a bare logout link could come from anywhere) → `redirect_uri` with `state`.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/oauth/logout/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['post_logout_redirect_uri'],
      properties: {
        client_id: field.shortText,
        post_logout_redirect_uri: field.url,
        state: { type: 'string', maxLength: 1024 },
        id_token_hint: { type: 'string', maxLength: 8192 },
      },
    },
  },
  async handle(ctx) {
    const hint = await hintClaims(ctx);
    const client = requireClient(ctx.project, clientIdOf(ctx.body.client_id, hint));
    const target = checkRedirectUri(
      ctx.deps,
      client,
      'post_logout_redirect_uri',
      ctx.body.post_logout_redirect_uri,
    );
    const active = ctx.optionalSession();
    if (hint) checkHint(hint, client.client_id, active?.user.user_id);
    const { state } = ctx.body;
    return {
      consent_required: active !== undefined && !(isFirstParty(client) && hint !== null),
      redirect_uri: state === undefined ? target : withQueryParams(target, { state }),
    };
  },
});

/** The claims of the `id_token_hint` (null without one); `bad_request` for a token this provider did not issue. */
async function hintClaims(ctx: Context): Promise<JWTPayload | null> {
  const hint = ctx.body.id_token_hint;
  if (hint === undefined || hint === '') return null;
  const claims = await idTokenKeys(ctx.deps).verifiedPayload(ctx.project.project_id, hint);
  // One key signs ID tokens, access tokens (they carry `scope`) and session JWTs (the session claim).
  if (!claims || claims.iss !== issuerOf(ctx.deps) || 'scope' in claims || SESSION_CLAIM in claims) {
    throw new ApiError('bad_request', 'id_token_hint is not an ID token this provider issued.');
  }
  return claims;
}

function audiencesOf(claims: JWTPayload): unknown[] {
  return Array.isArray(claims.aud) ? claims.aud : [claims.aud];
}

/** `client_id` as sent, else the verified hint's audience (its `azp` when it names several). */
function clientIdOf(clientId: string | undefined, hint: JWTPayload | null): string {
  if (clientId !== undefined) return clientId;
  if (!hint) {
    throw new ApiError(
      'bad_request',
      'client_id is required unless an id_token_hint is given (the client is then the audience of the hint).',
    );
  }
  const audiences = audiencesOf(hint);
  const [only] = audiences;
  if (audiences.length === 1 && typeof only === 'string') return only;
  if (typeof hint.azp === 'string' && audiences.includes(hint.azp)) return hint.azp;
  throw new ApiError(
    'bad_request',
    'id_token_hint names several audiences and no authorized party: send client_id as well.',
  );
}

/** `bad_request` for a hint that is not the client's or not about the logged-in user. */
function checkHint(claims: JWTPayload, clientId: string, sessionUserId: string | undefined): void {
  if (!audiencesOf(claims).includes(clientId)) {
    throw new ApiError('bad_request', `id_token_hint was issued to another client than ${clientId}.`);
  }
  if (sessionUserId !== undefined && claims.sub !== sessionUserId) {
    throw new ApiError('bad_request', 'id_token_hint is about another user than the one logged in.');
  }
}
