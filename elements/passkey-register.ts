import { widgetElement } from './widgetElement';

/**
 * `<idp-passkey-register>`: the logged-in user creates, renames and deletes passkeys.
 *
 * @summary The passkey-registration widget: opens on "Set up a new Passkey"; needs a live session.
 * @attr public-token - The provider's public token (required).
 * @attr api-url - The provider's base URL.
 * @attr config - Configuration as JSON (`sessionOptions`).
 * @attr theme - `light`, `dark` or `auto` (default): without a theme from `styles`, `auto` follows the
 *   visitor's `prefers-color-scheme`.
 * @attr styles - Theme as JSON.
 * @attr locale - The language (a BCP 47 tag such as `fr` or `pt-BR`); default: the element's or the page's
 *   `lang`, else the browser's languages. 25 languages; any other means English.
 * @attr strings - Texts in place of the built-in ones, per locale, as JSON (`strings` property): e.g.
 *   `{"en": {"main": {"header": "Welcome back"}}}`; `{0}`, `{1}` … stand for a text's values.
 * @attr cookie-options - Cookie names, path and domain as JSON (`cookieOptions` property).
 * @event idp-event - `passkey_registered` when a passkey was created, `passkey_done` on "Done".
 * @event idp-error - Something failed. `detail: { message, type, status? }`.
 * @hook data-idp-action=create-passkey - "Create a Passkey".
 * @hook data-idp-action=skip - "Skip".
 * @hook data-idp-action=set-up-another - "Set up another Passkey".
 * @hook data-idp-action=done - "Done".
 * @hook data-idp-action=rename-passkey - A passkey's "Rename" (with `data-passkey` naming it).
 * @hook data-idp-field=passkey-name - The rename input.
 * @hook data-idp-action=save-passkey-name - Saves the new name.
 * @hook data-idp-action=delete-passkey - A passkey's "Delete" (with `data-passkey` naming it).
 * @hook data-idp-action=confirm-delete-passkey - Confirms the deletion.
 */
export const IdpPasskeyRegisterElement = widgetElement('passkeyRegistration', ['config'], ['config']);

export const IDP_PASSKEY_REGISTER_TAG = 'idp-passkey-register';
