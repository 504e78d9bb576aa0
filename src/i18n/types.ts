/**
 * The shape of one language's texts: every user-visible string of every element and product. English is the typed
 * source of truth, kept split where it ships (the entry's `en`, each product chunk's own table); every other
 * language is one lazily loaded module (src/i18n/locales/) that fills this whole shape.
 */
import type { Messages } from './en';
import type { PasswordMessages } from './passwords';
import type { PasskeyMessages } from './passkeys';
import type { CryptoMessages } from './crypto';
import type { OAuthMessages } from './oauth';
import type { ConsentMessages } from './consent';
import type { TwoFactorMessages } from './twoFactor';
import type { StrengthMessages } from './strength';
import type { AccountMessages } from '../account/messages';
import type { ServerMessages } from './noScript';
import type { LandingMessages } from './landing';
import type { PasskeyOfferMessages } from './passkeyOffer';
import type { CatalogueErrorType } from '../errors/catalogue';

/** What the user sees for a failed call: by server error type, and for client-side failures. */
export interface ErrorMessages {
  catalogue: Record<CatalogueErrorType, string>;
  /** The request never got an answer (offline, refused, timed out). */
  network: string;
  /** The answer was not the JSON the client expects. */
  unexpected: string;
  /** Any other failure. */
  unknown: string;
}

/** The loader's own texts (a chunk that could not be downloaded), shown without React. */
export interface LoaderMessages {
  loadFailed: string;
  retry: string;
  reloadNeeded: string;
  reload: string;
}

export interface Translations extends Omit<Messages, 'password' | 'passkeys'> {
  /** All password texts (the entry's `en.password` holds only the reset title). */
  password: PasswordMessages;
  /** All passkey texts (the entry's `en.passkeys` holds only the registration title). */
  passkeys: PasskeyMessages;
  crypto: CryptoMessages;
  /** Social sign-in and Google One Tap. */
  oauth: OAuthMessages;
  /** `<idp-consent>`: the consent and logout screens. */
  consent: ConsentMessages;
  /** The second factor after the first, and authenticator-app enrolment. */
  twoFactor: TwoFactorMessages;
  /** `<idp-login>` on a redirect page (emailed links, social sign-in), and "Check your email" after expiry. */
  landing: LandingMessages;
  /** The passkey offered after a password or passcode login. */
  passkeyOffer: PasskeyOfferMessages;
  errors: ErrorMessages;
  loader: LoaderMessages;
  /** Password-strength advice, by the checker's feedback keys. */
  strength: StrengthMessages;
  /**
   * `<idp-account>`: its sections and the step-up check. Not in the locale tables (src/i18n/locales/): each
   * language's are a chunk of the account element's own (src/account/locales/), which it adds when it loads.
   */
  account?: AccountMessages;
  /** The server render's texts (idp-elements/ssr). */
  server: ServerMessages;
}

/**
 * The parts of {@link Translations} that the entry's `en` does not carry at all: a product's part, the error,
 * loader and server texts. A new part declared in `Translations` is one of these by itself.
 */
export type NotCorePart = Exclude<keyof Translations, keyof Messages>;

/**
 * The product parts of {@link Translations} whose English lives in a product chunk, not the entry: every part the
 * entry does not carry but the error, loader and server texts, and the two the entry carries a piece of.
 */
export type ChunkPart = Exclude<NotCorePart, 'errors' | 'loader' | 'server'> | 'password' | 'passkeys';
