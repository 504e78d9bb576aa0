// Lazy chunk: the password product's Main form, and the client's passwords area it calls (no waterfall).
import '../../client/passwords';
export { PasswordEmailForm } from '../../screens/Password/PasswordEmailForm';
