import type { Deps } from '../deps';
import { JWT_ALG, type ProjectKeys } from '../services/jwt';

/** ID tokens are signed with RS256: the OpenID Connect default, which every relying party accepts. */
export const ID_TOKEN_ALG = JWT_ALG;

/**
 * The keys of ID tokens and access tokens: the project's one key set, the same that signs session JWTs
 * (services/jwt.ts `ProjectKeys`), so `/v1/sessions/jwks/{project_id}` verifies all three.
 */
export function idTokenKeys(deps: Deps): ProjectKeys {
  return deps.signer.keys;
}
