import { EVENT } from 'idp-elements';
import 'idp-elements/account';
import { createClient } from 'idp-elements/headless';
import { publicConfig, redirectUrl } from './env';
import { el, renderSessionPanel } from './ui';

// Log in with a password (or a magic link), then manage the account with <idp-account>. The dev clock
// (/_dev/clock) moves time forward to see the step-up check: after 10 minutes a password change asks to confirm.
const resetUrl = new URL('/reset-password.html', publicConfig.appUrl).href;
const login = document.getElementById('login') as HTMLElementTagNameMap['idp-login'];
const account = document.getElementById('account') as HTMLElementTagNameMap['idp-account'];
for (const element of [login, account]) {
  element.setAttribute('public-token', publicConfig.publicToken);
  element.setAttribute('api-url', publicConfig.apiBaseUrl);
}
const passwordOptions = { loginRedirectURL: resetUrl, resetPasswordRedirectURL: resetUrl };
login.config = {
  products: ['passwords', 'emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl },
  passwordOptions,
};
// "Link Google" / "Link GitHub" in Connected accounts: the provider's sign-in sends the user back to this page.
account.config = {
  stepUpMinutes: 10,
  passwordOptions,
  oauthOptions: { providers: [{ type: 'google' }, { type: 'github' }] },
};

const log = document.getElementById('log')!;
for (const element of [login, account] as HTMLElement[]) {
  element.addEventListener(EVENT.event, (e) => {
    log.prepend(el('li', {}, `${e.detail.type} ${JSON.stringify(e.detail.data)}`));
  });
  element.addEventListener(EVENT.error, (e) => {
    log.prepend(el('li', { className: 'error' }, `error: ${e.detail.message}`));
  });
}

const client = createClient({ publicToken: publicConfig.publicToken, apiUrl: publicConfig.apiBaseUrl });
// <idp-login> finishes a social sign-in its page's address carries: here that is <idp-account>'s (a provider
// linked), so the login form is on the page only while logged out.
const stack = login.parentElement!;
const show = () => {
  const loggedIn = client.session.getSync() !== null;
  if (loggedIn) login.remove();
  else if (!login.isConnected) stack.prepend(login);
  login.hidden = loggedIn;
};
client.session.onChange(show);
show();
renderSessionPanel(client, document.getElementById('session')!);
