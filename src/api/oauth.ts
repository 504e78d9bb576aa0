import type { Http } from './http';
import type { AuthResp } from './types';

/** The social sign-in providers (docs/protocol.md#the-calls), by the name the start URL takes. */
export type OAuthProviderType =
  | 'google'
  | 'microsoft'
  | 'apple'
  | 'github'
  | 'gitlab'
  | 'facebook'
  | 'discord'
  | 'salesforce'
  | 'slack'
  | 'amazon'
  | 'bitbucket'
  | 'linkedin'
  | 'coinbase'
  | 'twitch'
  | 'twitter'
  | 'tiktok'
  | 'snapchat'
  | 'figma'
  | 'yahoo';

/**
 * Every provider once, with the name its button says (brand names, the same in every language). A
 * record, so that the compiler checks the list against {@link OAuthProviderType}.
 */
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

/** The 19 social sign-in providers (docs/protocol.md#the-calls), in the wire's order. */
export const OAUTH_PROVIDERS = Object.keys(PROVIDER_NAMES) as OAuthProviderType[];

export const isOAuthProvider = (value: unknown): value is OAuthProviderType =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(PROVIDER_NAMES, value);

/** The query of the OAuth start (docs/protocol.md#the-calls), in the order the published client writes it. */
export interface OAuthStartQuery {
  public_token: string;
  /** Only when bootstrap requires PKCE for OAuth: a fresh pair per start, namespace `oauth`. */
  code_challenge?: string;
  /** Space-joined. */
  custom_scopes?: string;
  /** Each sent as `provider_{key}`. */
  provider_params?: Record<string, string>;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

/**
 * `GET {oauthBase}/v1/public/oauth/{provider}/start?…`: not an API call but the address of a top-level navigation
 * (not under `/sdk/v1`).
 */
export function startUrl(oauthBase: string, provider: string, query: OAuthStartQuery): string {
  const params = new URLSearchParams({ public_token: query.public_token });
  if (query.code_challenge) params.set('code_challenge', query.code_challenge);
  if (query.custom_scopes) params.set('custom_scopes', query.custom_scopes);
  for (const [key, value] of Object.entries(query.provider_params ?? {}))
    params.set(`provider_${key}`, value);
  if (query.login_redirect_url) params.set('login_redirect_url', query.login_redirect_url);
  if (query.signup_redirect_url) params.set('signup_redirect_url', query.signup_redirect_url);
  return `${oauthBase}/v1/public/oauth/${encodeURIComponent(provider)}/start?${params.toString()}`;
}

/** Body of `POST /oauth/authenticate`. */
export interface OAuthAuthenticateRequest {
  token: string;
  session_duration_minutes: number;
  /** The `oauth` namespace's verifier, when the start sent a challenge. */
  code_verifier?: string;
}

/** What the provider's sign-in gave: its tokens for the app's own calls to the provider. */
export interface ProviderValues {
  access_token: string;
  id_token: string;
  refresh_token?: string;
  scopes: string[];
  expires_at: string | null;
}

/** The `data` of `POST /oauth/authenticate` (docs/protocol.md#the-calls). */
export interface OAuthAuthenticateResponse extends AuthResp {
  provider_subject: string;
  provider_type: string;
  profile_picture_url?: string;
  locale?: string;
  provider_values: ProviderValues;
}

/** Exchanges the token the provider's redirect carried (`?stytch_token_type=oauth&token=…`) for a session. */
export function authenticate(http: Http, body: OAuthAuthenticateRequest): Promise<OAuthAuthenticateResponse> {
  return http.post<OAuthAuthenticateResponse>('/oauth/authenticate', body);
}
