// Lazy chunk: `<idp-reset-password>`'s screens.
export { PasswordResetScreen } from '../../screens/Password/PasswordResetScreen';
export { PasswordConfirmationScreen } from '../../screens/Password/PasswordConfirmationScreen';
