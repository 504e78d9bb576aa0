import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import type { Toast } from '../store/slices/toast';
import type { Clock } from '../platform/types';

// Just below the card (its containing block), centred on it: by what the user acted on, never over the card's own
// content or watermark; at most the card's width, the text wrapping inside.
const Stack = styled.div`
  position: absolute;
  z-index: 2147483000;
  left: 0;
  right: 0;
  top: calc(100% + 12px);
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: 8px;
  pointer-events: none;
`;

// A toast's own code comes with the first toast (the small chunk fetched once React has taken over).
const ToastItem = lazy(() => import('./ToastItem'));

/** Toasts: success green for 2 s, errors red for 4 s. */
export function Toasts({
  toasts,
  clock,
  onDone,
}: {
  toasts: Toast[];
  clock: Clock;
  onDone(id: number): void;
}) {
  // The live region stays mounted (empty) so a toast inserted into it is announced.
  return (
    <Stack aria-live="polite">
      <Suspense fallback={null}>
        {toasts.map((t) => (
          <ToastItem key={t.id} toast={t} clock={clock} onDone={onDone} />
        ))}
      </Suspense>
    </Stack>
  );
}
