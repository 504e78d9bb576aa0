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
  wrongCode: string;
  reusedCode: string;
  wrongRecovery: string;
  usedRecovery: string;
  lockedUntil: (time: string) => string;
  locked: string;
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
  wrongCode: 'That code is not right. Check the code and try again.',
  reusedCode: 'That code was already used. Wait for the next code in your app.',
  wrongRecovery: 'That recovery code is not right. Check it and try again.',
  usedRecovery: 'That recovery code was already used. Each recovery code works once: try another one.',
  lockedUntil: (time: string) => `Too many wrong codes. Try again after ${time}.`,
  locked: 'Too many wrong codes. Try again later.',
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
