import { widgetElement } from './widgetElement';

/**
 * `<idp-consent>`: the identity provider's side of "Sign in with {project}". Put it on the page the project names as
 * its authorization URL: a relying party sends its users there with an OAuth 2.0 / OpenID Connect authorize request
 * (`client_id`, `redirect_uri`, `scope`, `state`, `nonce`, `code_challenge` … in the query string), or with an
 * RP-initiated logout (`post_logout_redirect_uri`).
 *
 * @summary The identity-provider widget: consent (Allow / Deny) and logout (Yes / No) screens.
 * @attr public-token - The provider's public token (required).
 * @attr api-url - The provider's base URL, e.g. the emulator's `http://localhost:9400`.
 * @attr auth-token-params - A trusted auth token to log the user in with first, as JSON (`authTokenParams`
 *   property): `{"trustedAuthToken": "…", "tokenProfileID": "…"}`; any current session is revoked, then a 60-minute
 *   session is attested. Read once and removed from the element (it is a credential).
 * @attr theme - `light`, `dark` or `auto` (default): without a theme from `styles`, `auto` follows the
 *   visitor's `prefers-color-scheme`.
 * @attr styles - Theme as JSON; also settable as an object through the `styles` property.
 * @attr locale - The language (a BCP 47 tag such as `fr` or `pt-BR`); default: the element's or the page's
 *   `lang`, else the browser's languages. 25 languages; any other means English.
 * @attr strings - Texts in place of the built-in ones, per locale, as JSON (`strings` property): e.g.
 *   `{"en": {"consent": {"allow": "Continue"}}}`; `{0}`, `{1}` … stand for a text's values.
 * @attr cookie-options - Cookie names, path and domain as JSON (`cookieOptions` property).
 * @event idp-event - `idp_no_session` (no session: show `<idp-login>` beside it; the flow goes on once the user
 *   is logged in), `idp_consent_denied` (`{ clientId }`: the user chose "Deny"; with a redirect it comes before
 *   `idp_flow_complete`), `idp_flow_complete` (`{ flow: 'authorize' | 'logout' }`, just before the browser leaves
 *   for the relying party).
 * @event idp-error - Something failed: `no_session`, `missing_parameter`, `invalid_redirect_uri`,
 *   `config_error`, or the provider's error type. `detail: { message, type, status? }`.
 * @csspart logo - The client's logo (at most 50 × 100 px); `client-logo` when it is the client's own.
 * @csspart scopes - The list of what the application will be able to do.
 * @csspart ungrantable - The note listing the scopes the user cannot grant.
 * @csspart allow - The "Allow" button (also `button`).
 * @csspart deny - The "Deny" button (also `button`).
 * @csspart yes - The "Yes" button of "Log out?" (also `button`).
 * @csspart no - The "No" button of "Log out?" (also `button`).
 * @hook data-idp-action=allow - "Allow" on the consent screen.
 * @hook data-idp-action=deny - "Deny" on the consent screen.
 * @hook data-idp-action=confirm-logout - "Yes" on "Log out?".
 * @hook data-idp-action=cancel-logout - "No" on "Log out?".
 */
export const IdpConsentElement = widgetElement(
  'identityProvider',
  [],
  // `authTokenParams` is no React prop: the consent flow reads its attribute once and removes it.
  ['authTokenParams'],
);

export const IDP_CONSENT_TAG = 'idp-consent';
