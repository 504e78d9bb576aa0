import { decodeJwt, type JWTPayload } from 'jose';
import type { Deps } from '../deps';
import { hashSecret } from '../services/ids';
import { authenticateClient } from './client-auth';
import { issuerOf, providerProject } from './clients';
import { OAuthError } from './errors';

/** The path of token introspection, as the provider's Node SDK calls it (`idp.introspectTokenNetwork`). */
export const INTROSPECT_PATH = '/v1/public/:project_id/oauth2/introspect';

const INACTIVE = { active: false } as const;

/**
 * `POST {api}/v1/public/{project_id}/oauth2/introspect` (RFC 7662; `idp.introspectTokenNetwork`), form-encoded
 * `token`, `client_id`, `client_secret` (confidential clients; public ones send `client_id` alone, or the
 * Authorization header of `client_secret_basic`), `token_type_hint`. Steps: the project of the path must be the
 * provider's (else 404) → authenticate the client (`invalid_client`) → look the token up among the project's access
 * and refresh tokens → `{"active": false}` for an unknown, expired or revoked one, and for another client's token
 * asked by a public client (which has no secret to prove who asks) → else `active`, `sub`, `scope`,
 * `client_id`, `aud`, `iss`, `exp`, `iat`, `nbf`, `token_type` (`access_token` / `refresh_token`) and, for a JWT
 * access token, its other claims.
 */
export function introspectRequest(
  deps: Deps,
  projectId: string,
  authorization: string | undefined,
  params: Record<string, string>,
): Record<string, unknown> {
  const project = providerProject(deps);
  if (projectId !== project.project_id) {
    throw new OAuthError(
      'invalid_request',
      `Project ${JSON.stringify(projectId.slice(0, 100))} is not this emulator's OpenID provider (it is ` +
        `${project.project_id}).`,
      404,
    );
  }
  const caller = authenticateClient(project, authorization, params);
  const token = params.token;
  if (token === undefined || token === '') {
    throw new OAuthError('invalid_request', 'The token parameter is required.');
  }
  if (token.length > 16384) return INACTIVE;
  const record = deps.store.idp.tokens.findByHash(hashSecret(token));
  const now = deps.clock.now();
  if (
    !record ||
    record.project_id !== project.project_id ||
    record.revoked_at !== null ||
    record.expires_at <= now ||
    (record.kind !== 'access' && record.kind !== 'refresh')
  ) {
    return INACTIVE;
  }
  // RFC 7662 §2.1: the caller must be allowed to learn about the token. A confidential client (a resource server
  // with its secret) may introspect any token of the project; a public client, which proves nothing, only its own.
  if (caller.method === 'none' && caller.client.client_id !== record.client_id) return INACTIVE;
  let claims: JWTPayload = {};
  if (record.kind === 'access') {
    try {
      claims = decodeJwt(token);
    } catch {
      claims = {};
    }
  }
  const { jti: _jti, ...rest } = claims;
  return {
    ...rest,
    active: true,
    sub: record.user_id,
    scope: record.scopes.join(' '),
    client_id: record.client_id,
    aud: claims.aud ?? [project.project_id],
    iss: claims.iss ?? issuerOf(deps),
    exp: Math.floor(record.expires_at / 1000),
    iat: Math.floor(record.created_at / 1000),
    nbf: claims.nbf ?? Math.floor(record.created_at / 1000),
    token_type: record.kind === 'access' ? 'access_token' : 'refresh_token',
  };
}
