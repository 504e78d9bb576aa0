import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';

const Rule = styled.div`
  display: flex;
  align-items: center;
  gap: 12px;
  font-size: ${v('typography', 'smallFontSize')};
  color: ${v('colors', 'secondary')};
  &::before,
  &::after {
    content: '';
    flex: 1;
    height: 1px;
    background: ${v('container', 'borderColor')};
  }
  ${FORCED} {
    &::before,
    &::after {
      background: CanvasText;
    }
  }
`;

/** The "or" rule between two login methods on Main. */
export function Divider({ label }: { label: string }) {
  return (
    <Rule role="separator" part="divider">
      {label}
    </Rule>
  );
}
