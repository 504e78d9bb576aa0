import {
  createLocalJWKSet,
  createRemoteJWKSet,
  importJWK,
  importSPKI,
  jwtVerify,
  type JWK,
  type JWTPayload,
  type JWTVerifyGetKey,
} from 'jose';
import type { ProjectConfig, TrustedAuthTokenProfile } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { AuthenticationFactor } from '../store/types';
import { normaliseEmail } from './email';
import { iso } from './jwt';
import { startSession, type ActiveSession, type ClientInfo } from './sessions';
import { createUserWithEmail, findUserByEmail } from './users';

/** The longest a trusted auth token may live (`exp` at most this long after its `iat` and after now). */
export const TRUSTED_TOKEN_MAX_LIFETIME_SECONDS = 3600;

const invalid = (detail: string) =>
  new ApiError('invalid_trusted_auth_token', `The trusted auth token is invalid: ${detail}`);

/** Remote key sets by URL, cached (jose refreshes them) so each attest does not refetch. */
const remoteSets = new Map<string, JWTVerifyGetKey>();

async function keyOf(profile: TrustedAuthTokenProfile): Promise<JWTVerifyGetKey | CryptoKey | Uint8Array> {
  if (profile.jwks_url !== null) {
    let set = remoteSets.get(profile.jwks_url);
    if (!set) {
      set = createRemoteJWKSet(new URL(profile.jwks_url), { timeoutDuration: 5000 });
      remoteSets.set(profile.jwks_url, set);
    }
    return set;
  }
  const text = (profile.public_key ?? '').trim();
  if (text.startsWith('{')) {
    const jwk = JSON.parse(text) as JWK;
    if (Array.isArray((jwk as { keys?: unknown }).keys)) return createLocalJWKSet(jwk as { keys: JWK[] });
    return (await importJWK(jwk, jwk.alg ?? 'RS256')) as CryptoKey;
  }
  // A PEM key does not say its algorithm: the first family it imports as.
  for (const alg of ['RS256', 'ES256', 'ES384', 'EdDSA']) {
    try {
      return await importSPKI(text, alg);
    } catch {
      // try the next family
    }
  }
  throw new Error('public_key is neither a PEM SPKI public key (RSA, EC, Ed25519) nor a JWK');
}

/**
 * Verifies a trusted auth token against the profile: signature (the profile's key), issuer, audience, `exp` (required,
 * at most an hour ahead) / `nbf` on the emulator clock, the token id claim (required; each id is used once) and
 * the email claim. Every failure answers 401 `invalid_trusted_auth_token`.
 */
async function verifyToken(deps: Deps, profile: TrustedAuthTokenProfile, token: string): Promise<JWTPayload> {
  if (token.length > 16_384 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(token)) {
    throw invalid('it is not a compact JWS.');
  }
  let key: Awaited<ReturnType<typeof keyOf>>;
  try {
    key = await keyOf(profile);
  } catch (e) {
    throw invalid(`the profile's key could not be loaded (${e instanceof Error ? e.message : String(e)}).`);
  }
  try {
    const options = {
      issuer: profile.issuer,
      audience: profile.audience,
      currentDate: new Date(deps.clock.now()),
      algorithms: ['RS256', 'RS384', 'RS512', 'ES256', 'ES384', 'PS256', 'EdDSA'],
      requiredClaims: ['exp', profile.token_id_claim],
    };
    const { payload } =
      typeof key === 'function' ? await jwtVerify(token, key, options) : await jwtVerify(token, key, options);
    checkLifetime(deps, payload);
    return payload;
  } catch (e) {
    if (e instanceof ApiError) throw e;
    const code = (e as { code?: string }).code ?? 'ERR_JWS_INVALID';
    throw invalid(
      `${code.replace(/^ERR_/, '').toLowerCase().replaceAll('_', ' ')} (${(e as Error).message}).`,
    );
  }
}

/** `exp` within `TRUSTED_TOKEN_MAX_LIFETIME_SECONDS` of now and of `iat`. */
function checkLifetime(deps: Deps, claims: JWTPayload): void {
  const now = Math.floor(deps.clock.now() / 1000);
  const exp = claims.exp ?? 0;
  const from = typeof claims.iat === 'number' ? Math.min(claims.iat, now) : now;
  if (exp - from > TRUSTED_TOKEN_MAX_LIFETIME_SECONDS || exp - now > TRUSTED_TOKEN_MAX_LIFETIME_SECONDS) {
    throw invalid(
      `it lives longer than ${TRUSTED_TOKEN_MAX_LIFETIME_SECONDS} seconds (exp ${exp}); issue short-lived tokens.`,
    );
  }
}

/** Spends the token's id: a token is used once (its id kept until it expires). */
function spendTokenId(deps: Deps, profile: TrustedAuthTokenProfile, tokenId: string, exp: number): void {
  const bucket = `trusted-token:${profile.profile_id}:${tokenId}`;
  // kept under its expiry (in the future), so pruning old counter rows never forgets a live token
  if (deps.store.counters.since(bucket, 0).length > 0) {
    throw invalid(
      `it was already used (${profile.token_id_claim} ${JSON.stringify(tokenId.slice(0, 100))}).`,
    );
  }
  deps.store.counters.hit(bucket, exp * 1000);
}

/**
 * `sessions.attest`: exchanges a JWT signed by the site's own identity system (a trusted auth token profile of the
 * project) for a session of the user its email claim names, created (active, email verified) if new. Factor:
 * `trusted_auth_token` / `trusted_token_exchange` with the token's id.
 */
export async function attestSession(
  deps: Deps,
  project: ProjectConfig,
  request: { profile_id: string; token: string; session_duration_minutes?: number | undefined },
  client: ClientInfo,
): Promise<ActiveSession> {
  const profile = project.trusted_auth_token_profiles.find((p) => p.profile_id === request.profile_id);
  if (!profile) {
    throw new ApiError(
      'trusted_auth_token_profile_not_found',
      `No trusted auth token profile ${JSON.stringify(request.profile_id.slice(0, 100))} in project ` +
        `"${project.project_name}" (its trusted_auth_token_profiles in the emulator config).`,
    );
  }
  const claims = await verifyToken(deps, profile, request.token);
  const rawEmail = claims[profile.email_claim];
  if (typeof rawEmail !== 'string')
    throw invalid(`the claim "${profile.email_claim}" (the email) is missing.`);
  let address: string;
  try {
    address = normaliseEmail(rawEmail);
  } catch {
    throw invalid(`the claim "${profile.email_claim}" is not an email address.`);
  }
  const tokenId = claims[profile.token_id_claim];
  if (typeof tokenId !== 'string' || tokenId === '' || tokenId.length > 256) {
    throw invalid(`the claim "${profile.token_id_claim}" (the token's id) must be a string.`);
  }
  const now = iso(deps.clock.now());
  const factor: AuthenticationFactor = {
    type: 'trusted_auth_token',
    delivery_method: 'trusted_token_exchange',
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    trusted_auth_token_factor: { token_id: tokenId },
  };
  return deps.store.transaction(() => {
    spendTokenId(deps, profile, tokenId, claims.exp ?? 0);
    const { user, email } =
      findUserByEmail(deps, project, address) ?? createUserWithEmail(deps, project, address, 'active');
    deps.store.emails.markVerified(email.email_id);
    if (user.status !== 'active') deps.store.users.update(user.user_id, { status: 'active' });
    const minutes = request.session_duration_minutes ?? deps.config.sessions.default_duration_minutes;
    return startSession(deps, project, user, factor, minutes, client);
  });
}
