import { useEffect } from 'react';
import { Screen } from '../flow/screens';
import type { IdpClient } from '../client';
import type { AuthStore } from '../store/createAuthStore';

/** Screens that say the user is logged in: a logout (here or in another tab) makes them untrue. */
const LOGGED_IN_SCREENS: ReadonlySet<Screen> = new Set([
  Screen.PasswordConfirmation,
  Screen.OTPConfirmation,
  Screen.PasskeyConfirmation,
  Screen.CryptoConfirmation,
]);

/**
 * Screens that wait for the user to finish logging in somewhere else (an emailed link). Not the passcode
 * screen: its login happens here, and its own confirmation follows.
 */
const WAITING_SCREENS: ReadonlySet<Screen> = new Set([
  Screen.EmailConfirmation,
  Screen.PasswordForgot,
  Screen.PasswordSetNew,
  Screen.PasswordDedupe,
]);

/**
 * `<idp-login>` follows the session (issue 15): after a logout, in this tab or another, a "Success!" screen goes
 * back to Main; a login finished elsewhere (the emailed link opened in another tab) turns a "Check your email"
 * kind of screen into the success state.
 */
export function useFollowSession(client: IdpClient, store: AuthStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    return client.session.onChange((session) => {
      const { screen } = store.getState();
      if (!session && LOGGED_IN_SCREENS.has(screen)) store.getState().backToMain();
      else if (session && WAITING_SCREENS.has(screen)) store.getState().goTo(Screen.PasswordConfirmation);
    });
  }, [client, store, enabled]);
}
