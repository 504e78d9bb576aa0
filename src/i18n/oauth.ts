/**
 * The One Tap error kinds that have a message: why Google One Tap could not show, said to the developer
 * above the fallback "Continue with Google" button when the public token is a test one.
 */
export type OneTapMessageKind =
  | 'origin_not_allowed_for_client'
  | 'invalid_client'
  | 'oauth_config_not_found'
  | 'no_login_redirect_urls_set'
  | 'no_signup_redirect_urls_set';

/** The social sign-in texts, in the OAuth chunk only: the login form does not carry them. */
export interface OAuthMessages {
  /** The text of each social button; the provider's name is a brand name, the same in every language. */
  continueWith: (provider: string) => string;
  /** Developer-facing, test tokens only. `{0}` of the origin message is the page's host. */
  oneTap: {
    origin_not_allowed_for_client: (host: string) => string;
    invalid_client: string;
    oauth_config_not_found: string;
    no_login_redirect_urls_set: string;
    no_signup_redirect_urls_set: string;
  };
}

export const oauthMessages: OAuthMessages = {
  continueWith: (provider) => `Continue with ${provider}`,
  oneTap: {
    origin_not_allowed_for_client: (host) =>
      `One Tap cannot show: this page's host ${host} is not an authorized JavaScript origin of the project's ` +
      'Google OAuth client. Add it in the Google API console (for local development, both http://localhost and ' +
      'http://localhost:<port>).',
    invalid_client:
      "One Tap cannot show: Google does not recognise the client ID saved in the project's Google OAuth settings.",
    oauth_config_not_found:
      'One Tap cannot show: the project has no Google OAuth client. Set one up in the OAuth settings.',
    no_login_redirect_urls_set:
      'One Tap cannot show: the project has no login redirect URLs, so oauthOptions.loginRedirectURL cannot be ' +
      'checked. Add login redirect URLs to the project.',
    no_signup_redirect_urls_set:
      'One Tap cannot show: the project has no sign-up redirect URLs, so oauthOptions.signupRedirectURL cannot ' +
      'be checked. Add sign-up redirect URLs to the project.',
  },
};
