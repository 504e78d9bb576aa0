import { styled, css } from 'styled-components';
import { useContext, type ReactNode } from 'react';
import { WidgetContext } from '../kit/context';
import { v } from '../theme/cssVars';
import { safeLinks } from './safeLinks';

export type BannerVariant = 'error' | 'warning' | 'success';

const Box = styled.div<{ $variant: BannerVariant }>`
  display: flex;
  align-items: flex-start;
  gap: 10px;
  padding: 12px 14px;
  border-radius: 4px;
  font-size: ${v('typography', 'smallFontSize')};
  line-height: 1.45;
  overflow-wrap: anywhere;
  ${({ $variant }) =>
    $variant === 'error'
      ? css`
          color: ${v('colors', 'error')};
          background: color-mix(in srgb, ${v('colors', 'error')} 8%, transparent);
          border: 1px solid color-mix(in srgb, ${v('colors', 'error')} 45%, transparent);
        `
      : $variant === 'success'
        ? css`
            color: ${v('colors', 'success')};
            background: color-mix(in srgb, ${v('colors', 'success')} 8%, transparent);
            border: 1px solid color-mix(in srgb, ${v('colors', 'success')} 45%, transparent);
          `
        : css`
            color: #6b4a00;
            background: #fff6df;
            border: 1px solid #e9c46a;
          `}
  a {
    color: inherit;
  }
`;

/**
 * The variant's glyph, drawn by CSS with an empty alternative text: it is no text of the banner, so neither a
 * screen reader (live regions included, which some read in full) nor the text of the card runs it into the
 * heading before it ("Set up a new Passkey!The Passkey…").
 */
const Icon = styled.span<{ $glyph: string }>`
  flex: none;
  font-weight: 700;
  line-height: 1.45;
  &::before {
    content: '${({ $glyph }) => $glyph}';
    content: '${({ $glyph }) => $glyph}' / '';
  }
`;

const ICONS: Record<BannerVariant, string> = { error: '!', warning: '!', success: '✓' };

export interface BannerProps {
  variant: BannerVariant;
  /** Server or catalogue text. Rendered as text; https links to allowed hosts become anchors. */
  message: string;
  /** Hosts whose https links may be clickable (the provider's site). */
  linkHosts?: readonly string[];
  /** The error type of an error message: the element shows that type's text in its language. */
  type?: string | undefined;
  children?: ReactNode;
}

/** A message above the form. Errors are announced at once, the others politely. */
export function Banner({ variant, message: raw, linkHosts = [], type, children }: BannerProps) {
  const widget = useContext(WidgetContext);
  const message = widget && type ? widget.errorText({ message: raw, type }) : raw;
  return (
    <Box
      $variant={variant}
      role={variant === 'error' ? 'alert' : 'status'}
      part={`banner banner-${variant}`}
      data-variant={variant}
    >
      <Icon aria-hidden="true" $glyph={ICONS[variant]} />
      <span>
        {safeLinks(message, linkHosts)}
        {children}
      </span>
    </Box>
  );
}
