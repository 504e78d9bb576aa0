/**
 * The DOM events an element fires (bubbling, composed, so a page can listen on the element or on `document`).
 * `detail` never carries a session token, a JWT or a code verifier.
 */
export const EVENT = {
  /** A step completed; `detail: IdpEventDetail`. */
  event: 'idp-event',
  /** Something failed; `detail: IdpErrorDetail` with the message the user was shown. */
  error: 'idp-error',
} as const;

export type IdpEventType =
  /** The magic-link email was sent. data: `{ email, userId?, emailId?, userCreated? }` (the send's answer) */
  | 'magic_link_sent'
  /** The user chose "Try again" on the email confirmation. data: `{ email }` */
  | 'magic_link_try_again'
  /** A one-time passcode was sent. data: `{ channel, destination }` */
  | 'otp_sent'
  /** A password-reset email was sent (forgot password, a reset-required account, a passwordless user). data: `{ email }` */
  | 'password_reset_sent'
  /** A login finished and a session exists. data: `{ method, userId }` */
  | 'authenticate_flow_complete'
  /** `<idp-passkey-register>` created a passkey. data: `{ webauthnRegistrationId, userId }` */
  | 'passkey_registered'
  /** "Done" on `<idp-passkey-register>`'s success screen. data: `{}` */
  | 'passkey_done'
  /** "Log out" in the optional logged-in view, or on `<idp-account>`, ended the session. data: `{}` */
  | 'logout'
  /**
   * A social button sent the browser to the provider's sign-in (docs/protocol.md#the-calls), just before the page unloads.
   * data: `{ provider, customScopes }`
   */
  | 'start_oauth_flow'
  /**
   * The Google One Tap prompt went away without an account chosen: the user closed it or tapped outside it, or
   * Google skipped it. The "Continue with Google" button stays. data: `{ reason }` (Google's skipped reason:
   * `user_cancel`, `tap_outside`, `auto_cancel`, `issuing_failed`)
   */
  | 'one_tap_cancelled'
  /**
   * `<idp-consent>` found no session for an authorize request ("No active session detected"): show `<idp-login>`
   * there; once the user is logged in, the consent flow goes on by itself. data: `{}`
   */
  | 'idp_no_session'
  /**
   * The user chose "Deny" on `<idp-consent>`: fired before the browser goes back to the relying party with
   * `access_denied` (then `idp_flow_complete` follows), or, when the provider gave no redirect, as the denial
   * message shows. data: `{ clientId }`
   */
  | 'idp_consent_denied'
  /**
   * `<idp-consent>` finished its flow: for `authorize`, just before the browser goes to the relying party's
   * redirect (granted, denied or no consent needed); for `logout`, after the session was revoked, just before
   * the browser goes to the post-logout redirect. data: `{ flow: 'authorize' | 'logout' }`
   */
  | 'idp_flow_complete'
  /** `<idp-account>` has no logged-in user to show (none, or the session ended): show `<idp-login>`. data: `{}` */
  | 'account_no_session'
  /**
   * `<idp-account>` saved a change. data: `{ section, action }`, e.g. `{ section: 'emails', action: 'added' }`
   * (sections: profile, emails, phones, password, apps, connectedAccounts, wallets; actions: saved, added,
   * removed, revoked, reset_sent)
   */
  | 'account_updated'
  /** `<idp-account>` re-verified the user (a step-up) before a sensitive change. data: `{ method }` */
  | 'step_up_complete'
  /**
   * `mfaOptions`: the second factor after the first succeeded, before the success screen; the session now carries
   * both factors. data: `{ method }` (`totp`, `otp_sms`, `otp_email`, `recovery_code`)
   */
  | 'second_factor_complete'
  /** `mfaOptions.required: "always"`: the user set up an authenticator app (its first code verified it). data: `{ method: 'totp' }` */
  | 'second_factor_enrolled'
  /** A recovery code stood in for the authenticator app (it cannot be used again). data: `{}` */
  | 'recovery_code_used';

export interface IdpEventDetail {
  type: IdpEventType;
  data: Record<string, unknown>;
}

export interface IdpErrorDetail {
  /** What the user saw: the catalogue message for known error types, else the server's text. */
  message: string;
  /** Server error type, or a client-side kind such as `network_error` or `config_error`. */
  type: string;
  /** HTTP status when the error came from the API, 0 for network failures. */
  status?: number;
}

export interface IdpEventMap {
  'idp-event': CustomEvent<IdpEventDetail>;
  'idp-error': CustomEvent<IdpErrorDetail>;
}

/** Fires a widget event on the host element. */
export function dispatchWidgetEvent<K extends keyof IdpEventMap>(
  host: EventTarget | null | undefined,
  name: K,
  detail: IdpEventMap[K]['detail'],
): void {
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}
