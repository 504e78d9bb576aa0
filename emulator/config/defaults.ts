/**
 * The emulator's configuration: every key, its meaning and its default. This file is the reference for the config
 * file (`--config FILE`, JSON or a TS/JS module with a default export); see emulator/README.md for an example.
 *
 * A config file is merged over these defaults: objects merge key by key, arrays and scalars replace. Projects are
 * matched by `project_id`: a project in the file with the `project_id` of a built-in project is merged over it, any
 * other project is added (merged over `PROJECT_DEFAULTS`), so the built-in public tokens keep working. Unknown keys
 * and wrong types fail at start with a message naming the key.
 */

/** One project (one public token), as the hosted provider's dashboard would configure it. */
export interface ProjectConfig {
  /** The project id: the `aud` of session JWTs and the key of `GET /sdk/v1/sessions/jwks/{project_id}`. */
  project_id: string;
  /**
   * The public token the SDK is constructed with. A token containing `public-token-test` makes the provider's own
   * client pick its test base URL, so test-style tokens are the norm here.
   */
  public_token: string;
  /**
   * The project's server secret: a backend calls the server API (`/v1/…`, the provider's Node SDK) with HTTP Basic
   * `project_id:secret`. Null (the default of a project a config file adds) turns that project's server API off:
   * every call answers 401 `unauthorized_credentials`. Never put a production secret here.
   */
  secret: string | null;
  /** Shown by the identity-provider consent and logout screens, and in the emails' subjects. */
  project_name: string;
  /** Where magic links (and later reset links) may send the user. */
  redirect_urls: RedirectUrlConfig;
  /**
   * The origins (`https://app.example.com`) whose pages may call the SDK API with this project's token, as the
   * hosted provider's authorized domains: a call whose `Origin` is not listed answers 403 `unauthorized_origin`.
   */
  allowed_origins: string[];
  /** Also allow any localhost / loopback origin (`http://localhost:PORT`, `*.localhost`, `127.0.0.1`, `[::1]`). */
  allow_localhost_origins: boolean;
  /** `false` shows the "Powered by" watermark in the widget (bootstrap `disable_sdk_watermark`). */
  disable_sdk_watermark: boolean;
  /**
   * Calls that take a `captcha_token` (docs/protocol.md#the-calls C/R) must carry a token from the emulator's reCAPTCHA stand-in
   * (`/captcha/enterprise.js`); bootstrap then announces `captcha_settings: {enabled: true, siteKey}`.
   */
  captcha_required: boolean;
  /**
   * Ethereum wallet sign-ins use Sign-In With Ethereum (EIP-4361): bootstrap announces
   * `siwe_required_for_crypto_wallets: true`, `crypto_wallets/authenticate/start/*` for an ethereum wallet needs
   * `siwe_params` (at least `uri`) and the challenge is an EIP-4361 message. Solana wallets are not affected.
   */
  siwe_required_for_crypto_wallets: boolean;
  /**
   * Domains emails are sent from (bootstrap `email_domains`). The widget's "Open in Gmail/Yahoo" links filter by
   * the sender domain when exactly one is listed; the first one is the inbox's `From:` domain.
   */
  email_domains: string[];
  /** Email magic-link sends must carry a `code_challenge` (and the authenticate call the matching verifier). */
  pkce_required_for_email_magic_links: boolean;
  /**
   * Password-reset starts must carry a `code_challenge`, and `POST /passwords/email/reset` (or the reset email's
   * "log in without a password" magic link) the matching `code_verifier`.
   */
  pkce_required_for_password_resets: boolean;
  /**
   * Social sign-in starts (`GET /v1/public/oauth/{provider}/start`) must carry a `code_challenge`, and
   * `POST /sdk/v1/oauth/authenticate` the matching `code_verifier`.
   */
  pkce_required_for_oauth: boolean;
  /**
   * The Google OAuth client id Google One Tap runs with (`GET /v1/public/oauth/google/onetap/start` answers it as
   * `google_client_id`): the `aud` the stand-in Google's ID tokens carry and the One Tap callback checks. `null`:
   * One Tap is not configured (an empty `google_client_id`, which the SDK reports as `oauth_config_not_found`).
   */
  google_client_id: string | null;
  /**
   * The password strength policy (bootstrap `password_config`): `null` for the zxcvbn policy (valid from score 3
   * of 4), or the LUDS rules. Either way a password on the breached list is refused (`breached_password`).
   */
  password_config: PasswordConfig | null;
  /** Roles, resources and custom OAuth scopes with their descriptions (bootstrap `rbac_policy`), or `null`. */
  rbac_policy: RbacPolicy | null;
  /**
   * Apps that may use this project as their OpenID provider (the `<idp-consent>` authorize and logout screens,
   * and the standard endpoints of emulator/oidc/; see the README's "OpenID provider" section).
   */
  oauth_clients: OAuthClientConfig[];
  /**
   * The page that hosts `<idp-consent>` (the discovery document's `authorization_endpoint` and
   * `end_session_endpoint`). `null`: the consent page the emulator serves itself at `{api}/oauth/authorize`. A
   * value may start with `{api}`, which stands for the emulator's own base URL (so it follows `--port`).
   */
  authorization_url: string | null;
  /**
   * E.164 numbers that opted out of SMS (as if they had texted STOP): SMS passcode sends to them fail with
   * `unsubscribed_phone_number`. WhatsApp opt-outs are separate, so WhatsApp sends still go through. The default
   * project lists `+15005550009` as an example.
   */
  unsubscribed_phone_numbers: string[];
  /**
   * Countries this project does not send SMS / WhatsApp passcodes to: a calling code (`"+44"`, every country that
   * shares it) or an ISO 3166 region (`"CA"`, just that country of `+1`). Sends fail with
   * `invalid_phone_number_country_code`, like numbers whose calling code does not exist.
   */
  disabled_phone_country_codes: string[];
  /**
   * The `iss` claim of session JWTs. Defaults to `stytch.com/{project_id}`, the issuer the hosted provider's
   * server SDKs check, so backend verification code works unchanged against the emulator.
   */
  jwt_issuer: string | null;
  /**
   * `sessions.migrate`: the UserInfo endpoint of the identity provider sessions are migrated from. The emulator
   * calls it with the given token as a Bearer token and signs in (or creates) the user of its `email` claim. May
   * start with `{api}` (the emulator's own OpenID provider's `{api}/v1/oauth2/userinfo` works as one). `null`:
   * migrate answers that none is configured.
   */
  session_migration_userinfo_url: string | null;
  /**
   * Trusted auth token profiles (`POST /sdk/v1/sessions/attest`, `POST /v1/sessions/attest`): a JWT your own
   * identity system signs is exchanged for a session. Each profile names the issuer, the audience, where the
   * verification key is (`jwks_url`, or `public_key`: a PEM SPKI public key or a public JWK as JSON; exactly one)
   * and which claims carry the user's email and the token's id. Every key is required.
   */
  trusted_auth_token_profiles: TrustedAuthTokenProfile[];
}

