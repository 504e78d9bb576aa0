import type { SecondFactorErrorType } from '../errors/secondFactor';

/** The two-factor texts (second factor after the first, authenticator-app enrolment), in the two-factor chunk only. */
export interface TwoFactorMessages {
  title: string;
  appPrompt: string;
  sentTo: (destination: string) => string;
  codeLabel: string;
  verify: string;
  verifying: string;
  useRecovery: string;
  recoveryTitle: string;
  recoveryPrompt: string;
  recoveryLabel: string;
  backToCode: string;
  otherMethods: string;
  methodTotp: string;
  methodSms: string;
  methodEmail: string;
  sending: string;
  resend: string;
  codeSent: string;
  /**
   * What a failed second-factor call says, by the server's error type (src/errors/secondFactor.ts); never the
   * server's own words. A lockout whose end is known says when to retry (`lockedUntil`).
   */
  errors: Record<SecondFactorErrorType, string>;
  lockedUntil: (time: string) => string;
  checking: string;
  enrollTitle: string;
  enrollScan: string;
  qrAlt: string;
  enrollKey: string;
  copyKey: string;
  copied: string;
  enrollConfirm: string;
  codesTitle: string;
  codesText: string;
  copyCodes: string;
  downloadCodes: string;
  saved: string;
  continue: string;
  regenerate: string;
  recoveryFileTitle: string;
}

export const twoFactorMessages: TwoFactorMessages = {
  title: 'Two-step verification',
  appPrompt: 'Enter the 6-digit code from your authenticator app.',
  sentTo: (destination: string) => `Enter the 6-digit code we sent to ${destination}.`,
  codeLabel: 'Verification code',
  verify: 'Verify',
  verifying: 'Verifying…',
  useRecovery: 'Use a recovery code',
  recoveryTitle: 'Use a recovery code',
  recoveryPrompt: 'Enter one of the recovery codes you saved when you set up two-step verification.',
  recoveryLabel: 'Recovery code',
  backToCode: 'Use a verification code instead',
  otherMethods: 'Verify another way',
  methodTotp: 'Authenticator app',
  methodSms: 'Text message',
  methodEmail: 'Email',
  sending: 'Sending…',
  resend: 'Send a new code',
  codeSent: 'Code sent!',
  errors: {
    active_totp_exists: 'An authenticator app is already set up for your account.',
    totps_not_found_for_user: 'No authenticator app is set up for your account.',
    totp_not_found: 'This authenticator app is no longer set up for your account.',
    invalid_totp_code: 'Enter the 6-digit code your authenticator app shows.',
    expired_totp: 'This setup has expired. Start again to get a new QR code.',
    unable_to_authenticate_totp: 'That code is not right. Check the code and try again.',
    totp_code_already_authenticated: 'That code was already used. Wait for the next code in your app.',
    recovery_code_used_as_totp_code: 'That is a recovery code. To use it, choose "Use a recovery code".',
    totp_code_used_as_recovery_code:
      'That is a code from your authenticator app. To use it, choose "Use a verification code instead".',
    unable_to_authenticate_recovery_code: 'That recovery code is not right. Check it and try again.',
    invalid_recovery_code:
      'That recovery code was already used. Each recovery code works once: try another one.',
    otp_code_not_found:
      "That code didn't work. It may be mistyped, expired or already used: check it, or send a new code.",
    unable_to_auth_otp_code:
      "That code didn't work. It may be mistyped, expired or already used: check it, or send a new code.",
    invalid_code: 'Enter the 6-digit code we sent you.',
    user_lock_limit_reached: 'Too many wrong codes. Try again later.',
  },
  lockedUntil: (time: string) => `Too many wrong codes. Try again after ${time}.`,
  checking: 'Checking your account…',
  enrollTitle: 'Set up two-step verification',
  enrollScan: 'Scan this QR code with your authenticator app.',
  qrAlt: 'QR code for your authenticator app',
  enrollKey: "Can't scan it? Enter this key in the app:",
  copyKey: 'Copy key',
  copied: 'Copied!',
  enrollConfirm: 'Then enter the 6-digit code the app shows.',
  codesTitle: 'Save your recovery codes',
  codesText:
    'If you lose access to your authenticator app, each code lets you sign in once. They are shown only now: keep them somewhere safe.',
  copyCodes: 'Copy codes',
  downloadCodes: 'Download',
  saved: 'I have saved these codes',
  continue: 'Continue',
  regenerate: 'Get new codes',
  recoveryFileTitle: 'Recovery codes (each works once)',
};
