import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Banner } from '../../../components/Banner';
import { Spinner } from '../../../components/Spinner';
import type { OAuthProviderOptions } from '../../../config/config';
import { useWidget } from '../../../kit/context';
import { ONE_TAP_SLOT, useOneTap } from './useOneTap';

export { ONE_TAP_HEIGHT, ONE_TAP_SLOT, RESIZE_DEBOUNCE_MS, type OneTapStatus } from './useOneTap';

const Frame = styled.div<{ $height: number; $pending: boolean }>`
  height: ${({ $height }) => $height}px;
  display: ${({ $pending }) => ($pending ? 'flex' : 'block')};
  align-items: center;
  justify-content: center;
  transition: height 0.3s ease-out;
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;

export interface OneTapProps {
  /** The `google` provider entry with `one_tap: true`. */
  provider: OAuthProviderOptions;
  /** The "Continue with Google" button, shown where One Tap is not (floating, failed, dismissed). */
  fallback: ReactNode;
  /** One Tap is the only product: a bare slot, no card; the fallback only on an error. */
  bare?: boolean;
}

/**
 * Google One Tap, its logic in useOneTap. Pending shows a spinner (size 25) in a 47 px
 * frame; a dismissed prompt leaves the fallback button; an error shows the fallback button, with a developer
 * message for test tokens. As the only product, a bare slot without the card.
 */
export function OneTap({ provider, fallback, bare = false }: OneTapProps) {
  const { messages } = useWidget();
  const { mode, state, developer, height, setSlot } = useOneTap(provider);
  const failure =
    state.error !== 'none' ? (
      <>
        {developer ? <Banner variant="error" message={developer} /> : null}
        {fallback}
      </>
    ) : null;
  const slotElement = <slot name={ONE_TAP_SLOT} ref={setSlot} />;

  if (bare) {
    return (
      <div data-one-tap={state.status} data-testid="one-tap">
        {slotElement}
        {failure}
      </div>
    );
  }
  if (failure) return failure;
  if (mode === 'floating') {
    // The empty slot only finds the host, after which the floating prompt goes.
    return (
      <>
        {fallback}
        {slotElement}
      </>
    );
  }
  if (mode !== 'embedded') return fallback;
  const pending = state.status === 'pending';
  return (
    <Frame $height={height} $pending={pending} data-one-tap={state.status} data-testid="one-tap">
      {pending ? <Spinner size={25} label={messages.errorScreen.loading} /> : null}
      {state.status === 'hidden' ? fallback : slotElement}
    </Frame>
  );
}
