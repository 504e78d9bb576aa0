import { styled, keyframes } from 'styled-components';

const spin = keyframes`to { transform: rotate(360deg); }`;

const Svg = styled.svg`
  animation: ${spin} 0.8s linear infinite;
  flex: none;
  @media (prefers-reduced-motion: reduce) {
    animation-duration: 2.4s;
  }
`;

export interface SpinnerProps {
  /** Pixel size: 18 inside buttons, 25 for One Tap. */
  size?: number;
  /** Accessible name; omit when the surrounding control already says what is happening. */
  label?: string;
}

export function Spinner({ size = 18, label }: SpinnerProps) {
  return (
    <Svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      data-testid="spinner"
      part="spinner"
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <circle cx="12" cy="12" r="10" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M22 12a10 10 0 0 0-10-10" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </Svg>
  );
}
