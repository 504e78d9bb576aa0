import { Button } from '../../components/Button';
import { Input } from '../../components/Input';
import { Form } from '../../components/Layout';
import { useMessages } from '../../widget/context';
import { useEmailMagicLinkForm } from './useEmailMagicLinkForm';

/** Main's magic-link section: one email field and "Continue with email". */
export function EmailMagicLinkForm() {
  const messages = useMessages();
  const { email, fieldError, pending, onEmailChange, onSubmit } = useEmailMagicLinkForm();
  return (
    <Form onSubmit={onSubmit} noValidate part="form email-form">
      <Input
        label={messages.email.label}
        name="email"
        type="email"
        inputMode="email"
        autoComplete="email"
        autoCapitalize="none"
        spellCheck={false}
        placeholder={messages.email.placeholder}
        value={email}
        onChange={(e) => onEmailChange(e.target.value)}
        error={fieldError}
        readOnly={pending}
        required
      />
      <Button type="submit" loading={pending} loadingLabel={messages.email.submitting} part="button submit">
        {messages.email.submit}
      </Button>
    </Form>
  );
}
