import { styled } from 'styled-components';
import { v } from '../theme/cssVars';

/** The card every screen sits in (docs/theming.md: white, 400px wide, 8px radius, grey border). */
export const Container = styled.div`
  position: relative;
  box-sizing: border-box;
  width: ${v('container', 'width')};
  max-width: 100%;
  padding: 32px;
  display: flex;
  flex-direction: column;
  gap: 24px;
  font-family: ${v('fontFamily')};
  font-size: ${v('typography', 'fontSize')};
  font-weight: ${v('typography', 'fontWeight')};
  color: ${v('colors', 'primary')};
  background: ${v('container', 'backgroundColor')};
  border: 1px solid ${v('container', 'borderColor')};
  border-radius: ${v('container', 'borderRadius')};
  -webkit-font-smoothing: antialiased;
  @media (max-width: 480px) {
    padding: 24px 20px;
  }
  *,
  *::before,
  *::after {
    box-sizing: border-box;
  }
`;

export const Column = styled.div<{ $gap?: number }>`
  display: flex;
  flex-direction: column;
  gap: ${({ $gap = 12 }) => $gap}px;
`;

export const Heading = styled.h2`
  margin: 0;
  font-size: ${v('typography', 'headingFontSize')};
  line-height: 1.25;
  font-weight: ${v('typography', 'headingFontWeight')};
  color: ${v('colors', 'primary')};
  text-align: center;
  &:focus {
    outline: none;
  }
`;

export const Text = styled.p<{ $tone?: 'primary' | 'secondary'; $align?: 'center' | 'start' }>`
  margin: 0;
  font-size: ${v('typography', 'fontSize')};
  line-height: 1.5;
  color: ${({ $tone = 'primary' }) => v('colors', $tone)};
  text-align: ${({ $align = 'center' }) => $align};
  overflow-wrap: anywhere;
  /* A message that takes focus (tabIndex -1) gets a ring clear of its text. */
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 4px;
    border-radius: 2px;
  }
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: 12px;
  margin: 0;
`;
