/**
 * `idp-elements-emulator`: a test kit for sites that embed the idp-elements widgets (Node only; bring your own
 * Playwright). Start an identity-provider emulator on a free port, read the messages it "sends", and log a test
 * user in through `<idp-login>` by magic link or passcode, with a virtual passkey authenticator, or with test
 * crypto wallets holding real keys.
 *
 * ```ts
 * import { startEmulator, loginWithMagicLink } from 'idp-elements-emulator';
 *
 * const emulator = await startEmulator();
 * // serve your page with <idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}">
 * await page.goto('http://localhost:3000/login');
 * await loginWithMagicLink(page, { email: 'ada@example.com', inbox: emulator.inbox });
 * await emulator.close();
 * ```
 */
export { startEmulator } from './emulator';
export type { StaticFolder, TestEmulator, TestEmulatorOptions } from './emulator';
export { connectInbox } from './inbox';
export type { Inbox, InboxMessage, WaitForMessageOptions } from './inbox';
export {
  completePasswordReset,
  forgotPassword,
  loginWithMagicLink,
  loginWithPasscode,
  loginWithPassword,
  resetPassword,
} from './playwright';
export type {
  CompletePasswordResetOptions,
  ForgotPasswordOptions,
  MagicLinkLogin,
  MagicLinkLoginOptions,
  PasscodeLogin,
  PasscodeLoginOptions,
  PasswordLogin,
  PasswordLoginOptions,
  ResetPasswordOptions,
  WidgetOptions,
} from './playwright';
export { answerConsent, loginWithOAuth, loginWithPasskey, loginWithWallet, registerPasskey } from './flows';
export type { ConsentOptions, OAuthLoginOptions, PasskeyLoginOptions, WalletLoginOptions } from './flows';
export { KitError, describeWidget, hook } from './hooks';
export { kitFixtures } from './fixtures';
export type { KitFixtureOptions, KitTestFixtures, KitWorkerFixtures } from './fixtures';
export type {
  Seed,
  SecondDevice,
  SeedFactor,
  SeededSession,
  SeededUser,
  SeededUserRecord,
  SeedSessionOptions,
  SeedUserOptions,
} from './seed';
export { simulateLinkScanner } from './devices';
export type { LinkScannerOptions, LinkScannerVisit } from './devices';
export { addVirtualAuthenticator } from './authenticator';
export type { VirtualAuthenticator, VirtualAuthenticatorOptions, VirtualCredential } from './authenticator';
export { totpCode } from './totp';
export { ethereumKey, injectWallets, solanaKey } from './wallets';
export type { EthereumKey, InjectedWallets, SolanaKey, WalletBehaviour } from './wallets';
export {
  CAPTCHA_PUBLIC_TOKEN,
  DEFAULT_PUBLIC_TOKEN,
  LUDS_PUBLIC_TOKEN,
  SIWE_PUBLIC_TOKEN,
  STRICT_PUBLIC_TOKEN,
} from '../config/defaults';
export type { EmulatorConfigInput } from '../config/load';
export type { AdjustableClock, Clock } from '../clock';
