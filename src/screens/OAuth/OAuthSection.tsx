import { useEffect, useState } from 'react';
import { ConfigErrorNotice } from '../../components/ConfigErrorNotice';
import { Column } from '../../components/Layout';
import type { OAuthProviderOptions } from '../../config/config';
import { OAuthButton } from './OAuthButton';
import type { OneTap, OneTapProps } from './oneTap/OneTap';
import { useProviders } from './options';
import { useOAuthStart } from './useOAuthStart';

type OneTapComponent = typeof OneTap;

/** Google One Tap: a chunk of its own, fetched only where a Google entry asks for it (`one_tap: true`). */
let oneTapComponent: OneTapComponent | null = null;
export const preloadOneTap = (): Promise<OneTapComponent> =>
  import('./chunks/oneTap').then((m) => (oneTapComponent = m.OneTap));

/**
 * One Tap once its chunk is here; until then (or if it cannot be downloaded) the Google button, which is what One
 * Tap falls back to anyway: the sign-in never waits for it.
 */
function OneTapOrButton(props: OneTapProps) {
  const [OneTap, setOneTap] = useState<OneTapComponent | null>(() => oneTapComponent);
  useEffect(() => {
    if (OneTap) return;
    let live = true;
    preloadOneTap().then(
      (loaded) => live && setOneTap(() => loaded),
      (error: unknown) => console.error('idp-elements: Google One Tap could not be loaded.', error),
    );
    return () => {
      live = false;
    };
  }, [OneTap]);
  if (OneTap) return <OneTap {...props} />;
  return props.bare ? null : props.fallback;
}

const isOneTap = (provider: OAuthProviderOptions) => provider.type === 'google' && provider.one_tap === true;

/**
 * The oauth product on Main: one "Continue with {Provider}" button per configured provider, in
 * configuration order; a Google entry with `one_tap` is Google One Tap, with its button as the fallback. Main draws
 * the "or" between this section and the next. A configuration it cannot use is a config error in its place.
 */
export function OAuthSection() {
  const { providers, errorText } = useProviders();
  const { pending, start } = useOAuthStart();
  // A configuration the buttons cannot use is said where they would be (the other methods still work).
  if (errorText) return <ConfigErrorNotice text={errorText} />;
  return (
    <Column $gap={12} part="oauth">
      {providers.map((provider) => {
        const button = (
          <OAuthButton
            key={provider.type}
            provider={provider.type}
            loading={pending === provider.type}
            onClick={() => start(provider)}
          />
        );
        return isOneTap(provider) ? (
          <OneTapOrButton key={provider.type} provider={provider} fallback={button} />
        ) : (
          button
        );
      })}
    </Column>
  );
}

/** One Tap the only product, not embedded-only: the element is a bare slot for the prompt, no card. */
export function BareOneTap() {
  const provider = useProviders().providers[0];
  const { pending, start } = useOAuthStart();
  if (!provider) return null;
  return (
    <OneTapOrButton
      bare
      provider={provider}
      fallback={
        <OAuthButton
          provider={provider.type}
          loading={pending === provider.type}
          onClick={() => start(provider)}
        />
      }
    />
  );
}
