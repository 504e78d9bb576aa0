import { consentMessages, type ConsentMessages } from '../../i18n/consent';
import { useTexts } from '../../kit/context';

/** The consent texts in the element's language, with the site's overrides. */
export const useConsentMessages = (): ConsentMessages => useTexts('consent', consentMessages);
