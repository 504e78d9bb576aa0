import type { Http } from '../api/http';
import * as sessionsApi from '../api/sessions';
import type { AuthResp, Session, User } from '../api/types';
import { isAuthErrorOfType } from '../errors/AuthError';
import { CLEAR_SESSION_ERROR_TYPES } from '../errors/catalogue';
import type { Platform } from '../platform/types';
import type { TelemetryIdentity } from '../telemetry/telemetry';
import type { SessionCookies } from './cookies';
import type { NamespacedStorage } from './storage';

/** The session state kept per public token (Session state). */
export interface SessionState {
  session: Session;
  user: User;
}

export type SessionListener = (state: SessionState | null, previous: SessionState | null) => void;

/** Background refresh period while a session exists. */
export const SESSION_REFRESH_INTERVAL_MS = 180_000;
/** Refresh retry delay: `BASE · 2^n ± JITTER` ms, n capped at `MAX_EXPONENT`. */
export const REFRESH_BACKOFF = { baseMs: 2000, jitterMs: 175, maxExponent: 7 } as const;

/** The delay before refresh retry number `failures` (0-based); `random` in [0, 1). */
export function refreshBackoffDelay(failures: number, random: number): number {
  const exponent = Math.min(failures, REFRESH_BACKOFF.maxExponent);
  return REFRESH_BACKOFF.baseMs * 2 ** exponent + Math.round((random * 2 - 1) * REFRESH_BACKOFF.jitterMs);
}

export interface SessionManagerDeps {
  http: Http;
  cookies: SessionCookies;
  storage: NamespacedStorage;
  platform: Platform;
  /** Source of jitter; defaults to `Math.random`. */
  random?: () => number;
  /**
   * The API is on the site's own domain and keeps the session in HttpOnly cookies the page cannot read
   * (docs/protocol.md#where-the-calls-go "custom API endpoint" mode): startup checks the session with the server instead of dropping it,
   * and the refresh runs without a readable session cookie.
   */
  customApiDomain?: boolean;
}

function withoutVolatile(state: SessionState | null): unknown {
  if (!state?.session) return state;
  const { last_accessed_at: _ignored, ...session } = state.session;
  return { ...state, session };
}

function deepEqual(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  const kb = Object.keys(b);
  if (ka.length !== kb.length) return false;
  return ka.every(
    (k) =>
      Object.prototype.hasOwnProperty.call(b, k) &&
      deepEqual((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k]),
  );
}

/** Equal for listeners: `last_accessed_at` changes on every refresh and is ignored. */
export function sameSessionState(a: SessionState | null, b: SessionState | null): boolean {
  return deepEqual(withoutVolatile(a), withoutVolatile(b));
}

function parseState(raw: string | null): SessionState | null {
  if (raw === null) return null;
  try {
    const value = JSON.parse(raw) as unknown;
    if (typeof value !== 'object' || value === null) return null;
    const { session, user } = value as Partial<SessionState>;
    if (typeof session !== 'object' || session === null || typeof user !== 'object' || user === null)
      return null;
    return { session, user };
  } catch {
    return null;
  }
}

/**
 * Owns the session state of one public token: the persisted `{session, user}` in
 * `stytch_sdk_state_{pt}`, the cookies written after each login, the startup check, the background refresh every
 * 180 000 ms with back-off, and the adoption of changes made in other tabs.
 */
export class SessionManager {
  private state: SessionState | null;
  private readonly listeners = new Set<SessionListener>();
  private readonly http: Http;
  private readonly cookies: SessionCookies;
  private readonly storage: NamespacedStorage;
  private readonly platform: Platform;
  private readonly random: () => number;
  private readonly customApiDomain: boolean;
  private started = false;
  private timer: unknown = undefined;
  private refreshing = false;
  private failures = 0;
  private unsubscribeStorage: (() => void) | undefined;

  constructor(deps: SessionManagerDeps) {
    this.http = deps.http;
    this.cookies = deps.cookies;
    this.storage = deps.storage;
    this.platform = deps.platform;
    this.random = deps.random ?? Math.random;
    this.customApiDomain = deps.customApiDomain === true;
    this.state = parseState(this.storage.get());
  }

  /** The current `{session, user}`, or `null` when logged out. */
  getState(): SessionState | null {
    return this.state;
  }

  getSession(): Session | null {
    return this.state?.session ?? null;
  }

  getUser(): User | null {
    return this.state?.user ?? null;
  }

  /** The opaque session token from its cookie (it is never kept anywhere else). */
  getSessionToken(): string | undefined {
    return this.cookies.getSessionToken();
  }

  /** The ids sent in the telemetry blob while logged in. */
  identity(): TelemetryIdentity | null {
    const session = this.state?.session;
    return session ? { userId: session.user_id, sessionId: session.session_id } : null;
  }

  /** True while the background refresh timer is armed. */
  get refreshScheduled(): boolean {
    return this.timer !== undefined;
  }

