import type { IdpErrorDetail, IdpEventDetail } from '../src/events/widgetEvents';
import { EVENT } from '../src/events/widgetEvents';
import type { CookieOptions } from '../src/client';
import type { LoginConfig } from '../src/config/config';
import type { Theme } from '../src/theme/tokens';
import type { StringOverrides } from '../src/i18n/overrides';
import { IDP_LOGIN_TAG } from './login';
import { IDP_RESET_PASSWORD_TAG } from './reset-password';
import { IDP_PASSKEY_REGISTER_TAG } from './passkey-register';
import { IDP_CONSENT_TAG } from './consent';
import type { IdpAuthTokenParams } from './types';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

export interface MountCallbacks {
  onEvent?: (detail: IdpEventDetail) => void;
  onError?: (detail: IdpErrorDetail) => void;
}

export interface MountLoginOptions {
  /** CSS selector of the element to mount into; the first match is used. */
  selector: string;
  publicToken: string;
  /** The provider's base URL (e.g. the emulator's `http://localhost:9400`). */
  apiUrl?: string;
  config?: Partial<LoginConfig>;
  styles?: DeepPartial<Theme>;
  /** cookie names, path and domain (default names `stytch_session`, `stytch_session_jwt`). */
  cookieOptions?: CookieOptions;
  /** The reCAPTCHA Enterprise script URL (`captcha-script-url`), for projects that require captcha. */
  captchaScriptUrl?: string;
  /** `light`, `dark` or `auto` (default: the visitor's preference when `styles` gives no theme). */
  theme?: 'light' | 'dark' | 'auto';
  /** The language (`fr`, `pt-BR` …); default: the page's `lang`, else the browser's languages. */
  locale?: string;
  /** Texts in place of the built-in ones, per locale (`{ en: { main: { header: 'Welcome back' } } }`). */
  strings?: StringOverrides;
  callbacks?: MountCallbacks;
}

/** Thrown when a mount selector matches nothing. */
export class MountError extends Error {
  constructor(selector: string) {
    super(`idp-elements: no element matches the selector "${selector}", so nothing was mounted.`);
    this.name = 'MountError';
  }
}

function target(selector: string): Element {
  let found: Element | null;
  try {
    found = document.querySelector(selector);
  } catch {
    throw new MountError(selector);
  }
  if (!found) throw new MountError(selector);
  return found;
}

/**
 * Mounts `<idp-login>` into the element `selector` matches, replacing its contents, and wires the callbacks to
 * the element's events. Returns the element.
 */
export function mountLogin(options: MountLoginOptions): HTMLElement {
  return mount(IDP_LOGIN_TAG, options);
}

export interface MountResetPasswordOptions extends MountLoginOptions {
  /** The reset token; default: the page URL's `token` parameter. */
  passwordResetToken?: string;
}

/** Mounts `<idp-reset-password>` (it takes a reset token and opens on the reset form). */
export function mountResetPassword(options: MountResetPasswordOptions): HTMLElement {
  const token = options.passwordResetToken;
  return mount(IDP_RESET_PASSWORD_TAG, options, token ? { 'password-reset-token': token } : {});
}

/** Mounts `<idp-passkey-register>` (the logged-in user's passkeys; it opens on its start screen). */
export function mountPasskeyRegistration(options: MountLoginOptions): HTMLElement {
  return mount(IDP_PASSKEY_REGISTER_TAG, options);
}

export interface MountIdentityProviderOptions extends Omit<MountLoginOptions, 'config' | 'captchaScriptUrl'> {
  /**
   * A trusted auth token to log the user in with first: any current session is revoked, then a
   * 60-minute session is attested.
   */
  authTokenParams?: IdpAuthTokenParams;
}

/**
 * Mounts `<idp-consent>` (the identity-provider widget, consent and logout), which reads the page's query
 * string: an authorize request, or a logout with `post_logout_redirect_uri`.
 */
export function mountIdentityProvider(options: MountIdentityProviderOptions): HTMLElement {
  const token = options.authTokenParams;
  return mount(IDP_CONSENT_TAG, options, token ? { 'auth-token-params': JSON.stringify(token) } : {});
}

function mount(
  tag: string,
  options: MountLoginOptions,
  attributes: Record<string, string> = {},
): HTMLElement {
  const parent = target(options.selector);
  const element = document.createElement(tag) as HTMLElement & {
    config?: unknown;
    styles?: unknown;
    cookieOptions?: unknown;
    strings?: unknown;
  };
  element.setAttribute('public-token', options.publicToken);
  for (const [name, value] of Object.entries(attributes)) element.setAttribute(name, value);
  if (options.apiUrl) element.setAttribute('api-url', options.apiUrl);
  if (options.captchaScriptUrl) element.setAttribute('captcha-script-url', options.captchaScriptUrl);
  if (options.config) element.config = options.config;
  if (options.styles) element.styles = options.styles;
  if (options.cookieOptions) element.cookieOptions = options.cookieOptions;
  if (options.theme) element.setAttribute('theme', options.theme);
  if (options.locale) element.setAttribute('locale', options.locale);
  if (options.strings) element.strings = options.strings;
  const { onEvent, onError } = options.callbacks ?? {};
  if (onEvent)
    element.addEventListener(EVENT.event, (e) => onEvent((e as CustomEvent<IdpEventDetail>).detail));
  if (onError)
    element.addEventListener(EVENT.error, (e) => onError((e as CustomEvent<IdpErrorDetail>).detail));
  parent.replaceChildren(element);
  return element;
}
