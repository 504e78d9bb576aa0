import { compactVerify, createLocalJWKSet, decodeJwt } from 'jose';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { AuthenticationFactor, SessionRecord, UserRecord } from '../store/types';
import { looksLikeSecret } from './ids';
import {
  authResponse,
  findActiveSession,
  startSession,
  touchSession,
  type ActiveSession,
  type AuthResponse,
  type ClientInfo,
} from './sessions';
import { iso, SESSION_CLAIM } from './jwt';
import { requireUser, userJson, type WireUser } from './users';

/** The user as the server API answers it: the SDK's user plus the lock fields of the provider's `User`. */
export function serverUserJson(deps: Deps, user: UserRecord): WireUser & Record<string, unknown> {
  const locked = user.locked_until !== null && user.locked_until > deps.clock.now();
  return {
    ...userJson(deps, user),
    is_locked: locked,
    ...(locked && user.locked_until !== null ? { lock_expires_at: iso(user.locked_until) } : {}),
  };
}

/** Both session credentials a server call may carry; exactly one is used (the token when both are given). */
export interface SessionCredentials {
  session_token?: string | undefined;
  session_jwt?: string | undefined;
}

/**
 * The session id a session JWT names, after checking its signature with the project's key, its issuer and audience.
 * An expired JWT is accepted (its session may live on: the provider's `authenticateJwt` falls back to
 * `sessions.authenticate` exactly then); the session itself must still be live.
 */
export async function sessionIdOfJwt(deps: Deps, project: ProjectConfig, jwt: string): Promise<string> {
  const invalid = (detail: string) =>
    new ApiError('invalid_session_jwt', `The session JWT is invalid: ${detail}`);
  if (jwt.length > 16_384 || !/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/.test(jwt)) {
    throw invalid('it is not a compact JWS.');
  }
  const keys = createLocalJWKSet({ keys: await deps.signer.jwks([project.project_id]) });
  try {
    await compactVerify(jwt, keys);
  } catch {
    throw invalid(`its signature does not verify with project ${project.project_id}'s key.`);
  }
  const claims = decodeJwt(jwt);
  const issuer = project.jwt_issuer ?? `stytch.com/${project.project_id}`;
  const audience = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  if (claims.iss !== issuer || !audience.includes(project.project_id)) {
    throw invalid(`it was not issued for project ${project.project_id}.`);
  }
  const session = claims[SESSION_CLAIM] as { id?: unknown } | undefined;
  if (typeof session?.id !== 'string') throw invalid(`it has no "${SESSION_CLAIM}" claim.`);
  return session.id;
}

/** `session_not_found` unless the session is neither revoked nor expired. */
export function assertLive(deps: Deps, session: SessionRecord): void {
  if (session.revoked_at !== null) {
    throw new ApiError(
      'session_not_found',
      `Session not found: it was revoked at ${iso(session.revoked_at)}.`,
    );
  }
  if (session.expires_at <= deps.clock.now()) {
    throw new ApiError('session_not_found', `Session not found: it expired at ${iso(session.expires_at)}.`);
  }
}

/** The session a JWT names, live. */
export async function sessionOfJwt(deps: Deps, project: ProjectConfig, jwt: string): Promise<SessionRecord> {
  const id = await sessionIdOfJwt(deps, project, jwt);
  const session = deps.store.sessions.get(project.project_id, id);
  if (!session) throw new ApiError('session_not_found', 'Session not found: no session has this id.');
  assertLive(deps, session);
  return session;
}

/**
 * The live session named by a session token or JWT. Authenticated by JWT, `token` is empty: the emulator keeps only
 * hashes of session tokens, so it cannot hand the token back (the hosted provider can).
 */
export async function resolveSession(
  deps: Deps,
  project: ProjectConfig,
  credentials: SessionCredentials,
): Promise<ActiveSession> {
  if (credentials.session_token !== undefined) {
    if (!looksLikeSecret(credentials.session_token)) {
      throw new ApiError('session_not_found', 'Session not found: the session token is malformed.');
    }
    return findActiveSession(deps, project, credentials.session_token);
  }
  if (credentials.session_jwt !== undefined) {
    const session = await sessionOfJwt(deps, project, credentials.session_jwt);
    return { session, user: requireUser(deps, project.project_id, session.user_id), token: '' };
  }
  throw new ApiError('invalid_request_body', 'Send session_token or session_jwt.', {
    schema: { location: 'body', issues: [{ dataPath: '', message: 'needs session_token or session_jwt' }] },
  });
}

