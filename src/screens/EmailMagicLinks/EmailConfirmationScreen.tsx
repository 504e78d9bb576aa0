import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Column, Heading, Text } from '../../components/Layout';
import { MailIcon } from '../../components/icons';
import { v } from '../../theme/cssVars';
import { lazyComponent } from '../../components/lazy';
import { useMessages } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { useEmailConfirmation } from './useEmailConfirmation';

const MailLink = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  min-height: 45px;
  font-size: 16px;
  font-weight: 600;
  text-decoration: none;
  color: ${v('buttons', 'secondary', 'textColor')};
  background: ${v('buttons', 'secondary', 'backgroundColor')};
  border: 1px solid ${v('buttons', 'secondary', 'borderColor')};
  border-radius: ${v('buttons', 'secondary', 'borderRadius')};
  &:hover {
    filter: brightness(0.97);
  }
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 2px;
  }
`;

const Email = styled.strong`
  font-weight: 600;
`;

/** Where the link works, or that it expired: texts of the landing chunk, not of the first screens. */
const LinkNote = lazyComponent<{ expired: boolean }>(() =>
  import('../LinkLanding/linkLanding').then((m) => m.LinkNote),
);

/** Email confirmation: "Check your email", the mail-service links and "Try again". */
export function EmailConfirmationScreen() {
  const messages = useMessages();
  const { email, links, tryAgain, expired } = useEmailConfirmation();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const sentTo = messages.emailConfirmation.sentTo(email);
  const at = sentTo.indexOf(email);
  return (
    <>
      <MailIcon />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {messages.emailConfirmation.title}
      </Heading>
      <Text data-testid="sent-to">
        {at >= 0 ? (
          <>
            {sentTo.slice(0, at)}
            <Email>{email}</Email>
            {sentTo.slice(at + email.length)}
          </>
        ) : (
          sentTo
        )}
      </Text>
      <LinkNote expired={expired} />
      <Column>
        {(
          [
            ['gmail', messages.emailConfirmation.openGmail],
            ['yahoo', messages.emailConfirmation.openYahoo],
            ['outlook', messages.emailConfirmation.openOutlook],
          ] as const
        ).map(([key, label]) => (
          <MailLink
            key={key}
            href={links[key]}
            target="_blank"
            rel="noopener noreferrer"
            part={`mail-link ${key}`}
          >
            {label}
            <VisuallyHidden> {messages.emailConfirmation.opensInNewTab}</VisuallyHidden>
          </MailLink>
        ))}
      </Column>
      <Button variant="text" onClick={tryAgain} part="try-again" data-idp-action="try-again">
        {messages.emailConfirmation.tryAgain}
      </Button>
    </>
  );
}
