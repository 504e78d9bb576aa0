/**
 * The login widget's configuration (docs/configuration.md), passed as the JSON `config` attribute or property.
 * Key names follow the spec so configurations move over unchanged.
 */
import type { CookieOptions } from '../session/cookies';
import { isRecord } from '../validation/isRecord';
import type { OAuthProviderType } from '../api/oauth';

export const PRODUCTS = ['emailMagicLinks', 'otp', 'passwords', 'passkeys', 'oauth', 'crypto'] as const;

export type Product = (typeof PRODUCTS)[number];

export const OTP_METHODS = ['sms', 'whatsapp', 'email'] as const;

export type OtpMethod = (typeof OTP_METHODS)[number];

export interface EmailMagicLinksOptions {
  /** Where the emailed link sends an existing user. */
  loginRedirectURL?: string;
  /** Minutes the login link stays valid (provider default 30). */
  loginExpirationMinutes?: number;
  /** Where the emailed link sends a new user. */
  signupRedirectURL?: string;
  /** Minutes the sign-up link stays valid (provider default 30). */
  signupExpirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
  /** Create new users with status `pending` until they click the link. */
  createUserAsPending?: boolean;
  /** Sender domain for the "Open in Gmail/Yahoo" search links. */
  domainHint?: string;
}

export interface OtpOptions {
  methods?: OtpMethod[];
  expirationMinutes?: number;
  loginTemplateId?: string;
  signupTemplateId?: string;
  locale?: string;
}

export interface PasswordOptions {
  /** Where a password-reset email's "log in" link lands. */
  loginRedirectURL?: string;
  /** Accepted for compatibility; not sent (docs/protocol.md#the-calls). */
  loginExpirationMinutes?: number;
  /** The page with `<idp-reset-password>` that the reset email links to. */
  resetPasswordRedirectURL?: string;
  resetPasswordExpirationMinutes?: number;
  resetPasswordTemplateId?: string;
  locale?: string;
  /**
   * After a password login, creation or reset, offer the password to the browser's password manager through
   * `navigator.credentials.store` where the browser has it (default true; false turns it off).
   */
  storeCredential?: boolean;
}

/** The social sign-in providers: the wire's names (src/api/oauth.ts). */
export type { OAuthProviderType };

/**
 * Where Google One Tap shows: `floating` (default, the browser's or Google's prompt over the page),
 * `embedded` / `floatingOrEmbedded` (in the card where the browser has no native prompt), `embeddedOnly` (in the
 * card or not at all), `forceLegacyEmbedded` (in the card even where a native prompt exists).
 */
export type OneTapPosition =
  'floating' | 'embedded' | 'floatingOrEmbedded' | 'embeddedOnly' | 'forceLegacyEmbedded';

/** One social button, in the wire's snake_case like the published client. */
export interface OAuthProviderOptions {
  type: OAuthProviderType;
  /** Scopes asked for beyond the provider's defaults; sent space-joined as `custom_scopes`. */
  custom_scopes?: string[];
  /** Extra parameters for the provider's sign-in page, each sent as `provider_{key}` (e.g. `login_hint`). */
  provider_params?: Record<string, string>;
  /** Google only: the One Tap prompt in place of, or beside, the button. */
  one_tap?: boolean;
  /** Google One Tap only; default `floating`. */
  position?: OneTapPosition;
  /** Google One Tap only: a tap outside the prompt closes it (default true; never for an embedded prompt). */
  cancel_on_tap_outside?: boolean;
}

/**
 * `oauthOptions`. The redirect URLs are checked here (http(s) only); the providers by the oauth product's
 * chunk, which shows what it cannot use where its buttons would be (src/screens/OAuth/options.ts).
 */
export interface OAuthOptions {
  /** One "Continue with {Provider}" button each, in this order. */
  providers?: OAuthProviderOptions[];
  /** Where the provider sends an existing user back (the page that finishes the login). */
  loginRedirectURL?: string;
  /** Where the provider sends a new user back. */
  signupRedirectURL?: string;
  /**
   * idp-elements extension: the Google Identity Services script One Tap loads (default
   * `https://accounts.google.com/gsi/client`; the emulator's stand-in is `{api-url}/gsi/client`).
   */
  oneTapScriptURL?: string;
  /**
   * idp-elements extension: the provider's clientside-services page One Tap talks to in a hidden iframe
   * (default `https://js.stytch.com/clientside-services/index.html`; the emulator's is
   * `{api-url}/clientside-services/index.html`).
   */
  clientsideServicesURL?: string;
}

