import { Http } from './api/http';
import * as magicLinksApi from './api/magicLinks';
import type * as passwordsApi from './api/passwords';
import type * as cryptoApi from './api/crypto';
import type { ProviderValues } from './api/oauth';
import type { OAuthProviderType } from './config/config';
import type { OAuthArea } from './client/oauth';
import { fetchBootstrap, mapBootstrap } from './api/projects';
import { ReadCache } from './api/readCache';
import { DEFAULT_BOOTSTRAP, type AuthResp, type Bootstrap, type Session, type User } from './api/types';
import * as usersApi from './api/users';
import { AuthError, toAuthError } from './errors/AuthError';
import { browserPlatform } from './platform/browser';
import type { CaptchaClient, Platform } from './platform/types';
import type { PasskeyAuthenticateOptions, PasskeyRegisterOptions } from './passkeys/ceremony';
import { SessionCookies, type CookieOptions } from './session/cookies';
import { PkceStore } from './session/pkce';
import { SessionManager } from './session/SessionManager';
import { NamespacedStorage, STORAGE_SUB_KEYS } from './session/storage';
import { EventLogger, type EventError } from './telemetry/events';

export type { CookieOptions } from './session/cookies';

/** The captcha script loaded when bootstrap enables captcha and no other is configured (WIRE.md §1). */
export const RECAPTCHA_ENTERPRISE_URL = 'https://www.google.com/recaptcha/enterprise.js';

/** Default `session_duration_minutes` of calls that log in (SPEC §9). */
export const DEFAULT_SESSION_DURATION_MINUTES = 30;

export interface ClientOptions {
  /** The project's public token (`public-token-test-…` or `public-token-live-…`). */
  publicToken: string;
  /** The provider's base URL, e.g. `https://test.stytch.com` or the emulator's `http://localhost:9400`. */
  apiUrl: string;
  /** Cookie names, path and domain (WIRE.md §6). */
  cookieOptions?: CookieOptions;
  /**
   * Browser effects; defaults to the real browser. A client given a platform is never shared (tests create
   * isolated clients this way).
   */
  platform?: Platform;
  /**
   * The reCAPTCHA Enterprise script loaded when bootstrap enables captcha (default Google's,
   * `https://www.google.com/recaptcha/enterprise.js`); the emulator's stand-in is `{apiUrl}/captcha/enterprise.js`.
   */
  captchaScriptUrl?: string;
  /** Time-out of each API call in ms (default 30 000). */
  timeoutMs?: number;
  /**
   * The API runs on the site's own domain and sets HttpOnly session cookies itself (WIRE.md §1): the session is
   * checked with the server on every page load and refreshed without a readable session cookie (SPEC §4).
   */
  customApiDomain?: boolean;
}

/**
 * What a successful login returns to the page. The session token and JWT are deliberately absent: they only
 * ever go to the cookies.
 */
export interface AuthResult {
  userId: string;
  user: User;
  /** `null` when the provider answered with an intermediate session token only (MFA pending). */
  session: Session | null;
  methodId?: string;
}

/** What a magic-link send answers (WIRE.md §4.1), for the `magic_link_sent` event (SPEC §7). */
export interface MagicLinkSent {
  userId?: string;
  emailId?: string;
  /** True when the send created the account (a sign-up link). */
  userCreated?: boolean;
}

/** A passkey login or registration: the login's result and the passkey's id. */
export type PasskeyResult = AuthResult & { webauthnRegistrationId: string };

/** Options of an OAuth start (WIRE.md §4.4), in the wire's names like the published client. */
export interface OAuthStartOptions {
  /** Where the provider sends an existing user back; default: the project's default login redirect URL. */
  login_redirect_url?: string;
  /** Where the provider sends a new user back; default: the project's default sign-up redirect URL. */
  signup_redirect_url?: string;
  /** Scopes beyond the provider's defaults (sent space-joined). */
  custom_scopes?: string[];
  /** Extra parameters for the provider's sign-in page, each sent as `provider_{key}`. */
  provider_params?: Record<string, string>;
}

