// Lazy chunk: the screens after a magic-link send.
export { EmailConfirmationScreen } from '../../screens/EmailMagicLinks/EmailConfirmationScreen';