export interface TrustedAuthTokenProfile {
  profile_id: string;
  issuer: string;
  audience: string;
  jwks_url: string | null;
  public_key: string | null;
  /** The claim holding the user's email (e.g. `email`); the user is found or created by it. */
  email_claim: string;
  /** The claim holding the token's id (e.g. `jti`): the session factor's `token_id`. */
  token_id_claim: string;
}

export interface RedirectUrlConfig {
  /** Allowed `login_magic_link_url`s, matched exactly; the first is the default when a send names none. */
  login: string[];
  /** Allowed `signup_magic_link_url`s, matched exactly; the first is the default when a send names none. */
  signup: string[];
  /**
   * Allowed `reset_password_redirect_url`s of password-reset emails, matched exactly; the first is the default
   * when a reset start names none. (Their `login_redirect_url` is checked against `login`.)
   */
  reset_password: string[];
  /**
   * Also accept any http(s) URL whose host is `localhost`, `127.0.0.1` or `[::1]`, on any port and path, so local
   * apps and tests need no setup. On for the default project only.
   */
  allow_any_localhost: boolean;
}

export interface PasswordConfig {
  /** How many of the four character classes (lowercase, uppercase, digit, symbol) a password needs, 1-4. */
  luds_complexity: number;
  /** Minimum password length, 8-32. */
  luds_minimum_count: number;
}

export interface RbacPolicy {
  roles: {
    role_id: string;
    description: string;
    permissions: { resource_id: string; actions: string[] }[];
  }[];
  resources: { resource_id: string; description: string; actions: string[] }[];
  /** Custom OAuth scopes; the consent screen shows `description` for each. */
  scopes: { scope: string; description: string; permissions: { resource_id: string; actions: string[] }[] }[];
}

