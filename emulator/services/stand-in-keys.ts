import {
  exportJWK,
  generateKeyPair,
  importJWK,
  jwtVerify,
  SignJWT,
  errors as joseErrors,
  type CryptoKey,
  type JWK,
  type JWTPayload,
} from 'jose';
import type { Deps } from '../deps';
import type { Store } from '../store/types';
import { newId } from './ids';

const ALG = 'RS256';

/**
 * The row of `signing_keys` holding the stand-in providers' key (the table keys rows by project; no project has
 * this id). Like the session-signing keys it survives restarts and `/_dev/reset`.
 */
const KEY_OWNER = 'stand-in-oauth-providers';

interface LoadedKey {
  kid: string;
  privateKey: CryptoKey;
  publicKey: CryptoKey;
  publicJwk: JWK;
}

const keys = new WeakMap<Store, Promise<LoadedKey>>();

/** The one RS256 key every stand-in provider signs its ID tokens with (as Google signs with RS256). */
function standInKey(deps: Deps): Promise<LoadedKey> {
  let key = keys.get(deps.store);
  if (!key) {
    key = loadOrCreate(deps);
    key.catch(() => keys.delete(deps.store));
    keys.set(deps.store, key);
  }
  return key;
}

async function loadOrCreate(deps: Deps): Promise<LoadedKey> {
  const stored = deps.store.signingKeys.get(KEY_OWNER);
  if (stored) {
    const publicJwk = JSON.parse(stored.public_jwk) as JWK;
    return {
      kid: stored.kid,
      privateKey: (await importJWK(JSON.parse(stored.private_jwk) as JWK, stored.alg)) as CryptoKey,
      publicKey: (await importJWK(publicJwk, stored.alg)) as CryptoKey,
      publicJwk,
    };
  }
  const { privateKey, publicKey } = await generateKeyPair(ALG, { extractable: true });
  const kid = newId.signingKey();
  const publicJwk: JWK = { ...(await exportJWK(publicKey)), kid, alg: ALG, use: 'sig' };
  deps.store.signingKeys.put({
    kid,
    project_id: KEY_OWNER,
    alg: ALG,
    private_jwk: JSON.stringify(await exportJWK(privateKey)),
    public_jwk: JSON.stringify(publicJwk),
    created_at: deps.clock.now(),
  });
  return { kid, privateKey, publicKey, publicJwk };
}

/** The issuer (`iss`) of a stand-in provider's ID tokens: the provider's path on this emulator. */
export function standInIssuer(deps: Deps, providerId: string): string {
  return `${deps.publicUrl()}/v1/public/oauth/${providerId}`;
}

/** An ID token of a stand-in provider: `claims` plus `iss`, `aud`, `iat`, `exp` (one hour), signed RS256. */
export async function signIdToken(
  deps: Deps,
  providerId: string,
  audience: string,
  claims: JWTPayload & { sub: string },
): Promise<string> {
  const { kid, privateKey } = await standInKey(deps);
  const now = Math.floor(deps.clock.now() / 1000);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: ALG, kid, typ: 'JWT' })
    .setIssuer(standInIssuer(deps, providerId))
    .setAudience(audience)
    .setIssuedAt(now)
    .setNotBefore(now)
    .setExpirationTime(now + 3600)
    .setJti(newId.request())
    .sign(privateKey);
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
  const { publicKey } = await standInKey(deps);
  try {
    const { payload } = await jwtVerify(token, publicKey, {
      algorithms: [ALG],
      issuer: standInIssuer(deps, providerId),
      audience,
      currentDate: new Date(deps.clock.now()),
      clockTolerance: 30,
    });
    return { ok: true, claims: payload };
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
export async function standInJwks(deps: Deps): Promise<JWK[]> {
  return [(await standInKey(deps)).publicJwk];
}
