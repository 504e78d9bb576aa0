import { forwardRef, useId, useImperativeHandle, type InputHTMLAttributes } from 'react';
import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';
import { useFocusOnError } from '../kit/useFocusOnError';

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

const StyledInput = styled.input`
  box-sizing: border-box;
  width: 100%;
  height: 45px;
  padding: 0 12px;
  font: inherit;
  font-size: ${v('typography', 'fontSize')};
  color: ${v('inputs', 'textColor')};
  background: ${v('inputs', 'backgroundColor')};
  border: 1px solid ${v('inputs', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  &::placeholder {
    color: ${v('inputs', 'placeholderColor')};
  }
  &:focus {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 1px;
  }
  &[aria-invalid='true'] {
    border-color: ${v('colors', 'error')};
  }
  &:read-only {
    opacity: 0.75;
  }
  ${FORCED} {
    &:focus {
      outline-color: Highlight;
    }
    &:read-only {
      color: GrayText;
      opacity: 1;
    }
  }
`;

export const ErrorText = styled.p`
  margin: 0;
  font-size: ${v('typography', 'smallFontSize')};
  line-height: 1.4;
  color: ${v('colors', 'error')};
`;

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Validation message under the field; also wires `aria-invalid` and `aria-describedby`. */
  error?: string | null | undefined;
}

export const Input = forwardRef<HTMLInputElement, InputProps>(function Input(
  { label, error, id, ...rest },
  ref,
) {
  const generated = useId();
  const inputId = id ?? generated;
  const errorId = `${inputId}-error`;
  const own = useFocusOnError<HTMLInputElement>(error);
  useImperativeHandle(ref, () => own.current as HTMLInputElement, [own]);
  return (
    <Field>
      <Label htmlFor={inputId}>{label}</Label>
      <StyledInput
        ref={own}
        id={inputId}
        part="input"
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...rest}
      />
      <div aria-live="polite">
        {error ? (
          <ErrorText id={errorId} part="field-error">
            {error}
          </ErrorText>
        ) : null}
      </div>
    </Field>
  );
});
