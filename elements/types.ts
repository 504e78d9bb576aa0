/**
 * The elements as a page's TypeScript sees them: one interface per tag (its properties and typed events), the
 * `HTMLElementTagNameMap` entries, the `idp-event` / `idp-error` events on every element, `document` and `window`,
 * and framework-neutral prop tables that the JSX typings (`idp-elements/jsx/react`, `/vue`, `/preact`, `/solid`)
 * build on. `scripts/gen-cem.mjs` reads the property types and their comments from here for
 * `custom-elements.json`, so a property documented here is documented there.
 */
import type { IdpErrorDetail, IdpEventDetail } from '../src/events/widgetEvents';
import type { CookieOptions } from '../src/client';
import type { LoginConfig } from '../src/config/config';
import type { Theme } from '../src/theme/tokens';
import type { Locale } from '../src/i18n/locale';
import type { StringOverrides } from '../src/i18n/overrides';

export type { Locale } from '../src/i18n/locale';
export type { StringOverrides } from '../src/i18n/overrides';
export type { Translations } from '../src/i18n/types';

export type { CookieOptions } from '../src/client';

type DeepPartial<T> = { [K in keyof T]?: T[K] extends object ? DeepPartial<T[K]> : T[K] };

/**
 * The `config` a page passes (docs/configuration.md): any subset of `LoginConfig`; a key left out takes its
 * default. `products` lists only known product names, so a misspelt one fails to compile.
 */
export type IdpConfig = Partial<LoginConfig>;

/** The `styles` a page passes (docs/theming.md): any subset of `Theme`, at any depth. */
export type IdpStyles = DeepPartial<Theme>;

/** The `theme` attribute: `auto` (the default) follows the visitor's `prefers-color-scheme` when no `styles` are given. */
export type IdpColorScheme = 'light' | 'dark' | 'auto';

/** The events every element fires (bubbling and composed, so they also reach `document` and `window`). */
export interface IdpElementEventMap {
  /** A step completed: `detail.type` says which, `detail.data` carries its data. */
  'idp-event': CustomEvent<IdpEventDetail>;
  /** Something failed: `detail.message` is what the user was shown. */
  'idp-error': CustomEvent<IdpErrorDetail>;
}

/**
 * What the elements have in common: the same card in an open shadow root, styled through the `styles`
 * property, the `--idp-*` custom properties below (set them on the element from the page's CSS) and `::part()`.
 *
 * @attr nonce - CSP nonce for the element's <style> elements; without it styles go through adoptedStyleSheets.
 * @event idp-event - A step completed. `detail: { type, data }` (`IdpEventDetail`).
 * @event idp-error - Something failed. `detail: { message, type, status? }` (`IdpErrorDetail`).
 * @csspart container - The card.
 * @csspart heading - The screen title.
 * @csspart form - Each form; also named by kind (`email-form`, `phone-form`, `password-form`, …).
 * @csspart input - Each text input.
 * @csspart field-error - The message under an invalid input.
 * @csspart button - Each main action button (with `submit` on a form's submit button).
 * @csspart submit - A form's submit button.
 * @csspart back - The "Back" link.
 * @csspart banner - A message box; also `banner-error`, `banner-warning` or `banner-success`.
 * @csspart toast - A passing notice; also `toast-success` or `toast-error`.
 * @csspart spinner - The progress indicator.
 * @csspart logo - The logo image (`styles.logo.logoImageUrl`).
 * @csspart watermark - The provider's watermark link.
 * @csspart config-error - The notice shown in place of the form when the configuration is invalid.
 * @hook data-idp-screen - On the current screen's wrapper: the screen's name (`Main`, `EmailConfirmation`,
 *   `OTPAuthenticate`, `PasswordCreateOrLogin`, `PasswordResetForm`, `PasskeyConfirmation`, …; `LoggedIn` for the
 *   logged-in view).
 * @hook data-idp-action=back - The "Back" link.
 * @hook data-idp-action=retry - "Try again" when a screen's code failed to load.
 * @cssproperty --idp-font-family - Font stack for all text (`styles.fontFamily`).
 * @cssproperty --idp-typography-font-size - Body text, inputs and buttons (`styles.typography.fontSize`).
 * @cssproperty --idp-typography-small-font-size - Labels, messages and hints.
 * @cssproperty --idp-typography-font-weight - Body text weight.
 * @cssproperty --idp-typography-strong-font-weight - Labels and buttons.
 * @cssproperty --idp-typography-heading-font-size - Each screen's heading.
 * @cssproperty --idp-typography-heading-font-weight - Each screen's heading.
 * @cssproperty --idp-container-background-color - The card's background.
 * @cssproperty --idp-container-border-color - The card's border colour.
 * @cssproperty --idp-container-border-radius - The card's corner radius.
 * @cssproperty --idp-container-width - The card's width.
 * @cssproperty --idp-colors-primary - Text and primary actions.
 * @cssproperty --idp-colors-secondary - Secondary text.
 * @cssproperty --idp-colors-success - Success messages.
 * @cssproperty --idp-colors-error - Error messages.
 * @cssproperty --idp-buttons-primary-background-color - Primary button background.
 * @cssproperty --idp-buttons-primary-text-color - Primary button text.
 * @cssproperty --idp-buttons-primary-border-color - Primary button border.
 * @cssproperty --idp-buttons-primary-border-radius - Primary button corner radius.
 * @cssproperty --idp-buttons-secondary-background-color - Secondary button background.
 * @cssproperty --idp-buttons-secondary-text-color - Secondary button text.
 * @cssproperty --idp-buttons-secondary-border-color - Secondary button border.
 * @cssproperty --idp-buttons-secondary-border-radius - Secondary button corner radius.
 * @cssproperty --idp-inputs-background-color - Input background.
 * @cssproperty --idp-inputs-border-color - Input border.
 * @cssproperty --idp-inputs-border-radius - Input corner radius.
 * @cssproperty --idp-inputs-placeholder-color - Input placeholder text.
 * @cssproperty --idp-inputs-text-color - Input text.
 * @cssproperty --idp-logo-logo-image-url - The logo's URL (set through `styles.logo.logoImageUrl`).
 */
