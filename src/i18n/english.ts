/**
 * English as one {@link Translations} object, assembled from the tables each chunk carries. For tests and tools
 * only: the widget never imports it (that would pull every product's texts into the entry).
 */
import { en } from './en';
import { passwordMessages } from './passwords';
import { passkeyMessages } from './passkeys';
import { cryptoMessages } from './crypto';
import { LOADER_MESSAGES } from './loaderMessages';
import { ERROR_CATALOGUE, type CatalogueErrorType } from '../errors/catalogue';
import { CLIENT_ERROR_MESSAGES } from '../errors/messages';
import type { Translations } from './types';

const catalogue = Object.fromEntries(
  Object.entries(ERROR_CATALOGUE).map(([type, entry]) => [type, entry.message]),
) as Record<CatalogueErrorType, string>;

export const english: Translations = {
  ...en,
  password: passwordMessages,
  passkeys: passkeyMessages,
  crypto: cryptoMessages,
  errors: { catalogue, ...CLIENT_ERROR_MESSAGES },
  loader: { ...LOADER_MESSAGES },
};
