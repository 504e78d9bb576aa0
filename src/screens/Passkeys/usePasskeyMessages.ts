import { passkeyMessages, type PasskeyMessages } from '../../i18n/passkeys';
import { useTexts } from '../../kit/context';

/** The passkey texts in the element's language, with the site's overrides. */
export const usePasskeyMessages = (): PasskeyMessages => useTexts('passkeys', passkeyMessages);
