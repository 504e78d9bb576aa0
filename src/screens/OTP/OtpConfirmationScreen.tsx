import { useEffect } from 'react';
import { Heading, Text } from '../../components/Layout';
import { SuccessCheck } from '../../components/icons';
import { useAuthState, useMessages, useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';

/** OTPConfirmation: "Success!" with a green check; emits the flow-complete event on showing. */
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
      <SuccessCheck />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {messages.otp.successTitle}
      </Heading>
      <Text>{messages.otp.successText}</Text>
    </>
  );
}
