import { useCallback, type FormEvent } from 'react';
import { useSendOtp } from './useSendOtp';
import { useWidget } from '../../kit/context';
import { EmailForm } from '../Main/EmailForm';
import { useEmailDraft } from '../Main/useEmailDraft';

/** Main's email-code form: "Invalid email address.", shown under the field and reported. */
export function OtpEmailForm() {
  const { messages } = useWidget();
  const { email, fieldError, onEmailChange, validated } = useEmailDraft(messages.otpEmail.invalid);
  const { send, pending } = useSendOtp('email');
  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      const address = validated();
      if (address === null) return; // shown under the field and reported by the draft
      void send(address);
    },
    [validated, send],
  );
  return (
    <EmailForm
      action="send-otp"
      email={email}
      fieldError={fieldError}
      pending={pending}
      onEmailChange={onEmailChange}
      onSubmit={onSubmit}
    />
  );
}
