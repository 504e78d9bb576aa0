// A Vue host, as vue-tsc sees the elements in a template: `$props` (attributes and object properties) and
// `$emit` (`@idp-event`, `@idp-error`) of `GlobalComponents`.
import type {} from 'idp-elements/jsx/vue';
import type { GlobalComponents } from 'vue';

type Instance<Tag extends keyof GlobalComponents> = InstanceType<GlobalComponents[Tag]>;

export const login: Instance<'idp-login'>['$props'] = {
  'public-token': 'public-token-test-x',
  config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
  styles: { colors: { primary: '#0a5' } },
  class: 'login',
};
export const reset: Instance<'idp-reset-password'>['$props'] = { 'password-reset-token': 't' };
// Under `strictTemplates` vue-tsc camelizes `public-token="…"` to `publicToken` before it checks the props.
export const strict: Instance<'idp-login'>['$props'] = {
  publicToken: 'public-token-test-x',
  apiUrl: 'http://localhost:9400',
  cookieOptions: { path: '/' },
  captchaScriptUrl: 'https://example.com/captcha.js',
};
// @ts-expect-error vue-tsc checks the camelized name: a misspelt one is an error
export const misspelt: Instance<'idp-login'>['$props'] = { publicTokn: 'public-token-test-x' };
export const consent: Instance<'idp-consent'>['$props'] = { 'public-token': 'public-token-test-x' };
// @ts-expect-error a product name that does not exist
export const wrong: Instance<'idp-passkey-register'>['$props'] = { config: { products: ['magicLinks'] } };

declare const emit: Instance<'idp-login'>['$emit'];
emit('idp-event', new CustomEvent('idp-event', { detail: { type: 'logout', data: {} } }));
// @ts-expect-error not an event of the element
emit('idp-nope', new CustomEvent('idp-nope'));
// @ts-expect-error an idp-error carries an IdpErrorDetail
emit('idp-error', new CustomEvent('idp-error', { detail: { type: 'logout', data: {} } }));
