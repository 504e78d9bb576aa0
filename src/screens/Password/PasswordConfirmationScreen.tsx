import { Heading, Text } from '../../components/Layout';
import { SuccessCheck } from '../../components/icons';
import { useMessages } from '../../widget/context';
import { useFocusOnMount } from '../../widget/useFocusOnMount';

/** SPEC §2 PasswordConfirmation: "Success!" / "You have successfully logged in." */
export function PasswordConfirmationScreen() {
  const messages = useMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <SuccessCheck />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {messages.password.successTitle}
      </Heading>
      <Text>{messages.password.successText}</Text>
    </>
  );
}