export interface OAuthClientConfig {
  client_id: string;
  client_name: string;
  client_description: string;
  /**
   * `first_party*` apps skip the consent screen; `third_party*` apps ask (once per user and set of scopes).
   * `*_public` apps (browser and native apps) have no secret and must use PKCE; the others are confidential and
   * authenticate at the token endpoint with `client_secret` (`client_secret_basic` or `client_secret_post`).
   */
  client_type: 'first_party' | 'first_party_public' | 'third_party' | 'third_party_public';
  /** The confidential types' secret (`null` for the `*_public` types). */
  client_secret: string | null;
  client_logo_url: string | null;
  /**
   * Exact `redirect_uri`s the authorize flow accepts (compared as strings). A value may start with `{api}`, the
   * emulator's own base URL.
   */
  redirect_uris: string[];
  /** Exact `post_logout_redirect_uri`s the logout flow accepts; `{api}` as in `redirect_uris`. */
  post_logout_redirect_uris: string[];
}

/** A sliding-window limit: at most `max` events in any `window_seconds`. */
export interface RateLimit {
  max: number;
  window_seconds: number;
}

export interface EmulatorConfig {
  /** The projects this emulator serves. */
  projects: ProjectConfig[];
  /** Limits on sends (emails, SMS and WhatsApp alike). Exceeding one answers 429 `too_many_requests`. */
  rate_limits: {
    /** Messages to one recipient (per project), or `null` for no limit. */
    per_recipient: RateLimit | null;
    /** Send requests from one client IP, or `null` for no limit. */
    per_ip: RateLimit | null;
    /** `POST /sdk/v1/events` batches from one client IP (the endpoint takes no credentials), or `null`. */
    events_per_ip: RateLimit | null;
  };
  /**
   * Failed authentications of one user (e.g. a used or expired magic link of theirs) before the user is
   * locked: further authentications fail with `user_lock_limit_reached` until the lock ends. `null` turns it off.
   */
  lockout: { max_failed_attempts: number; window_minutes: number; lock_minutes: number } | null;
  sessions: {
    /** `session_duration_minutes` when a call names none (the widget's default too). */
    default_duration_minutes: number;
    /** Lifetime of each `session_jwt`; never beyond the session's own expiry. */
    jwt_lifetime_seconds: number;
  };
  magic_links: {
    /** `login_expiration_minutes` / `signup_expiration_minutes` when a send names none. */
    default_expiration_minutes: number;
  };
  /** One-time passcodes by SMS, WhatsApp and email. */
  otp: {
    /** `expiration_minutes` when a send names none (default 5); a send may ask for 1 to 10. */
    default_expiration_minutes: number;
    /**
     * Wrong codes a passcode survives: once this many were tried while it was live, it is burned and only a new
     * send helps. Each wrong code also counts towards the user's `lockout`.
     */
    max_failed_attempts_per_code: number;
    /**
     * Every passcode is this 6-digit string instead of a random one (handy for scripted demos), or `null` (the
     * default): random codes, read them from the inbox. Never set it where a real person logs in.
     */
    fixed_code: string | null;
  };
  /** Passwords (hashed with scrypt; never stored or logged in clear). */
  passwords: {
    /** `reset_password_expiration_minutes` when a reset start names none (5 to 10080; default 30). */
    default_reset_expiration_minutes: number;
    /**
     * How many of the most common passwords of the zxcvbn-ts dictionary (@zxcvbn-ts/language-common, 49233
     * entries ordered by frequency) count as breached, on top of the list in `emulator/data/breached-passwords.txt`.
     * Breached passwords are refused on create and reset, and on log-in answer `breached_password`.
     */
    breached_common_passwords: number;
  };
  /** Request-size limits. A larger body answers 413 `payload_too_large`. */
  limits: {
    /** Every JSON call except the events batch. */
    body_bytes: number;
    /** `POST /sdk/v1/events`, whose batches carry the widget's whole configuration per event. */
    events_body_bytes: number;
    /** Events per `POST /sdk/v1/events` batch (the SDK sends at most 15). */
    events_per_batch: number;
    /** Events kept per project; older ones are dropped (and counted on the dev inbox). */
    events_kept: number;
    /** Bytes of stored event JSON kept per project; older events are dropped beyond it. */
    events_kept_bytes: number;
  };
}

/** Where `npm run emulator` listens unless told otherwise. */
export const DEFAULT_PORT = 9400;
export const DEFAULT_HOST = '127.0.0.1';

