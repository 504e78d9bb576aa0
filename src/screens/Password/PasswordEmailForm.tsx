import { useCallback, type FormEvent } from 'react';
import { useWidget } from '../../kit/context';
import { useHoldTabs } from '../../kit/useHoldTabs';
import { useSubmission } from '../../kit/useSubmission';
import { EmailForm } from '../Main/EmailForm';
import { useEmailDraft } from '../Main/useEmailDraft';

/** Main's Email tab when passwords are configured: search the user, then PasswordCreateOrLogin. */
export function PasswordEmailForm() {
  const { client, messages, store } = useWidget();
  const { email, fieldError, onEmailChange, validated } = useEmailDraft(messages.email.invalid);
  const { pending, run } = useSubmission();
  useHoldTabs(pending !== null);
  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      const address = validated();
      if (address === null) return;
      void run('submit', async () => {
        const type = await client.passwords.searchUser(address);
        store.getState().passwordSearched(address, type);
      });
    },
    [validated, run, store, client],
  );
  return (
    <EmailForm
      action="continue-with-email"
      email={email}
      fieldError={fieldError}
      pending={pending !== null}
      onEmailChange={onEmailChange}
      onSubmit={onSubmit}
    />
  );
}
