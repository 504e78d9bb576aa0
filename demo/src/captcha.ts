import { EVENT } from 'idp-elements';
import { createClient } from 'idp-elements/headless';
import { publicConfig, redirectUrl } from './env';
import { el, renderSessionPanel } from './ui';

// The emulator's built-in project with `captcha_required: true`: every send carries a token from the emulator's
// reCAPTCHA stand-in, which the widget loads from `captcha-script-url` in place of Google's script.
const CAPTCHA_PROJECT_TOKEN = 'public-token-test-idp-elements-captcha';

const resetUrl = new URL('/reset-password.html', publicConfig.appUrl).href;
const login = document.getElementById('login') as HTMLElementTagNameMap['idp-login'];
login.setAttribute('public-token', CAPTCHA_PROJECT_TOKEN);
login.setAttribute('api-url', publicConfig.apiBaseUrl);
login.setAttribute('captcha-script-url', `${publicConfig.apiBaseUrl}/captcha/enterprise.js`);
login.config = {
  products: ['passwords', 'emailMagicLinks'],
  emailMagicLinksOptions: { loginRedirectURL: redirectUrl, signupRedirectURL: redirectUrl },
  passwordOptions: { loginRedirectURL: resetUrl, resetPasswordRedirectURL: resetUrl },
};

const log = document.getElementById('log')!;
login.addEventListener(EVENT.event, (e) => {
  log.prepend(el('li', {}, `${e.detail.type} ${JSON.stringify(e.detail.data)}`));
});
login.addEventListener(EVENT.error, (e) => {
  log.prepend(el('li', { className: 'error' }, `error: ${e.detail.message}`));
});

// This client names no captcha script: it shares its data layer with the element's, which brings the URL.
renderSessionPanel(
  createClient({ publicToken: CAPTCHA_PROJECT_TOKEN, apiUrl: publicConfig.apiBaseUrl }),
  document.getElementById('session')!,
);
