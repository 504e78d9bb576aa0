import { oauthMessages, type OAuthMessages } from '../../i18n/oauth';
import { useTexts } from '../../kit/context';

/** The social sign-in texts in the element's language, with the site's overrides. */
export const useOAuthMessages = (): OAuthMessages => useTexts('oauth', oauthMessages);
