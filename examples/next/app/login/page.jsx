import { loginConfig, settings } from '../../lib/idp.js';
import { Login } from '../elements.jsx';

export const metadata = { title: 'Log in' };

export default function LoginPage() {
  const { publicToken, apiUrl } = settings();
  return (
    <>
      <h1>Log in</h1>
      <Login publicToken={publicToken} apiUrl={apiUrl} config={loginConfig()} afterLoginUrl="/account" />
    </>
  );
}