export interface SessionOptions {
  /** Length of the session a login creates. Default 30. */
  sessionDurationMinutes?: number;
  /**
   * idp-elements extension, off by default (has no such screen): while a session is live, `<idp-login>`
   * shows who is logged in and "Log out" in place of the sign-up / log-in form.
   */
  showLoggedInView?: boolean;
}

/**
 * idp-elements extension: a second factor after the first (docs/two-factor.md). Read and checked by the
 * two-factor chunk, which loads only when this is set.
 */
export interface MfaOptions {
  /** The second factors a user may have, in the order offered. Default `['totp']`. */
  methods?: ('totp' | 'otp_sms' | 'otp_email')[];
  /** `whenEnrolled` (default): ask users who have one; `always`: users without one set up an authenticator app. */
  required?: 'whenEnrolled' | 'always';
}

/** Passkeys offered after a password or passcode login (docs/passkeys.md#offering-a-passkey-after-login). */
export interface PasskeyOptions {
  /**
   * `conditional`: create one silently where the browser can (`getClientCapabilities().conditionalCreate`), else as
   * `prompt`; `prompt`: "Create a passkey?" with "Not now" before the success screen; `off` (default): nothing.
   */
  offerAfterLogin?: 'conditional' | 'prompt' | 'off';
}

export interface LoginConfig {
  /** Login methods in display order. Default `['emailMagicLinks']`. */
  products: Product[];
  emailMagicLinksOptions: EmailMagicLinksOptions;
  otpOptions: OtpOptions;
  passwordOptions: PasswordOptions;
  sessionOptions: SessionOptions;
  oauthOptions: OAuthOptions;
  passkeyOptions?: PasskeyOptions;
  enableShadowDOM: boolean;
  /** Off when absent: no second factor. */
  mfaOptions?: MfaOptions;
}

export const DEFAULT_SESSION_DURATION_MINUTES = 30;

export const DEFAULT_CONFIG: LoginConfig = {
  products: ['emailMagicLinks'],
  emailMagicLinksOptions: {},
  otpOptions: {},
  passwordOptions: {},
  sessionOptions: {},
  oauthOptions: {},
  enableShadowDOM: true,
};

/** Why a configuration cannot be rendered; shown in place of the form. */
export type ConfigError =
  | { kind: 'passkeysAlone' }
  | { kind: 'emlWithEmailOtp' }
  | { kind: 'emptyProducts' }
  | { kind: 'invalidJson'; attribute: string; detail: string }
  | { kind: 'unknownProduct'; product: string }
  | { kind: 'missingAttribute'; attribute: string }
  | { kind: 'invalidAttribute'; attribute: string; detail: string };

export interface ParsedConfig {
  config: LoginConfig;
  /** The first error that stops the widget from rendering its form, if any. */
  error: ConfigError | null;
  /**
   * The same, leaving out the product rules (Main): malformed JSON, wrong shapes, bad URLs. These also
   * stop `<idp-reset-password>`, which has no products.
   */
  shapeError: ConfigError | null;
  /** Non-fatal problems (ignored keys, wrong types); logged as warnings. */
  warnings: string[];
}

type Spec = Record<string, 'string' | 'number' | 'boolean' | 'stringArray'>;

const EML_SPEC: Spec = {
  loginRedirectURL: 'string',
  loginExpirationMinutes: 'number',
  signupRedirectURL: 'string',
  signupExpirationMinutes: 'number',
  loginTemplateId: 'string',
  signupTemplateId: 'string',
  locale: 'string',
  createUserAsPending: 'boolean',
  domainHint: 'string',
};
const OTP_SPEC: Spec = {
  methods: 'stringArray',
  expirationMinutes: 'number',
  loginTemplateId: 'string',
  signupTemplateId: 'string',
  locale: 'string',
};
const SESSION_SPEC: Spec = { sessionDurationMinutes: 'number', showLoggedInView: 'boolean' };
const PASSWORD_SPEC: Spec = {
  loginRedirectURL: 'string',
  loginExpirationMinutes: 'number',
  resetPasswordRedirectURL: 'string',
  resetPasswordExpirationMinutes: 'number',
  resetPasswordTemplateId: 'string',
  locale: 'string',
  storeCredential: 'boolean',
};

