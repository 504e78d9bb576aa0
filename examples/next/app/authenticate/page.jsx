import { loginConfig, settings } from '../../lib/idp.js';
import { Login } from '../elements.jsx';

export const metadata = { title: 'Logging in' };

// The emailed login links and social sign-ins come back here; the element finishes them, then goes on.
export default function AuthenticatePage() {
  const { publicToken, apiUrl } = settings();
  return (
    <>
      <h1>Logging in</h1>
      <Login publicToken={publicToken} apiUrl={apiUrl} config={loginConfig()} afterLoginUrl="/account" />
    </>
  );
}
