/**
 * The redirect page's texts (docs/magic-links.md#the-redirect-page): `<idp-login>` finishing an emailed link or a
 * social sign-in, the link opened in another browser, and what "Check your email" says once its link has expired.
 * In the landing chunk only.
 */
export interface LandingMessages {
  loggingIn: string;
  /** The one click a link needs when this browser did not ask for it (link scanners click nothing). */
  confirmTitle: string;
  confirmText: string;
  /** Why the click: a mail checker opening the link must not use it up. */
  confirmWhy: string;
  confirmButton: string;
  /** The link was asked for in another browser or on another device. */
  otherDeviceTitle: string;
  otherDeviceText: string;
  /** Goes to the login form, where a new link or a code is sent to this browser. */
  otherDeviceAction: string;
  /** The link was used or has expired. */
  deadTitle: string;
  deadText: string;
  newLink: string;
  /** A social sign-in came back without a login. */
  oauthCancelled: string;
  oauthFailed: string;
  failedTitle: string;
  retry: string;
  backToLogin: string;
  /** "Check your email", once the link it waits for can no longer work. */
  linkExpired: string;
  /** "Check your email": where the link works. */
  thisBrowserOnly: string;
}

export const landingMessages: LandingMessages = {
  loggingIn: 'Logging you in…',
  confirmTitle: 'Finish logging in',
  confirmText: 'Press the button to finish logging in with the link from your email.',
  confirmWhy: 'This step keeps email security scanners from using up your link.',
  confirmButton: 'Log in',
  otherDeviceTitle: 'Open the link where you asked for it',
  otherDeviceText:
    'This link was requested in another browser or on another device, and for your safety it only works there. ' +
    'Open it there, or get a new link or code here.',
  otherDeviceAction: 'Get a new link on this device',
  deadTitle: 'This link no longer works',
  deadText: 'It was already used or it has expired. Ask for a new one.',
  newLink: 'Send a new link',
  oauthCancelled: 'Sign-in was cancelled.',
  oauthFailed: 'The sign-in provider did not log you in. Please try again.',
  failedTitle: 'Login failed',
  retry: 'Try again',
  backToLogin: 'Back to login',
  linkExpired: 'The link has expired. Send a new one to log in.',
  thisBrowserOnly: 'Open the link in this browser.',
};
