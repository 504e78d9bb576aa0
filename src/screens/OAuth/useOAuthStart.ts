import { useCallback } from 'react';
import type { OAuthProviderOptions, OAuthProviderType } from '../../config/config';
import { useWidget } from '../../kit/context';
import { useSubmission } from '../../kit/useSubmission';
import { startOptions } from './providers';

/**
 * A social button's click: the headless start (bootstrap, PKCE pair, the `start_oauth_flow` log) sends the browser
 * to the provider; the `start_oauth_flow` event follows, before the page unloads. `pending` names the provider
 * whose start is under way; a failure (e.g. PKCE on an insecure page) shows in the banner.
 */
export function useOAuthStart() {
  const { client, config, emit } = useWidget();
  const { pending, run } = useSubmission<OAuthProviderType>();
  const start = useCallback(
    (provider: OAuthProviderOptions) =>
      void run(provider.type, async () => {
        await client.oauth[provider.type].start(startOptions(config.oauthOptions, provider));
        emit('start_oauth_flow', { provider: provider.type, customScopes: provider.custom_scopes ?? [] });
      }),
    [run, client, config, emit],
  );
  return { pending, start };
}
