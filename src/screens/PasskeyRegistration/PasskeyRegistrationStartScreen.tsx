import { useState } from 'react';
import { usePasskeyMessages } from '../Passkeys/usePasskeyMessages';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Column, Heading } from '../../components/Layout';
import { Screen } from '../../store/screens';
import { useAuthState, useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { isAbort, passkeyError } from '../Passkeys/passkeyErrors';
import { rememberRegistered } from './registered';

/** PasskeyRegistrationStart: "Set up a new Passkey", "Create a Passkey" and "Skip". */
export function PasskeyRegistrationStartScreen() {
  const passkeyMessages = usePasskeyMessages();
  const { client, config, store, emit, reportError } = useWidget();
  const error = useAuthState((s) => s.error);
  const [pending, setPending] = useState(false);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const duration = config.sessionOptions.sessionDurationMinutes;

  const create = async () => {
    if (pending) return;
    setPending(true);
    store.getState().clearError();
    try {
      const result = await client.webauthn.register({
        is_passkey: true,
        ...(duration !== undefined ? { session_duration_minutes: duration } : {}),
      });
      emit('passkey_registered', {
        webauthnRegistrationId: result.webauthnRegistrationId,
        userId: result.userId,
      });
      rememberRegistered(store, result.webauthnRegistrationId);
      store.getState().goTo(Screen.PasskeyRegistrationSuccess);
    } catch (e) {
      if (!isAbort(e)) {
        const failure = passkeyError(e, 'register', passkeyMessages);
        store.getState().setError(failure.message, failure.type);
        reportError(failure);
      }
    } finally {
      setPending(false);
    }
  };

  return (
    <Column $gap={20}>
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {passkeyMessages.registerTitle}
      </Heading>
      {error ? <Banner key={error.id} variant="error" message={error.message} type={error.type} /> : null}
      <Column $gap={12}>
        <Button
          loading={pending}
          loadingLabel={passkeyMessages.create}
          onClick={() => void create()}
          data-idp-action="create-passkey"
        >
          {passkeyMessages.create}
        </Button>
        <Button
          variant="secondary"
          disabled={pending}
          onClick={() => store.getState().goTo(Screen.PasskeyRegistrationSuccess)}
          data-idp-action="skip"
        >
          {passkeyMessages.skip}
        </Button>
      </Column>
    </Column>
  );
}
