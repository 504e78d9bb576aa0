import { useEffect, useState } from 'react';
import type { IdpClient } from '../client';
import { Screen } from '../store/screens';
import { createAuthStore, type AuthStore } from '../store/createAuthStore';
import type { WidgetMode } from './props';
import { readLanding, withoutLanding } from './linkLanding';

/** `<idp-account>` starts on Main (the store's default), where it shows its page: src/account/AccountWidget.tsx. */
const INITIAL_SCREEN: Record<Exclude<WidgetMode, 'account'>, Screen> = {
  login: Screen.Main,
  resetPassword: Screen.PasswordResetForm,
  passkeyRegistration: Screen.PasskeyRegistrationStart,
  identityProvider: Screen.IDPConsent,
};

/** The reset token and its type: the attribute wins, else the page URL's `token` and `stytch_token_type`. */
function resetToken(
  explicit: string | undefined,
  search: string,
): { token: string; tokenType: string | null } {
  const params = new URLSearchParams(search);
  // `getAll`: an address like `?token=&token=abc` still has a token.
  const fromUrl = params.getAll('token').find((t) => t.trim() !== '') ?? '';
  return { token: explicit?.trim() || fromUrl, tokenType: params.get('stytch_token_type') };
}

/**
 * This element's store, created once on the element's first screen. `<idp-reset-password>` puts its reset token
 * there (the attribute, else the page URL's) and takes the attribute off the host.
 */
export function useWidgetStore(
  mode: WidgetMode,
  client: IdpClient,
  host: EventTarget | null,
  passwordResetToken: string | undefined,
): AuthStore {
  const [store] = useState(() => {
    // `<idp-login>` on a redirect page finishes the login its address carries, then takes the token out of it.
    const landing = mode === 'login' ? readLanding(client.platform.location.search) : null;
    const created = createAuthStore({
      bootstrap: client.bootstrap.getSync(),
      initialScreen: landing ? Screen.LinkLanding : INITIAL_SCREEN[mode as Exclude<WidgetMode, 'account'>],
    });
    if (landing) {
      created.getState().setLanding(landing);
      client.platform.navigation.replace?.(withoutLanding(client.platform.location.href));
    }
    if (mode === 'resetPassword') {
      const { token, tokenType } = resetToken(passwordResetToken, client.platform.location.search);
      created.getState().setResetToken(token, tokenType);
    }
    return created;
  });

  // A `password-reset-token` set after the element first rendered (append, then setAttribute) still counts.
  useEffect(() => {
    if (mode !== 'resetPassword' || !passwordResetToken) return;
    if (store.getState().resetPasswordState.token === passwordResetToken) return;
    const { token, tokenType } = resetToken(passwordResetToken, client.platform.location.search);
    store.getState().setResetToken(token, tokenType);
  }, [mode, passwordResetToken, store, client]);

  // Once read, the token leaves the DOM: a reset token is a credential, and r2wc mirrors string props into
  // attributes (removing the attribute does not reset the prop).
  useEffect(() => {
    if (mode === 'resetPassword' && host instanceof Element && host.hasAttribute('password-reset-token')) {
      host.removeAttribute('password-reset-token');
    }
  }, [mode, host, passwordResetToken]);

  return store;
}
