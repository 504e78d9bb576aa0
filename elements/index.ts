/**
 * idp-elements: registers the custom elements and exports the mount functions and the headless client.
 * Loading this module defines `<idp-login>`, `<idp-reset-password>`, `<idp-passkey-register>` and `<idp-consent>`.
 * It is the loader: small, without React; each element paints its first screen at once and loads its React chunk
 * (and each product's chunk) on demand.
 * The headless client is `idp-elements/headless`.
 */
import { defineOnce } from './define';
import { IdpLoginElement, IDP_LOGIN_TAG } from './login';
import { IdpResetPasswordElement, IDP_RESET_PASSWORD_TAG } from './reset-password';
import { IdpPasskeyRegisterElement, IDP_PASSKEY_REGISTER_TAG } from './passkey-register';
import { IdpConsentElement, IDP_CONSENT_TAG } from './consent';

defineOnce(IDP_LOGIN_TAG, IdpLoginElement);
defineOnce(IDP_RESET_PASSWORD_TAG, IdpResetPasswordElement);
defineOnce(IDP_PASSKEY_REGISTER_TAG, IdpPasskeyRegisterElement);
defineOnce(IDP_CONSENT_TAG, IdpConsentElement);

export { IdpLoginElement, IDP_LOGIN_TAG } from './login';
export { IdpResetPasswordElement, IDP_RESET_PASSWORD_TAG } from './reset-password';
export { IdpPasskeyRegisterElement, IDP_PASSKEY_REGISTER_TAG } from './passkey-register';
export { IdpConsentElement, IDP_CONSENT_TAG } from './consent';
export {
  mountIdentityProvider,
  mountLogin,
  mountPasskeyRegistration,
  mountResetPassword,
  MountError,
  type MountIdentityProviderOptions,
  type MountLoginOptions,
  type MountResetPasswordOptions,
  type MountCallbacks,
} from './mount';
export {
  EVENT,
  type IdpEventDetail,
  type IdpErrorDetail,
  type IdpEventType,
} from '../src/events/widgetEvents';
export type { LoginConfig, Product } from '../src/config/config';
export type { Theme } from '../src/theme/tokens';
export { DEFAULT_THEME, DARK_THEME } from '../src/theme/tokens';

export type {
  IdpConfig,
  IdpStyles,
  IdpColorScheme,
  CookieOptions,
  IdpElementEventMap,
  IdpElementBase,
  IdpLoginHTMLElement,
  IdpResetPasswordHTMLElement,
  IdpPasskeyRegisterHTMLElement,
  IdpConsentHTMLElement,
  IdpAccountHTMLElement,
  IdpAuthTokenParams,
  IdpBaseProps,
  IdpLoginProps,
  IdpResetPasswordProps,
  IdpPasskeyRegisterProps,
  IdpConsentProps,
  IdpAccountProps,
  IdpAccountConfig,
  IdpAccountSection,
  IdpEventProps,
  IdpElements,
} from './types';