  /**
   * Calls `listener(state, previous)` after every change of the state (not for changes of `last_accessed_at`
   * alone). Returns the unsubscribe function.
   */
  subscribe(listener: SessionListener): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  /**
   * Stores `{session, user}` of a login answer. Cookies follow written only when both `session_token`
   * and `session_jwt` are non-empty; otherwise our own cookies are deleted (the server may have set HttpOnly
   * ones), or an intermediate session token is kept if the answer has one.
   */
  applyAuthResponse(resp: AuthResp): void {
    const session = resp.session ?? null;
    // Cookies first, so a refresh started by the state change already sees them.
    this.cookies.update({
      session_token: resp.session_token,
      session_jwt: resp.session_jwt,
      expires_at: session?.expires_at,
      intermediate_session_token: resp.intermediate_session_token,
    });
    // Without a session (an intermediate token only) nobody is logged in yet.
    this.setState(session ? { session, user: resp.user } : null);
  }

  /** Replaces the user of the current state (after `GET /users/me`); ignored when logged out. */
  setUser(user: User): void {
    if (this.state) this.setState({ ...this.state, user });
  }

  /** Logs out locally: state `null` (persisted as `"null"`), every cookie deleted. */
  clear(): void {
    this.setState(null);
    this.cookies.clear();
  }

  /**
   * `POST /sessions/authenticate` and apply the answer. When the session changed while the call was in flight
   * (login or logout elsewhere) a stale answer is not applied: the call is re-issued once for a new session and
   * dropped after a logout. The clear-session error types end the session.
   */
  async authenticate(body: sessionsApi.SessionAuthenticateRequest = {}): Promise<AuthResp> {
    for (let attempt = 0; ; attempt++) {
      const before = this.state?.session.session_id;
      let resp: AuthResp;
      try {
        resp = await sessionsApi.authenticate(this.http, body);
      } catch (e) {
        if (isAuthErrorOfType(e, CLEAR_SESSION_ERROR_TYPES) && this.state?.session.session_id === before) {
          this.clear();
        }
        throw e;
      }
      const after = this.state?.session.session_id;
      if (after === before) {
        this.applyAuthResponse(resp);
        return resp;
      }
      if (after === undefined || attempt > 0) return resp;
    }
  }

  /**
   * `POST /sessions/revoke`. Clears the local session on success, on a clear-session error type, or always with
   * `forceClear`; rethrows the failure.
   */
  async revoke(options: { forceClear?: boolean } = {}): Promise<void> {
    try {
      await sessionsApi.revoke(this.http);
    } catch (e) {
      if (options.forceClear || isAuthErrorOfType(e, CLEAR_SESSION_ERROR_TYPES)) this.clear();
      throw e;
    }
    this.clear();
  }

  /**
   * Startup: without a readable session cookie the stored state is destroyed; with one the session
   * is authenticated at once. Then the refresh timer runs while a session exists, and other tabs' changes are
   * adopted. Idempotent.
   */
  start(): void {
    if (this.started) return;
    this.started = true;
    this.unsubscribeStorage = this.platform.onStorage((key, newValue) => this.onStorage(key, newValue));
    if (this.cookies.getSessionToken() || this.customApiDomain) {
      void this.runRefresh();
    } else if (this.state !== null || this.storage.get() !== null) {
      this.setState(null);
    }
  }

  /** Stops the timer and the tab sync; the state stays readable. */
  stop(): void {
    this.started = false;
    this.cancelTimer();
    this.unsubscribeStorage?.();
    this.unsubscribeStorage = undefined;
  }

  private onStorage(key: string | null, newValue: string | null): void {
    if (key !== null && key !== this.storage.key()) return;
    this.setState(key === null ? null : parseState(newValue), { persist: false });
  }

  private setState(next: SessionState | null, { persist = true }: { persist?: boolean } = {}): void {
    const previous = this.state;
    this.state = next;
    if (persist) this.storage.setJson(undefined, next);
    if (!sameSessionState(previous, next)) {
      for (const listener of [...this.listeners]) {
        try {
          listener(next, previous);
        } catch (e) {
          this.platform.console.error('idp-elements: a session listener failed.', e);
        }
      }
    }
    this.syncTimer();
  }

  private syncTimer(): void {
    if (!this.started || this.refreshing) return;
    if (!this.state || !this.canRefresh()) {
      this.cancelTimer();
      this.failures = 0;
    } else if (this.timer === undefined) {
      this.schedule(SESSION_REFRESH_INTERVAL_MS);
    }
  }

  /** The refresh runs while a session cookie exists, or always on a custom API domain. */
  private canRefresh(): boolean {
    return this.customApiDomain || Boolean(this.cookies.getSessionToken());
  }

  private schedule(delay: number): void {
    this.cancelTimer();
    this.timer = this.platform.clock.setTimeout(() => {
      this.timer = undefined;
      void this.runRefresh();
    }, delay);
  }

  private cancelTimer(): void {
    if (this.timer !== undefined) this.platform.clock.clearTimeout(this.timer);
    this.timer = undefined;
  }

  private async runRefresh(): Promise<void> {
    if (this.refreshing) return;
    this.refreshing = true;
    let retry = false;
    try {
      await this.authenticate({});
      this.failures = 0;
    } catch (e) {
      retry = !isAuthErrorOfType(e, CLEAR_SESSION_ERROR_TYPES);
    } finally {
      this.refreshing = false;
    }
    if (!this.started) return;
    if (retry && (this.state || this.cookies.getSessionToken())) {
      this.schedule(refreshBackoffDelay(this.failures++, this.random()));
    } else if (this.state && this.canRefresh()) {
      this.schedule(SESSION_REFRESH_INTERVAL_MS);
    } else {
      this.cancelTimer();
    }
  }
}