/** The public token of the default project: what `npm start` prints and the demo uses. */
export const DEFAULT_PUBLIC_TOKEN = 'public-token-test-idp-elements-local';
/** A second built-in project for tests: exact redirect allowlists and PKCE required. */
export const STRICT_PUBLIC_TOKEN = 'public-token-test-idp-elements-strict';
/** A third built-in project: the default one's open redirects, but the LUDS password policy (3 classes, 10 long). */
export const LUDS_PUBLIC_TOKEN = 'public-token-test-idp-elements-luds';

/** A fourth built-in project: the default one's open redirects, with captcha required on every C/R call. */
export const CAPTCHA_PUBLIC_TOKEN = 'public-token-test-idp-elements-captcha';

/** A fifth built-in project: the default one's open redirects, with Sign-In With Ethereum required for wallets. */
export const SIWE_PUBLIC_TOKEN = 'public-token-test-idp-elements-siwe';

/**
 * The default project's server secret (printed by the start banner). Fixed so backend code and tests can hard-code
 * it for development; the other built-in projects' secrets follow the same pattern (`secret-test-idp-elements-strict`, …).
 */
export const DEFAULT_SECRET = 'secret-test-idp-elements-local';

/**
 * The Google client id of the default and strict projects' One Tap (the other built-in projects have none). Not a
 * real Google client: only the emulator's stand-in Google issues ID tokens for it.
 */
export const GOOGLE_CLIENT_ID = '100000000000-idp-elements-local.apps.googleusercontent.com';

/** Defaults of every project key; a project in a config file is merged over these. */
export const PROJECT_DEFAULTS: Omit<ProjectConfig, 'project_id' | 'public_token'> = {
  secret: null,
  project_name: 'idp-elements',
  redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: false },
  allowed_origins: [],
  allow_localhost_origins: false,
  disable_sdk_watermark: false,
  captcha_required: false,
  siwe_required_for_crypto_wallets: false,
  email_domains: ['idp-elements.localhost'],
  pkce_required_for_email_magic_links: false,
  pkce_required_for_password_resets: false,
  pkce_required_for_oauth: false,
  google_client_id: null,
  password_config: null,
  rbac_policy: null,
  oauth_clients: [],
  authorization_url: null,
  unsubscribed_phone_numbers: [],
  disabled_phone_country_codes: [],
  jwt_issuer: null,
  session_migration_userinfo_url: null,
  trusted_auth_token_profiles: [],
};

