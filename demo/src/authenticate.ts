import { createClient } from 'idp-elements/headless';
import { publicConfig } from './env';
import { el, renderSessionPanel } from './ui';

const result = document.getElementById('result')!;
const client = createClient({ publicToken: publicConfig.publicToken, apiUrl: publicConfig.apiBaseUrl });

async function finish(): Promise<void> {
  const params = new URLSearchParams(location.search);
  const token = params.get('token');
  const type = params.get('stytch_token_type');
  if (!token || (type !== null && type !== 'magic_links' && type !== 'login')) {
    if (client.session.getSync()) renderSessionPanel(client, result);
    else
      result.replaceChildren(
        el('p', { className: 'status-error' }, 'This page needs a magic-link token in its address.'),
        el('p', {}, 'Open the link from the email in the dev inbox.'),
      );
    return;
  }
  // Drop the single-use token from the address bar and history.
  history.replaceState(null, '', location.pathname);
  try {
    await client.magicLinks.authenticate(token, { session_duration_minutes: 60 });
    renderSessionPanel(client, result);
  } catch (e) {
    result.replaceChildren(
      el('p', { className: 'status-error' }, (e as Error).message),
      el('p', {}, el('a', {}, 'Back to the login page')),
    );
    result.querySelector('a')!.href = '/login.html';
  }
}

void finish();
