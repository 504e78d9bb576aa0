// Lazy chunk: the password screens after Main.
export { PasswordBreachedScreen } from '../../screens/Password/PasswordBreachedScreen';
export { PasswordConfirmationScreen } from '../../screens/Password/PasswordConfirmationScreen';
export { PasswordCreateOrLoginScreen } from '../../screens/Password/PasswordCreateOrLoginScreen';
export {
  PasswordDedupeScreen,
  PasswordForgotScreen,
  PasswordSetNewScreen,
} from '../../screens/Password/PasswordEmailSentScreens';
