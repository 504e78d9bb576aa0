// Lazy chunk: the passkey offered after a password or passcode login (passkeyOptions.offerAfterLogin).
export { PasskeyOfferScreen } from '../../screens/PasskeyOffer/PasskeyOfferScreen';
