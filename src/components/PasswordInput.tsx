import { useId, useState, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';
import { VisuallyHidden } from './VisuallyHidden';
import { ErrorText } from './Input';

const Field = styled.div`
  display: flex;
  flex-direction: column;
  gap: 6px;
`;

const Label = styled.label`
  font-size: ${v('typography', 'smallFontSize')};
  font-weight: ${v('typography', 'strongFontWeight')};
  color: ${v('colors', 'primary')};
`;

const Wrap = styled.div`
  position: relative;
`;

const StyledInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 45px;
  padding-block: 0;
  padding-inline: 12px 64px;
  font: inherit;
  font-size: ${v('typography', 'fontSize')};
  color: ${v('inputs', 'textColor')};
  background: ${v('inputs', 'backgroundColor')};
  border: 1px solid ${v('inputs', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  &:focus {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${v('colors', 'error')};
  }
  ${FORCED} {
    &:focus {
      outline-color: Highlight;
    }
  }
`;

// In forced colours, text on no fill would read as part of the field: a border says the toggle is a button.
const Toggle = styled.button`
  position: absolute;
  top: 50%;
  inset-inline-end: 8px;
  transform: translateY(-50%);
  min-width: 44px;
  min-height: 28px;
  padding: 4px 6px;
  font: inherit;
  font-size: 13px;
  font-weight: 600;
  color: ${v('colors', 'primary')};
  background: none;
  border: none;
  border-radius: 4px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
  }
  ${FORCED} {
    border: 1px solid ButtonText;
    &:focus-visible {
      outline-color: Highlight;
    }
  }
`;

/**
 * No `value` or `defaultValue`: the field is uncontrolled, because React mirrors a controlled input's value into
 * its `value` attribute, where anything reading the DOM (session replay, extensions, selectors) would find the
 * password. Screens keep what was typed from `onChange`.
 */
export interface PasswordInputProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'type' | 'value' | 'defaultValue'
> {
  label: string;
  showLabel: string;
  hideLabel: string;
  error?: string | null;
  /** `current-password` to log in, `new-password` to create or reset (password managers rely on it). */
  autoComplete: 'current-password' | 'new-password';
}

/** A required password field with a show/hide toggle. */
export function PasswordInput({ label, showLabel, hideLabel, error, id, ...rest }: PasswordInputProps) {
  const generated = useId();
  const inputId = id ?? generated;
  const [visible, setVisible] = useState(false);
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <Wrap>
        <StyledInput
          id={inputId}
          type={visible ? 'text' : 'password'}
          required
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : rest['aria-describedby']}
          part="input password-input"
          data-idp-field="password"
          {...rest}
        />
        <Toggle
          type="button"
          aria-pressed={visible}
          aria-controls={inputId}
          onClick={() => setVisible((x) => !x)}
          part="password-toggle"
          data-idp-action="toggle-password"
        >
          {visible ? hideLabel.split(' ')[0] : showLabel.split(' ')[0]}
          <VisuallyHidden> {label.toLowerCase()}</VisuallyHidden>
        </Toggle>
      </Wrap>
      {error ? (
        <ErrorText id={`${inputId}-error`} role="alert">
          {error}
        </ErrorText>
      ) : null}
    </Field>
  );
}
