import { useCallback } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Heading, Text } from '../../components/Layout';
import { Screen } from '../../store/screens';
import { useAuthState } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { useLinkHosts } from '../../kit/useLinkHosts';
import { useSubmission } from '../../kit/useSubmission';
import { usePasswordFlow } from './usePasswordFlow';
import { usePasswordMessages } from './usePasswordMessages';

/** Breached-password screen: the password must be replaced through a reset email. */
export function PasswordBreachedScreen() {
  const passwordMessages = usePasswordMessages();
  const email = useAuthState((s) => s.passwordState.email);
  const error = useAuthState((s) => s.error);
  const { store, sendReset } = usePasswordFlow();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const linkHosts = useLinkHosts();
  const { pending, run } = useSubmission();
  const reset = useCallback(
    () =>
      run('submit', async () => {
        await sendReset(email);
        store.getState().goTo(Screen.PasswordSetNew);
      }),
    [run, sendReset, email, store],
  );
  return (
    <>
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {passwordMessages.breachedTitle}
      </Heading>
      <Text>{passwordMessages.breachWarning}</Text>
      {error ? (
        <Banner
          key={error.id}
          variant="error"
          message={error.message}
          type={error.type}
          linkHosts={linkHosts}
        />
      ) : null}
      <Button onClick={() => void reset()} loading={pending !== null} data-idp-action="send-reset-link">
        {passwordMessages.sendReset}
      </Button>
    </>
  );
}
