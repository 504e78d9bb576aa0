import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { Column, Heading, Text } from '../../components/Layout';
import { Spinner } from '../../components/Spinner';
import { FORCED, v } from '../../theme/cssVars';
import { useMessages } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';

/** The screen's own column; the flow's steps replace its content. */
export const ScreenColumn = styled(Column)`
  min-width: 0;
`;

const Centered = styled(Column)`
  align-items: center;
  text-align: center;
  padding: 12px 0;
  color: ${v('colors', 'primary')};
`;

/** A step in progress: a spinner and, for assistive technology and eyes, what is going on. */
export function Working({ label }: { label: string }) {
  return (
    <Centered $gap={16} data-testid="working">
      <Spinner size={32} />
      <Text role="status" $tone="secondary">
        {label}
      </Text>
    </Centered>
  );
}

const Round = styled.div<{ $tone: 'neutral' | 'error' }>`
  display: flex;
  justify-content: center;
  color: ${({ $tone }) => ($tone === 'error' ? v('colors', 'error') : v('colors', 'primary'))};
  ${FORCED} {
    color: CanvasText;
  }
`;

/** The round mark above a message: "i" for a notice, "!" for a refusal or a stop. Decorative. */
export function Mark({ tone }: { tone: 'neutral' | 'error' }) {
  return (
    <Round $tone={tone} aria-hidden="true" data-testid={`mark-${tone}`}>
      <svg width="56" height="56" viewBox="0 0 56 56" fill="none">
        <circle cx="28" cy="28" r="28" fill="currentColor" fillOpacity="0.1" />
        {tone === 'error' ? (
          <path d="M28 17v14M28 38v1" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        ) : (
          <path d="M28 26v13M28 18v1" stroke="currentColor" strokeWidth="3.5" strokeLinecap="round" />
        )}
      </svg>
    </Round>
  );
}

/** A sentence that is the whole screen (no session, denied, not logged out): it is the screen's heading. */
const Statement = styled(Heading)`
  font-size: 18px;
  line-height: 1.45;
  font-weight: 500;
`;

export function Notice({
  tone,
  text,
  children,
}: {
  tone: 'neutral' | 'error';
  text: string;
  children?: ReactNode;
}) {
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Column $gap={16} data-testid="notice">
      <Mark tone={tone} />
      <Statement ref={headingRef} tabIndex={-1} part="heading">
        {text}
      </Statement>
      {children}
    </Column>
  );
}

/** Error screen's shape: "Looks like there was an error!" and what went wrong, announced at once. */
export function Failure({ text }: { text: string }) {
  const messages = useMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Column $gap={16} data-testid="failure">
      <Mark tone="error" />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {messages.errorScreen.title}
      </Heading>
      <Text role="alert">{text}</Text>
    </Column>
  );
}
