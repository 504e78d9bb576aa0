import type { JWTPayload } from 'jose';
import type { Deps } from '../deps';
import { hashSecret, looksLikeSecret } from '../services/ids';
import { providerProject } from './clients';
import { challenge, OAuthError } from './errors';
import { userClaims } from './tokens';

const invalidToken = (description: string) =>
  new OAuthError('invalid_token', description, 401, {
    'www-authenticate': challenge('Bearer', { error: 'invalid_token', error_description: description }),
  });

/**
 * The access token of a userinfo request (RFC 6750): `Authorization: Bearer …`, or `access_token` in a
 * form-encoded POST body; both at once is `invalid_request`, neither a bare 401 challenge.
 */
function bearerToken(authorization: string | undefined, body: Record<string, string> | undefined): string {
  const fromHeader =
    authorization !== undefined ? /^Bearer\s+(\S+)\s*$/i.exec(authorization)?.[1] : undefined;
  const fromBody = body?.access_token;
  if (authorization !== undefined && fromHeader === undefined && !/^Bearer\s/i.test(authorization)) {
    throw new OAuthError('invalid_request', 'The Authorization header must use the Bearer scheme.', 401, {
      'www-authenticate': challenge('Bearer'),
    });
  }
  if (fromHeader !== undefined && fromBody !== undefined) {
    throw new OAuthError('invalid_request', 'Send the access token once: header or body, not both.', 400, {
      'www-authenticate': challenge('Bearer', { error: 'invalid_request' }),
    });
  }
  const token = fromHeader ?? fromBody;
  if (token === undefined || token === '') {
    throw new OAuthError(
      'invalid_token',
      'No access token: send Authorization: Bearer <access_token>.',
      401,
      {
        'www-authenticate': challenge('Bearer'),
      },
    );
  }
  return token;
}

/** A JWT access token (or an opaque one of an older emulator's database): worth a look-up. */
function looksLikeAccessToken(token: string): boolean {
  return looksLikeSecret(token) || (token.length <= 16384 && /^[\w-]+\.[\w-]+\.[\w-]+$/.test(token));
}

/**
 * `GET` / `POST {api}/v1/oauth2/userinfo` (OIDC Core §5.3). Steps: the Bearer token → a live access token of the
 * provider's project → it was granted `openid` (else 403 `insufficient_scope`) → `sub` and the claims of the granted
 * scopes.
 */
export function userinfoRequest(
  deps: Deps,
  authorization: string | undefined,
  body: Record<string, string> | undefined,
): JWTPayload {
  const token = bearerToken(authorization, body);
  const project = providerProject(deps);
  const record = looksLikeAccessToken(token) ? deps.store.idp.tokens.findByHash(hashSecret(token)) : null;
  if (!record || record.kind !== 'access' || record.project_id !== project.project_id) {
    throw invalidToken('The access token is unknown.');
  }
  if (record.revoked_at !== null) throw invalidToken('The access token was revoked.');
  if (record.expires_at <= deps.clock.now()) throw invalidToken('The access token expired.');
  if (!record.scopes.includes('openid')) {
    throw new OAuthError('insufficient_scope', 'The access token was not granted the openid scope.', 403, {
      'www-authenticate': challenge('Bearer', { error: 'insufficient_scope', scope: 'openid' }),
    });
  }
  const user = deps.store.users.get(project.project_id, record.user_id);
  if (!user) throw invalidToken('The user of this access token no longer exists.');
  return { sub: user.user_id, ...userClaims(deps, user, record.scopes) };
}
