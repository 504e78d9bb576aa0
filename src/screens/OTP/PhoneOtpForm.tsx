import { useId } from 'react';
import { styled } from 'styled-components';
import { Button } from '../../components/Button';
import { ErrorText } from '../../components/Input';
import { Form } from '../../components/Layout';
import { FORCED, v } from '../../theme/cssVars';
import { useMessages } from '../../kit/context';
import { useFocusOnError } from '../../kit/useFocusOnError';
import { usePhoneOtpForm } from './usePhoneOtpForm';

const Label = styled.label`
  font-size: 14px;
  font-weight: 600;
  color: ${v('colors', 'primary')};
`;

const Row = styled.div`
  display: flex;
  gap: 8px;
`;

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const control = `
  box-sizing: border-box;
  height: 45px;
  font: inherit;
  font-size: 16px;
  color: ${v('inputs', 'textColor')};
  background: ${v('inputs', 'backgroundColor')};
  border: 1px solid ${v('inputs', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  &:focus {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 1px;
  }
  ${FORCED} {
    &:focus {
      outline-color: Highlight;
    }
  }
`;

/** The visible face of the country picker: flag and calling code. The native select sits on top, invisible,
 * so the picker keeps the platform's keyboard and screen-reader behaviour. */
const CountryFace = styled.div`
  ${control}
  position: relative;
  flex: none;
  display: flex;
  align-items: center;
  gap: 6px;
  padding: 0 10px;
  white-space: nowrap;
  &:focus-within {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 1px;
  }
  &::after {
    content: '';
    width: 6px;
    height: 6px;
    margin-inline-start: 2px;
    border-inline-end: 2px solid currentColor;
    border-bottom: 2px solid currentColor;
    transform: translateY(-2px) rotate(45deg);
  }
  ${FORCED} {
    &:focus-within {
      outline-color: Highlight;
    }
    &:has(:disabled) {
      color: GrayText;
      border-color: GrayText;
    }
  }
`;

const CountrySelect = styled.select`
  position: absolute;
  inset: 0;
  width: 100%;
  opacity: 0;
  cursor: pointer;
  font-size: 16px;
`;

const PhoneInput = styled.input`
  ${control}
  flex: 1;
  min-width: 0;
  padding: 0 12px;
  &::placeholder {
    color: ${v('inputs', 'placeholderColor')};
  }
  &[aria-invalid='true'] {
    border-color: ${v('colors', 'error')};
  }
  ${FORCED} {
    &:read-only {
      color: GrayText;
    }
  }
`;

/** Main's SMS / WhatsApp form: country selector (default US), national-format phone field, submit. */
export function PhoneOtpForm({ channel }: { channel: 'sms' | 'whatsapp' }) {
  const messages = useMessages();
  const form = usePhoneOtpForm(channel);
  const id = useId();
  const errorId = `${id}-error`;
  const phoneRef = useFocusOnError<HTMLInputElement>(form.fieldError);
  const options = form.countries ?? [
    { code: form.country.code, callingCode: form.country.callingCode, name: form.country.code, flag: '' },
  ];
  return (
    <Form onSubmit={form.onSubmit} noValidate part="form phone-form">
      <Field>
        <Label htmlFor={`${id}-phone`}>{messages.phone.label}</Label>
        {/* A phone number reads left to right in every language (the country code first). */}
        <Row dir="ltr">
          <CountryFace part="country-select">
            <span aria-hidden="true">{`${form.country.code} +${form.country.callingCode}`}</span>
            <CountrySelect
              data-idp-field="country"
              aria-label={messages.phone.countryLabel}
              value={form.country.code}
              onChange={(e) => form.onCountryChange(e.target.value)}
              disabled={form.pending}
              autoComplete="tel-country-code"
            >
              {options.map((c) => (
                <option key={c.code} value={c.code}>
                  {/* The name first: typing a country's first letters selects it (an emoji first would not). */}
                  {`${c.name} (+${c.callingCode}) ${c.flag}`.trim()}
                </option>
              ))}
            </CountrySelect>
          </CountryFace>
          <PhoneInput
            ref={phoneRef}
            id={`${id}-phone`}
            name="phone"
            data-idp-field="phone"
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            placeholder={messages.phone.placeholder}
            value={form.text}
            onChange={(e) => form.onTextChange(e.target.value)}
            readOnly={form.pending}
            required
            aria-invalid={form.fieldError ? true : undefined}
            aria-describedby={form.fieldError ? errorId : undefined}
            part="input phone-input"
          />
        </Row>
        <div aria-live="polite">
          {form.fieldError ? (
            <ErrorText id={errorId} part="field-error">
              {form.fieldError}
            </ErrorText>
          ) : null}
        </div>
      </Field>
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
