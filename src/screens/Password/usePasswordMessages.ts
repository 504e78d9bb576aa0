import { passwordMessages, type PasswordMessages } from '../../i18n/passwords';
import { useTexts } from '../../kit/context';

/** The password texts in the element's language, with the site's overrides. */
export const usePasswordMessages = (): PasswordMessages => useTexts('password', passwordMessages);
