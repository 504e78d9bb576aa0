import { useEffect } from 'react';
import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';
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

const Item = styled.div<{ $variant: Toast['variant'] }>`
  padding: 10px 16px;
  border-radius: 4px;
  font-size: 14px;
  font-weight: 600;
  /* The card's colour on the message colour: white on the light theme's dark green or red, the dark card's colour
     on the dark theme's light ones (6.5:1 and more in both; white there was 2.2:1). */
  color: ${v('container', 'backgroundColor')};
  white-space: nowrap;
  background: ${({ $variant }) => ($variant === 'success' ? v('colors', 'success') : v('colors', 'error'))};
  box-shadow: 0 4px 14px rgb(0 0 0 / 18%);
  ${FORCED} {
    border: 1px solid CanvasText;
  }
`;

function ToastItem({ toast, clock, onDone }: { toast: Toast; clock: Clock; onDone(id: number): void }) {
  useEffect(() => {
    const id = clock.setTimeout(() => onDone(toast.id), toast.durationMs);
    return () => clock.clearTimeout(id);
  }, [toast, clock, onDone]);
  return (
    <Item
      $variant={toast.variant}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      part={`toast toast-${toast.variant}`}
    >
      {toast.message}
    </Item>
  );
}

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
      {toasts.map((t) => (
        <ToastItem key={t.id} toast={t} clock={clock} onDone={onDone} />
      ))}
    </Stack>
  );
}
