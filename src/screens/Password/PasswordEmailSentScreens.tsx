import { useCallback } from 'react';
import { Banner } from '../../components/Banner';
import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Heading, Text } from '../../components/Layout';
import { MailIcon } from '../../components/icons';
import { useAuthState, useMessages } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { useLinkHosts } from '../../kit/useLinkHosts';
import { useSubmission } from '../../kit/useSubmission';
import { usePasswordFlow } from './usePasswordFlow';
import { usePasswordMessages } from './usePasswordMessages';

/** A "check your email" screen whose email was a reset link; "Resend email" sends it again with a toast. */
function ResetEmailSent({
  title,
  text,
  back,
}: {
  title: string;
  text(email: string): string;
  /** `login`: back to the Log In screen (Forgot password); `main`: to Main (no password to go back to). */
  back: 'login' | 'main';
}) {
  const passwordMessages = usePasswordMessages();
  const messages = useMessages();
  const email = useAuthState((s) => s.passwordState.email);
  const error = useAuthState((s) => s.error);
  const { store, sendReset } = usePasswordFlow();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const linkHosts = useLinkHosts();
  const { pending, run } = useSubmission();
  const resend = useCallback(
    () =>
      run('submit', async () => {
        await sendReset(email);
        store.getState().showToast(passwordMessages.emailResent, 'success');
      }),
    [run, store, sendReset, email, passwordMessages],
  );
  return (
    <>
      <BackLink
        label={messages.otp.back}
        onClick={() => (back === 'login' ? store.getState().goBack() : store.getState().backToMain())}
        disabled={pending !== null}
      />
      <MailIcon />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {title}
      </Heading>
      <Text>{text(email)}</Text>
      {error ? (
        <Banner
          key={error.id}
          variant="error"
          message={error.message}
          type={error.type}
          linkHosts={linkHosts}
        />
      ) : null}
      <Button
        variant="secondary"
        onClick={() => void resend()}
        loading={pending !== null}
        part="resend"
        data-idp-action="resend"
      >
        {passwordMessages.resend}
      </Button>
    </>
  );
}

/** PasswordForgot: "Forgot password?" after the reset email went out. */
export function PasswordForgotScreen() {
  const passwordMessages = usePasswordMessages();
  return (
    <ResetEmailSent title={passwordMessages.forgotTitle} text={passwordMessages.forgotText} back="login" />
  );
}

/** PasswordSetNew: "Check your email!" (passwordless account without another product). */
export function PasswordSetNewScreen() {
  const passwordMessages = usePasswordMessages();
  return (
    <ResetEmailSent title={passwordMessages.setNewTitle} text={passwordMessages.setNewText} back="main" />
  );
}

/** PasswordDedupe and the reset-required case. */
export function PasswordDedupeScreen() {
  const passwordMessages = usePasswordMessages();
  return (
    <ResetEmailSent title={passwordMessages.dedupeTitle} text={passwordMessages.dedupeText} back="main" />
  );
}