function matches(kind: Spec[string], value: unknown): boolean {
  switch (kind) {
    case 'string':
      return typeof value === 'string';
    case 'number':
      return typeof value === 'number' && Number.isFinite(value);
    case 'boolean':
      return typeof value === 'boolean';
    case 'stringArray':
      return Array.isArray(value) && value.every((v) => typeof v === 'string');
  }
}

/**
 * Copies the keys of `raw` that `spec` knows and whose type fits; everything else becomes a warning naming
 * `path` (e.g. `config.otpOptions`).
 */
function pick(raw: unknown, spec: Spec, path: string, warnings: string[]): Record<string, unknown> {
  if (raw === undefined) return {};
  if (!isRecord(raw)) {
    warnings.push(`${path} must be an object; it was ignored.`);
    return {};
  }
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(raw)) {
    const kind = Object.hasOwn(spec, key) ? spec[key] : undefined;
    if (!kind) warnings.push(`${path}.${key} is not a known option; it was ignored.`);
    else if (!matches(kind, value)) warnings.push(`${path}.${key} must be a ${kind}; it was ignored.`);
    else out[key] = value;
  }
  return out;
}

/**
 * A JSON attribute's value (its text, or an object set as a property): `{ value }` with `undefined` for an
 * empty or absent one, or the config error for malformed JSON or a value that is not an object.
 */
/** The explanation of an attribute that holds `[object Object]`. */
export const OBJECT_TEXT =
  'it holds "[object Object]". Load idp-elements before the element renders, so that objects are set as properties.';

function readJsonObject(
  raw: unknown,
  attribute: string,
): { value: Record<string, unknown> | undefined } | { error: ConfigError } {
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { value: undefined };
    // What React 19 (and others) write when they render the element before its tag is defined.
    if (raw === '[object Object]')
      return { error: { kind: 'invalidAttribute', attribute, detail: OBJECT_TEXT } };
    try {
      value = JSON.parse(raw);
    } catch (e) {
      return { error: { kind: 'invalidJson', attribute, detail: (e as Error).message } };
    }
  }
  if (value === undefined || value === null) return { value: undefined };
  if (!isRecord(value)) {
    return { error: { kind: 'invalidAttribute', attribute, detail: 'it must be a JSON object.' } };
  }
  return { value };
}

const KNOWN_TOP_LEVEL = new Set([
  'products',
  'emailMagicLinksOptions',
  'otpOptions',
  'passwordOptions',
  'sessionOptions',
  'oauthOptions',
  'passkeyOptions',
  'enableShadowDOM',
  'mfaOptions',
]);

/**
 * Validates a configuration. `raw` is the attribute text or an already parsed object; `undefined` means the
 * defaults. Never throws.
 */
