import { styled } from 'styled-components';
import { FORCED, v } from '../theme/cssVars';

const Link = styled.a`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: 6px;
  font-size: 12px;
  color: ${v('colors', 'secondary')};
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

// The letter is cut out of the mark: the card's colour, whatever the text colour is. In forced colours an svg keeps
// its own colour: the link's, with the letter in Canvas.
const Logo = styled.svg`
  /* The wordmark is Latin text: it keeps its direction in a right-to-left card. */
  direction: ltr;
  display: block;
  height: 14px;
  width: auto;
  color: ${v('colors', 'primary')};
  path {
    fill: ${v('container', 'backgroundColor')};
  }
  ${FORCED} {
    color: LinkText;
    path {
      fill: Canvas;
    }
  }
`;

/**
 * The provider's logo, drawn inline (no request to another host, so the element works offline and under a strict
 * CSP): a rounded mark and the name as a wordmark. `providerName` is its accessible name.
 */
function ProviderLogo({ providerName }: { providerName: string }) {
  return (
    <Logo viewBox="0 0 74 16" role="img" aria-label={providerName} data-testid="watermark-logo">
      <rect x="0.5" y="0.5" width="15" height="15" rx="4" fill="currentColor" />
      <path d="M10.6 5.2c-.6-.6-1.5-.9-2.5-.9-1.7 0-2.9.9-2.9 2.2 0 2.5 4.2 1.6 4.2 3 0 .5-.5.8-1.3.8-.9 0-1.6-.4-2.1-1L5 10.4c.7.8 1.8 1.3 3.1 1.3 1.8 0 3-.9 3-2.3 0-2.6-4.2-1.7-4.2-3 0-.4.4-.7 1.1-.7.6 0 1.2.2 1.6.6z" />
      <text
        x="20"
        y="12.4"
        fill="currentColor"
        fontFamily="inherit"
        fontSize="12.5"
        fontWeight="700"
        letterSpacing="0.2"
      >
        {providerName}
      </text>
    </Logo>
  );
}

/** The provider's site the watermark links to. */
export const PROVIDER_URL = 'https://stytch.com';

/**
 * "Powered by" the provider, shown when bootstrap says the watermark is on. Drawn locally, no remote image.
 * `reserved`: invisible (and out of the tab order and the accessibility tree), holding its place in the card.
 */
export function Watermark({
  poweredBy,
  providerName,
  reserved = false,
}: {
  poweredBy: string;
  providerName: string;
  reserved?: boolean;
}) {
  return (
    <Link
      href={PROVIDER_URL}
      target="_blank"
      rel="noopener noreferrer"
      part="watermark"
      style={reserved ? { visibility: 'hidden' } : undefined}
    >
      {poweredBy}
      <ProviderLogo providerName={providerName} />
    </Link>
  );
}
