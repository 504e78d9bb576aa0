/**
 * `<idp-account>`'s texts (its sections, the step-up check and their messages), in the element's own chunk: the
 * other elements do not carry them. Other languages: the `account` group of each `src/i18n/locales/*.ts`.
 */
export interface AccountMessages {
  title: string;
  noSession: string;
  loading: string;
  loadFailed: string;
  retry: string;
  cancel: string;
  save: string;
  verified: string;
  unverified: string;
  /** A remove button's accessible name: `Remove ada@example.com`. */
  removeNamed: (what: string) => string;
  remove: string;
  removed: (what: string) => string;
  /** The only way left to log in cannot be removed. */
  lastMethod: string;
  // Profile
  profileTitle: string;
  firstName: string;
  middleName: string;
  lastName: string;
  nameSaved: string;
  // Email addresses and phone numbers
  emailsTitle: string;
  noEmails: string;
  addEmail: string;
  newEmail: string;
  invalidEmail: string;
  phonesTitle: string;
  noPhones: string;
  addPhone: string;
  newPhone: string;
  invalidPhone: string;
  sendCode: string;
  codeSent: (destination: string) => string;
  code: string;
  invalidCode: string;
  verify: string;
  resend: string;
  added: (what: string) => string;
  // Password
  passwordTitle: string;
  noPassword: string;
  hasPassword: string;
  currentPassword: string;
  newPassword: string;
  show: string;
  hide: string;
  setPassword: string;
  changePassword: string;
  forgot: string;
  resetSent: (email: string) => string;
  passwordChanged: string;
  // This session
  sessionTitle: string;
  device: string;
  started: string;
  lastActive: string;
  factors: string;
  deviceName: (browser: string, system: string) => string;
  unknownDevice: string;
  /** What a session factor was, by its `delivery_method` (or `type`). */
  factorNames: {
    email: string;
    sms: string;
    whatsapp: string;
    password: string;
    passkey: string;
    oauth: string;
    wallet: string;
    authenticatorApp: string;
    recoveryCode: string;
    other: string;
  };
  logOut: string;
  loggedOut: string;
  // Passkeys, connected accounts, wallets, apps
  passkeysTitle: string;
  passkeysLocked: string;
  manage: string;
  connectedTitle: string;
  noConnected: string;
  walletsTitle: string;
  noWallets: string;
  appsTitle: string;
  noApps: string;
  /** The scopes an app was granted, space-separated as the provider lists them. */
  appScopes: (scopes: string) => string;
  revoke: string;
  revokeNamed: (name: string) => string;
  revoked: (name: string) => string;
  // Step-up re-verification
  stepUpTitle: string;
  stepUpText: (minutes: number) => string;
  stepUpPassword: string;
  confirm: string;
  orCode: string;
  emailCodeTo: (email: string) => string;
  textCodeTo: (phone: string) => string;
  stepUpNone: string;
  /** Step-up with a passkey of the user. */
  stepUpPasskey: string;
  /** Step-up with the authenticator app: the code field's label. */
  stepUpApp: string;
  /** Connected accounts: links the user's account at `provider` (its name). */
  linkProvider: (provider: string) => string;
  /** Back from the provider: `provider` (its name) is now linked. */
  linked: (provider: string) => string;
  /** Back from the provider, which says the user cancelled there. */
  linkCancelled: string;
  /** Back from the provider, which did not link the account (any other error). */
  linkFailed: string;
  // Two-factor authentication
  twoFactorTitle: string;
  appOn: string;
  appOff: string;
  setUpApp: string;
  recoveryTitle: string;
  recoveryText: string;
  newCodes: string;
  codesRenewed: string;
  /** After the app was removed while new codes were being made: the user left before setting it up again. */
  setUpAgain: string;
}