export function parseConfig(raw: unknown): ParsedConfig {
  const warnings: string[] = [];
  const read = readJsonObject(raw, 'config');
  if ('error' in read) return { config: DEFAULT_CONFIG, error: read.error, shapeError: read.error, warnings };
  const { value } = read;
  if (value === undefined) return { config: DEFAULT_CONFIG, error: null, shapeError: null, warnings };
  for (const key of Object.keys(value)) {
    if (!KNOWN_TOP_LEVEL.has(key)) warnings.push(`config.${key} is not a known option; it was ignored.`);
  }

  let products: Product[] = DEFAULT_CONFIG.products;
  let error: ConfigError | null = null;
  if (value.products !== undefined) {
    if (!Array.isArray(value.products) || !value.products.every((p) => typeof p === 'string')) {
      error = {
        kind: 'invalidAttribute',
        attribute: 'config',
        detail: 'products must be an array of names.',
      };
    } else {
      const unknown = value.products.find((p) => !(PRODUCTS as readonly string[]).includes(p));
      if (unknown !== undefined) error = { kind: 'unknownProduct', product: unknown };
      else products = [...new Set(value.products as Product[])];
    }
  }

  const otpOptions = pick(value.otpOptions, OTP_SPEC, 'config.otpOptions', warnings) as OtpOptions;
  if (otpOptions.methods) otpOptions.methods = [...new Set(otpOptions.methods)];
  const config: LoginConfig = {
    products,
    emailMagicLinksOptions: pick(
      value.emailMagicLinksOptions,
      EML_SPEC,
      'config.emailMagicLinksOptions',
      warnings,
    ),
    otpOptions,
    passwordOptions: pick(value.passwordOptions, PASSWORD_SPEC, 'config.passwordOptions', warnings),
    sessionOptions: pick(value.sessionOptions, SESSION_SPEC, 'config.sessionOptions', warnings),
    oauthOptions: isRecord(value.oauthOptions) ? (value.oauthOptions as OAuthOptions) : {},
    passkeyOptions: pick(
      value.passkeyOptions,
      { offerAfterLogin: 'string' },
      'config.passkeyOptions',
      warnings,
    ),
    enableShadowDOM: typeof value.enableShadowDOM === 'boolean' ? value.enableShadowDOM : true,
  };
  if (value.mfaOptions) config.mfaOptions = value.mfaOptions as MfaOptions;
  if (value.enableShadowDOM === false) {
    warnings.push(
      'config.enableShadowDOM is false, but the elements always render into an open shadow root (their styles ' +
        "live there, and the page's CSS cannot break them); style them with the styles attribute, ::part() " +
        'and the --idp-* custom properties. The option was ignored.',
    );
  }
  const duration = config.sessionOptions.sessionDurationMinutes;
  if (duration !== undefined && (!Number.isInteger(duration) || duration < 5)) {
    warnings.push(
      'config.sessionOptions.sessionDurationMinutes must be a whole number of at least 5; using 30.',
    );
    delete config.sessionOptions.sessionDurationMinutes;
  }
  // The provider's ranges: caught here, with a warning for the developer, rather than as a schema error
  // shown to an end user on their first send.
  inRange(
    config.emailMagicLinksOptions,
    'loginExpirationMinutes',
    'emailMagicLinksOptions',
    5,
    10080,
    warnings,
  );
  inRange(
    config.emailMagicLinksOptions,
    'signupExpirationMinutes',
    'emailMagicLinksOptions',
    5,
    10080,
    warnings,
  );
  inRange(config.otpOptions, 'expirationMinutes', 'otpOptions', 1, 10, warnings);
  inRange(config.passwordOptions, 'resetPasswordExpirationMinutes', 'passwordOptions', 5, 10080, warnings);
  const urls: [string, string | undefined][] = [
    ['emailMagicLinksOptions.loginRedirectURL', config.emailMagicLinksOptions.loginRedirectURL],
    ['emailMagicLinksOptions.signupRedirectURL', config.emailMagicLinksOptions.signupRedirectURL],
    ['passwordOptions.loginRedirectURL', config.passwordOptions.loginRedirectURL],
    ['passwordOptions.resetPasswordRedirectURL', config.passwordOptions.resetPasswordRedirectURL],
    ['oauthOptions.loginRedirectURL', config.oauthOptions.loginRedirectURL],
    ['oauthOptions.signupRedirectURL', config.oauthOptions.signupRedirectURL],
  ];
  for (const [key, url] of urls) {
    if (url !== undefined && !isHttpUrl(url)) {
      error ??= {
        kind: 'invalidAttribute',
        attribute: 'config',
        detail: `${key} must be an http(s) URL.`,
      };
    }
  }
  return { config, error: error ?? productError(config), shapeError: error, warnings };
}

/** Drops `options[key]` with a warning unless it is a whole number from `min` to `max`. */
function inRange<T extends object>(
  options: T,
  key: keyof T & string,
  path: string,
  min: number,
  max: number,
  warnings: string[],
): void {
  const value: unknown = options[key];
  if (value === undefined) return;
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    warnings.push(`config.${path}.${key} must be a whole number from ${min} to ${max}; it was ignored.`);
    delete options[key];
  }
}

