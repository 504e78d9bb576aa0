import { styled } from 'styled-components';
import type { Wallet, WalletId } from '../../platform/wallets';

const Img = styled.img`
  width: 20px;
  height: 20px;
  border-radius: 4px;
`;

/** Simple marks in each wallet's colours: decorative, the button's text names the wallet. */
const MARKS: Record<WalletId, JSX.Element> = {
  metamask: (
    <>
      <path d="M3 3l7 5-1.3-3.1L3 3zM21 3l-7 5 1.3-3.1L21 3z" fill="#E2761B" />
      <path d="M4 4l2 9-2 5 5 2h6l5-2-2-5 2-9-6 4h-4L4 4z" fill="#F6851B" />
      <path d="M9 15l1 2h4l1-2-3-1-3 1z" fill="#233447" />
    </>
  ),
  phantom: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="6" fill="#AB9FF2" />
      <path d="M6 16c0-5 2.7-9 6.4-9S18 10 18 13.5c0 1.6-1.2 2.5-2.6 2.5H6z" fill="#FFFDF8" />
      <circle cx="12" cy="12" r="1" fill="#AB9FF2" />
      <circle cx="15" cy="12" r="1" fill="#AB9FF2" />
    </>
  ),
  coinbase: (
    <>
      <circle cx="12" cy="12" r="10" fill="#0052FF" />
      <rect x="9" y="9" width="6" height="6" rx="1" fill="#fff" />
    </>
  ),
  binance: (
    <path
      d="M12 3l2.6 2.6L12 8.2 9.4 5.6 12 3zm-5 5l2.6 2.6L7 13.2 4.4 10.6 7 8zm10 0l2.6 2.6-2.6 2.6-2.6-2.6L17 8zm-5 3.4l2.6 2.6L12 16.6 9.4 14l2.6-2.6zM12 16.8l2.6 2.6L12 22l-2.6-2.6 2.6-2.6z"
      fill="#F0B90B"
    />
  ),
  vessel: (
    <>
      <rect x="2" y="2" width="20" height="20" rx="6" fill="#1F1F3D" />
      <path d="M7 8l5 9 5-9" stroke="#7FD1FF" strokeWidth="2" fill="none" strokeLinejoin="round" />
    </>
  ),
  otherEthereum: (
    <>
      <path d="M12 2l6 10-6 3.6L6 12l6-10z" fill="#627EEA" />
      <path d="M12 17l6-3.6L12 22l-6-8.6 6 3.6z" fill="#8A9FF0" />
    </>
  ),
  otherSolana: (
    <g fill="#14F195">
      <path d="M6 6h13l-2 3H4l2-3zM4 10.5h13l2 3H6l-2-3zM6 15h13l-2 3H4l2-3z" />
    </g>
  ),
};

export function WalletIcon({ wallet }: { wallet: Wallet }) {
  if (wallet.icon && (wallet.id === 'otherEthereum' || wallet.id === 'otherSolana'))
    return <Img src={wallet.icon} alt="" />;
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
      {MARKS[wallet.id]}
    </svg>
  );
}
