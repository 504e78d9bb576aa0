// Lazy chunk: the passkeys product on Main (button or autofill) and its confirmation screen.
export { autofillReady, PasskeySection } from '../../screens/Passkeys/PasskeySection';
export { PasskeyConfirmationScreen } from '../../screens/Passkeys/PasskeyConfirmationScreen';