/** An OAuth login: the login, who the user is at the provider, and the provider's tokens for the app's calls. */
export interface OAuthResult extends AuthResult {
  providerType: string;
  providerSubject: string;
  profilePictureUrl?: string;
  locale?: string;
  providerValues: ProviderValues;
}

export type { PasskeyAuthenticateOptions, PasskeyRegisterOptions } from './passkeys/ceremony';

/** Options of the magic-link send, in the wire's names (WIRE.md §4.1). */
export interface EmlLoginOrCreateOptions {
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  create_user_as_pending?: boolean;
}

/** OTP expiry when none is configured (WIRE.md §4, SPEC §9). */
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;

export interface OtpPhoneOptions {
  expiration_minutes?: number;
  locale?: string;
}

export interface OtpEmailOptions {
  expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
}

/** SPEC §3 password-reset request fields, in wire names (`login_expiration_minutes` is accepted, not sent). */
export interface ResetByEmailStartOptions {
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: string;
}

/** A code went out: the id the authenticate call needs. */
export interface OtpSent {
  methodId: string;
}

/** The headless client: the transport, session and telemetry layer under every element. */
export interface IdpClient {
  readonly publicToken: string;
  readonly apiUrl: string;
  readonly platform: Platform;
  bootstrap: {
    /** The cached bootstrap (last fetched, else from storage, else {@link DEFAULT_BOOTSTRAP}). */
    getSync(): Bootstrap;
    /**
     * Fetched once per client and cached to storage. Settles with the first attempt: on a failure it logs and
     * resolves the defaults (sends never wait for retries), while transient failures are retried in the
     * background (SPEC §9 back-off); a later success reaches {@link onChange}.
     */
    get(): Promise<Bootstrap>;
    /** Why the last fetch failed, or null when it succeeded or is still running. */
    failure(): AuthError | null;
    /** Called when a retried fetch succeeds after `get()` settled with the defaults. */
    onChange(listener: (bootstrap: Bootstrap) => void): () => void;
  };
  magicLinks: {
    email: {
      /**
       * Sends a login or sign-up link. Waits for the bootstrap; adds a PKCE `code_challenge` (namespace
       * `magic_links`, existing pair reused) when the project requires it.
       */
      loginOrCreate(email: string, options?: EmlLoginOrCreateOptions): Promise<MagicLinkSent>;
    };
    /**
     * Logs in with the token of an emailed link (`session_duration_minutes` default 30). The PKCE verifier comes
     * from namespace `passwords` when it holds one (password-reset "login" links), else `magic_links`; a PKCE
     * failure with the `passwords` verifier is retried once with the `magic_links` one. The used pair is
     * removed after success.
     */
    authenticate(token: string, options?: { session_duration_minutes?: number }): Promise<AuthResult>;
  };
  otps: {
    /** Sends a code by SMS to an E.164 number (`expiration_minutes` default 5); resolves the method id. */
    sms: { loginOrCreate(phoneNumber: string, options?: OtpPhoneOptions): Promise<OtpSent> };
    /** Sends a code by WhatsApp to an E.164 number. */
    whatsapp: { loginOrCreate(phoneNumber: string, options?: OtpPhoneOptions): Promise<OtpSent> };
    /** Sends a code by email. */
    email: { loginOrCreate(email: string, options?: OtpEmailOptions): Promise<OtpSent> };
    /** Logs in with a code (`session_duration_minutes` default 30) and applies the session. */
    authenticate(
      code: string,
      methodId: string,
      options?: { session_duration_minutes?: number },
    ): Promise<AuthResult>;
  };
  passwords: {
    /** `POST /users/search`: whether the email is new, has a password, or logs in without one. */
    searchUser(email: string): Promise<passwordsApi.UserType>;
    /** Creates the account with a password and logs in (`session_duration_minutes` default 30). */
    create(
      email: string,
      password: string,
      options?: { session_duration_minutes?: number },
    ): Promise<AuthResult>;
    /** Logs in with email and password. */
    authenticate(
      email: string,
      password: string,
      options?: { session_duration_minutes?: number },
    ): Promise<AuthResult>;
    /** Scores a password against the project's policy (zxcvbn or LUDS) and the breach list. */
    strengthCheck(password: string, email?: string): Promise<passwordsApi.StrengthCheckResponse>;
    /**
     * Emails a reset link. Waits for the bootstrap; adds a PKCE `code_challenge` (namespace `passwords`,
     * existing pair reused) when the project requires it for resets.
     */
    resetByEmailStart(email: string, options?: ResetByEmailStartOptions): Promise<void>;
    /** Sets a new password with the emailed token and logs in; the `passwords` PKCE pair is used and cleared. */
    resetByEmail(
      token: string,
      password: string,
      options?: { session_duration_minutes?: number },
    ): Promise<AuthResult>;
  };
  session: {
    getSync(): Session | null;
    /** `POST /sessions/authenticate`; with a duration it also extends the session. */
    authenticate(options?: { session_duration_minutes?: number }): Promise<AuthResult>;
    /**
     * `POST /sessions/revoke`; clears the local session on success, on a clear-session error or always with
     * `forceClear`. Rethrows failures.
     */
    revoke(options?: { forceClear?: boolean }): Promise<void>;
    /** Called with the new session (or `null`) whenever it changes, ignoring `last_accessed_at`. */
    onChange(listener: (session: Session | null) => void): () => void;
  };
  user: {
    getSync(): User | null;
    /**
     * `GET /users/me`; the answer replaces the stored user. Reads within 2 s share one request, transient
     * failures are retried with back-off (SPEC §9).
     */
    get(): Promise<User>;
    onChange(listener: (user: User | null) => void): () => void;
    /** Deletes one of the user's passkeys; resolves the updated user. */
    deleteWebauthnRegistration(webauthnRegistrationId: string): Promise<User | null>;
  };
  /**
   * Passkeys (WIRE.md §4.3). The ceremonies and @github/webauthn-json load on first use, as a chunk of their own.
   */
  /**
   * Crypto wallets (WIRE.md §4.4): the challenge for an address (`/secondary` when a session exists), then the
   * wallet's signature of it. The wallet itself is the page's (see `src/platform/wallets.ts`).
   */
  cryptoWallets: {
    authenticateStart(body: cryptoApi.CryptoStartRequest): Promise<{ challenge: string }>;
    authenticate(body: {
      crypto_wallet_address: string;
      crypto_wallet_type: cryptoApi.CryptoWalletType;
      signature: string;
      session_duration_minutes?: number;
    }): Promise<AuthResult>;
  };
  webauthn: {
    /** Creates a passkey for the logged-in user (register start → the browser → register). */
    register(options?: PasskeyRegisterOptions): Promise<PasskeyResult>;
    /** Logs in with a passkey; `conditional_mediation` for autofill in an `autocomplete="… webauthn"` input. */
    authenticate(options?: PasskeyAuthenticateOptions): Promise<PasskeyResult>;
    /** Renames one of the user's passkeys. */
    update(webauthnRegistrationId: string, name: string): Promise<void>;
    /** The browser offers passkeys in autofill (conditional mediation). */
    browserSupportsAutofill(): Promise<boolean>;
  };
  /**
   * Social sign-in (WIRE.md §4.4), a chunk of its own loaded on first use. `oauth.{provider}.start(options)` waits
   * for the bootstrap, makes a new PKCE pair (namespace `oauth`) when the project requires it, and sends the
   * browser to the provider's sign-in (`{oauthBase}/v1/public/oauth/{provider}/start`). The page the provider
   * returns to (`?stytch_token_type=oauth&token=…`) calls `oauth.authenticate(token)`, which sends and clears the
   * `oauth` verifier and applies the session like the magic-link authenticate.
   */
  oauth: Record<OAuthProviderType, { start(options?: OAuthStartOptions): Promise<void> }> & {
    authenticate(token: string, options?: { session_duration_minutes?: number }): Promise<OAuthResult>;
  };
  /** Revokes the session and always clears it locally (`session.revoke({forceClear: true})`). */
  logout(): Promise<void>;
  events: {
    /** Queues an analytics event (WIRE.md §9). Never throws. */
    log(name: string, details: Record<string, unknown>, error?: EventError): void;
  };
  /** Raw typed access for later product modules (OTP, passwords, …). */
  http: Http;
  sessionManager: SessionManager;
  pkce: PkceStore;
  /** Releases this handle; the shared data layer stops its timers when the last handle is released. */
  destroy(): void;
}

