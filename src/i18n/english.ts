/**
 * English as one {@link Translations} object, assembled from the tables each chunk carries. For tests and tools
 * only: the widget never imports it (that would pull every product's texts into the entry).
 */
import { en } from './en';
import { passwordMessages } from './passwords';
import { passkeyMessages } from './passkeys';
import { cryptoMessages } from './crypto';
import { oauthMessages } from './oauth';
import { consentMessages } from './consent';
import { twoFactorMessages } from './twoFactor';
import { strengthMessages } from './strength';
import { accountMessages } from '../account/messages';
import { noScriptMessages } from './noScript';
import { landingMessages } from './landing';
import { passkeyOfferMessages } from './passkeyOffer';
import { LOADER_MESSAGES } from './loaderMessages';
import { englishErrors } from './widgetTexts';
import type { Translations } from './types';

export const english: Translations = {
  ...en,
  password: passwordMessages,
  passkeys: passkeyMessages,
  crypto: cryptoMessages,
  oauth: oauthMessages,
  consent: consentMessages,
  twoFactor: twoFactorMessages,
  landing: landingMessages,
  passkeyOffer: passkeyOfferMessages,
  errors: englishErrors(),
  loader: { ...LOADER_MESSAGES },
  strength: strengthMessages,
  account: accountMessages,
  server: noScriptMessages,
};
