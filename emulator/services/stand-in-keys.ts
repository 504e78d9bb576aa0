import { errors as joseErrors, type JWK, type JWTPayload } from 'jose';
import type { Deps } from '../deps';
import { JWT_ALG } from './jwt';
import { newId } from './ids';

/**
 * The owner of the stand-in providers' one key in `signing_keys` (the table keys rows by project; no project has
 * this id). Like the session-signing keys it survives restarts and `/_dev/reset`; `deps.standInKeys` (the same
 * per-owner key cache as the projects', services/jwt.ts `ProjectKeys`) loads or makes it, and never rotates it.
 */
const STAND_IN_KEY_OWNER = 'stand-in-oauth-providers';

/** The issuer (`iss`) of a stand-in provider's ID tokens: the provider's path on this emulator. */
export function standInIssuer(deps: Deps, providerId: string): string {
  return `${deps.publicUrl()}/v1/public/oauth/${providerId}`;
}

/** An ID token of a stand-in provider: `claims` plus `iss`, `aud`, `iat`, `exp` (one hour), signed RS256. */
export function signIdToken(
  deps: Deps,
  providerId: string,
  audience: string,
  claims: JWTPayload & { sub: string },
): Promise<string> {
  const now = Math.floor(deps.clock.now() / 1000);
  return deps.standInKeys.sign(STAND_IN_KEY_OWNER, {
    ...claims,
    iss: standInIssuer(deps, providerId),
    aud: audience,
    iat: now,
    nbf: now,
    exp: now + 3600,
    jti: newId.request(),
  });
}

/**
 * Verifies a stand-in provider's ID token: signature (this emulator's key), issuer, audience and lifetime, on the
 * emulator's clock. Returns the claims, or a sentence saying what is wrong.
 */
export async function verifyIdToken(
  deps: Deps,
  providerId: string,
  token: string,
  audience: string,
): Promise<{ ok: true; claims: JWTPayload } | { ok: false; problem: string }> {
  try {
    const claims = await deps.standInKeys.verify(STAND_IN_KEY_OWNER, token, {
      algorithms: [JWT_ALG],
      issuer: standInIssuer(deps, providerId),
      audience,
      currentDate: new Date(deps.clock.now()),
      clockTolerance: 30,
    });
    return { ok: true, claims };
  } catch (e) {
    return { ok: false, problem: describeJoseError(e, audience) };
  }
}

function describeJoseError(e: unknown, audience: string): string {
  if (e instanceof joseErrors.JWTExpired) return 'The ID token has expired.';
  if (e instanceof joseErrors.JWSSignatureVerificationFailed) {
    return "The ID token's signature is not the stand-in Google's (it was not issued by this emulator).";
  }
  if (e instanceof joseErrors.JWTClaimValidationFailed) {
    if (e.claim === 'aud')
      return `The ID token's audience (aud) is not this project's Google client id ${audience}.`;
    if (e.claim === 'iss') return "The ID token's issuer (iss) is not this emulator's stand-in Google.";
    return `The ID token's ${e.claim} claim is not acceptable (${e.reason}).`;
  }
  if (e instanceof joseErrors.JOSEError) return `The ID token is not a valid JWT (${e.code}).`;
  return 'The ID token is not a valid JWT.';
}

/** The public key, as a JWKS `keys` array (`GET /gsi/certs`). */
export function standInJwks(deps: Deps): Promise<JWK[]> {
  return deps.standInKeys.jwks([STAND_IN_KEY_OWNER]);
}
