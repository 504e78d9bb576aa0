/**
 * The headless client's public types: its options, what its calls answer, and {@link IdpClient} itself. Types
 * only, so that `src/client.ts` and every area under `src/client/` can share them without importing each other.
 */
import type { Http } from '../api/http';
import type * as passwordsApi from '../api/passwords';
import type * as cryptoApi from '../api/crypto';
import type { ProviderValues } from '../api/oauth';
import type { OAuthProviderType } from '../config/config';
import type { Bootstrap, Session, User } from '../api/types';
import type { AuthError } from '../errors/AuthError';
import type { Platform } from '../platform/types';
import type { PasskeyAuthenticateOptions, PasskeyRegisterOptions } from '../passkeys/ceremony';
import type { CookieOptions } from '../session/cookies';
import type { PkceStore } from '../session/pkce';
import type { SessionManager } from '../session/SessionManager';
import type { EventError } from '../telemetry/events';

export type { CookieOptions } from '../session/cookies';

export interface ClientOptions {
  /** The project's public token (`public-token-test-…` or `public-token-live-…`). */
  publicToken: string;
  /** The provider's base URL, e.g. `https://test.stytch.com` or the emulator's `http://localhost:9400`. */
  apiUrl: string;
  /** Cookie names, path and domain. */
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
   * The API runs on the site's own domain and sets HttpOnly session cookies itself (docs/protocol.md#where-the-calls-go): the session is
   * checked with the server on every page load and refreshed without a readable session cookie.
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

/** What a magic-link send answers (docs/protocol.md#the-calls), for the `magic_link_sent` event. */
export interface MagicLinkSent {
  userId?: string;
  emailId?: string;
  /** True when the send created the account (a sign-up link). */
  userCreated?: boolean;
}

/** A passkey login or registration: the login's result and the passkey's id. */
export type PasskeyResult = AuthResult & { webauthnRegistrationId: string };

/** Options of an OAuth start (docs/protocol.md#the-calls), in the wire's names like the published client. */
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

export type { PasskeyAuthenticateOptions, PasskeyRegisterOptions } from '../passkeys/ceremony';

/** Options of the magic-link send, in the wire's names (docs/protocol.md#the-calls). */
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

/** Password-reset request fields, in wire names (`login_expiration_minutes` is accepted, not sent). */
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
     * background (back-off); a later success reaches {@link onChange}.
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
       * `magic_links`, existing pair reused) whenever the page has `crypto.subtle`, so that the link works only in
       * this browser (docs/magic-links.md#link-scanners-and-other-devices).
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
    /**
     * True when this browser asked for an emailed link (it holds the PKCE verifier of a magic link or a password
     * reset). A redirect page authenticates such a link at once, and any other only after a click, so that a mail
     * scanner opening the page uses nothing up.
     */
    requestedHere(): boolean;
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
     * failures are retried with back-off.
     */
    get(): Promise<User>;
    onChange(listener: (user: User | null) => void): () => void;
    /** Deletes one of the user's passkeys; resolves the updated user. */
    deleteWebauthnRegistration(webauthnRegistrationId: string): Promise<User | null>;
  };
  /**
   * Passkeys (docs/protocol.md#the-calls). The ceremonies and @github/webauthn-json load on first use, as a chunk of their own.
   */
  /**
   * Crypto wallets (docs/protocol.md#the-calls): the challenge for an address (`/secondary` when a session exists), then the
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
   * Social sign-in (docs/protocol.md#the-calls), a chunk of its own loaded on first use. `oauth.{provider}.start(options)` waits
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
    /** Queues an analytics event. Never throws. */
    log(name: string, details: Record<string, unknown>, error?: EventError): void;
  };
  /** Raw typed access for later product modules (OTP, passwords, …). */
  http: Http;
  sessionManager: SessionManager;
  pkce: PkceStore;
  /** Releases this handle; the shared data layer stops its timers when the last handle is released. */
  destroy(): void;
}
