import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { styled, css } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';
import { Spinner } from './Spinner';
import { VisuallyHidden } from './VisuallyHidden';

type Variant = 'primary' | 'secondary' | 'text';

const StyledButton = styled.button<{ $variant: Variant }>`
  box-sizing: border-box;
  display: inline-flex;
  align-items: center;
  justify-content: center;
  gap: 8px;
  width: 100%;
  min-height: 45px;
  padding: 0 16px;
  font: inherit;
  font-size: ${v('typography', 'fontSize')};
  font-weight: ${v('typography', 'strongFontWeight')};
  line-height: 1.2;
  cursor: pointer;
  transition:
    filter 0.15s ease,
    box-shadow 0.15s ease;
  ${({ $variant }) =>
    $variant === 'text'
      ? css`
          width: auto;
          min-height: 0;
          padding: 4px 2px;
          border: none;
          background: none;
          color: ${v('colors', 'primary')};
          text-decoration: underline;
          font-weight: ${v('typography', 'fontWeight')};
        `
      : css`
          color: ${v('buttons', $variant, 'textColor')};
          background: ${v('buttons', $variant, 'backgroundColor')};
          border: 1px solid ${v('buttons', $variant, 'borderColor')};
          border-radius: ${v('buttons', $variant, 'borderRadius')};
        `}
  &:hover:not(:disabled) {
    filter: brightness(1.12);
  }
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 2px;
  }
  &:disabled {
    cursor: default;
    opacity: 0.6;
  }
  &[aria-busy='true'] {
    opacity: 0.85;
  }
  ${FORCED} {
    &:focus-visible {
      outline-color: Highlight;
    }
    &:disabled {
      color: GrayText;
      border-color: GrayText;
      opacity: 1;
    }
  }
`;

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'type'> {
  /** Buttons default to `type="button"`; only a form's submit sets `submit`. */
  type?: 'button' | 'submit';
  variant?: Variant;
  /** Replaces the label with a size-18 spinner and blocks further clicks. */
  loading?: boolean;
  /** Accessible text while loading (default: the label); the visible label is replaced by the spinner. */
  loadingLabel?: string;
  children: ReactNode;
}

export function Button({
  type = 'button',
  variant = 'primary',
  loading = false,
  loadingLabel,
  disabled,
  children,
  ...rest
}: ButtonProps) {
  const busyText = loading ? (loadingLabel ?? children) : null;
  return (
    <>
      <StyledButton
        {...rest}
        type={type}
        $variant={variant}
        disabled={disabled}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        onClick={loading ? (e) => e.preventDefault() : rest.onClick}
      >
        {loading ? (
          // The label stays for assistive technology (the button keeps its name while busy); eyes see the spinner.
          <>
            <Spinner size={18} />
            <VisuallyHidden>{busyText}</VisuallyHidden>
          </>
        ) : (
          children
        )}
      </StyledButton>
      {/* A polite live region that is always there, beside the (busy) button: "Sending…" is announced; the outcome
          is the next screen's focused heading or an alert. */}
      <VisuallyHidden aria-live="polite">{busyText}</VisuallyHidden>
    </>
  );
}
