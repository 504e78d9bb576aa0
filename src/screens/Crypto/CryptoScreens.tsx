import { BackLink } from '../../components/BackLink';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { Spinner } from '../../components/Spinner';
import { SuccessCheck } from '../../components/icons';
import { VisuallyHidden } from '../../components/VisuallyHidden';
import { Screen } from '../../store/screens';
import { useCryptoMessages } from './useCryptoMessages';
import { useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { useCryptoFlow, useCryptoState } from './cryptoFlow';
import { walletSlots } from './slots';
import { indexAmongSame, WalletButton } from './CryptoSection';
import { styled } from 'styled-components';
import { v } from '../../theme/cssVars';

function useBackToMain() {
  const { store } = useWidget();
  return () => store.getState().backToMain();
}

/** CryptoConnect and CryptoSignMessage: a spinner while the wallet shows its own prompt. */
function Waiting({ title, text }: { title: string; text: string }) {
  const m = useCryptoMessages();
  const back = useBackToMain();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <BackLink label={m.back} onClick={back} />
      <Spinner size={32} />
      <Heading ref={headingRef} tabIndex={-1} part="heading" aria-live="polite">
        {title}
      </Heading>
      <Text>{text}</Text>
    </>
  );
}

export function CryptoConnectScreen() {
  const m = useCryptoMessages();
  const name = useCryptoState((s) => s.wallet?.name ?? '');
  return <Waiting title={m.connecting} text={m.connectingText(name)} />;
}

export function CryptoSignMessageScreen() {
  const m = useCryptoMessages();
  const name = useCryptoState((s) => s.wallet?.name ?? '');
  return <Waiting title={m.signing} text={m.signingText(name)} />;
}

/** CryptoConfirmation. */
export function CryptoConfirmationScreen() {
  const m = useCryptoMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <SuccessCheck />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {m.successTitle}
      </Heading>
      <Text>{m.successText}</Text>
    </>
  );
}

/** CryptoError: what went wrong, "Try again" with the same wallet, or back to Main. */
export function CryptoErrorScreen() {
  const m = useCryptoMessages();
  const back = useBackToMain();
  const run = useCryptoFlow();
  const wallet = useCryptoState((s) => s.wallet);
  const error = useCryptoState((s) => s.error);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <BackLink label={m.back} onClick={back} />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {m.errorTitle}
      </Heading>
      {error ? <Text role="alert">{error}</Text> : null}
      {wallet ? (
        <Button onClick={() => void run(wallet)} part="button submit" data-idp-action="try-again">
          {m.tryAgain}
        </Button>
      ) : null}
    </>
  );
}

/** CryptoOtherScreen: the wallets Main had no slot for, and "Set up a new crypto wallet". */
export function CryptoOtherScreen() {
  const m = useCryptoMessages();
  const { config, store } = useWidget();
  const back = useBackToMain();
  const wallets = useCryptoState((s) => s.wallets);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const slots = walletSlots(config);
  return (
    <>
      <BackLink label={m.back} onClick={back} />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {m.otherTitle}
      </Heading>
      <Column $gap={12}>
        {wallets.slice(slots).map((wallet, i) => (
          <WalletButton
            key={`${wallet.id}-${i}`}
            wallet={wallet}
            index={indexAmongSame(wallets, slots + i)}
          />
        ))}
        <Button
          variant="secondary"
          onClick={() => store.getState().goTo(Screen.CryptoSetupWallet)}
          part="button"
          data-idp-action="set-up-wallet"
        >
          {m.setUp}
        </Button>
      </Column>
    </>
  );
}

const DOWNLOADS = [
  { name: 'Metamask', url: 'https://metamask.io/download/' },
  { name: 'Phantom', url: 'https://phantom.com/download' },
  { name: 'Coinbase Wallet', url: 'https://www.coinbase.com/wallet/downloads' },
  { name: 'Binance Wallet', url: 'https://www.binance.com/en/web3wallet' },
];

const Download = styled.a`
  display: block;
  padding: 12px 16px;
  border: 1px solid ${v('buttons', 'secondary', 'borderColor')};
  border-radius: ${v('buttons', 'secondary', 'borderRadius')};
  color: ${v('colors', 'primary')};
  font-weight: 600;
  text-align: center;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: 2px solid ${v('colors', 'primary')};
    outline-offset: 2px;
  }
`;

/** CryptoSetupWallet: download links for four wallets. */
export function CryptoSetupWalletScreen() {
  const m = useCryptoMessages();
  const { store } = useWidget();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <>
      <BackLink label={m.back} onClick={() => store.getState().goBack()} />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {m.setUpTitle}
      </Heading>
      <Text>{m.setUpText}</Text>
      <Column $gap={12}>
        {DOWNLOADS.map((d) => (
          <Download key={d.name} href={d.url} target="_blank" rel="noopener noreferrer" part="link">
            {m.download(d.name)}
            <VisuallyHidden> {m.newTab}</VisuallyHidden>
          </Download>
        ))}
      </Column>
    </>
  );
}
