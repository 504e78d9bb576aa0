import { Heading, Text } from '../../components/Layout';
import { SuccessCheck } from '../../components/icons';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { usePasswordMessages } from './usePasswordMessages';

/** PasswordConfirmation: "Success!" / "You have successfully logged in." */
export function PasswordConfirmationScreen() {
  const passwordMessages = usePasswordMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <SuccessCheck />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {passwordMessages.successTitle}
      </Heading>
      <Text>{passwordMessages.successText}</Text>
    </>
  );
}
