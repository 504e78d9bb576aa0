/**
 * The headless client's OAuth area (docs/protocol.md#the-calls): the start of each provider's sign-in (a top-level navigation)
 * and the redirect page's authenticate. A chunk of its own, loaded with the oauth product's chunk or on first use.
 */
import * as oauthApi from '../api/oauth';
import type { Bootstrap } from '../api/types';
import { isHttpUrl } from '../platform/types';
import type { Core } from './core';
import { DEFAULT_SESSION_DURATION_MINUTES, toAuthResult } from './shared';
import type { IdpClient, OAuthResult, OAuthStartOptions } from './types';

/** The core's parts the area uses; `apiUrl` is the start's host unless bootstrap names a custom domain. */
export type OAuthContext = Pick<
  Core,
  'http' | 'manager' | 'pkce' | 'platform' | 'publicToken' | 'apiUrl' | 'events'
> & { bootstrap(): Promise<Bootstrap> };

/** The start's host (docs/protocol.md#where-the-calls-go): `https://{cname_domain}` when bootstrap sets one, else the API's base. */
export function oauthBase(apiUrl: string, bootstrap: Pick<Bootstrap, 'cnameDomain'>): string {
  return bootstrap.cnameDomain ? `https://${bootstrap.cnameDomain}` : apiUrl;
}

/** Why a start's options cannot be used, or null. The redirect URLs are followed by the browser: http(s) only. */
function invalidStartOptions(options: OAuthStartOptions): string | null {
  for (const key of ['login_redirect_url', 'signup_redirect_url'] as const) {
    const url = options[key];
    if (url !== undefined && (typeof url !== 'string' || !isHttpUrl(url)))
      return `${key} must be an http(s) URL`;
  }
  const scopes: unknown = options.custom_scopes;
  if (scopes !== undefined && !(Array.isArray(scopes) && scopes.every((s) => typeof s === 'string'))) {
    return 'custom_scopes must be an array of strings';
  }
  const params: unknown = options.provider_params;
  if (
    params !== undefined &&
    (typeof params !== 'object' ||
      params === null ||
      Object.entries(params).some(([k, v]) => !k || typeof v !== 'string'))
  ) {
    return 'provider_params must be an object of strings';
  }
  return null;
}

/**
 * What the client's `oauth` facade calls: `oauth.{provider}.start(options)` is `start(provider, options)` (the
 * facade takes any name; this area refuses those that are not a provider).
 */
export interface OAuthArea {
  start(provider: string, options?: OAuthStartOptions): Promise<void>;
  authenticate: IdpClient['oauth']['authenticate'];
}

export function oauthArea(ctx: OAuthContext): OAuthArea {
  const { http, manager, pkce, platform } = ctx;

  async function start(provider: string, options: OAuthStartOptions = {}): Promise<void> {
    if (!oauthApi.isOAuthProvider(provider)) {
      throw new TypeError(
        `oauth.${provider}: not a provider; use one of ${oauthApi.OAUTH_PROVIDERS.join(', ')}.`,
      );
    }
    const problem = invalidStartOptions(options);
    if (problem) throw new TypeError(`oauth.${provider}.start: ${problem}.`);
    const bootstrap = await ctx.bootstrap();
    const query: oauthApi.OAuthStartQuery = { public_token: ctx.publicToken };
    // A new pair for every start; without PKCE a pair left by an earlier start must not be sent later.
    if (bootstrap.pkceRequiredForOAuth) query.code_challenge = (await pkce.createNew('oauth')).code_challenge;
    else pkce.clear('oauth');
    if (options.custom_scopes?.length) query.custom_scopes = options.custom_scopes.join(' ');
    if (options.provider_params) query.provider_params = options.provider_params;
    if (options.login_redirect_url) query.login_redirect_url = options.login_redirect_url;
    if (options.signup_redirect_url) query.signup_redirect_url = options.signup_redirect_url;
    ctx.events.log('start_oauth_flow', {
      provider_type: provider,
      custom_scopes: options.custom_scopes,
      cname_domain: bootstrap.cnameDomain,
      pkce: bootstrap.pkceRequiredForOAuth,
      provider_params: options.provider_params,
    });
    platform.navigation.assign(oauthApi.startUrl(oauthBase(ctx.apiUrl, bootstrap), provider, query));
  }

  async function authenticate(
    token: string,
    opts: { session_duration_minutes?: number } = {},
  ): Promise<OAuthResult> {
    if (typeof token !== 'string' || !token.trim()) {
      throw new TypeError('oauth.authenticate: the token of the redirect URL is required.');
    }
    const body: oauthApi.OAuthAuthenticateRequest = {
      token,
      session_duration_minutes: opts.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
    };
    const pair = pkce.get('oauth');
    if (pair) body.code_verifier = pair.code_verifier;
    const resp = await oauthApi.authenticate(http, body);
    pkce.clear('oauth');
    manager.applyAuthResponse(resp);
    const result: OAuthResult = {
      ...toAuthResult(resp),
      providerType: resp.provider_type,
      providerSubject: resp.provider_subject,
      providerValues: resp.provider_values,
    };
    if (resp.profile_picture_url) result.profilePictureUrl = resp.profile_picture_url;
    if (resp.locale) result.locale = resp.locale;
    return result;
  }

  return { start, authenticate };
}
