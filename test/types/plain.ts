// A plain page: the tag map, typed properties and typed events on elements, `document` and `window`.
import 'idp-elements';
import type { IdpEventDetail, IdpLoginHTMLElement } from 'idp-elements';

const login: IdpLoginHTMLElement = document.createElement('idp-login');
login.publicToken = 'public-token-test-x';
login.config = { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['sms'] } };
login.config = '{"products":["passwords"]}';
login.styles = { colors: { primary: '#0a5' }, buttons: { primary: { borderRadius: '0' } } };
login.cookieOptions = { path: '/', availableToSubdomains: true };
login.nonce = 'r4nd0m';
login.captchaScriptUrl = 'http://localhost:9400/captcha/enterprise.js';
// @ts-expect-error a product name that does not exist
login.config = { products: ['magicLinks'] };
// @ts-expect-error a theme colour is a string
login.styles = { colors: { primary: 1 } };

const reset = document.querySelector('idp-reset-password');
if (reset) reset.passwordResetToken = 'token';
const passkeys = document.createElement('idp-passkey-register');
// @ts-expect-error only <idp-reset-password> takes a reset token
passkeys.passwordResetToken = 'token';
const consent = document.createElement('idp-consent');
consent.publicToken = 'public-token-test-x';

login.addEventListener('idp-event', (e) => {
  const type: IdpEventDetail['type'] = e.detail.type;
  const self: IdpLoginHTMLElement = e.currentTarget as IdpLoginHTMLElement;
  console.info(type, self.publicToken, e.detail.data);
});
login.addEventListener('idp-error', function (e) {
  const status: number | undefined = e.detail.status;
  console.info(this.config, e.detail.message, status);
});
document.addEventListener('idp-event', (e) => {
  // @ts-expect-error not an event type
  const wrong: IdpEventDetail['type'] = 'nope';
  console.info(e.detail.type === 'authenticate_flow_complete', wrong);
});
window.addEventListener('idp-error', (e) => console.info(e.detail.message));
document.body.addEventListener('idp-error', (e) => console.info(e.detail.type));
