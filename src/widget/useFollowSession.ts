import { useEffect } from 'react';
import { Screen } from '../store/screens';
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
 * `<idp-login>` follows the session (issue 15): after a logout, in this tab or another, a "Success!" screen (or a
 * step after the first factor) goes back to Main; a login finished elsewhere (the emailed link opened in another
 * tab) turns a "Check your email" kind of screen into the success state. Both kinds of login finished outside the
 * element's own flow pass the seam after the first factor (`authenticated`): the emailed link's with the success
 * screen, a new OAuth session that appears on Main (an OAuth or One Tap redirect the host page completed) with none.
 */
export function useFollowSession(client: IdpClient, store: AuthStore, enabled: boolean): void {
  useEffect(() => {
    if (!enabled) return;
    let hadSession = client.session.getSync() !== null;
    return client.session.onChange((session) => {
      const fresh = session !== null && !hadSession;
      hadSession = session !== null;
      const { screen, firstFactor, backToMain, authenticated } = store.getState();
      if (!session && (LOGGED_IN_SCREENS.has(screen) || firstFactor)) backToMain();
      else if (session && WAITING_SCREENS.has(screen)) {
        authenticated({
          method: 'email_link',
          userId: session.user_id,
          success: Screen.PasswordConfirmation,
        });
      } else if (session && fresh && screen === Screen.Main) {
        // Only a redirect's login: the element's own (a passkey from Main) reports itself.
        const method = session.authentication_factors.at(-1)?.delivery_method ?? '';
        if (method.startsWith('oauth_')) authenticated({ method, userId: session.user_id, success: null });
      }
    });
  }, [client, store, enabled]);
}
