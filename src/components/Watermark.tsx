import { styled } from 'styled-components';
import { v } from '../theme/cssVars';

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

const Mark = styled.span`
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${v('colors', 'primary')};
`;

/** The provider's site the watermark links to. */
export const PROVIDER_URL = 'https://stytch.com';

/** "Powered by" the provider, shown when bootstrap says the watermark is on. Drawn locally, no remote image. */
export function Watermark({ poweredBy, providerName }: { poweredBy: string; providerName: string }) {
  return (
    <Link href={PROVIDER_URL} target="_blank" rel="noopener noreferrer" part="watermark">
      {poweredBy}
      <Mark>{providerName}</Mark>
    </Link>
  );
}
