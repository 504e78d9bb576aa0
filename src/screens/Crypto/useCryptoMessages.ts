import { cryptoMessages, type CryptoMessages } from '../../i18n/crypto';
import { useTexts } from '../../kit/context';

/** The crypto texts in the element's language, with the site's overrides. */
export const useCryptoMessages = (): CryptoMessages => useTexts('crypto', cryptoMessages);
