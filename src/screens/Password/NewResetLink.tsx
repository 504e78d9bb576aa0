import { useEffect, useRef, useState, type FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Column, Form, Text } from '../../components/Layout';
import { isValidEmail } from '../../validation/email';
import { useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { useSubmission } from '../../kit/useSubmission';
import { usePasswordFlow } from './usePasswordFlow';
import { usePasswordMessages } from './usePasswordMessages';

/**
 * Shown in place of the reset form when the link was already used or has expired: says so, and sends a new
 * link to the address the user types (the reset page does not know it).
 */
export function NewResetLink() {
  const { messages, reportError } = useWidget();
  const m = usePasswordMessages();
  const { sendReset } = usePasswordFlow();
  const { pending, run } = useSubmission();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);
  // The form it replaces (or the button that sent) is gone: focus goes to the message, never to the page's body.
  const messageRef = useFocusOnMount<HTMLParagraphElement>();
  const sentRef = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sentTo) sentRef.current?.focus({ preventScroll: true });
  }, [sentTo]);

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const address = email.trim();
    if (!address) {
      setFieldError(messages.email.required);
      return;
    }
    if (!isValidEmail(address)) {
      setFieldError(messages.email.invalid);
      reportError({ message: messages.email.invalid, type: 'invalid_email' });
      return;
    }
    void run('submit', async () => {
      await sendReset(address);
      setSentTo(address);
    });
  };

  if (sentTo) {
    return (
      <Text ref={sentRef} tabIndex={-1} role="status" data-testid="new-reset-link-sent">
        {m.newLinkSent(sentTo)}
      </Text>
    );
  }
  return (
    <Column $gap={16}>
      <Text ref={messageRef} tabIndex={-1} role="alert" $align="start" data-testid="reset-link-dead">
        {m.linkUsedOrExpired}
      </Text>
      <Form onSubmit={onSubmit} noValidate part="form new-link-form">
        <Input
          label={messages.email.label}
          name="email"
          data-idp-field="email"
          type="email"
          inputMode="email"
          autoComplete="email"
          autoCapitalize="none"
          spellCheck={false}
          placeholder={messages.email.placeholder}
          value={email}
          onChange={(e) => {
            setEmail(e.target.value);
            setFieldError(null);
          }}
          error={fieldError}
          readOnly={pending !== null}
          required
        />
        <Button
          type="submit"
          loading={pending !== null}
          loadingLabel={messages.email.submitting}
          part="button submit"
          data-idp-action="send-reset-link"
        >
          {m.sendNewLink}
        </Button>
      </Form>
    </Column>
  );
}
