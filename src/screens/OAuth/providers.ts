import type { OAuthStartOptions } from '../../client';
import type { OAuthOptions, OAuthProviderOptions } from '../../config/config';

/** A configured button's start (oauthOptions → docs/protocol.md#the-calls): the redirect URLs and its own options. */
export function startOptions(oauth: OAuthOptions, provider: OAuthProviderOptions): OAuthStartOptions {
  const options: OAuthStartOptions = {};
  if (oauth.loginRedirectURL) options.login_redirect_url = oauth.loginRedirectURL;
  if (oauth.signupRedirectURL) options.signup_redirect_url = oauth.signupRedirectURL;
  if (provider.custom_scopes?.length) options.custom_scopes = provider.custom_scopes;
  if (provider.provider_params) options.provider_params = provider.provider_params;
  return options;
}
