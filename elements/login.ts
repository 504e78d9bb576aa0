import { widgetElement } from './widgetElement';

/**
 * `<idp-login>`: sign up or log in.
 *
 * @summary The login widget. The first screen paints at once; React takes over when its chunk loads.
 * @attr public-token - The provider's public token (required).
 * @attr api-url - The provider's base URL, e.g. the emulator's `http://localhost:9400`.
 * @attr config - Configuration as JSON; also settable as an object through the `config` property.
 * @attr theme - `light`, `dark` or `auto` (default): without a theme from `styles`, `auto` follows the
 *   visitor's `prefers-color-scheme`.
 * @attr styles - Theme as JSON; also settable as an object through the `styles` property.
 * @attr locale - The language (a BCP 47 tag such as `fr` or `pt-BR`); default: the element's or the page's
 *   `lang`, else the browser's languages. 25 languages; any other means English.
 * @attr strings - Texts in place of the built-in ones, per locale, as JSON (`strings` property): e.g.
 *   `{"en": {"main": {"header": "Welcome back"}}}`; `{0}`, `{1}` … stand for a text's values.
 * @attr cookie-options - Cookie names, path and domain as JSON (`cookieOptions` property).
 * @attr captcha-script-url - The reCAPTCHA Enterprise script for projects that require captcha (default Google's;
 *   the emulator's stand-in is `{api-url}/captcha/enterprise.js`).
 * @event idp-event - A step completed. `detail: { type, data }`; e.g. `one_tap_cancelled` (`{ reason }`) when the
 *   Google One Tap prompt went away without an account chosen (the user closed it or tapped outside it); with
 *   `config.mfaOptions`, `second_factor_complete` (`{ method }`: `totp`, `otp_sms`, `otp_email`,
 *   `recovery_code`) before the success screen, `second_factor_enrolled` (`{ method: 'totp' }`) and
 *   `recovery_code_used`.
 * @event idp-error - Something failed. `detail: { message, type, status? }`.
 * @csspart container - The card.
 * @csspart heading - The screen title.
 * @cssproperty --idp-colors-primary - Text and primary actions.
 * @csspart second-factor-submit - "Verify" on the two-factor screen (`config.mfaOptions`).
 * @csspart second-factor-continue - "Continue" after the recovery codes of a new authenticator app.
 * @csspart tabs - The tab list of the one-time-passcode methods; `tab` is each tab.
 * @csspart tab - One tab of `tabs`.
 * @csspart divider - The "or" rule between login methods.
 * @csspart email-form - The email form (also `form`).
 * @csspart phone-form - The phone-number form (also `form`).
 * @csspart phone-input - The phone-number input (also `input`).
 * @csspart country-select - The country-code select of the phone form.
 * @csspart password-form - The password form (also `form`).
 * @csspart password-input - A password input (also `input`).
 * @csspart password-toggle - The show/hide button of a password input.
 * @csspart forgot - The "Forgot password?" button.
 * @csspart new-link-form - The form that asks for a new reset link (also `form`).
 * @csspart otp-input - The one-time-passcode input group.
 * @csspart resend - The "Resend" button.
 * @csspart passkey - The "Login with a Passkey" button (also `button`).
 * @csspart mail-link - The "Open in …" links on the email confirmation; also `gmail`, `yahoo`, `outlook`.
 * @csspart try-again - The "Try again" button on the email confirmation.
 * @hook data-idp-tab={method} - A tab of Main's form group: `email-magic-link`, `email-password`, `otp-sms`,
 *   `otp-whatsapp` or `otp-email`.
 * @hook data-idp-field=email - An email input (Main's email form; read-only on the password screen).
 * @hook data-idp-field=phone - The phone-number input.
 * @hook data-idp-field=country - The country-code select of the phone form.
 * @hook data-idp-field=password - A password input.
 * @hook data-idp-field=otp - The passcode input (its first box takes the whole code).
 * @hook data-idp-action=send-magic-link - Sends a magic link: the magic-link form's submit, or "Email me a login
 *   link" when passwords are configured too.
 * @hook data-idp-action=send-otp - Sends a passcode: the phone and email-passcode forms' submit, or "Email me a
 *   login code".
 * @hook data-idp-action=continue-with-email - The email form's submit when passwords are configured.
 * @hook data-idp-action=create-password - Creates the account with the typed password.
 * @hook data-idp-action=log-in-with-password - Logs in with the typed password.
 * @hook data-idp-action=forgot-password - "Forgot password?".
 * @hook data-idp-action=toggle-password - Shows or hides a password.
 * @hook data-idp-action=send-reset-link - Sends a password-reset email (breached password, expired link).
 * @hook data-idp-action=resend - Sends the passcode or the reset email again.
 * @hook data-idp-action=try-again - "Try again" (email confirmation, wallet error).
 * @hook data-idp-action=passkey-login - "Login with a Passkey".
 * @hook data-idp-action=oauth-{provider} - "Continue with {Provider}", e.g. `oauth-google`.
 * @hook data-idp-action=wallet-{id} - "Continue with {Wallet}", e.g. `wallet-metamask`, `wallet-phantom`.
 * @hook data-idp-action=other-wallets - "Continue with other Crypto Wallet".
 * @hook data-idp-action=set-up-wallet - "Set up a new crypto wallet".
 * @hook data-idp-action=log-out - "Log out" on the logged-in view.
 * @hook data-idp-action=confirm-login - "Log in" on the redirect page, when the link was opened in a browser that did
 * not ask for it.
 * @hook data-idp-action=new-link - "Get a new link on this device" or "Send a new link" on the redirect page.
 */
export const IdpLoginElement = widgetElement('login', ['config', 'captchaScriptUrl'], ['config']);

export const IDP_LOGIN_TAG = 'idp-login';
