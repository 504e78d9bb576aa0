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
export { loginWithMagicLink, loginWithPasscode } from './playwright';
export type {
  MagicLinkLogin,
  MagicLinkLoginOptions,
  PasscodeLogin,
  PasscodeLoginOptions,
} from './playwright';
export { openOnSecondDevice, simulateLinkScanner } from './devices';
export type { LinkScannerOptions, LinkScannerVisit, SecondDevice } from './devices';
export { addVirtualAuthenticator } from './authenticator';
export type { VirtualAuthenticator, VirtualAuthenticatorOptions, VirtualCredential } from './authenticator';
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
