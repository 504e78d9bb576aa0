import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';

const Badge = styled.div`
  display: flex;
  justify-content: center;
  color: ${v('colors', 'primary')};
`;

/** The envelope above "Check your email". Decorative. */
export function MailIcon() {
  return (
    <Badge aria-hidden="true">
      <svg width="56" height="56" viewBox="0 0 56 56" fill="none">
        <circle cx="28" cy="28" r="28" fill="currentColor" fillOpacity="0.08" />
        <rect x="14" y="18" width="28" height="20" rx="3" stroke="currentColor" strokeWidth="2" />
        <path d="M15 20l13 10 13-10" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
      </svg>
    </Badge>
  );
}

const Check = styled.div`
  display: flex;
  justify-content: center;
  color: ${v('colors', 'success')};
  ${FORCED} {
    path {
      stroke: Canvas;
    }
  }
`;

/** The green check of the success screens. Decorative. */
export function SuccessCheck() {
  return (
    <Check aria-hidden="true" data-testid="success-check">
      <svg width="64" height="64" viewBox="0 0 64 64" fill="none">
        <circle cx="32" cy="32" r="32" fill="currentColor" fillOpacity="0.12" />
        <circle cx="32" cy="32" r="22" fill="currentColor" />
        <path
          d="M22 33l7 7 13-14"
          stroke="#fff"
          strokeWidth="4"
          strokeLinecap="round"
          strokeLinejoin="round"
        />
      </svg>
    </Check>
  );
}
