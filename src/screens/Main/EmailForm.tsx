import type { FormEvent } from 'react';
import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Form } from '../../components/Layout';
import { useWidget } from '../../kit/context';

export interface EmailFormProps {
  email: string;
  fieldError: string | null;
  pending: boolean;
  onEmailChange(value: string): void;
  onSubmit(event: FormEvent): void;
  /** The submit button's automation hook (`data-idp-action`): what it does in this form. */
  action: 'send-magic-link' | 'send-otp' | 'continue-with-email';
}

/** One email field and "Continue with email": the magic-link and the email-code forms share this view. */
export function EmailForm({ email, fieldError, pending, onEmailChange, onSubmit, action }: EmailFormProps) {
  const { messages, config } = useWidget();
  return (
    <Form onSubmit={onSubmit} noValidate part="form email-form">
      <Input
        label={messages.email.label}
        name="email"
        data-idp-field="email"
        type="email"
        inputMode="email"
        // With passkeys, the browser offers them in this field's autofill (conditional mediation).
        autoComplete={
          config.products.includes('passkeys')
            ? 'username webauthn'
            : config.products.includes('passwords')
              ? 'username'
              : 'email'
        }
        autoCapitalize="none"
        spellCheck={false}
        placeholder={messages.email.placeholder}
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={fieldError}
        readOnly={pending}
        required
      />
      <Button
        type="submit"
        loading={pending}
        loadingLabel={messages.email.submitting}
        part="button submit"
        data-idp-action={action}
      >
        {messages.email.submit}
      </Button>
    </Form>
  );
}
