/**
 * The browser script of the emulator's consent page (`{api}/oauth/authorize`, served as `/oauth/authorize.js`). It loads the built package from `/oauth/assets/` and shows `<idp-consent>`, which reads
 * the authorize (or logout) request from this page's query string. Without a session it shows `<idp-login>`
 * instead; once the user is logged in the page reloads and the request continues. Email links come back to this
 * same address: a magic link is finished here, a password-reset link shows `<idp-reset-password>`.
 */

/** The page script (plain JavaScript: the emulator serves it as it is, also from the bundled test kit). */
export const CONSENT_PAGE_SCRIPT = `
const root = document.getElementById('consent-root');
const publicToken = root.dataset.publicToken ?? '';
const apiUrl = root.dataset.apiUrl ?? '';
const assets = root.dataset.assets ?? '/oauth/assets';

/** The query parameters an email link adds to this page's address. */
const LINK_PARAMS = ['stytch_token_type', 'token'];

/** This page's address without the parameters of an email link: where links and reloads come back to. */
function returnUrl() {
  const url = new URL(location.href);
  for (const name of LINK_PARAMS) url.searchParams.delete(name);
  return url.href;
}

function noticeOf(text, kind) {
  const p = document.createElement('p');
  p.className = 'notice ' + kind;
  p.setAttribute('role', kind === 'error' ? 'alert' : 'status');
  p.textContent = text;
  return p;
}

function notice(text, kind = 'info') {
  root.replaceChildren(noticeOf(text, kind));
}

function element(tag) {
  const node = document.createElement(tag);
  node.setAttribute('public-token', publicToken);
  node.setAttribute('api-url', apiUrl);
  return node;
}

function onIdpEvent(node, handler) {
  node.addEventListener('idp-event', (event) => handler(event.detail.type));
}

/** Logging in (<idp-login>), after which the authorize request continues from the top. */
function showLogin() {
  const login = element('idp-login');
  const back = returnUrl();
  login.config = {
    products: ['passwords', 'emailMagicLinks', 'otp'],
    emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back },
    passwordOptions: { loginRedirectURL: back, resetPasswordRedirectURL: back },
    otpOptions: { methods: ['sms', 'whatsapp'] },
  };
  onIdpEvent(login, (type) => {
    if (type === 'authenticate_flow_complete') location.replace(returnUrl());
  });
  // An error shown above (a link that could not be used) stays.
  root.replaceChildren(...root.querySelectorAll('.notice.error'), login);
}

function showConsent() {
  if (!customElements.get('idp-consent')) {
    notice(
      'This build of idp-elements has no <idp-consent> element: rebuild the package (npm run build), then reload.',
      'error',
    );
    return;
  }
  const consent = element('idp-consent');
  onIdpEvent(consent, (type) => {
    if (type === 'idp_no_session') showLogin();
  });
  root.replaceChildren(consent);
}

/** A password-reset email's link: <idp-reset-password> reads the token from the address and logs the user in. */
function showReset() {
  const reset = element('idp-reset-password');
  onIdpEvent(reset, (type) => {
    if (type === 'authenticate_flow_complete') location.replace(returnUrl());
  });
  root.replaceChildren(reset);
}

/**
 * A magic link's token: drops it from the address and history (it is single use), logs the user in, and answers
 * the error message when the link cannot be used.
 */
async function finishMagicLink(token) {
  history.replaceState(null, '', returnUrl());
  notice('Logging in…');
  try {
    const headless = await import(assets + '/headless.js');
    const client = headless.createClient({ publicToken, apiUrl });
    await client.magicLinks.authenticate(token, { session_duration_minutes: 60 });
    return null;
  } catch (e) {
    return e instanceof Error ? e.message : 'The link could not be used.';
  }
}

async function main() {
  try {
    await import(assets + '/idp-elements.js');
  } catch {
    notice('The idp-elements package is not built: run npm run build, then reload this page.', 'error');
    return;
  }
  const params = new URLSearchParams(location.search);
  const type = params.get('stytch_token_type');
  const token = params.get('token');
  if (token !== null && type === 'reset_password') return showReset();
  const linkError =
    token !== null && (type === 'magic_links' || type === 'login') ? await finishMagicLink(token) : null;
  showConsent();
  // A link that failed leaves no session: the consent element then asks to log in, under this message.
  if (linkError !== null) root.prepend(noticeOf(linkError, 'error'));
}

void main();
`;
