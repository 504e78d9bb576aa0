/**
 * The crypto-wallet flow: pick a wallet → connect (CryptoConnect) → the provider's challenge → sign it
 * (CryptoSignMessage) → authenticate → CryptoConfirmation. Any failure → CryptoError, with its console line.
 * Its state (the detected wallets, the chosen one, its address and challenge) is per widget, kept in this chunk.
 */
import { useCallback } from 'react';
import { createStore, useStore, type StoreApi } from 'zustand';
import { AuthError } from '../../errors/AuthError';
import { Screen } from '../../store/screens';
import { CRYPTO_LOGS } from '../../i18n/crypto';
import { useCryptoMessages } from './useCryptoMessages';
import {
  connectWallet,
  detectWallets,
  signChallenge,
  USER_REJECTED,
  walletError,
  type Wallet,
  type WalletId,
} from '../../platform/wallets';
import { useWidget } from '../../kit/context';

export interface CryptoState {
  /** What the page offers, the named wallets first. */
  wallets: Wallet[];
  /** The selected wallet option (cryptoState.walletOption): Metamask until the user picks another. */
  walletOption: WalletId;
  /** The page's wallet for that option: the flow under way, else the page's Metamask (null when it has none). */
  wallet: Wallet | null;
  walletAddress: string;
  walletChallenge: string;
  /** What CryptoError says. */
  error: string;
}

let detected: Wallet[] = [];
/** The page's wallets, asked once when the chunk loads, so Main's first render already shows them. */
export const walletsReady: Promise<void> = detectWallets().then(
  (wallets) => void (detected = wallets),
  () => undefined,
);

const states = new WeakMap<object, StoreApi<CryptoState>>();

/** This widget's crypto state (keyed by its store). */
export function cryptoStore(key: object): StoreApi<CryptoState> {
  let state = states.get(key);
  if (!state) {
    state = createStore<CryptoState>(() => ({
      wallets: detected,
      walletOption: 'metamask',
      wallet: detected.find((w) => w.id === 'metamask') ?? null,
      walletAddress: '',
      walletChallenge: '',
      error: '',
    }));
    states.set(key, state);
  }
  return state;
}

export function useCryptoState<T>(selector: (state: CryptoState) => T): T {
  const { store } = useWidget();
  return useStore(cryptoStore(store), selector);
}

/** Runs the flow with a wallet; the answer of a flow the user left (Back) changes nothing. */
export function useCryptoFlow(): (wallet: Wallet) => Promise<void> {
  const m = useCryptoMessages();
  const { client, config, store, emit, reportError, errorText } = useWidget();
  return useCallback(
    async (wallet: Wallet) => {
      const crypto = cryptoStore(store);
      crypto.setState({ walletOption: wallet.id, wallet, walletAddress: '', walletChallenge: '', error: '' });
      store.getState().clearError();
      store.getState().goTo(Screen.CryptoConnect);
      const still = (screen: Screen) =>
        store.getState().screen === screen && crypto.getState().wallet === wallet;
      let step: 'connect' | 'sign' = 'connect';
      try {
        const { address, chainId } = await connectWallet(wallet);
        const bootstrap = await client.bootstrap.get();
        const siwe = bootstrap.siweRequiredForCryptoWallets && wallet.type === 'ethereum';
        const { challenge } = await client.cryptoWallets.authenticateStart({
          crypto_wallet_address: address,
          crypto_wallet_type: wallet.type,
          ...(siwe
            ? {
                siwe_params: {
                  uri: client.platform.location.origin,
                  ...(chainId ? { chain_id: chainId } : {}),
                },
              }
            : {}),
        });
        if (!still(Screen.CryptoConnect)) return;
        step = 'sign';
        crypto.setState({ walletAddress: address, walletChallenge: challenge });
        store.getState().goTo(Screen.CryptoSignMessage);
        const signature = await signChallenge(wallet, address, challenge);
        const duration = config.sessionOptions.sessionDurationMinutes;
        const result = await client.cryptoWallets.authenticate({
          crypto_wallet_address: address,
          crypto_wallet_type: wallet.type,
          signature,
          ...(duration !== undefined ? { session_duration_minutes: duration } : {}),
        });
        if (!still(Screen.CryptoSignMessage)) return;
        store
          .getState()
          .authenticated({ method: 'crypto', userId: result.userId, success: Screen.CryptoConfirmation });
        emit('authenticate_flow_complete', { method: 'crypto', userId: result.userId });
      } catch (e) {
        client.platform.console.error(step === 'connect' ? CRYPTO_LOGS.connect : CRYPTO_LOGS.sign, e);
        if (!still(step === 'connect' ? Screen.CryptoConnect : Screen.CryptoSignMessage)) return;
        const { code, message } = walletError(e);
        const error =
          e instanceof AuthError
            ? { message: e.message, type: e.type }
            : code === USER_REJECTED
              ? { message: m.rejected, type: 'user_rejected' }
              : { message: message.slice(0, 300), type: 'wallet_error' };
        crypto.setState({ error: errorText(error) });
        reportError(error);
        store.getState().goTo(Screen.CryptoError);
      }
    },
    [client, config, store, emit, reportError, errorText, m],
  );
}
