import { createClient } from 'idp-elements/headless';
import { publicConfig } from './env';
import { el, renderSessionPanel } from './ui';

const result = document.getElementById('result')!;
const title = document.getElementById('auth-title')!;
const client = createClient({ publicToken: publicConfig.publicToken, apiUrl: publicConfig.apiBaseUrl });

/** What the provider's redirect carries: a magic link's token, a social sign-in's, or a social sign-in's error. */
function readAddress(): {
  token: string | null;
  type: string | null;
  error: string | null;
  detail: string | null;
} {
  const params = new URLSearchParams(location.search);
  return {
    token: params.get('token'),
    type: params.get('stytch_token_type'),
    error: params.get('error'),
    detail: params.get('error_description'),
  };
}

function failed(message: string, back: { href: string; text: string }): void {
  const link = el('a', {}, back.text);
  link.href = back.href;
  result.replaceChildren(el('p', { className: 'status-error' }, message), el('p', {}, link));
}

async function finish(): Promise<void> {
  const { token, type, error, detail } = readAddress();
  const oauth = type === 'oauth' || error !== null;
  title.textContent = oauth ? 'Social sign-in' : 'Magic link';
  const back = oauth
    ? { href: '/social.html', text: 'Back to social sign-in' }
    : { href: '/login.html', text: 'Back to the login page' };
  if (error !== null) {
    // The provider sent the user back without a login (e.g. Cancel on its page: access_denied).
    history.replaceState(null, '', location.pathname);
    failed(
      error === 'access_denied'
        ? 'Sign-in was cancelled at the provider.'
        : `The provider refused the sign-in (${error}${detail ? `: ${detail}` : ''}).`,
      back,
    );
    return;
  }
  if (!token || (type !== null && !['magic_links', 'login', 'oauth'].includes(type))) {
    if (client.session.getSync()) renderSessionPanel(client, result);
    else
      result.replaceChildren(
        el('p', { className: 'status-error' }, 'This page needs a login token in its address.'),
        el('p', {}, 'Open the link from the email in the dev inbox, or sign in on the social page.'),
      );
    return;
  }
  // Drop the single-use token from the address bar and history.
  history.replaceState(null, '', location.pathname);
  const login = async (): Promise<void> => {
    result.replaceChildren(el('p', {}, 'Logging in…'));
    try {
      if (type === 'oauth') await client.oauth.authenticate(token, { session_duration_minutes: 60 });
      else await client.magicLinks.authenticate(token, { session_duration_minutes: 60 });
      renderSessionPanel(client, result);
    } catch (e) {
      const kind = (e as { type?: string }).type ?? '';
      if (kind === 'invalid_pkce_code_verifier' || kind === 'pkce_mismatch') {
        // The link was asked for in another browser: its token is still unused there.
        failed(
          'This link was requested in another browser or on another device, and it only works there. ' +
            'Open it there, or ask for a new link here.',
          { href: '/login.html', text: 'Get a new link on this device' },
        );
      } else failed((e as Error).message, back);
    }
  };
  // The scanner-safe rule (docs/magic-links.md): a social sign-in, and a link this browser asked for, finish at
  // once; any other link waits for one click, so a mail scanner that runs the page's scripts uses nothing up.
  if (type === 'oauth' || client.magicLinks.requestedHere()) {
    await login();
    return;
  }
  const button = el('button', { className: 'primary' }, 'Log in');
  button.type = 'button';
  button.addEventListener('click', () => void login(), { once: true });
  result.replaceChildren(
    el('p', {}, 'Press the button to finish logging in with the link from your email.'),
    button,
    el('p', { className: 'muted' }, 'This step keeps email security scanners from using up your link.'),
  );
}

void finish();