export const DEFAULT_CONFIG: EmulatorConfig = {
  projects: [
    {
      ...PROJECT_DEFAULTS,
      project_id: 'project-test-idp-elements-local',
      public_token: DEFAULT_PUBLIC_TOKEN,
      secret: DEFAULT_SECRET,
      project_name: 'idp-elements local',
      redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
      allow_localhost_origins: true,
      google_client_id: GOOGLE_CLIENT_ID,
      // An example opted-out number, to try the `unsubscribed_phone_number` error.
      unsubscribed_phone_numbers: ['+15005550009'],
      // Custom OAuth scopes for the consent screen: every user holds `stytch_user`, so `read:notes` is grantable
      // by all; `write:notes` needs `notes_admin` (`POST /_dev/users/roles`), else it is listed as ungrantable.
      rbac_policy: {
        roles: [
          {
            role_id: 'stytch_user',
            description: 'Every user',
            permissions: [{ resource_id: 'notes', actions: ['read'] }],
          },
          {
            role_id: 'notes_admin',
            description: 'Edits notes',
            permissions: [{ resource_id: 'notes', actions: ['read', 'write', 'delete'] }],
          },
        ],
        resources: [
          { resource_id: 'notes', description: 'The notes of a user', actions: ['read', 'write', 'delete'] },
        ],
        scopes: [
          {
            scope: 'read:notes',
            description: 'Read your notes',
            permissions: [{ resource_id: 'notes', actions: ['read'] }],
          },
          {
            scope: 'write:notes',
            description: 'Create, edit and delete your notes',
            permissions: [{ resource_id: 'notes', actions: ['write', 'delete'] }],
          },
        ],
      },
      // The demo's sample relying party (demo/rp.html, a browser app) and a confidential server-side client.
      oauth_clients: [
        {
          client_id: 'demo-rp',
          client_name: 'Demo relying party',
          client_description: 'The sample app of the idp-elements demo (rp.html).',
          client_type: 'third_party_public',
          client_secret: null,
          client_logo_url: null,
          redirect_uris: ['{api}/rp.html'],
          post_logout_redirect_uris: ['{api}/rp.html'],
        },
        {
          client_id: 'demo-server',
          client_name: 'Demo server app',
          client_description: 'A confidential client: a server-side app on http://localhost:3000.',
          client_type: 'third_party',
          client_secret: 'demo-server-secret-not-for-production',
          client_logo_url: null,
          redirect_uris: ['http://localhost:3000/callback'],
          post_logout_redirect_uris: ['http://localhost:3000/'],
        },
      ],
    },
    {
      ...PROJECT_DEFAULTS,
      project_id: 'project-test-idp-elements-strict',
      secret: 'secret-test-idp-elements-strict',
      public_token: STRICT_PUBLIC_TOKEN,
      project_name: 'idp-elements strict',
      allow_localhost_origins: true,
      redirect_urls: {
        login: ['http://localhost:3000/authenticate'],
        signup: ['http://localhost:3000/authenticate?signup=1'],
        reset_password: ['http://localhost:3000/reset'],
        allow_any_localhost: false,
      },
      disable_sdk_watermark: true,
      pkce_required_for_email_magic_links: true,
      pkce_required_for_password_resets: true,
      pkce_required_for_oauth: true,
      google_client_id: GOOGLE_CLIENT_ID,
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
      rbac_policy: {
        roles: [],
        resources: [{ resource_id: 'notes', description: 'The notes of a user', actions: ['read', 'write'] }],
        scopes: [
          {
            scope: 'read:notes',
            description: 'Read your notes',
            permissions: [{ resource_id: 'notes', actions: ['read'] }],
          },
        ],
      },
    },
    {
      ...PROJECT_DEFAULTS,
      project_id: 'project-test-idp-elements-luds',
      secret: 'secret-test-idp-elements-luds',
      public_token: LUDS_PUBLIC_TOKEN,
      project_name: 'idp-elements luds',
      allow_localhost_origins: true,
      redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
      password_config: { luds_complexity: 3, luds_minimum_count: 10 },
    },
    {
      ...PROJECT_DEFAULTS,
      project_id: 'project-test-idp-elements-captcha',
      secret: 'secret-test-idp-elements-captcha',
      public_token: CAPTCHA_PUBLIC_TOKEN,
      project_name: 'idp-elements captcha',
      allow_localhost_origins: true,
      redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
      captcha_required: true,
    },
    {
      ...PROJECT_DEFAULTS,
      project_id: 'project-test-idp-elements-siwe',
      secret: 'secret-test-idp-elements-siwe',
      public_token: SIWE_PUBLIC_TOKEN,
      project_name: 'idp-elements siwe',
      allow_localhost_origins: true,
      redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
      siwe_required_for_crypto_wallets: true,
    },
  ],
  rate_limits: {
    per_recipient: { max: 10, window_seconds: 600 },
    per_ip: { max: 200, window_seconds: 600 },
    events_per_ip: { max: 120, window_seconds: 60 },
  },
  lockout: { max_failed_attempts: 10, window_minutes: 60, lock_minutes: 60 },
  sessions: { default_duration_minutes: 30, jwt_lifetime_seconds: 300 },
  magic_links: { default_expiration_minutes: 30 },
  otp: { default_expiration_minutes: 5, max_failed_attempts_per_code: 5, fixed_code: null },
  passwords: { default_reset_expiration_minutes: 30, breached_common_passwords: 10_000 },
  limits: {
    body_bytes: 64 * 1024,
    events_body_bytes: 512 * 1024,
    events_per_batch: 100,
    events_kept: 5000,
    events_kept_bytes: 8 * 1024 * 1024,
  },
};

/** Bounds of the request fields the provider validates (values outside answer a schema error). */
export const BOUNDS = {
  /** `session_duration_minutes`: 5 minutes to one year. */
  session_duration_minutes: { min: 5, max: 527040 },
  /** `login_expiration_minutes` / `signup_expiration_minutes`: 5 minutes to one week. */
  magic_link_expiration_minutes: { min: 5, max: 10080 },
  /** OTP `expiration_minutes`: 1 to 10 minutes. */
  otp_expiration_minutes: { min: 1, max: 10 },
  /** `reset_password_expiration_minutes`: 5 minutes to one week. */
  reset_password_expiration_minutes: { min: 5, max: 10080 },
  /** Passwords: at most 256 characters (zxcvbn looks at the first 100). */
  password_length: { max: 256 },
} as const;