/** The passkey ceremonies: a chunk of their own, with @github/webauthn-json. */
const ceremonies = () => import('./passkeys/ceremony');

export function toAuthResult(resp: AuthResp): AuthResult {
  const result: AuthResult = { userId: resp.user_id, user: resp.user, session: resp.session ?? null };
  if (resp.method_id !== undefined) result.methodId = resp.method_id;
  return result;
}

/** The parts of a client that do not depend on who holds it. */
type ClientCore = Omit<IdpClient, 'destroy'> & {
  stop(): void;
  /** A later handle's captcha script URL, used when none was given before and no script has loaded yet. */
  offerCaptchaScriptUrl(url: string): void;
};

function createCore(options: ClientOptions, platform: Platform): ClientCore {
  const { publicToken } = options;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const storage = new NamespacedStorage(platform.storage, publicToken);
  const cookies = new SessionCookies(platform, storage, options.cookieOptions);
  // The session manager is created below; this closure only runs at request time.
  const late: { manager?: SessionManager } = {};
  const identity = () => late.manager?.identity() ?? null;
  const http = new Http({
    apiUrl,
    publicToken,
    platform,
    sessionToken: () => cookies.getSessionToken(),
    identity,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  const manager = new SessionManager({
    http,
    cookies,
    storage,
    platform,
    ...(options.customApiDomain ? { customApiDomain: true } : {}),
  });
  late.manager = manager;
  const pkce = new PkceStore(storage, platform);
  const events = new EventLogger({ apiUrl, publicToken, platform, identity });

  const ceremonyContext = { http, manager, platform };
  // Passwords (WIRE.md §4.2): a module of their own, loaded with the passwords product or on first use.
  let passwordsArea: Promise<IdpClient['passwords']> | null = null;
  const passwords = () =>
    (passwordsArea ??= import('./client/passwords').then((m) =>
      m.passwordsArea({ http, manager, pkce, bootstrap: () => bootstrapPromise }),
    ));
  // One-time passcodes (WIRE.md §4.1): the same, with the OTP product.
  let otpsArea: Promise<IdpClient['otps']> | null = null;
  const otps = () => (otpsArea ??= import('./client/otps').then((m) => m.otpsArea({ http, manager })));
  // Crypto wallets (WIRE.md §4.4): the same, with the crypto product.
  let cryptoArea: Promise<IdpClient['cryptoWallets']> | null = null;
  const crypto = () =>
    (cryptoArea ??= import('./client/crypto').then((m) => m.cryptoArea({ http, manager })));
  // OAuth (WIRE.md §4.4): the same, with the oauth product or on the redirect page.
  let oauthArea: Promise<OAuthArea> | null = null;
  const oauth = () =>
    (oauthArea ??= import('./client/oauth').then((m) =>
      m.oauthArea({
        http,
        manager,
        pkce,
        platform,
        publicToken,
        apiUrl,
        bootstrap: () => bootstrapPromise,
        log: (name, details) => events.log(name, details),
      }),
    ));
  // SPEC §9: reads (bootstrap, users/me) are deduplicated, retried with back-off and garbage-collected.
  const reads = new ReadCache(platform.clock, () => platform.slowNetwork?.() ?? false);
  let current: Bootstrap | undefined;
  let bootstrapFailure: AuthError | null = null;
  const bootstrapListeners = new Set<(bootstrap: Bootstrap) => void>();
  const readCachedBootstrap = (): Bootstrap => {
    try {
      const cached = storage.getJson(STORAGE_SUB_KEYS.bootstrap);
      if (typeof cached === 'object' && cached !== null) return { ...DEFAULT_BOOTSTRAP, ...cached };
    } catch {
      // malformed cache: ignore
    }
    return DEFAULT_BOOTSTRAP;
  };
  const describe = (e: unknown) => (e instanceof AuthError ? `${e.type}: ${e.serverMessage}` : String(e));
  const loadBootstrap = (): Promise<Bootstrap> =>
    new Promise<Bootstrap>((resolve) => {
      let settled = false;
      const fallBack = (e: unknown, retrying: boolean) => {
        bootstrapFailure = toAuthError(e);
        if (settled) return;
        settled = true;
        platform.console.error(
          `idp-elements: the project settings could not be loaded (${describe(e)}); using defaults` +
            `${retrying ? ' while trying again' : ''}.`,
        );
        current = DEFAULT_BOOTSTRAP;
        resolve(current);
      };
      reads
        .read('bootstrap', async () => mapBootstrap(await fetchBootstrap(http, publicToken)), {
          onRetry: (e) => fallBack(e, true),
        })
        .then(
          (mapped) => {
            storage.setJson(STORAGE_SUB_KEYS.bootstrap, mapped);
            if (mapped.vertical === 'B2B') {
              platform.console.error(
                'idp-elements: this public token belongs to a B2B project; use a consumer project.',
              );
            }
            current = mapped;
            bootstrapFailure = null;
            if (settled) {
              platform.console.info('idp-elements: the project settings loaded on a later try.');
              for (const listener of [...bootstrapListeners]) listener(mapped);
            } else {
              settled = true;
              resolve(mapped);
            }
          },
          (e: unknown) => fallBack(e, false),
        );
    });
  // WIRE.md §3: fired at construction; every call that needs it waits for it (its first attempt only).
  const bootstrapPromise = loadBootstrap();

  // WIRE.md §2: with captcha on, C/R calls carry a fresh reCAPTCHA token (action LOGIN), and a "captcha required"
  // answer is retried once with a new one. The script loads as soon as bootstrap enables it.
  let captcha: Promise<CaptchaClient> | null = null;
  let captchaScriptUrl = options.captchaScriptUrl;
  let captchaLoaded = false;
  const captchaClient = (siteKey: string): Promise<CaptchaClient> => {
    if (!captcha) {
      if (!platform.loadCaptcha) return Promise.reject(new Error('this platform cannot run a captcha'));
      captcha = platform.loadCaptcha(captchaScriptUrl ?? RECAPTCHA_ENTERPRISE_URL, siteKey);
      const loading = captcha;
      // A failed load is tried again on the next call.
      loading.then(
        () => (captchaLoaded = captcha === loading),
        () => (captcha = captcha === loading ? null : captcha),
      );
    }
    return captcha;
  };
  const captchaSettings = () => (current ?? DEFAULT_BOOTSTRAP).captchaSettings;
  // After the current task, so that an element joining this data layer can still name its captcha script.
  void bootstrapPromise.then((b) => {
    if (b.captchaSettings.enabled) captchaClient(b.captchaSettings.siteKey).catch(() => undefined);
  });
  http.setAntiAbuseProvider({
    active: () => captchaSettings().enabled,
    async keys() {
      const { captchaSettings: settings } = await bootstrapPromise;
      if (!settings.enabled) return {};
      try {
        const client = await captchaClient(settings.siteKey);
        return { captcha_token: await client.execute('LOGIN') };
      } catch (e) {
        platform.console.error(
          `idp-elements: the project requires a captcha, but none could be obtained (${describe(e)}); the call goes without one.`,
        );
        return {};
      }
    },
  });
  // A new session (or none) makes the cached `users/me` answer someone else's.
  manager.subscribe((next, previous) => {
    if ((next?.session?.session_id ?? null) !== (previous?.session?.session_id ?? null)) {
      reads.invalidate('users/me');
    }
  });

  return {
    publicToken,
    apiUrl,
    platform,
    bootstrap: {
      getSync: () => current ?? readCachedBootstrap(),
      get: () => bootstrapPromise,
      failure: () => bootstrapFailure,
      onChange(listener) {
        bootstrapListeners.add(listener);
        return () => bootstrapListeners.delete(listener);
      },
    },
    magicLinks: {
      email: {
        async loginOrCreate(email, opts = {}) {
          const bootstrap = await bootstrapPromise;
          const body: magicLinksApi.EmlLoginOrCreateRequest = { ...opts, email };
          if (bootstrap.pkceRequiredForEmailMagicLinks) {
            body.code_challenge = (await pkce.getOrCreate('magic_links')).code_challenge;
          }
          const r = await magicLinksApi.emailLoginOrCreate(http, body);
          const sent: MagicLinkSent = {};
          if (typeof r.user_id === 'string') sent.userId = r.user_id;
          if (typeof r.email_id === 'string') sent.emailId = r.email_id;
          if (typeof r.user_created === 'boolean') sent.userCreated = r.user_created;
          return sent;
        },
      },
      authenticate: async (token, opts) =>
        (await import('./client/magicLinkAuthenticate')).authenticateMagicLink(
          { http, manager, pkce },
          token,
          opts,
        ),
    },
    otps: {
      sms: { loginOrCreate: async (phone, opts) => (await otps()).sms.loginOrCreate(phone, opts) },
      whatsapp: { loginOrCreate: async (phone, opts) => (await otps()).whatsapp.loginOrCreate(phone, opts) },
      email: { loginOrCreate: async (email, opts) => (await otps()).email.loginOrCreate(email, opts) },
      authenticate: async (token, methodId, opts) => (await otps()).authenticate(token, methodId, opts),
    },
    passwords: {
      searchUser: async (email) => (await passwords()).searchUser(email),
      create: async (email, password, opts) => (await passwords()).create(email, password, opts),
      authenticate: async (email, password, opts) => (await passwords()).authenticate(email, password, opts),
      strengthCheck: async (password, email) => (await passwords()).strengthCheck(password, email),
      resetByEmailStart: async (email, opts) => (await passwords()).resetByEmailStart(email, opts),
      resetByEmail: async (token, password, opts) => (await passwords()).resetByEmail(token, password, opts),
    },
    session: {
      getSync: () => manager.getSession(),
      authenticate: async (opts = {}) => toAuthResult(await manager.authenticate(opts)),
      revoke: (opts = {}) => manager.revoke(opts),
      onChange: (listener) =>
        manager.subscribe((next, previous) => {
          if (!sameSession(next?.session ?? null, previous?.session ?? null)) listener(next?.session ?? null);
        }),
    },
    user: {
      getSync: () => manager.getUser(),
      async deleteWebauthnRegistration(id) {
        const user = await (await ceremonies()).deleteRegistration(ceremonyContext, id);
        reads.invalidate('users/me');
        return user;
      },
      get: () =>
        reads.read('users/me', async () => {
          const user = await usersApi.getMe(http);
          manager.setUser(user);
          return user;
        }),
      onChange: (listener) =>
        manager.subscribe((next, previous) => {
          if (JSON.stringify(next?.user ?? null) !== JSON.stringify(previous?.user ?? null)) {
            listener(next?.user ?? null);
          }
        }),
    },
    cryptoWallets: {
      authenticateStart: async (body) => (await crypto()).authenticateStart(body),
      authenticate: async (body) => (await crypto()).authenticate(body),
    },
    webauthn: {
      async register(opts = {}) {
        const resp = await (
          await ceremonies()
        ).register(ceremonyContext, opts, DEFAULT_SESSION_DURATION_MINUTES);
        reads.invalidate('users/me');
        return { ...toAuthResult(resp), webauthnRegistrationId: resp.webauthn_registration_id };
      },
      async authenticate(opts = {}) {
        const resp = await (
          await ceremonies()
        ).authenticate(ceremonyContext, opts, DEFAULT_SESSION_DURATION_MINUTES);
        return { ...toAuthResult(resp), webauthnRegistrationId: resp.webauthn_registration_id };
      },
      async update(id, name) {
        await (await ceremonies()).update(ceremonyContext, id, name);
        reads.invalidate('users/me');
      },
      browserSupportsAutofill: async () => (await ceremonies()).autofillSupported(ceremonyContext),
    },
    // `oauth.{name}.start` for any name, without the provider list in this chunk: the area refuses unknown ones.
    oauth: new Proxy({} as IdpClient['oauth'], {
      get: (_, key) =>
        typeof key !== 'string' || key === 'then'
          ? undefined
          : key === 'authenticate'
            ? async (token: string, o?: object) => (await oauth()).authenticate(token, o)
            : { start: async (o?: OAuthStartOptions) => (await oauth()).start(key, o) },
    }),
    logout: () => manager.revoke({ forceClear: true }),
    events: { log: (name, details, error) => events.log(name, details, error) },
    http,
    sessionManager: manager,
    pkce,
    offerCaptchaScriptUrl(url) {
      if (captchaScriptUrl === url) return;
      if (captchaScriptUrl === undefined && !captchaLoaded) {
        captchaScriptUrl = url;
        captcha = null; // a default script still loading is not waited for
      } else
        platform.console.warn(
          'idp-elements: a client for this public token already uses another captcha script.',
        );
    },
    stop() {
      reads.stop();
      bootstrapListeners.clear();
      manager.stop();
      events.destroy();
    },
  };
}

function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  const { last_accessed_at: _a, ...restA } = a;
  const { last_accessed_at: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

interface RegistryEntry {
  core: ClientCore;
  refs: number;
  cookieOptions: string;
}

const REGISTRY_KEY = Symbol.for('idp-elements.clients.v1');

/** One data layer per (public token, API URL) per window, shared by every bundle copy on the page. */
function registry(): Map<string, RegistryEntry> {
  const holder = globalThis as unknown as Record<symbol, Map<string, RegistryEntry> | undefined>;
  return (holder[REGISTRY_KEY] ??= new Map());
}

function handle(core: ClientCore, release: () => void): IdpClient {
  const { stop: _stop, offerCaptchaScriptUrl: _offer, ...api } = core;
  let released = false;
  return {
    ...api,
    destroy() {
      if (released) return;
      released = true;
      release();
    },
  };
}

/**
 * Creates (or joins) the headless client of a public token. Clients of the same token and API URL in one window
 * share one data layer (state, cookies, a single refresh timer, WIRE.md §8); each call returns its own handle
 * whose `destroy()` releases it, and the data layer stops when the last handle is released. A client given an
 * explicit `platform` is always isolated. Creating a client fetches the bootstrap and checks the session.
 */
export function createClient(options: ClientOptions): IdpClient {
  if (!options.publicToken) throw new TypeError('createClient: publicToken is required.');
  if (!options.apiUrl) throw new TypeError('createClient: apiUrl is required.');
  if (options.platform) {
    const core = createCore(options, options.platform);
    core.sessionManager.start();
    return handle(core, () => core.stop());
  }
  if (typeof window === 'undefined') {
    throw new TypeError(
      'createClient: no browser here (window is undefined). On a server, create the client in client-side code ' +
        '(a client component, onMount, a <ClientOnly> block), or pass a platform.',
    );
  }
  const key = `${options.publicToken}\n${options.apiUrl.replace(/\/+$/, '')}`;
  const clients = registry();
  const cookieOptions = JSON.stringify(options.cookieOptions ?? {});
  let entry = clients.get(key);
  if (!entry) {
    const core = createCore(options, browserPlatform());
    core.sessionManager.start();
    entry = { core, refs: 0, cookieOptions };
    clients.set(key, entry);
  } else if (entry.cookieOptions !== cookieOptions) {
    entry.core.platform.console.warn(
      'idp-elements: a client for this public token already exists; its cookieOptions are kept.',
    );
  }
  if (options.captchaScriptUrl) entry.core.offerCaptchaScriptUrl(options.captchaScriptUrl);
  entry.refs += 1;
  const shared = entry;
  return handle(shared.core, () => {
    shared.refs -= 1;
    if (shared.refs === 0 && clients.get(key) === shared) {
      clients.delete(key);
      shared.core.stop();
    }
  });
}
