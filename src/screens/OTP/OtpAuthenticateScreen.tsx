import { useEffect, useId, useState } from 'react';
import { styled, keyframes } from 'styled-components';
import { BackLink } from '../../components/BackLink';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { OtpInput } from '../../components/OtpInput';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { FORCED, v } from '../../theme/cssVars';
import { useMessages, useWidget } from '../../kit/context';
import { useLinkHosts } from '../../kit/useLinkHosts';
import { loadPhone } from '../../phone/loadPhone';
import { formatRemaining } from './useCountdown';
import { useOtpAuthenticate } from './useOtpAuthenticate';

/** The verifying bar animates for 10 seconds. */
const fill = keyframes`from { transform: scaleX(0); } to { transform: scaleX(1); }`;

const Bar = styled.div`
  height: 4px;
  border-radius: 2px;
  overflow: hidden;
  background: color-mix(in srgb, ${v('colors', 'primary')} 15%, transparent);
  &::after {
    content: '';
    display: block;
    height: 100%;
    background: ${v('colors', 'primary')};
    transform-origin: left;
    animation: ${fill} 10s linear forwards;
  }
  /* It fills from the line's start: the right in a right-to-left card. */
  &:dir(rtl)::after {
    transform-origin: right;
  }
  /* Without motion: a still, full bar beside the "Verifying passcode..." text. */
  @media (prefers-reduced-motion: reduce) {
    &::after {
      animation: none;
    }
  }
  ${FORCED} {
    border: 1px solid CanvasText;
    &::after {
      background: CanvasText;
    }
  }
`;

const Muted = styled(Text)`
  font-size: 14px;
  color: ${v('colors', 'secondary')};
`;

const ResendRow = styled.div`
  display: flex;
  justify-content: center;
  align-items: baseline;
  gap: 4px;
  font-size: 14px;
  min-height: 28px;
  color: ${v('colors', 'secondary')};
`;

/** A phone number reads left to right and stays on one line, in any language ("+1 415 555 6681", never split). */
const PhoneNumber = styled.bdi`
  white-space: nowrap;
`;

const Success = styled.span`
  color: ${v('colors', 'success')};
  font-weight: 600;
`;

/**
 * The destination as people read it: a phone number in its international format (`+1 213 373 4253`) once the
 * phone chunk is there (it is, after a phone send), an email address as it is.
 */
function useReadableDestination(destination: string): string {
  const [formatted, setFormatted] = useState<{ from: string; to: string } | null>(null);
  useEffect(() => {
    if (!destination.startsWith('+')) return;
    let live = true;
    loadPhone().then(
      (phone) => live && setFormatted({ from: destination, to: phone.formatInternational(destination) }),
      () => undefined, // the number stays as sent
    );
    return () => {
      live = false;
    };
  }, [destination]);
  return formatted?.from === destination ? formatted.to : destination;
}

/** The "sent to" sentence, a phone number in it kept whole and left to right; an email address wraps as text. */
function SentTo({ text, destination }: { text: string; destination: string }) {
  const at = destination.startsWith('+') ? text.indexOf(destination) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <PhoneNumber dir="ltr">{destination}</PhoneNumber>
      {text.slice(at + destination.length)}
    </>
  );
}

/** OTPAuthenticate: six digits, countdown, resend, back. */
export function OtpAuthenticateScreen() {
  const messages = useMessages();
  const { locale } = useWidget();
  const otp = useOtpAuthenticate();
  const linkHosts = useLinkHosts();
  const destination = useReadableDestination(otp.otp?.otpDestination ?? '');
  const destinationId = useId();
  // Leaving mid-verify would skip the confirmation after the session is written; mid-resend, drop the answer.
  const busy = otp.verifying || otp.resend === 'sending';
  return (
    <>
      <BackLink label={messages.otp.back} onClick={otp.back} disabled={busy} />
      {/* Focus starts in the first code box (OtpInput), so the code can be typed or autofilled at once; the
          boxes are described by the destination text for screen readers. */}
      <Heading tabIndex={-1} part="heading">
        {messages.otp.title}
      </Heading>
      <Text id={destinationId} data-testid="otp-destination">
        <SentTo text={messages.otp.sentTo(destination)} destination={destination} />
      </Text>
      <Column $gap={16}>
        {otp.error ? (
          <Banner
            key={otp.error.id}
            variant="error"
            message={otp.error.message}
            type={otp.error.type}
            linkHosts={linkHosts}
          />
        ) : null}
        <OtpInput
          value={otp.code}
          onChange={otp.setCode}
          onComplete={(code) => void otp.verify(code)}
          disabled={otp.verifying}
          invalid={Boolean(otp.error)}
          label={messages.otp.codeLabel}
          describedBy={destinationId}
          focusRequest={otp.focusRequest}
        />
        {/* Live regions stay mounted: screen readers announce a region's text changes, not its arrival. */}
        <VisuallyHidden role="status" data-testid="otp-verifying-status">
          {otp.verifying ? messages.otp.verifying : ''}
        </VisuallyHidden>
        {otp.verifying ? (
          <Column $gap={8}>
            <Muted aria-hidden="true">{messages.otp.verifying}</Muted>
            <Bar data-testid="verifying-bar" />
          </Column>
        ) : (
          <Muted data-testid="otp-expiry">
            {otp.expired
              ? messages.otp.expired
              : messages.otp.expiresIn(formatRemaining(otp.secondsLeft, locale))}
          </Muted>
        )}
        {/* The expiry text changes every second; a screen reader hears only the last minute, the last 30 seconds
            and the moment it runs out (the region's text changes three times). */}
        <VisuallyHidden role="status" data-testid="otp-expiry-status">
          {otp.expired
            ? messages.otp.expired
            : otp.secondsLeft <= 60
              ? messages.otp.expiresIn(formatRemaining(otp.secondsLeft <= 30 ? 30 : 60, locale))
              : ''}
        </VisuallyHidden>
        <ResendRow aria-live="polite">
          {otp.resend === 'sent' ? (
            <Success>{messages.otp.codeSent}</Success>
          ) : (
            <>
              <span>{messages.otp.resendPrompt}</span>
              <Button
                variant="text"
                onClick={() => void otp.resendCode()}
                disabled={otp.verifying}
                loading={otp.resend === 'sending'}
                loadingLabel={messages.otp.sending}
                part="resend"
                data-idp-action="resend"
              >
                {messages.otp.resendLink}
              </Button>
            </>
          )}
        </ResendRow>
      </Column>
    </>
  );
}
