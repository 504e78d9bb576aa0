/** Every named screen of the widgets. The widget moves between them by store transitions, not URLs. */
export const Screen = {
  Main: 'Main',
  EmailConfirmation: 'EmailConfirmation',
  Error: 'Error',
  PasskeyRegistrationStart: 'PasskeyRegistrationStart',
  PasskeyRegistrationSuccess: 'PasskeyRegistrationSuccess',
  PasskeyConfirmation: 'PasskeyConfirmation',
  PasswordResetForm: 'PasswordResetForm',
  PasswordCreateOrLogin: 'PasswordCreateOrLogin',
  PasswordForgot: 'PasswordForgot',
  PasswordBreached: 'PasswordBreached',
  PasswordSetNew: 'PasswordSetNew',
  PasswordDedupe: 'PasswordDedupe',
  PasswordConfirmation: 'PasswordConfirmation',
  OTPAuthenticate: 'OTPAuthenticate',
  OTPConfirmation: 'OTPConfirmation',
  CryptoConnect: 'CryptoConnect',
  CryptoSignMessage: 'CryptoSignMessage',
  CryptoOtherScreen: 'CryptoOtherScreen',
  CryptoSetupWallet: 'CryptoSetupWallet',
  CryptoError: 'CryptoError',
  CryptoConfirmation: 'CryptoConfirmation',
  IDPConsent: 'IDPConsent',
  LinkLanding: 'LinkLanding',
  PasskeyOffer: 'PasskeyOffer',
} as const;

export type Screen = (typeof Screen)[keyof typeof Screen];
