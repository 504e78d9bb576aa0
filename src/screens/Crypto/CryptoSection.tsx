import { useEffect } from 'react';
import { Button } from '../../components/Button';
import { ProviderButton } from '../../components/ProviderButton';
import { Column } from '../../components/Layout';
import { Screen } from '../../store/screens';
import { useCryptoMessages } from './useCryptoMessages';
import { detectWallets, type Wallet } from '../../platform/wallets';
import { useWidget } from '../../kit/context';
import { cryptoStore, useCryptoFlow, useCryptoState } from './cryptoFlow';
import { walletSlots } from './slots';
import { WalletIcon } from './WalletIcon';

/** One "Continue with {Wallet}" button. */
export function WalletButton({ wallet, index }: { wallet: Wallet; index: number }) {
  const m = useCryptoMessages();
  const run = useCryptoFlow();
  return (
    <ProviderButton
      variant="secondary"
      onClick={() => void run(wallet)}
      part="button wallet"
      data-idp-action={`wallet-${wallet.id}`}
      id={`crypto-${wallet.id}${index > 0 ? `-${index}` : ''}`}
    >
      <WalletIcon wallet={wallet} />
      {m.continueWith(wallet.name)}
    </ProviderButton>
  );
}

/** A wallet's button id suffix: the same id can be announced twice (two "other" wallets). */
export const indexAmongSame = (wallets: Wallet[], i: number) =>
  wallets.slice(0, i).filter((w) => w.id === wallets[i]?.id).length;

/**
 * The crypto product on Main: a button per detected wallet, at most `6 − OAuth providers − 1`; the rest
 * behind "Continue with other Crypto Wallet". Without any wallet, "Set up a new crypto wallet". Wallets that
 * announce themselves later (EIP-6963) join the list.
 */
export function CryptoSection() {
  const m = useCryptoMessages();
  const { config, store } = useWidget();
  const wallets = useCryptoState((s) => s.wallets);
  useEffect(() => {
    const refresh = () =>
      void detectWallets().then((found) => {
        if (found.length !== cryptoStore(store).getState().wallets.length)
          cryptoStore(store).setState({ wallets: found });
      });
    window.addEventListener('eip6963:announceProvider', refresh);
    return () => window.removeEventListener('eip6963:announceProvider', refresh);
  }, [store]);

  const slots = walletSlots(config);
  const shown = wallets.slice(0, slots);
  // Main draws the "or" between its sections.
  return (
    <Column $gap={12}>
      {shown.map((wallet, i) => (
        <WalletButton key={`${wallet.id}-${i}`} wallet={wallet} index={indexAmongSame(wallets, i)} />
      ))}
      {wallets.length > shown.length ? (
        <Button
          variant="secondary"
          onClick={() => store.getState().goTo(Screen.CryptoOtherScreen)}
          part="button"
          data-idp-action="other-wallets"
        >
          {m.other}
        </Button>
      ) : null}
      {wallets.length === 0 ? (
        <Button
          variant="secondary"
          onClick={() => store.getState().goTo(Screen.CryptoSetupWallet)}
          part="button"
          data-idp-action="set-up-wallet"
        >
          {m.setUp}
        </Button>
      ) : null}
    </Column>
  );
}
