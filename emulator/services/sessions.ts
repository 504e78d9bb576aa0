import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type { AuthenticationFactor, OtpChannel, SessionRecord, UserRecord } from '../store/types';
import { hashSecret, looksLikeSecret, newId, newSecret } from './ids';
import { iso } from './jwt';
import { rolesOf, userJson, requireUser, type WireUser } from './users';

/** A live session presented in the Authorization header, with its user and opaque token. */
export interface ActiveSession {
  session: SessionRecord;
  user: UserRecord;
  token: string;
}

/** Where a session was started from (`session.attributes`). */
export interface ClientInfo {
  ip: string;
  userAgent: string;
}

/** `session` in AuthResp (docs/protocol.md#the-calls). */
export interface WireSession {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown>;
  roles: string[];
}

/** The session as the wire carries it; `roles` are the user's (`rolesOf`), as in its JWT. */
export function sessionJson(session: SessionRecord, roles: readonly string[]): WireSession {
  return {
    session_id: session.session_id,
    user_id: session.user_id,
    started_at: iso(session.started_at),
    last_accessed_at: iso(session.last_accessed_at),
    expires_at: iso(session.expires_at),
    attributes: { ip_address: session.ip_address, user_agent: session.user_agent },
    authentication_factors: session.authentication_factors,
    custom_claims: session.custom_claims,
    roles: [...roles],
  };
}

/**
 * The live session whose token is `token`. Unknown, revoked and expired sessions all answer `session_not_found`
 * (one of the error types on which the SDK clears its local session), with the reason in the message.
 */
export function findActiveSession(deps: Deps, project: ProjectConfig, token: string): ActiveSession {
  if (!looksLikeSecret(token)) {
    throw new ApiError(
      'unauthorized_credentials',
      'The session token in the Authorization header is malformed.',
    );
  }
  const session = deps.store.sessions.findByTokenHash(hashSecret(token));
  if (!session || session.project_id !== project.project_id) {
    throw new ApiError('session_not_found', 'Session not found: no session has this session token.');
  }
  if (session.revoked_at !== null) {
    throw new ApiError(
      'session_not_found',
      `Session not found: it was revoked at ${iso(session.revoked_at)}.`,
    );
  }
  if (session.expires_at <= deps.clock.now()) {
    throw new ApiError('session_not_found', `Session not found: it expired at ${iso(session.expires_at)}.`);
  }
  return { session, user: requireUser(deps, project.project_id, session.user_id), token };
}

/** Starts a session for `user` authenticated by `factor`. */
export function startSession(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  factor: AuthenticationFactor,
  durationMinutes: number,
  client: ClientInfo,
): ActiveSession {
  const now = deps.clock.now();
  const token = newSecret();
  const session: SessionRecord = {
    session_id: newId.session(),
    project_id: project.project_id,
    user_id: user.user_id,
    token_hash: hashSecret(token),
    started_at: now,
    last_accessed_at: now,
    expires_at: now + durationMinutes * 60_000,
    revoked_at: null,
    ip_address: client.ip,
    user_agent: client.userAgent,
    authentication_factors: [factor],
    custom_claims: {},
  };
  deps.store.sessions.create(session);
  return { session, user, token };
}

/**
 * Marks the session accessed now; with `durationMinutes`, it then expires that many minutes from now. With
 * `factor`, the factor is added (or, if the session already has it, its times are updated).
 */
export function touchSession(
  deps: Deps,
  active: ActiveSession,
  options: { durationMinutes?: number | undefined; factor?: AuthenticationFactor },
): ActiveSession {
  const now = deps.clock.now();
  const session: SessionRecord = { ...active.session, last_accessed_at: now };
  if (options.durationMinutes !== undefined) session.expires_at = now + options.durationMinutes * 60_000;
  const factor = options.factor;
  if (factor) {
    const same = (f: AuthenticationFactor) =>
      f.type === factor.type && f.delivery_method === factor.delivery_method && sameKey(f, factor);
    const existing = session.authentication_factors.find(same);
    session.authentication_factors = existing
      ? session.authentication_factors.map((f) =>
          same(f)
            ? { ...f, updated_at: factor.updated_at, last_authenticated_at: factor.last_authenticated_at }
            : f,
        )
      : [...session.authentication_factors, factor];
  }
  deps.store.sessions.update(session.session_id, {
    last_accessed_at: session.last_accessed_at,
    expires_at: session.expires_at,
    authentication_factors: session.authentication_factors,
  });
  return { ...active, session };
}

function sameKey(a: AuthenticationFactor, b: AuthenticationFactor): boolean {
  const key = (f: AuthenticationFactor) =>
    f.email_factor ?? f.phone_number_factor ?? f.crypto_wallet_factor ?? null;
  return JSON.stringify(key(a)) === JSON.stringify(key(b));
}

export function revokeSession(deps: Deps, session: SessionRecord): void {
  deps.store.sessions.revoke(session.session_id, deps.clock.now());
}

/** The email magic-link factor, authenticated now. */
export function emailMagicLinkFactor(deps: Deps, emailId: string, address: string): AuthenticationFactor {
  const now = iso(deps.clock.now());
  return {
    type: 'magic_link',
    delivery_method: 'email',
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    email_factor: { email_id: emailId, email_address: address },
  };
}

/** The one-time-passcode factor, authenticated now, for a phone number (SMS, WhatsApp) or an email. */
export function otpFactor(
  deps: Deps,
  channel: OtpChannel,
  methodId: string,
  destination: string,
): AuthenticationFactor {
  const now = iso(deps.clock.now());
  return {
    type: 'otp',
    delivery_method: channel,
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    ...(channel === 'email'
      ? { email_factor: { email_id: methodId, email_address: destination } }
      : { phone_number_factor: { phone_id: methodId, phone_number: destination } }),
  };
}

/** The `AuthResp` fields (docs/protocol.md#the-calls): user, session, both tokens; endpoints add their own (method_id, …). */
export interface AuthResponse {
  user_id: string;
  user: WireUser;
  session: WireSession;
  session_token: string;
  session_jwt: string;
  [extra: string]: unknown;
}

export async function authResponse(
  deps: Deps,
  project: ProjectConfig,
  active: ActiveSession,
): Promise<AuthResponse> {
  const user = deps.store.users.get(project.project_id, active.user.user_id) ?? active.user;
  const roles = rolesOf(deps, user);
  return {
    user_id: user.user_id,
    user: userJson(deps, user),
    session: sessionJson(active.session, roles),
    session_token: active.token,
    session_jwt: await deps.signer.sign(project, active.session, roles),
  };
}
