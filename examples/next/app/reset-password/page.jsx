import { loginConfig, settings } from '../../lib/idp.js';
import { ResetPassword } from '../elements.jsx';

export const metadata = { title: 'Choose a new password' };

// Where the password-reset email links to.
export default function ResetPasswordPage() {
  const { publicToken, apiUrl } = settings();
  return (
    <>
      <h1>Choose a new password</h1>
      <ResetPassword publicToken={publicToken} apiUrl={apiUrl} config={loginConfig()} />
      <p>
        <a href="/account">Go to your account</a>
      </p>
    </>
  );
}
