import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';

export const OTP_LENGTH = 6;

const Row = styled.div`
  display: flex;
  justify-content: space-between;
  gap: 8px;
`;

// The six boxes share the row's width (48 px each at most): they shrink on a narrow screen instead of pushing the
// card wider than the page (WCAG 1.4.10, down to 320 px).
const Cell = styled.input`
  flex: 1 1 0;
  min-width: 0;
  max-width: 48px;
  height: 56px;
  padding: 0;
  text-align: center;
  font: inherit;
  font-size: 24px;
  font-variant-numeric: tabular-nums;
  color: ${v('inputs', 'textColor')};
  background: ${v('inputs', 'backgroundColor')};
  border: 1px solid ${v('inputs', 'borderColor')};
  border-radius: ${v('inputs', 'borderRadius')};
  caret-color: ${v('colors', 'primary')};
  &:focus {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 1px;
  }
  &:disabled {
    opacity: 0.6;
  }
  &[aria-invalid='true'] {
    border-color: ${v('colors', 'error')};
  }
  ${FORCED} {
    &:focus {
      outline-color: Highlight;
    }
    &:disabled {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }
`;

/** Keeps digits only, at most six (OTP entry). */
export function sanitizeOtp(text: string): string {
  return text.replace(/\D/g, '').slice(0, OTP_LENGTH);
}

export interface OtpInputProps {
  value: string;
  onChange(value: string): void;
  /**
   * Called once the code is whole: the sixth digit typed or pasted, or a gap filled. Retyping over a whole code
   * (the kept wrong one) completes only at the last box, so the first new digit does not send a mix of both.
   */
  onComplete(value: string): void;
  disabled?: boolean;
  invalid?: boolean;
  /** Accessible name of the group, e.g. "Enter passcode". */
  label: string;
  describedBy?: string;
  /** Each change moves focus to the first empty box (after a wrong code or a resend). */
  focusRequest?: number;
}

/**
 * Six boxes, one digit each, behaving like one field: typing moves forward, Backspace moves back, a pasted or
 * autofilled code fills every box (the first box carries `autocomplete="one-time-code"`).
 */
export function OtpInput({
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  label,
  describedBy,
  focusRequest = 0,
}: OtpInputProps) {
  const cells = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) => cells.current[Math.max(0, Math.min(OTP_LENGTH - 1, index))]?.focus();

  useEffect(() => {
    if (focusRequest === 0) return;
    (cells.current.find((cell) => cell && !cell.value) ?? cells.current[0])?.focus();
  }, [focusRequest]);

  const commit = (next: string, focusIndex: number) => {
    const clean = sanitizeOtp(next);
    onChange(clean);
    if (clean.length === OTP_LENGTH && (value.length < OTP_LENGTH || focusIndex >= OTP_LENGTH))
      onComplete(clean);
    else focus(focusIndex);
  };

  const onCellInput = (index: number, text: string) => {
    // An emptied box (Delete, Cut) clears its digit, like Backspace.
    if (text === '') {
      if (value[index] === undefined) return;
      onChange(value.slice(0, index) + value.slice(index + 1));
      return;
    }
    const digits = text.replace(/\D/g, '');
    if (!digits) return;
    // Digits overwrite from this box on and keep the ones after them; a whole code fills every box.
    const next = value.slice(0, index) + digits + value.slice(index + digits.length);
    commit(next, index + digits.length);
  };

  const onKeyDown = (index: number, event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const at = value[index] !== undefined ? index : index - 1;
      if (at < 0) return;
      onChange(value.slice(0, at) + value.slice(at + 1));
      focus(at);
    } else if (/^\d$/.test(event.key) && value[index] === event.key && !event.ctrlKey && !event.metaKey) {
      // The digit the box already holds changes nothing, so no input event comes: move on as typing does.
      event.preventDefault();
      commit(value, index + 1);
    } else if (event.key === 'ArrowLeft') {
      event.preventDefault();
      focus(index - 1);
    } else if (event.key === 'ArrowRight') {
      event.preventDefault();
      focus(index + 1);
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    commit(event.clipboardData.getData('text'), OTP_LENGTH);
  };

  return (
    <Row dir="ltr" role="group" aria-label={label} aria-describedby={describedBy} part="otp-input">
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <Cell
          key={index}
          ref={(node) => {
            cells.current[index] = node;
          }}
          value={value[index] ?? ''}
          onChange={(e) =>
            onCellInput(index, e.target.value.replace(value[index] ?? '', '') || e.target.value)
          }
          onKeyDown={(e) => onKeyDown(index, e)}
          onPaste={onPaste}
          onFocus={(e) => e.target.select()}
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={`Digit ${index + 1} of ${OTP_LENGTH}`}
          aria-invalid={invalid || undefined}
          disabled={disabled}
          maxLength={index === 0 ? OTP_LENGTH : 2}
          data-testid={`otp-digit-${index}`}
          data-idp-field={index === 0 ? 'otp' : undefined}
          autoFocus={index === 0}
        />
      ))}
    </Row>
  );
}
