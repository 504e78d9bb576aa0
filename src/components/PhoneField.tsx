import type { Ref } from 'react';
import { styled } from 'styled-components';
import { ErrorText } from './Input';
import { FORCED, v } from '../theme/cssVars';

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

export interface PhoneFieldCountry {
  code: string;
  callingCode: string;
  name: string;
  flag: string;
}

export interface PhoneFieldProps {
  /** The `id` of the number's input; the error gets `${id}-error`. */
  id: string;
  label: string;
  countryLabel: string;
  placeholder: string;
  /** The list to pick from; null until the phone helpers loaded (the selected country alone). */
  countries: readonly PhoneFieldCountry[] | null;
  country: { code: string; callingCode: string };
  text: string;
  onCountryChange(code: string): void;
  /**
   * The number's new text; `deleting` says whether the browser reported a deletion (the input event's
   * `inputType`), undefined when it did not say.
   */
  onTextChange(value: string, deleting?: boolean): void;
  error: string | null;
  /** The country picker is disabled and the number read-only (a send under way). */
  busy: boolean;
  inputRef?: Ref<HTMLInputElement>;
  name?: string;
  autoFocus?: boolean;
}

/**
 * Whether an input event deleted text, from its `inputType` (undefined when the event does not say). Comparing
 * lengths with the state instead misreads a keystroke typed before a reformat reached the field: the state already
 * holds `(416) 555-012` while the field still shows `416555012`, so the next digit looks like a deletion.
 */
function deletion(event: Event): boolean | undefined {
  const type = (event as Partial<InputEvent>).inputType;
  return typeof type === 'string' && type !== '' ? type.startsWith('delete') : undefined;
}

/**
 * The phone number field of the phone forms (`<idp-login>`'s text-message and WhatsApp form, `<idp-account>`'s
 * phone numbers): a country picker (flag and calling code over an invisible native select) beside the number in
 * national format, and the field's error under them.
 */
export function PhoneField(props: PhoneFieldProps) {
  const { id, country } = props;
  const errorId = `${id}-error`;
  const options = props.countries ?? [
    { code: country.code, callingCode: country.callingCode, name: country.code, flag: '' },
  ];
  return (
    <Field>
      <Label htmlFor={id}>{props.label}</Label>
      {/* A phone number reads left to right in every language (the country code first). */}
      <Row dir="ltr">
        <CountryFace part="country-select">
          <span aria-hidden="true">{`${country.code} +${country.callingCode}`}</span>
          <CountrySelect
            data-idp-field="country"
            aria-label={props.countryLabel}
            value={country.code}
            onChange={(e) => props.onCountryChange(e.target.value)}
            disabled={props.busy}
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
          ref={props.inputRef}
          id={id}
          name={props.name ?? 'phone'}
          data-idp-field="phone"
          type="tel"
          inputMode="tel"
          autoComplete="tel-national"
          placeholder={props.placeholder}
          value={props.text}
          onChange={(e) => props.onTextChange(e.target.value, deletion(e.nativeEvent))}
          readOnly={props.busy}
          required
          autoFocus={props.autoFocus}
          aria-invalid={props.error ? true : undefined}
          aria-describedby={props.error ? errorId : undefined}
          part="input phone-input"
        />
      </Row>
      <div aria-live="polite">
        {props.error ? (
          <ErrorText id={errorId} part="field-error">
            {props.error}
          </ErrorText>
        ) : null}
      </div>
    </Field>
  );
}
