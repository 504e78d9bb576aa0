/**
 * The store's types for the rest of the emulator: `Store` and every repository's records. Type-only; each type is
 * defined in its repository module (store/index.ts lists them).
 */
export type { Store } from './index';
export type { CountersRepository } from './counters';
export type { CryptoWalletChallengeRecord, CryptoWalletRecord, CryptoWalletType } from './crypto-wallets';
export type { EventDrops, EventRecord } from './events';
export type { IdpCodeRecord, IdpConsentRecord, IdpTokenKind, IdpTokenRecord } from './idp';
export type { MagicLinkKind, MagicLinkRecord } from './magic-links';
export type { MessageChannel, MessageQuery, MessageRecord } from './messages';
export type {
  OAuthFlowRecord,
  OAuthRegistrationPatch,
  OAuthRegistrationRecord,
  OAuthTokenRecord,
  OneTapCallbackRecord,
} from './oauth-logins';
export type { OtpChannel, OtpCodeRecord } from './otp-codes';
export type { WebAuthnChallengeRecord, WebAuthnRegistrationRecord } from './passkeys';
export type { PasswordRecord, PasswordResetRecord } from './passwords';
export type { AuthenticationFactor, SessionRecord } from './sessions';
export type { SigningKeyRecord } from './signing-keys';
export type { TotpRecord, TotpRecoveryCodeRecord } from './totps';
export type { EmailRecord, PhoneNumberRecord, UserPatch, UserRecord, UserStatus } from './users';
