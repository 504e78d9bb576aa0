import { createHash } from 'node:crypto';
import type { JWTPayload } from 'jose';
import type { OAuthClientConfig, ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { hashSecret, newSecret } from '../services/ids';
import type { IdpTokenKind } from '../store/idp';
import type { UserRecord } from '../store/types';
import { issuerOf, LIFETIMES } from './clients';
import { idTokenKeys } from './keys';
import { withResources } from './resources';

/** What every token of one authorization (its code, then each refresh) carries. */
export interface Grant {
  /** The hash of the code the grant started from: ties its tokens together for revocation. */
  grantId: string;
  user: UserRecord;
  /** The scopes of the tokens to issue. */
  scopes: string[];
  /** The scopes the refresh token keeps (RFC 6749 §6: unchanged by a narrower refresh request). */
  grantedScopes: string[];
  /** Epoch ms of the user's authentication. */
  authTime: number;
  /** The authorize request's nonce (code exchange only; refreshed ID tokens carry none). */
  nonce: string | null;
  /** RFC 8707 resource indicators of the authorization: the access token's audience (the project's id without). */
  resources: string[];
}

/** The token endpoint's successful answer (RFC 6749 §5.1, OIDC Core §3.1.3.3). */
export interface TokenResponse {
  access_token: string;
  token_type: 'Bearer';
  expires_in: number;
  scope: string;
  id_token?: string;
  refresh_token?: string;
}

/**
 * Issues a JWT access token (RFC 9068: `aud` the resources of the authorization, else the project's id), an ID token
 * when `openid` was granted and a refresh token (carrying the resources) when `offline_access` was, storing the
 * access and refresh tokens (as hashes) under the grant.
 */
export async function issueTokens(
  deps: Deps,
  project: ProjectConfig,
  client: OAuthClientConfig,
  grant: Grant,
): Promise<TokenResponse> {
  const now = deps.clock.now();
  const accessToken = await idTokenKeys(deps).sign(project.project_id, {
    iss: issuerOf(deps),
    sub: grant.user.user_id,
    aud: grant.resources.length > 0 ? grant.resources : [project.project_id],
    client_id: client.client_id,
    scope: grant.scopes.join(' '),
    exp: Math.floor(now / 1000) + LIFETIMES.accessToken,
    iat: Math.floor(now / 1000),
    jti: newSecret(),
  });
  const refreshToken = grant.grantedScopes.includes('offline_access')
    ? withResources(newSecret(), grant.resources)
    : undefined;
  const record = (kind: IdpTokenKind, token: string, scopes: string[], lifetime: number) => ({
    token_hash: hashSecret(token),
    kind,
    grant_id: grant.grantId,
    project_id: project.project_id,
    client_id: client.client_id,
    user_id: grant.user.user_id,
    scopes,
    auth_time: grant.authTime,
    created_at: now,
    expires_at: now + lifetime * 1000,
    revoked_at: null,
  });
  deps.store.transaction(() => {
    deps.store.idp.tokens.create(record('access', accessToken, grant.scopes, LIFETIMES.accessToken));
    if (refreshToken) {
      deps.store.idp.tokens.create(
        record('refresh', refreshToken, grant.grantedScopes, LIFETIMES.refreshToken),
      );
    }
  });
  const response: TokenResponse = {
    access_token: accessToken,
    token_type: 'Bearer',
    expires_in: LIFETIMES.accessToken,
    scope: grant.scopes.join(' '),
  };
  if (grant.scopes.includes('openid')) {
    response.id_token = await idTokenKeys(deps).sign(project.project_id, {
      iss: issuerOf(deps),
      sub: grant.user.user_id,
      aud: client.client_id,
      exp: Math.floor(now / 1000) + LIFETIMES.idToken,
      iat: Math.floor(now / 1000),
      auth_time: Math.floor(grant.authTime / 1000),
      ...(grant.nonce !== null ? { nonce: grant.nonce } : {}),
      at_hash: atHash(accessToken),
      ...userClaims(deps, grant.user, grant.scopes),
    });
  }
  if (refreshToken) response.refresh_token = refreshToken;
  return response;
}

/** OIDC Core §3.1.3.6: the left half of SHA-256 of the access token, base64url (RS256). */
function atHash(accessToken: string): string {
  return createHash('sha256').update(accessToken, 'ascii').digest().subarray(0, 16).toString('base64url');
}

/**
 * The standard claims the granted scopes release (OIDC Core §5.4), in the ID token and from userinfo: `email` →
 * email, email_verified; `profile` → name, given_name, middle_name, family_name, and picture and locale from a social sign-in (those
 * that are set); `phone` →
 * phone_number, phone_number_verified. Claims the user has no value for are left out.
 */
export function userClaims(deps: Deps, user: UserRecord, scopes: readonly string[]): JWTPayload {
  const claims: JWTPayload = {};
  if (scopes.includes('email')) {
    const email = deps.store.emails.listForUser(user.user_id)[0];
    if (email) Object.assign(claims, { email: email.email, email_verified: email.verified });
  }
  if (scopes.includes('profile')) {
    const name = [user.first_name, user.middle_name, user.last_name].filter((n) => n !== '').join(' ');
    if (name !== '') claims.name = name;
    if (user.first_name !== '') claims.given_name = user.first_name;
    if (user.middle_name !== '') claims.middle_name = user.middle_name;
    if (user.last_name !== '') claims.family_name = user.last_name;
    // A user who signed in with a social provider has the picture and language that provider reported.
    const registrations = deps.store.oauthLogins.listRegistrations(user.user_id);
    const picture = registrations.find((r) => r.profile_picture_url !== '')?.profile_picture_url;
    const locale = registrations.find((r) => r.locale !== '')?.locale;
    if (picture !== undefined) claims.picture = picture;
    if (locale !== undefined) claims.locale = locale;
  }
  if (scopes.includes('phone')) {
    const phone = deps.store.phoneNumbers.listForUser(user.user_id)[0];
    if (phone)
      Object.assign(claims, { phone_number: phone.phone_number, phone_number_verified: phone.verified });
  }
  return claims;
}

/** Every claim the provider may release (discovery's `claims_supported`). */
export const CLAIMS_SUPPORTED = [
  'sub',
  'iss',
  'aud',
  'exp',
  'iat',
  'auth_time',
  'nonce',
  'at_hash',
  'email',
  'email_verified',
  'name',
  'given_name',
  'middle_name',
  'family_name',
  'picture',
  'locale',
  'phone_number',
  'phone_number_verified',
];
