import type { TotpErrorType } from './secondFactor';

/**
 * The error catalogue, kept as data and shared by the widget and the emulator.
 *
 * `ERROR_CATALOGUE` maps every server `error_type` that the UI translates to the message the user sees, and
 * gives the HTTP status the emulator answers it with. Any error type not listed here is shown with the
 * server's own `error_message`.
 */
export const ERROR_CATALOGUE = {
  invalid_email: { status: 400, message: 'Email format is invalid.' },
  invalid_phone_number: {
    status: 400,
    message: 'Phone number format is invalid. Ensure the phone number is in the E.164 format.',
  },
  unsubscribed_phone_number: { status: 400, message: 'Phone is unsubscribed; resubscribe by texting START.' },
  inactive_email: {
    status: 400,
    message:
      'The email address is marked as inactive. Please try another email address, or contact your admin if you think this is a mistake.',
  },
  unauthorized_credentials: { status: 401, message: 'Unauthorized credentials.' },
  user_unauthenticated: {
    status: 401,
    message: 'Must have an active session to call this method. Have you logged in yet?',
  },
  email_not_found: { status: 404, message: 'Email not found.' },
  unable_to_auth_magic_link: {
    status: 401,
    message:
      'The magic link could not be authenticated because it was either already used or expired. Please try again.',
  },
  no_user_password: { status: 400, message: 'Password not found for this user. Please try again.' },
  breached_password: {
    status: 400,
    message: 'Password appears in the list of breached passwords and must be reset.',
  },
  reset_password: { status: 400, message: 'Password must be reset.' },
  oauth_token_not_found: { status: 404, message: 'OAuth Token could not be found.' },
  invalid_code: { status: 400, message: 'Code format is invalid, please try again.' },
  member_password_not_found: { status: 404, message: 'Member password not found.' },
  oauth_flow_callback_error: {
    status: 400,
    message: 'An error was encountered in the callback of the OAuth flow. Please try again.',
  },
  unauthorized_action: { status: 403, message: 'Unauthorized action.' },
  user_lock_limit_reached: {
    status: 429,
    message: 'Too many failed authentication attempts. Please try again later.',
  },
  invalid_session_token: { status: 401, message: 'Invalid session token.' },
  session_not_found: { status: 404, message: 'Session not found.' },
  invalid_phone_number_country_code: {
    status: 400,
    message: "The phone number's country code is invalid, unsupported, or disabled.",
  },
  otp_code_not_found: { status: 404, message: 'Invalid passcode, please try again.' },
  duplicate_member_phone_number: {
    status: 409,
    message: 'A member with the specified phone number already exists for this organization.',
  },
  /** A rate limit: `{0}` is the wait (the answer's `Retry-After`), in words of the element's language. */
  too_many_requests: { status: 429, message: 'Too many attempts. Please try again in {0}.' },
} as const satisfies Record<string, { status: number; message: string }>;

/** An error type the UI translates. */
export type CatalogueErrorType = keyof typeof ERROR_CATALOGUE;

/**
 * Error types the emulator emits beyond the catalogue. The widget shows their server `error_message` verbatim,
 * except the second factor's (`TotpErrorType`, secondFactor.ts): the two-factor step has words for those.
 */
export type ServerOnlyErrorType =
  | 'bad_request'
  | 'invalid_domain'
  | 'invalid_public_key_credential'
  | 'duplicate_webauthn_registration'
  | 'webauthn_registration_not_found'
  | 'captcha_required'
  | 'invalid_request_body'
  | 'invalid_public_token'
  | 'unauthorized_public_token'
  | 'invalid_redirect_url'
  | 'invalid_pkce_code_verifier'
  | 'pkce_mismatch'
  | 'payload_too_large'
  | 'not_found'
  | 'internal_server_error'
  | 'user_not_found'
  | 'session_expired'
  | 'weak_password'
  | 'duplicate_email'
  | 'unauthorized_origin'
  | 'invalid_crypto_wallet_type'
  | 'invalid_crypto_wallet_address'
  | 'invalid_siwe_params'
  | 'invalid_crypto_wallet_signature'
  | 'crypto_wallet_signature_mismatch'
  | 'crypto_wallet_challenge_not_found'
  | 'duplicate_crypto_wallet'
  | 'crypto_wallet_not_found'
  | 'phone_number_not_found'
  | 'password_not_found'
  | 'oauth_user_registration_not_found'
  | 'invalid_user_id'
  | 'duplicate_phone_number'
  | 'invalid_session_jwt'
  | 'invalid_search_query'
  | 'invite_not_found'
  | 'unable_to_auth_otp_code'
  | 'invalid_session_custom_claims'
  | 'invalid_trusted_auth_token'
  | 'trusted_auth_token_profile_not_found'
  | 'm2m_client_not_found'
  | 'connected_app_not_found'
  | 'invalid_access_token'
  | 'invalid_impersonation_token'
  | TotpErrorType;

export type { TotpErrorType };

export type ErrorType = CatalogueErrorType | ServerOnlyErrorType;

/** Error types that end the local session when a call fails with them (docs/protocol.md#what-every-call-carries). */
export const CLEAR_SESSION_ERROR_TYPES: readonly string[] = [
  'unauthorized_credentials',
  'user_unauthenticated',
  'invalid_secret_authentication',
  'session_not_found',
];

export function isCatalogueErrorType(type: string): type is CatalogueErrorType {
  return Object.prototype.hasOwnProperty.call(ERROR_CATALOGUE, type);
}

/**
 * The message a user sees for an error type, falling back to the server's own text. A rate limit's `{0}` is its
 * wait in seconds (`Retry-After`, else a minute); an element says it in its own language (widgetTexts.ts).
 */
export function catalogueMessage(type: string, serverMessage: string, retryAfterSeconds = 60): string {
  if (!isCatalogueErrorType(type)) return serverMessage;
  const wait = `${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`;
  return ERROR_CATALOGUE[type].message.replace('{0}', wait);
}
