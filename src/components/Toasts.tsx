import { lazy, Suspense } from 'react';
import { styled } from 'styled-components';
import type { Toast } from '../store/slices/toast';
import type { Clock } from '../platform/types';

// Fixed to the viewport's bottom edge: over the page, never over the card's own content or watermark.
const Stack = styled.div`
  position: fixed;
  z-index: 2147483000;
  left: 50%;
  bottom: 24px;
  transform: translateX(-50%);
  display: flex;
  flex-direction: column;
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
