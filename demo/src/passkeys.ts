import { EVENT } from 'idp-elements';
import { createClient } from 'idp-elements/headless';
import { publicConfig, redirectUrl } from './env';
import { el, renderSessionPanel } from './ui';

// Log in by magic link (or with a passkey, offered in the email field's autofill where the browser supports it),
// then create passkeys with <idp-passkey-register>, shown while a session is live.
const login = document.getElementById('login') as HTMLElementTagNameMap['idp-login'];
const register = document.getElementById('register') as HTMLElementTagNameMap['idp-passkey-register'];
for (const element of [login, register]) {
  element.setAttribute('public-token', publicConfig.publicToken);
  element.setAttribute('api-url', publicConfig.apiBaseUrl);
}
login.config = {
  products: ['passkeys', 'emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl },
};

const log = document.getElementById('log')!;
for (const element of [login, register]) {
  element.addEventListener(EVENT.event, (e) => {
    log.prepend(el('li', {}, `${e.detail.type} ${JSON.stringify(e.detail.data)}`));
  });
  element.addEventListener(EVENT.error, (e) => {
    log.prepend(el('li', { className: 'error' }, `error: ${e.detail.message}`));
  });
}

const client = createClient({ publicToken: publicConfig.publicToken, apiUrl: publicConfig.apiBaseUrl });
const showRegister = () => {
  const loggedIn = client.session.getSync() !== null;
  register.hidden = !loggedIn;
  login.hidden = loggedIn;
};
client.session.onChange(showRegister);
showRegister();
renderSessionPanel(client, document.getElementById('session')!);
