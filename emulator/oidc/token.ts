import type { OAuthClientConfig, ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { hashSecret, pkceChallengeOf, safeEqual } from '../services/ids';
import { iso } from '../services/jwt';
import type { IdpCodeRecord, IdpTokenRecord } from '../store/idp';
import type { UserRecord } from '../store/types';
import { authenticateClient } from './client-auth';
import { providerProject } from './clients';
import { OAuthError } from './errors';
import { issueTokens, type TokenResponse } from './tokens';
import { looksLikeGrantToken, resourcesOf } from './resources';

const invalidGrant = (description: string) => new OAuthError('invalid_grant', description);

/** RFC 7636 §4.1: 43 to 128 unreserved characters. */
const VERIFIER = /^[A-Za-z0-9._~-]{43,128}$/;

/**
 * `POST {api}/v1/oauth2/token` (form-encoded). Steps: authenticate the client → dispatch on `grant_type`:
 * `authorization_code` or `refresh_token`; any other answers `unsupported_grant_type`.
 */
export async function tokenRequest(
  deps: Deps,
  authorization: string | undefined,
  params: Record<string, string>,
): Promise<TokenResponse> {
  const project = providerProject(deps);
  const { client } = authenticateClient(project, authorization, params);
  switch (params.grant_type) {
    case 'authorization_code':
      return exchangeCode(deps, project, client, params);
    case 'refresh_token':
      return refresh(deps, project, client, params);
    case undefined:
    case '':
      throw new OAuthError('invalid_request', 'grant_type is missing.');
    default:
      throw new OAuthError(
        'unsupported_grant_type',
        `grant_type ${JSON.stringify(params.grant_type.slice(0, 100))} is not supported; use authorization_code or refresh_token.`,
      );
  }
}

function required(params: Record<string, string>, name: string): string {
  const value = params[name];
  if (value === undefined || value === '') throw new OAuthError('invalid_request', `${name} is missing.`);
  return value;
}

/**
 * The `authorization_code` grant. Steps: find the code → it was issued to this client → not used before (a replay
 * revokes every token issued from it) → not expired → the same `redirect_uri` → the PKCE verifier matches the
 * challenge (and none is accepted without one) → consume it → issue the tokens.
 */
async function exchangeCode(
  deps: Deps,
  project: ProjectConfig,
  client: OAuthClientConfig,
  params: Record<string, string>,
): Promise<TokenResponse> {
  const code = required(params, 'code');
  const redirectUri = required(params, 'redirect_uri');
  const record = looksLikeGrantToken(code) ? deps.store.idp.codes.findByHash(hashSecret(code)) : null;
  if (!record || record.project_id !== project.project_id)
    throw invalidGrant('The authorization code is unknown.');
  if (record.client_id !== client.client_id)
    throw invalidGrant('The authorization code was issued to another client.');
  const now = deps.clock.now();
  if (record.used_at !== null) throw replayed(deps, record);
  if (record.expires_at <= now)
    throw invalidGrant(`The authorization code expired at ${iso(record.expires_at)}.`);
  if (record.redirect_uri !== redirectUri) {
    throw invalidGrant('redirect_uri differs from the one of the authorization request.');
  }
  checkVerifier(record, params.code_verifier);
  if (!deps.store.idp.codes.consume(record.code_hash, now)) throw replayed(deps, record);
  return issueTokens(deps, project, client, {
    grantId: record.code_hash,
    user: requireGrantUser(deps, project, record.user_id),
    scopes: record.scopes,
    grantedScopes: record.scopes,
    authTime: record.auth_time,
    nonce: record.nonce,
    resources: resourcesOf(code),
  });
}

/** RFC 6749 §4.1.2: a code used twice revokes what it issued. */
function replayed(deps: Deps, record: IdpCodeRecord): OAuthError {
  const revoked = deps.store.idp.tokens.revokeGrant(record.code_hash, deps.clock.now());
  return invalidGrant(
    `The authorization code was already used${record.used_at !== null ? ` at ${iso(record.used_at)}` : ''}; ` +
      `the ${revoked} token(s) issued from it are revoked.`,
  );
}

function checkVerifier(record: IdpCodeRecord, verifier: string | undefined): void {
  if (record.code_challenge === null) {
    if (verifier !== undefined) {
      throw invalidGrant('code_verifier was sent, but the authorization request had no code_challenge.');
    }
    return;
  }
  if (verifier === undefined || verifier === '') {
    throw invalidGrant('code_verifier is missing: the authorization request had a code_challenge (PKCE).');
  }
  if (!VERIFIER.test(verifier)) {
    throw new OAuthError('invalid_request', 'code_verifier must be 43 to 128 characters of [A-Za-z0-9._~-].');
  }
  if (!safeEqual(pkceChallengeOf(verifier), record.code_challenge)) {
    throw invalidGrant(
      'code_verifier does not match the code_challenge of the authorization request (PKCE).',
    );
  }
}

/**
 * The `refresh_token` grant. Steps: find the refresh token → it belongs to this client → not revoked (a rotated
 * token presented again revokes the whole grant) → not expired → an optional `scope` within the granted ones →
 * revoke it (rotation) → issue new tokens, with a new refresh token.
 */
async function refresh(
  deps: Deps,
  project: ProjectConfig,
  client: OAuthClientConfig,
  params: Record<string, string>,
): Promise<TokenResponse> {
  const token = required(params, 'refresh_token');
  const record = looksLikeGrantToken(token) ? deps.store.idp.tokens.findByHash(hashSecret(token)) : null;
  if (!record || record.kind !== 'refresh' || record.project_id !== project.project_id) {
    throw invalidGrant('The refresh token is unknown.');
  }
  if (record.client_id !== client.client_id)
    throw invalidGrant('The refresh token was issued to another client.');
  const now = deps.clock.now();
  if (record.revoked_at !== null) throw reused(deps, record);
  if (record.expires_at <= now) throw invalidGrant(`The refresh token expired at ${iso(record.expires_at)}.`);
  const scopes = narrowedScopes(record, params.scope);
  if (!deps.store.idp.tokens.revoke(record.token_hash, now)) throw reused(deps, record);
  return issueTokens(deps, project, client, {
    grantId: record.grant_id,
    user: requireGrantUser(deps, project, record.user_id),
    scopes,
    grantedScopes: record.scopes,
    authTime: record.auth_time,
    nonce: null,
    resources: resourcesOf(token),
  });
}

function reused(deps: Deps, record: IdpTokenRecord): OAuthError {
  deps.store.idp.tokens.revokeGrant(record.grant_id, deps.clock.now());
  return invalidGrant(
    'The refresh token was already used (each refresh rotates it); every token of this grant is now revoked.',
  );
}

/** RFC 6749 §6: a refresh may ask for fewer scopes, never more. */
function narrowedScopes(record: IdpTokenRecord, scope: string | undefined): string[] {
  if (scope === undefined) return record.scopes;
  const asked = scope.split(' ').filter((s) => s !== '');
  const extra = asked.filter((s) => !record.scopes.includes(s));
  if (extra.length > 0) {
    throw new OAuthError('invalid_scope', `The grant does not include ${extra.join(', ')}.`);
  }
  return [...new Set(asked)];
}

function requireGrantUser(deps: Deps, project: ProjectConfig, userId: string): UserRecord {
  const user = deps.store.users.get(project.project_id, userId);
  if (!user) throw invalidGrant('The user of this grant no longer exists.');
  return user;
}
