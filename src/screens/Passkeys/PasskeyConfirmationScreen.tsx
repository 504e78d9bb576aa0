import { Heading, Text } from '../../components/Layout';
import { usePasskeyMessages } from './usePasskeyMessages';
import { SuccessCheck } from '../../components/icons';
import { useFocusOnMount } from '../../kit/useFocusOnMount';

/** PasskeyConfirmation: "Success!" / "Your Passkey has been successfully authenticated." */
export function PasskeyConfirmationScreen() {
  const passkeyMessages = usePasskeyMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <SuccessCheck />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {passkeyMessages.successTitle}
      </Heading>
      <Text>{passkeyMessages.successText}</Text>
    </>
  );
}