/** Claims a session may not set: the registered JWT claims and the provider's namespace. */
const RESERVED_CLAIMS = new Set(['iss', 'sub', 'aud', 'exp', 'nbf', 'iat', 'jti']);
const CUSTOM_CLAIMS_LIMIT_BYTES = 4096;

/**
 * `session_custom_claims` merged over the session's claims: a key set to null is removed. Reserved claims and more
 * than 4 KiB of claims answer `invalid_session_custom_claims`.
 */
export function mergeCustomClaims(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...current };
  for (const [key, value] of Object.entries(changes)) {
    if (RESERVED_CLAIMS.has(key) || key.startsWith('https://stytch.com/')) {
      throw new ApiError(
        'invalid_session_custom_claims',
        `session_custom_claims may not set the reserved claim ${JSON.stringify(key.slice(0, 100))}.`,
      );
    }
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (Buffer.byteLength(JSON.stringify(merged)) > CUSTOM_CLAIMS_LIMIT_BYTES) {
    throw new ApiError(
      'invalid_session_custom_claims',
      `A session's custom claims may hold at most ${CUSTOM_CLAIMS_LIMIT_BYTES} bytes of JSON.`,
    );
  }
  return merged;
}

/** AuthResp of the server API: the user with the server fields (`is_locked`, …). */
export async function serverAuthResponse(
  deps: Deps,
  project: ProjectConfig,
  active: ActiveSession,
): Promise<AuthResponse> {
  const response = await authResponse(deps, project, active);
  const user = deps.store.users.get(project.project_id, active.user.user_id) ?? active.user;
  return { ...response, user: serverUserJson(deps, user) };
}

/** The session a server call names in its body (`session_token` / `session_jwt`) to add a factor to, if any. */
export async function bodySession(
  deps: Deps,
  project: ProjectConfig,
  credentials: SessionCredentials,
): Promise<ActiveSession | undefined> {
  if (credentials.session_token === undefined && credentials.session_jwt === undefined) return undefined;
  return resolveSession(deps, project, credentials);
}

/**
 * The start of a server authenticate call: refuses reserved `session_custom_claims` before anything else happens,
 * then resolves the session the body names (`session_token` / `session_jwt`), if any, to add the factor to.
 */
export async function requestedSession(
  deps: Deps,
  project: ProjectConfig,
  body: SessionCredentials & { session_custom_claims?: Record<string, unknown> | undefined },
): Promise<ActiveSession | undefined> {
  if (body.session_custom_claims) mergeCustomClaims({}, body.session_custom_claims);
  return bodySession(deps, project, body);
}

/**
 * The answer of a server authenticate call (magic link, passcode): with a session (started, or the body's session
 * with the factor added) AuthResp plus `session_custom_claims` merged in; without one (no
 * `session_duration_minutes`), the user and empty tokens, as the provider answers.
 */
export async function serverAuthAnswer(
  deps: Deps,
  project: ProjectConfig,
  userId: string,
  active: ActiveSession | null,
  customClaims: Record<string, unknown> | undefined,
): Promise<Record<string, unknown>> {
  if (!active) {
    const user = serverUserJson(deps, requireUser(deps, project.project_id, userId));
    return { user_id: userId, user, session_token: '', session_jwt: '' };
  }
  let session = active;
  if (customClaims !== undefined) {
    const claims = mergeCustomClaims(active.session.custom_claims, customClaims);
    deps.store.sessions.setCustomClaims(active.session.session_id, claims);
    session = { ...active, session: { ...active.session, custom_claims: claims } };
  }
  return { ...(await serverAuthResponse(deps, project, session)) };
}

/**
 * The session a server authenticate call leaves: the body's session (`current`) with the factor added when it is the
 * same user's, else a new one only with `session_duration_minutes`, else none (the provider answers empty tokens).
 */
export function serverFactorSession(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  factor: AuthenticationFactor,
  options: { current: ActiveSession | undefined; durationMinutes: number | undefined; client: ClientInfo },
): ActiveSession | null {
  const { current, durationMinutes } = options;
  if (current && current.user.user_id === user.user_id) {
    return touchSession(deps, current, { durationMinutes, factor });
  }
  if (durationMinutes === undefined) return null;
  return startSession(deps, project, user, factor, durationMinutes, options.client);
}
