/** The crypto-wallet texts, in the crypto chunk only: the login form does not carry them. */
export interface CryptoMessages {
  continueWith: (wallet: string) => string;
  other: string;
  otherTitle: string;
  setUp: string;
  setUpTitle: string;
  setUpText: string;
  download: (wallet: string) => string;
  newTab: string;
  noWallets: string;
  connecting: string;
  connectingText: (wallet: string) => string;
  signing: string;
  signingText: (wallet: string) => string;
  successTitle: string;
  successText: string;
  errorTitle: string;
  rejected: string;
  tryAgain: string;
  back: string;
}

/** What the console says on a failure (developer logs, in English in every language). */
export const CRYPTO_LOGS = {
  connect: '[Error] Could not connect to wallet',
  sign: '[Error] Could not sign message',
} as const;

export const cryptoMessages: CryptoMessages = {
  continueWith: (wallet: string) => `Continue with ${wallet}`,
  other: 'Continue with other Crypto Wallet',
  otherTitle: 'Other crypto wallets',
  setUp: 'Set up a new crypto wallet',
  setUpTitle: 'Set up a new crypto wallet',
  setUpText: 'Download a wallet, create an account in it, then come back here to continue.',
  download: (wallet: string) => `Download ${wallet}`,
  newTab: '(opens in a new tab)',
  noWallets: 'No crypto wallet was found in this browser.',
  connecting: 'Connecting to your wallet...',
  connectingText: (wallet: string) => `Approve the connection in ${wallet}.`,
  signing: 'Completing signature request...',
  signingText: (wallet: string) => `Sign the message in ${wallet} to prove this wallet is yours.`,
  successTitle: 'Success!',
  successText: 'You have successfully connected your wallet.',
  errorTitle: 'Looks like there was an error!',
  rejected: 'The request was declined in your wallet.',
  tryAgain: 'Try again',
  back: 'Back',
};
