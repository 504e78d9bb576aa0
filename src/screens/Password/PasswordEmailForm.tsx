import { useCallback, useRef, useState, type FormEvent } from 'react';
import { EmailForm } from '../Main/EmailForm';
import { useEmailDraft } from '../Main/useEmailDraft';
import { usePasswordFlow } from './usePasswordFlow';

/** Main's Email tab when passwords are configured: search the user, then PasswordCreateOrLogin. */
export function PasswordEmailForm() {
  const { client, messages, store, fail } = usePasswordFlow();
  const { email, fieldError, onEmailChange, validated } = useEmailDraft(messages.email.invalid);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);
  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (inFlight.current) return;
      const address = validated();
      if (address === null) return;
      inFlight.current = true;
      setPending(true);
      store.getState().clearError();
      try {
        const type = await client.passwords.searchUser(address);
        store.getState().passwordSearched(address, type);
      } catch (e) {
        fail(e);
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [validated, store, client, fail],
  );
  return (
    <EmailForm
      email={email}
      fieldError={fieldError}
      pending={pending}
      onEmailChange={onEmailChange}
      onSubmit={onSubmit}
    />
  );
}