export const accountMessages: AccountMessages = {
  title: 'Your account',
  noSession: 'You are not logged in. Log in to see and change your account.',
  loading: 'Loading your account…',
  loadFailed: 'Your account could not be loaded.',
  retry: 'Try again',
  cancel: 'Cancel',
  save: 'Save',
  verified: 'Verified',
  unverified: 'Not verified',
  removeNamed: (what) => `Remove ${what}`,
  remove: 'Remove',
  removed: (what) => `${what} was removed.`,
  lastMethod: 'This is your only way to log in, so it cannot be removed. Add another one first.',
  profileTitle: 'Profile',
  firstName: 'First name',
  middleName: 'Middle name',
  lastName: 'Last name',
  nameSaved: 'Your name was saved.',
  emailsTitle: 'Email addresses',
  noEmails: 'No email address yet.',
  addEmail: 'Add an email address',
  newEmail: 'New email address',
  invalidEmail: 'Enter a valid email address.',
  phonesTitle: 'Phone numbers',
  noPhones: 'No phone number yet.',
  addPhone: 'Add a phone number',
  newPhone: 'New phone number',
  invalidPhone: 'Enter the number with its country code, for example +1 212 555 0100.',
  sendCode: 'Send code',
  codeSent: (destination) => `We sent a 6-digit code to ${destination}. Enter it to verify.`,
  code: '6-digit code',
  invalidCode: 'Enter the 6-digit code.',
  verify: 'Verify',
  resend: 'Send a new code',
  added: (what) => `${what} was added.`,
  passwordTitle: 'Password',
  noPassword: 'You have no password yet. Set one to log in with your email address and a password.',
  hasPassword: 'You log in with your email address and a password.',
  currentPassword: 'Current password',
  newPassword: 'New password',
  show: 'Show password',
  hide: 'Hide password',
  setPassword: 'Set password',
  changePassword: 'Change password',
  forgot: 'Forgot it?',
  resetSent: (email) => `We sent a link to reset your password to ${email}.`,
  passwordChanged: 'Your password was saved.',
  sessionTitle: 'This session',
  device: 'Device',
  started: 'Started',
  lastActive: 'Last active',
  factors: 'Verified with',
  deviceName: (browser, system) => `${browser} on ${system}`,
  unknownDevice: 'Unknown device',
  factorNames: {
    email: 'Email',
    sms: 'Text message',
    whatsapp: 'WhatsApp',
    password: 'Password',
    passkey: 'Passkey',
    oauth: 'Social login',
    wallet: 'Crypto wallet',
    authenticatorApp: 'Authenticator app',
    recoveryCode: 'Recovery code',
    other: 'Other',
  },
  logOut: 'Log out',
  loggedOut: 'You are logged out.',
  passkeysTitle: 'Passkeys',
  passkeysLocked: 'Add, rename or delete the passkeys you log in with.',
  manage: 'Manage passkeys',
  connectedTitle: 'Connected accounts',
  noConnected: 'No account from another service is connected.',
  walletsTitle: 'Crypto wallets',
  noWallets: 'No crypto wallet is connected.',
  appsTitle: 'Connected apps',
  noApps: 'You have not allowed any app to use your account.',
  appScopes: (scopes) => `Allowed: ${scopes}`,
  revoke: 'Revoke access',
  revokeNamed: (name) => `Revoke access for ${name}`,
  revoked: (name) => `${name} can no longer use your account.`,
  stepUpTitle: 'Confirm it’s you',
  stepUpText: (minutes) =>
    `For your security, this change needs you to have logged in within the last ${minutes} minutes.`,
  stepUpPassword: 'Your password',
  confirm: 'Confirm',
  orCode: 'Or get a code:',
  emailCodeTo: (email) => `Email a code to ${email}`,
  textCodeTo: (phone) => `Text a code to ${phone}`,
  stepUpNone: 'There is no way to confirm it’s you here. Log out, then log in again.',
  twoFactorTitle: 'Two-factor authentication',
  appOn: 'On: you confirm each login with a code from your authenticator app.',
  appOff: 'Add a second step to your logins: a code from an authenticator app.',
  setUpApp: 'Set up an authenticator app',
  recoveryTitle: 'Recovery codes',
  recoveryText:
    'New codes come with a new key for your authenticator app: you scan a new QR code, and the old codes and the old entry in the app stop working.',
  newCodes: 'Get new recovery codes',
  codesRenewed: 'Your authenticator app is set up again, with new recovery codes.',
  setUpAgain: 'Set it up again to keep two-factor authentication.',
  stepUpPasskey: 'Use a passkey',
  stepUpApp: 'Code from your authenticator app',
  linkProvider: (provider) => `Link ${provider}`,
  linked: (provider) => `Your ${provider} account is now connected.`,
  linkCancelled: 'Linking was cancelled at the provider. Nothing changed.',
  linkFailed: 'The provider did not connect your account. Please try again.',
};
