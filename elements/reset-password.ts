import { widgetElement } from './widgetElement';

/**
 * `<idp-reset-password>`: sets a new password from an emailed reset link.
 *
 * @summary The reset-password widget: opens on "Reset your password".
 * @attr public-token - The provider's public token (required).
 * @attr api-url - The provider's base URL.
 * @attr password-reset-token - The reset token; default: the page URL's `token` parameter. A URL with
 *   `stytch_token_type=login` logs in with the link instead ("Logging in...").
 * @attr config - Configuration as JSON (`passwordOptions`, `sessionOptions`).
 * @attr theme - `light`, `dark` or `auto` (default): without a theme from `styles`, `auto` follows the
 *   visitor's `prefers-color-scheme`.
 * @attr styles - Theme as JSON.
 * @attr locale - The language (a BCP 47 tag such as `fr` or `pt-BR`); default: the element's or the page's
 *   `lang`, else the browser's languages. 25 languages; any other means English.
 * @attr strings - Texts in place of the built-in ones, per locale, as JSON (`strings` property): e.g.
 *   `{"en": {"main": {"header": "Welcome back"}}}`; `{0}`, `{1}` … stand for a text's values.
 * @attr cookie-options - Cookie names, path and domain as JSON (`cookieOptions` property).
 * @attr captcha-script-url - The reCAPTCHA Enterprise script for projects that require captcha (default Google's;
 *   the emulator's stand-in is `{api-url}/captcha/enterprise.js`).
 * @event idp-event - `authenticate_flow_complete` once the new password is set.
 * @event idp-error - Something failed. `detail: { message, type, status? }`.
 * @csspart reset-form - The new-password form (also `form`).
 * @csspart password-input - The new-password input (also `input`).
 * @csspart password-toggle - The show/hide button of the password input.
 * @csspart new-link-form - The form that asks for a new reset link when the token has expired (also `form`).
 * @hook data-idp-field=password - The new-password input.
 * @hook data-idp-action=toggle-password - Shows or hides the password.
 * @hook data-idp-action=reset-password - Sets the new password.
 * @hook data-idp-field=email - The email input of the new-link form.
 * @hook data-idp-action=send-reset-link - Sends a new reset link.
 */
export const IdpResetPasswordElement = widgetElement(
  'resetPassword',
  ['passwordResetToken', 'config', 'captchaScriptUrl'],
  ['config'],
);

export const IDP_RESET_PASSWORD_TAG = 'idp-reset-password';
