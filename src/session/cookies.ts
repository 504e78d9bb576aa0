import type { CookieAttributes, Platform } from '../platform/types';
import { STORAGE_SUB_KEYS, type NamespacedStorage } from './storage';

/** `cookieOptions` of the client. */
export interface CookieOptions {
  /** Name of the opaque session token cookie; default `stytch_session`. */
  opaqueTokenCookieName?: string;
  /** Name of the session JWT cookie; default `stytch_session_jwt`. */
  jwtCookieName?: string;
  /** Name of the intermediate session token cookie; default `stytch_intermediate_session_token`. */
  istCookieName?: string;
  /** Cookie `Path`; default `/`. */
  path?: string;
  /** Cookie `Domain` when {@link availableToSubdomains} is on; default the page's host name. */
  domain?: string;
  /** Sets a `Domain` attribute so subdomains see the cookies (never on localhost / loopback). */
  availableToSubdomains?: boolean;
}

export const DEFAULT_COOKIE_NAMES = {
  session: 'stytch_session',
  jwt: 'stytch_session_jwt',
  ist: 'stytch_intermediate_session_token',
} as const;

/** Lifetime of the intermediate session token cookie. */
export const IST_COOKIE_LIFETIME_MS = 10 * 60 * 1000;

/** True for `localhost`, `[::1]` and `127.x.x.x`: cookies there are not `Secure` and get no `Domain`. */
export function isLocalHost(hostname: string): boolean {
  return (
    hostname === 'localhost' ||
    hostname === '[::1]' ||
    hostname === '::1' ||
    /^127(?:\.\d{1,3}){3}$/.test(hostname)
  );
}

/** What a call that logs in hands to the cookies (Session). */
export interface SessionTokens {
  session_token?: string | undefined;
  session_jwt?: string | undefined;
  /** The session's `expires_at` (ISO); the cookies expire with it. */
  expires_at?: string | undefined;
  intermediate_session_token?: string | undefined;
}

/**
 * The three JavaScript-set cookies: `SameSite=Lax`, `Secure` except on localhost / loopback,
 * `Path` configurable, `Domain` only with `availableToSubdomains`. Every domain ever used is remembered in
 * `…::seen_domains` so {@link clear} can delete every copy.
 */
export class SessionCookies {
  readonly names: { readonly session: string; readonly jwt: string; readonly ist: string };

  constructor(
    private readonly platform: Platform,
    private readonly storage: NamespacedStorage,
    private readonly options: CookieOptions = {},
  ) {
    this.names = {
      session: options.opaqueTokenCookieName || DEFAULT_COOKIE_NAMES.session,
      jwt: options.jwtCookieName || DEFAULT_COOKIE_NAMES.jwt,
      ist: options.istCookieName || DEFAULT_COOKIE_NAMES.ist,
    };
  }

  /** The opaque session token, when the page can read the cookie. */
  getSessionToken(): string | undefined {
    return this.platform.cookies.get(this.names.session) || undefined;
  }

  getSessionJwt(): string | undefined {
    return this.platform.cookies.get(this.names.jwt) || undefined;
  }

  getIntermediateToken(): string | undefined {
    return this.platform.cookies.get(this.names.ist) || undefined;
  }

  /**
   * Applies session token and JWT → both written, the intermediate token removed; intermediate token
   * only → it is written and the session cookies are removed; neither → every cookie is cleared.
   */
  update(tokens: SessionTokens): void {
    if (tokens.session_token && tokens.session_jwt) {
      const expires = tokens.expires_at ? new Date(tokens.expires_at) : undefined;
      this.write(this.names.session, tokens.session_token, expires);
      this.write(this.names.jwt, tokens.session_jwt, expires);
      this.removeEverywhere([this.names.ist]);
    } else if (tokens.intermediate_session_token) {
      const expires = new Date(this.platform.clock.now() + IST_COOKIE_LIFETIME_MS);
      this.write(this.names.ist, tokens.intermediate_session_token, expires);
      this.removeEverywhere([this.names.session, this.names.jwt]);
    } else {
      this.clear();
    }
  }

  /** Deletes the session token and JWT cookies in every combination, keeping an intermediate token. */
  clearSession(): void {
    this.removeEverywhere([this.names.session, this.names.jwt]);
  }

  /** Deletes all three cookies in every combination of path and domain. */
  clear(): void {
    this.removeEverywhere([this.names.session, this.names.jwt, this.names.ist]);
  }

  private get hostname(): string {
    return this.platform.location.hostname;
  }

  private get path(): string {
    return this.options.path ?? '/';
  }

  /** The `Domain` a subdomain-wide cookie gets, or `undefined` where no Domain may be set. */
  private get subdomainDomain(): string | undefined {
    if (isLocalHost(this.hostname)) return undefined;
    return this.options.domain || this.hostname;
  }

  private write(name: string, value: string, expires: Date | undefined): void {
    const attrs: CookieAttributes = {
      path: this.path,
      sameSite: 'Lax',
      secure: !isLocalHost(this.hostname),
    };
    if (expires && !Number.isNaN(expires.getTime())) attrs.expires = expires;
    const domain = this.subdomainDomain;
    if (this.options.availableToSubdomains && domain) {
      this.rememberDomain(domain);
      this.platform.cookies.set(name, value, { ...attrs, domain });
      // The host-only duplicate would shadow the shared one on this host.
      this.platform.cookies.remove(name, { path: this.path });
    } else {
      this.platform.cookies.set(name, value, attrs);
      if (domain) this.platform.cookies.remove(name, { path: this.path, domain });
    }
  }

  private rememberDomain(domain: string): void {
    const seen = this.seenDomains();
    if (!seen.includes(domain)) this.storage.setJson(STORAGE_SUB_KEYS.seenDomains, [...seen, domain]);
  }

  private seenDomains(): string[] {
    try {
      const value = this.storage.getJson(STORAGE_SUB_KEYS.seenDomains);
      return Array.isArray(value) ? value.filter((d): d is string => typeof d === 'string') : [];
    } catch {
      return [];
    }
  }

  /** Every {path} × {domain} combination a cookie of ours may have been written with. */
  private combinations(): CookieAttributes[] {
    const paths = [...new Set([this.path, undefined])];
    const domains = [
      ...new Set<string | undefined>([
        undefined,
        ...(isLocalHost(this.hostname) ? [] : [this.options.domain || undefined, this.hostname]),
        ...this.seenDomains(),
      ]),
    ];
    const out: CookieAttributes[] = [];
    for (const path of paths) {
      for (const domain of domains) {
        const attrs: CookieAttributes = {};
        if (path !== undefined) attrs.path = path;
        if (domain !== undefined) attrs.domain = domain;
        out.push(attrs);
      }
    }
    return out;
  }

  private removeEverywhere(names: readonly string[]): void {
    const combinations = this.combinations();
    for (const name of names) for (const attrs of combinations) this.platform.cookies.remove(name, attrs);
  }
}
