// A Svelte host, as svelte-check sees the elements in markup: each tag's attributes are
// `SvelteHTMLElements[tag]` (svelte/elements), events included (`onidp-event`, Svelte 5; `on:idp-event`, Svelte 4).
import type {} from 'idp-elements/jsx/svelte';
import type { IdpEventType } from 'idp-elements';
import type { SvelteHTMLElements } from 'svelte/elements';

export const login: SvelteHTMLElements['idp-login'] = {
  'public-token': 'public-token-test-x',
  config: { products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } },
  class: 'login',
  'onidp-event': (e) => {
    const type: IdpEventType = e.detail.type;
    console.info(type, e.currentTarget.publicToken);
    // @ts-expect-error the event is typed, not `any`: its detail has no `nope`
    console.info(e.detail.nope);
  },
  'on:idp-error': (e) => console.error(e.detail.message),
};
export const reset: SvelteHTMLElements['idp-reset-password'] = { 'password-reset-token': 't' };
export const consent: SvelteHTMLElements['idp-consent'] = {
  'auth-token-params': '{}',
  authTokenParams: '{}',
};
// @ts-expect-error a product name that does not exist
export const wrong: SvelteHTMLElements['idp-passkey-register'] = { config: { products: ['magicLinks'] } };
// @ts-expect-error an idp-error carries an IdpErrorDetail, with no `data`
export const wrongEvent: SvelteHTMLElements['idp-login'] = { 'onidp-error': (e) => e.detail.data };
