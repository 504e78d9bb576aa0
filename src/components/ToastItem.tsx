import { useEffect } from 'react';
import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';
import type { Toast } from '../store/slices/toast';
import type { Clock } from '../platform/types';

const Item = styled.div<{ $variant: Toast['variant'] }>`
  padding: 10px 16px;
  border-radius: 4px;
  font-size: 14px;
  font-weight: 600;
  /* The card's colour on the message colour: white on the light theme's dark green or red, the dark card's colour
     on the dark theme's light ones (6.5:1 and more in both; white there was 2.2:1). */
  color: ${v('container', 'backgroundColor')};
  text-align: center;
  overflow-wrap: anywhere;
  background: ${({ $variant }) => ($variant === 'success' ? v('colors', 'success') : v('colors', 'error'))};
  box-shadow: 0 4px 14px rgb(0 0 0 / 18%);
  ${FORCED} {
    border: 1px solid CanvasText;
  }
`;

export default function ToastItem({
  toast,
  clock,
  onDone,
}: {
  toast: Toast;
  clock: Clock;
  onDone(id: number): void;
}) {
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
