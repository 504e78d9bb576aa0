import { useId } from 'react';
import { Button } from '../../components/Button';
import { Form } from '../../components/Layout';
import { PhoneField } from '../../components/PhoneField';
import { useMessages } from '../../kit/context';
import { useFocusOnError } from '../../kit/useFocusOnError';
import { usePhoneOtpForm } from './usePhoneOtpForm';

/** Main's SMS / WhatsApp form: country selector (default US), national-format phone field, submit. */
export function PhoneOtpForm({ channel }: { channel: 'sms' | 'whatsapp' }) {
  const messages = useMessages();
  const form = usePhoneOtpForm(channel);
  const id = useId();
  const phoneRef = useFocusOnError<HTMLInputElement>(form.fieldError);
  return (
    <Form onSubmit={form.onSubmit} noValidate part="form phone-form">
      <PhoneField
        id={`${id}-phone`}
        label={messages.phone.label}
        countryLabel={messages.phone.countryLabel}
        placeholder={messages.phone.placeholder}
        countries={form.countries}
        country={form.country}
        text={form.text}
        onCountryChange={form.onCountryChange}
        onTextChange={form.onTextChange}
        error={form.fieldError}
        busy={form.pending}
        inputRef={phoneRef}
      />
      <Button
        type="submit"
        loading={form.pending}
        loadingLabel={messages.phone.sending}
        part="button submit"
        data-idp-action="send-otp"
      >
        {form.submitLabel}
      </Button>
    </Form>
  );
}
