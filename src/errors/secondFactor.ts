/**
 * The error types of the second factor, shared by the emulator (which answers them) and the two-factor step (which
 * words them in the element's language: `twoFactor.errors`, in the two-factor chunk and every locale).
 */

/** The authenticator-app (TOTP) and recovery-code error types (emulator/services/totps.ts, emulator/routes/totps/). */
export const TOTP_ERROR_TYPES = [
  'active_totp_exists',
  'totps_not_found_for_user',
  'totp_not_found',
  'invalid_totp_code',
  'expired_totp',
  'unable_to_authenticate_totp',
  'totp_code_already_authenticated',
  'recovery_code_used_as_totp_code',
  'totp_code_used_as_recovery_code',
  'unable_to_authenticate_recovery_code',
  'invalid_recovery_code',
] as const;

export type TotpErrorType = (typeof TOTP_ERROR_TYPES)[number];

/**
 * Every error type a second-factor call answers about what the user typed or did: the TOTP ones, a passcode sent by
 * text or email that is wrong, expired or used (`otps.authenticate`), and the lockout after repeated wrong codes.
 * Each has its own words in the two-factor texts, in every language.
 */
export const SECOND_FACTOR_ERROR_TYPES = [
  ...TOTP_ERROR_TYPES,
  'otp_code_not_found',
  'unable_to_auth_otp_code',
  'invalid_code',
  'user_lock_limit_reached',
] as const;

export type SecondFactorErrorType = (typeof SECOND_FACTOR_ERROR_TYPES)[number];
