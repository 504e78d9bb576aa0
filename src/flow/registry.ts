import type { ComponentType } from 'react';
import type { LoginConfig, Product } from '../config/config';
import { MainScreen } from './MainScreen';
import { lazyComponent } from '../components/lazy';
import { PRODUCT_REGISTRY, preloadMain } from './products';
import { Screen } from '../store/screens';

/**
 * "Looks like there was an error!": in the small chunk the widget fetches once React has taken over
 * (src/widget/reactHost.tsx), so it is cached before a failure needs it.
 */
const ErrorScreen = lazyComponent(() => import('../screens/Error/ErrorScreen').then((m) => m.ErrorScreen));

const resetChunk = () => import('./chunks/resetPassword');
const PasswordResetScreen = lazyComponent(() => resetChunk().then((m) => m.PasswordResetScreen));
/** "Success!": the end of a password flow, and where a login finished in another tab lands (useFollowSession). */
const LoggedInScreen = lazyComponent(() => resetChunk().then((m) => m.PasswordConfirmationScreen));

/** `<idp-login>` on a redirect page: finishes the login its address carries (a chunk of its own). */
const LinkLanding = lazyComponent(() =>
  import('../screens/LinkLanding/linkLanding').then((m) => m.LinkLandingScreen),
);

/** Screens every login widget has, whatever its products. */
const BASE_SCREENS: Partial<Record<Screen, ComponentType>> = {
  [Screen.Main]: MainScreen,
  [Screen.Error]: ErrorScreen,
  [Screen.PasswordConfirmation]: LoggedInScreen,
  [Screen.LinkLanding]: LinkLanding,
};

/** The screen table for a set of products: a lookup, not a switch. Unknown screens fall back to Main. */
export function screensFor(products: readonly Product[]): Partial<Record<Screen, ComponentType>> {
  return Object.assign({}, BASE_SCREENS, ...products.map((p) => PRODUCT_REGISTRY[p]?.screens ?? {}));
}

/** The reset-password widget's screens (it opens on the reset form). */
export const RESET_SCREENS: Partial<Record<Screen, ComponentType>> = {
  [Screen.PasswordResetForm]: PasswordResetScreen,
  [Screen.PasswordConfirmation]: LoggedInScreen,
  [Screen.Error]: ErrorScreen,
};

const passkeyRegistrationChunk = () => import('./chunks/passkeyRegistration');
const PasskeyRegistrationStart = lazyComponent(() => passkeyRegistrationChunk().then((m) => m.StartScreen));

/** The optional logged-in view (`sessionOptions.showLoggedInView`): a chunk of its own. */
export const LoggedInView = lazyComponent(() =>
  import('../screens/Main/LoggedInView').then((m) => m.LoggedInView),
);

/** `<idp-passkey-register>`'s screens (it opens on its start screen). */
export const PASSKEY_REGISTRATION_SCREENS: Partial<Record<Screen, ComponentType>> = {
  [Screen.PasskeyRegistrationStart]: PasskeyRegistrationStart,
  [Screen.PasskeyRegistrationSuccess]: lazyComponent(() =>
    passkeyRegistrationChunk().then((m) => m.SuccessScreen),
  ),
  [Screen.Error]: ErrorScreen,
};

/** `<idp-consent>`: one screen (IDPConsent) for the consent and the logout flows, a chunk of its own. */
const IDPConsent = lazyComponent(() => import('./chunks/consent').then((m) => m.IDPConsentScreen));
export const IDP_SCREENS: Partial<Record<Screen, ComponentType>> = {
  [Screen.IDPConsent]: IDPConsent,
  [Screen.Error]: ErrorScreen,
};

/** The code of a widget's first screen, fetched before React's first render so that render is the final one. */
export function preloadFirstScreen(
  kind: 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider',
  config: LoginConfig,
): Promise<void> {
  if (kind === 'passkeyRegistration') return PasskeyRegistrationStart.preload();
  if (kind === 'identityProvider') return IDPConsent.preload();
  if (kind === 'login' && config.sessionOptions.showLoggedInView) {
    return Promise.all([preloadMain(config), LoggedInView.preload()]).then(() => undefined);
  }
  return kind === 'login' ? preloadMain(config) : PasswordResetScreen.preload();
}
