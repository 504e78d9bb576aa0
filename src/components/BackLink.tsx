import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';

const Back = styled.button`
  align-self: flex-start;
  display: inline-flex;
  align-items: center;
  gap: 6px;
  padding: 4px 0;
  font: inherit;
  font-size: 15px;
  color: ${v('colors', 'primary')};
  background: none;
  border: none;
  cursor: pointer;
  &:disabled {
    cursor: default;
    opacity: 0.5;
  }
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 2px;
  }
  /* The arrow points back, which is right in a right-to-left language. */
  &:dir(rtl) svg {
    transform: scaleX(-1);
  }
  ${FORCED} {
    &:focus-visible {
      outline-color: Highlight;
    }
    &:disabled {
      color: GrayText;
      opacity: 1;
    }
  }
`;

/** The back arrow at the top of a screen. */
export function BackLink({
  label,
  onClick,
  disabled = false,
}: {
  label: string;
  onClick(): void;
  /** While a send is in flight, so its answer cannot land on a screen the user has already left. */
  disabled?: boolean;
}) {
  return (
    <Back type="button" onClick={onClick} disabled={disabled} part="back" data-idp-action="back">
      <svg width="16" height="16" viewBox="0 0 16 16" aria-hidden="true" fill="none">
        <path
          d="M10 3L5 8l5 5"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
      {label}
    </Back>
  );
}
