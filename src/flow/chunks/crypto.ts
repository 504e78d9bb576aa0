// Lazy chunk: the crypto-wallet product (Main's wallet buttons, its screens, wallet detection and signing), and
// the client's crypto area it calls (no waterfall).
import '../../client/crypto';
export { walletsReady } from '../../screens/Crypto/cryptoFlow';
export { CryptoSection } from '../../screens/Crypto/CryptoSection';
export {
  CryptoConfirmationScreen,
  CryptoConnectScreen,
  CryptoErrorScreen,
  CryptoOtherScreen,
  CryptoSetupWalletScreen,
  CryptoSignMessageScreen,
} from '../../screens/Crypto/CryptoScreens';
