import type { OAuthStartOptions } from '../../client';
import type { OAuthOptions, OAuthProviderOptions, OAuthProviderType } from '../../config/config';

/** The providers' names as their buttons say them (SPEC §1, §2): brand names, the same in every language. */
export const PROVIDER_NAMES: Record<OAuthProviderType, string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

/** A configured button's start (SPEC §3 oauthOptions → WIRE.md §4.4): the redirect URLs and its own options. */
export function startOptions(oauth: OAuthOptions, provider: OAuthProviderOptions): OAuthStartOptions {
  const options: OAuthStartOptions = {};
  if (oauth.loginRedirectURL) options.login_redirect_url = oauth.loginRedirectURL;
  if (oauth.signupRedirectURL) options.signup_redirect_url = oauth.signupRedirectURL;
  if (provider.custom_scopes?.length) options.custom_scopes = provider.custom_scopes;
  if (provider.provider_params) options.provider_params = provider.provider_params;
  return options;
}
