// Lazy chunk: the password product's Main form.
export { PasswordEmailForm } from '../../screens/Password/PasswordEmailForm';