export interface IdpElementBase extends HTMLElement {
  /** The provider's public token (required). */
  publicToken: string;
  /** The provider's base URL, e.g. the emulator's `http://localhost:9400`. */
  apiUrl: string;
  /**
   * Configuration: an object, or JSON text. Reflected to the `config` attribute as JSON; reads back
   * parsed (the text itself when it is not valid JSON).
   */
  config: IdpConfig | string | undefined;
  /** Theme: an object, or JSON text. Reflected to the `styles` attribute as JSON. */
  styles: IdpStyles | string | undefined;
  /** `light`, `dark` or `auto` (the default: the visitor's `prefers-color-scheme` when `styles` gives no theme). */
  theme: IdpColorScheme | undefined;
  /** cookie names, path and domain: an object, or JSON text (attribute `cookie-options`). */
  cookieOptions: CookieOptions | string | undefined;
  /** CSP nonce for the element's <style> elements; without it styles go through adoptedStyleSheets. */
  nonce: string;
  /**
   * The language, a BCP 47 tag (`fr`, `pt-BR`, `ja` …); default: the element's or the page's `lang`, else the
   * browser's languages. 25 languages are built in; any other means English.
   */
  locale: Locale | (string & {}) | undefined;
  /**
   * Texts in place of the built-in ones, per locale: `{ en: { main: { header: 'Welcome back' } } }`; `{0}`, `{1}` …
   * stand for a text's values. An object, or JSON text (attribute `strings`).
   */
  strings: StringOverrides | string | undefined;
  addEventListener<K extends keyof IdpElementEventMap>(
    type: K,
    listener: (this: this, ev: IdpElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | AddEventListenerOptions,
  ): void;
  addEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | AddEventListenerOptions,
  ): void;
  removeEventListener<K extends keyof IdpElementEventMap>(
    type: K,
    listener: (this: this, ev: IdpElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener<K extends keyof HTMLElementEventMap>(
    type: K,
    listener: (this: this, ev: HTMLElementEventMap[K]) => unknown,
    options?: boolean | EventListenerOptions,
  ): void;
  removeEventListener(
    type: string,
    listener: EventListenerOrEventListenerObject,
    options?: boolean | EventListenerOptions,
  ): void;
}

/** `<idp-login>` as seen from the page. */
export interface IdpLoginHTMLElement extends IdpElementBase {
  /** The reCAPTCHA Enterprise script for projects that require captcha (attribute `captcha-script-url`). */
  captchaScriptUrl: string;
}

/** `<idp-reset-password>` as seen from the page. */
export interface IdpResetPasswordHTMLElement extends IdpElementBase {
  /** The reset token; default: the page URL's `token` parameter (attribute `password-reset-token`). */
  passwordResetToken: string;
  /** The reCAPTCHA Enterprise script for projects that require captcha (attribute `captcha-script-url`). */
  captchaScriptUrl: string;
}

/** `<idp-passkey-register>` as seen from the page. */
export type IdpPasskeyRegisterHTMLElement = IdpElementBase;

/** A trusted auth token for `<idp-consent>` (`authTokenParams`). */
export interface IdpAuthTokenParams {
  trustedAuthToken: string;
  tokenProfileID: string;
}

/** `<idp-consent>` as seen from the page: it reads the page's query string and has no `config`. */
export interface IdpConsentHTMLElement extends IdpElementBase {
  /** Not used: `<idp-consent>` takes its request from the page's query string. */
  config: undefined;
  /**
   * A trusted auth token to log the user in with before the consent flow (attribute `auth-token-params`, JSON):
   * any current session is revoked, then a 60-minute session is attested. Read once, then removed (a credential).
   */
  authTokenParams: IdpAuthTokenParams | string | undefined;
}

/** `<idp-account>` as seen from the page. */
export interface IdpAccountHTMLElement extends IdpElementBase {
  /**
   * Configuration: an object, or JSON text (attribute `config`): `sections`, `stepUpMinutes` and the shared
   * `passwordOptions`, `sessionOptions` and `oauthOptions` (the providers offered to link).
   */
  config: IdpAccountConfig | string | undefined;
}

/**
 * What a template may set on any of the elements: string attributes by their HTML names, the object properties
 * by their property names (React 19, Preact and Solid set a property when the element has it).
 */
export interface IdpBaseProps {
  'public-token'?: string;
  'api-url'?: string;
  config?: IdpConfig | string;
  styles?: IdpStyles | string;
  theme?: IdpColorScheme;
  cookieOptions?: CookieOptions | string;
  'cookie-options'?: string;
  nonce?: string;
  locale?: Locale | (string & {});
  strings?: StringOverrides | string;
}

/** A section of `<idp-account>` (`config.sections`). */
export type IdpAccountSection =
  | 'profile'
  | 'emails'
  | 'password'
  | 'session'
  | 'twoFactor'
  | 'passkeys'
  | 'phones'
  | 'connectedAccounts'
  | 'wallets'
  | 'apps';

/**
 * The `config` of `<idp-account>` (docs/account.md): its own options and the shared `passwordOptions`,
 * `sessionOptions` and `oauthOptions` (Connected accounts offers to link each of its `providers` not linked yet;
 * the provider sends the user back to its redirect URLs, by default the account's page).
 */
export interface IdpAccountConfig extends Pick<
  IdpConfig,
  'passwordOptions' | 'sessionOptions' | 'oauthOptions'
> {
  /** Which sections, in which order (default: all, in the order of {@link IdpAccountSection}). */
  sections?: IdpAccountSection[];
  /** How recently (in minutes) a factor must have been verified for a sensitive change (default 10). */
  stepUpMinutes?: number;
}

/** Attributes and properties of `<idp-account>` in a template. */
export interface IdpAccountProps extends Omit<IdpBaseProps, 'config'> {
  config?: IdpAccountConfig | string;
}

/** Attributes and properties of `<idp-login>` in a template. */
export interface IdpLoginProps extends IdpBaseProps {
  'captcha-script-url'?: string;
  'after-login-url'?: string;
}

/** Attributes and properties of `<idp-reset-password>` in a template. */
export interface IdpResetPasswordProps extends IdpBaseProps {
  'password-reset-token'?: string;
  'captcha-script-url'?: string;
}

/** Attributes and properties of `<idp-passkey-register>` in a template. */
export type IdpPasskeyRegisterProps = IdpBaseProps;

/** Attributes and properties of `<idp-consent>` in a template. */
export interface IdpConsentProps extends Omit<IdpBaseProps, 'config'> {
  'auth-token-params'?: string;
  authTokenParams?: IdpAuthTokenParams | string;
}

/**
 * Event props as React 19, Preact and Solid pass them to a custom element: `on` + the event's exact name
 * (`onidp-event` listens for `idp-event`).
 */
export interface IdpEventProps<E extends Element = Element> {
  'onidp-event'?: (event: IdpElementEventMap['idp-event'] & { currentTarget: E }) => void;
  'onidp-error'?: (event: IdpElementEventMap['idp-error'] & { currentTarget: E }) => void;
}

/** The tags with their element and template prop types, for typings that map over them. */
export interface IdpElements {
  'idp-login': { element: IdpLoginHTMLElement; props: IdpLoginProps };
  'idp-reset-password': { element: IdpResetPasswordHTMLElement; props: IdpResetPasswordProps };
  'idp-passkey-register': { element: IdpPasskeyRegisterHTMLElement; props: IdpPasskeyRegisterProps };
  'idp-consent': { element: IdpConsentHTMLElement; props: IdpConsentProps };
  'idp-account': { element: IdpAccountHTMLElement; props: IdpAccountProps };
}

declare global {
  interface HTMLElementTagNameMap {
    'idp-login': IdpLoginHTMLElement;
    'idp-reset-password': IdpResetPasswordHTMLElement;
    'idp-passkey-register': IdpPasskeyRegisterHTMLElement;
    'idp-consent': IdpConsentHTMLElement;
    'idp-account': IdpAccountHTMLElement;
  }
  // Every element, `document` and `window` (their event maps extend this one): the events bubble and are composed.
  interface GlobalEventHandlersEventMap {
    'idp-event': CustomEvent<IdpEventDetail>;
    'idp-error': CustomEvent<IdpErrorDetail>;
  }
}
