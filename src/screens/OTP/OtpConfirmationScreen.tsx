import { useEffect } from 'react';
import { styled } from 'styled-components';
import { Heading, Text } from '../../components/Layout';
import { v } from '../../theme/cssVars';
import { useAuthState, useMessages, useWidget } from '../../widget/context';
import { useFocusOnMount } from '../../widget/useFocusOnMount';

const Check = styled.div`
  display: flex;
  justify-content: center;
  color: ${v('colors', 'success')};
`;

/** SPEC §2 OTPConfirmation: "Success!" with a green check; emits the flow-complete event on showing. */
export function OtpConfirmationScreen() {
  const messages = useMessages();
  const { emit } = useWidget();
  const otp = useAuthState((s) => s.otpState);
  const userId = useAuthState((s) => s.otpUserId);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  useEffect(() => {
    emit('authenticate_flow_complete', { method: `otp_${otp?.type ?? 'sms'}`, userId });
    // Emitted once, when the screen appears.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <>
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
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {messages.otp.successTitle}
      </Heading>
      <Text>{messages.otp.successText}</Text>
    </>
  );
}
