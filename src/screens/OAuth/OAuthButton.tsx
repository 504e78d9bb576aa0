import { ProviderButton } from '../../components/ProviderButton';
import type { OAuthProviderType } from '../../config/config';
import { useOAuthMessages } from './useOAuthMessages';
import { ProviderMark } from './marks';
import { PROVIDER_NAMES } from '../../api/oauth';

/** "Continue with {Provider}", `id="oauth-{provider}"` (docs/protocol.md#the-calls), the mark before the text. */
export function OAuthButton({
  provider,
  loading,
  onClick,
}: {
  provider: OAuthProviderType;
  loading: boolean;
  onClick(): void;
}) {
  const m = useOAuthMessages();
  return (
    <ProviderButton
      variant="secondary"
      id={`oauth-${provider}`}
      part="button oauth-button"
      data-idp-action={`oauth-${provider}`}
      loading={loading}
      onClick={onClick}
    >
      <ProviderMark provider={provider} />
      {m.continueWith(PROVIDER_NAMES[provider])}
    </ProviderButton>
  );
}
