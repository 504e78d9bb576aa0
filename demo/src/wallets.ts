import { EVENT } from 'idp-elements';
import { createClient } from 'idp-elements/headless';
import { publicConfig, redirectUrl } from './env';
import { installTestWalletIfNone } from './testWallet';
import { el, renderSessionPanel } from './ui';

// Sign in with a crypto wallet (Ethereum or Solana) — or by magic link. Without a wallet in this browser, the page
// adds a clearly labelled test wallet first.
const note = document.getElementById('test-wallet')!;
void installTestWalletIfNone().then((address) => {
  if (!address) return;
  note.hidden = false;
  note.querySelector('code')!.textContent = address;
});

const login = document.getElementById('login') as HTMLElementTagNameMap['idp-login'];
login.setAttribute('public-token', publicConfig.publicToken);
login.setAttribute('api-url', publicConfig.apiBaseUrl);
login.config = {
  products: ['crypto', 'emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl },
};

const log = document.getElementById('log')!;
login.addEventListener(EVENT.event, (e) => {
  log.prepend(el('li', {}, `${e.detail.type} ${JSON.stringify(e.detail.data)}`));
});
login.addEventListener(EVENT.error, (e) => {
  log.prepend(el('li', { className: 'error' }, `error: ${e.detail.message}`));
});

renderSessionPanel(
  createClient({ publicToken: publicConfig.publicToken, apiUrl: publicConfig.apiBaseUrl }),
  document.getElementById('session')!,
);