/** The configuration errors Main, then the OTP methods (the oauth providers are its chunk's to check). */
function productError(config: LoginConfig): ConfigError | null {
  const { products } = config;
  if (products.length === 0) return { kind: 'emptyProducts' };
  if (products.length === 1 && products[0] === 'passkeys') return { kind: 'passkeysAlone' };
  if (
    products.includes('emailMagicLinks') &&
    products.includes('otp') &&
    (config.otpOptions.methods ?? []).includes('email')
  ) {
    return { kind: 'emlWithEmailOtp' };
  }
  if (products.includes('otp')) {
    const methods: string[] = config.otpOptions.methods ?? [];
    const unknown = methods.find((m) => !(OTP_METHODS as readonly string[]).includes(m));
    if (methods.length === 0 || unknown !== undefined) {
      return {
        kind: 'invalidAttribute',
        attribute: 'config',
        detail:
          unknown !== undefined
            ? `otpOptions.methods has an unknown method "${unknown}"; use sms, whatsapp or email.`
            : 'otpOptions.methods must list at least one of sms, whatsapp, email.',
      };
    }
  }
  return null;
}

export function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/**
 * `after-login-url` as an absolute URL: an http(s) URL, or a path resolved against the page's address. Null when
 * the attribute is absent or blank; `false` when it is not such a URL (`javascript:`, `mailto:`, unparsable).
 */
export function resolveAfterLoginUrl(value: string | undefined, base: string): string | null | false {
  const text = (value ?? '').trim();
  if (!text) return null;
  try {
    const url = new URL(text, base);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : false;
  } catch {
    return false;
  }
}

const COOKIE_SPEC: Spec = {
  opaqueTokenCookieName: 'string',
  jwtCookieName: 'string',
  istCookieName: 'string',
  path: 'string',
  domain: 'string',
  availableToSubdomains: 'boolean',
};
/** RFC 6265 cookie-name characters. */
const COOKIE_NAME = /^[!#$%&'*+\-.^_`|~0-9A-Za-z]+$/;
/**
 * What may not stand in a cookie's `path` or `domain`: `;` would end the attribute and start another
 * (`"/; max-age=31536000"` would make the session cookie outlive the session), `,` splits cookies in some
 * parsers, whitespace and control characters have no place in either.
 */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE_COOKIE_ATTRIBUTE = /[\s;,\u0000-\u001f\u007f]/;

export interface ParsedCookieOptions {
  options: CookieOptions;
  /** Malformed JSON or not an object: the element shows it in place of its form. */
  error: ConfigError | null;
  warnings: string[];
}

/**
 * `cookieOptions` of an element (the `cookie-options` attribute, JSON, or an object). Known keys of
 * the right type are kept; unknown keys, invalid cookie names and a path not starting with `/` are dropped with a
 * warning. A `path` or `domain` holding `;`, `,`, whitespace or a control character is a config error (the
 * element shows it in place of its form): it would write attributes of its own into the session cookie. Never
 * throws.
 */
export function parseCookieOptions(raw: unknown): ParsedCookieOptions {
  const warnings: string[] = [];
  const read = readJsonObject(raw, 'cookie-options');
  if ('error' in read) return { options: {}, error: read.error, warnings };
  const options = pick(read.value, COOKIE_SPEC, 'cookieOptions', warnings) as CookieOptions;
  for (const key of ['path', 'domain'] as const) {
    const value = options[key];
    if (value !== undefined && UNSAFE_COOKIE_ATTRIBUTE.test(value)) {
      const error: ConfigError = {
        kind: 'invalidAttribute',
        attribute: 'cookie-options',
        detail: `${key} may not contain ";", ",", spaces or control characters.`,
      };
      return { options: {}, error, warnings };
    }
  }
  for (const key of ['opaqueTokenCookieName', 'jwtCookieName', 'istCookieName'] as const) {
    const name = options[key];
    if (name !== undefined && !COOKIE_NAME.test(name)) {
      warnings.push(`cookieOptions.${key} is not a valid cookie name; the default is used.`);
      delete options[key];
    }
  }
  if (options.path !== undefined && !options.path.startsWith('/')) {
    warnings.push('cookieOptions.path must start with "/"; "/" is used.');
    delete options.path;
  }
  return { options, error: null, warnings };
}
