import { redirect } from 'next/navigation';
import { currentUser, settings } from '../../lib/idp.js';
import { PasskeyRegister } from '../elements.jsx';

export const metadata = { title: 'Your account' };

// Checked on the server with the provider's Node SDK at every request: without a valid session, /login.
export default async function AccountPage() {
  const user = await currentUser();
  if (!user) redirect('/login');
  const { publicToken, apiUrl } = settings();
  return (
    <>
      <h1>Your account</h1>
      <p id="who">Logged in as {user.emails[0]?.email ?? user.user_id}</p>
      <form method="post" action="/logout">
        <button type="submit">Log out</button>
      </form>
      <h2>Passkeys</h2>
      <PasskeyRegister publicToken={publicToken} apiUrl={apiUrl} />
    </>
  );
}
