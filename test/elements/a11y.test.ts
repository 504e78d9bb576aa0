// axe-core (WCAG 2.0–2.2 A and AA rules) on the screens the elements show, in the light and the dark theme: each
// test reaches a screen as a user does (through the fetch stub) and expects no violation inside the element.
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index';
import { DARK_THEME } from '../../elements/index';
import { defaultRoute, installFetchStub, type FetchStub, type StubRoute } from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, typeInto, waitForSelector, waitForText } from '../helpers/dom';

const TOKEN = 'public-token-test-a11y';
const API = 'http://api.example.test';
const REDIRECT = 'http://localhost:1234/authenticate';
const THEMES = { light: undefined, dark: DARK_THEME } as const;

let stub: FetchStub;

const otpRoute: StubRoute = (r) =>
  /^\/sdk\/v1\/otps\/(sms|whatsapp|email)\/login_or_create$/.test(r.url.pathname)
    ? { json: { data: { request_id: 'r', status_code: 200, method_id: 'method-1' } } }
    : undefined;

/** The violations inside `el` (its shadow root included), one line each. */
async function violations(el: HTMLElement): Promise<string[]> {
  const result = await axe.run(el, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  });
  return result.violations.map(
    (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
  );
}

async function mount(tag: string, config: unknown, theme: unknown, extra = ''): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<div></div>`);
  el.innerHTML = `<${tag} public-token="${TOKEN}" api-url="${API}" ${extra}></${tag}>`;
  const element = el.firstElementChild as HTMLElement & { config?: unknown; styles?: unknown };
  if (config !== undefined) element.config = config;
  if (theme !== undefined) element.styles = theme;
  await waitForSelector(element, '[data-idp-widget]:not([data-idp-first-paint])');
  // The page behind the card: the dark theme's card sits on a dark page.
  document.body.style.background = theme === undefined ? '#fff' : '#0e1a21';
  return element;
}

const eml = { loginRedirectURL: REDIRECT, signupRedirectURL: REDIRECT };

/** Six EIP-6963 wallets that decline to connect (EIP-1193 4001): more than Main has slots for. */
function announceWallets(): void {
  const provider = {
    request: () => Promise.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 })),
  };
  const wallets = [
    ['MetaMask', 'io.metamask'],
    ['Coinbase Wallet', 'com.coinbase.wallet'],
    ['Binance Wallet', 'com.binance.wallet'],
    ['Rabby', 'io.rabby'],
    ['Zerion', 'io.zerion.wallet'],
    ['Frame', 'sh.frame'],
  ];
  window.addEventListener('eip6963:requestProvider', () => {
    for (const [name, rdns] of wallets)
      window.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: rdns, name, rdns, icon: '' }, provider: { ...provider } },
        }),
      );
  });
}

describe('accessibility (axe, WCAG 2.2 A/AA) on every screen, light and dark', () => {
  before(announceWallets);

  beforeEach(() => {
    localStorage.clear();
    stub = installFetchStub(otpRoute, defaultRoute());
  });
  afterEach(() => {
    fixtureCleanup();
    stub.restore();
    document.body.style.background = '';
  });

  for (const [name, theme] of Object.entries(THEMES)) {
    it(`${name}: Main (magic link) and EmailConfirmation`, async () => {
      const el = await mount(
        'idp-login',
        { products: ['emailMagicLinks'], emailMagicLinksOptions: eml },
        theme,
      );
      await waitForText(el, 'Sign up or log in');
      expect(await violations(el)).to.deep.equal([]);
      typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
      buttonByText(el, 'Continue with email').click();
      await waitForText(el, 'Check your email');
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`${name}: Main with passcode tabs, a validation error, and OTPAuthenticate`, async () => {
      const el = await mount(
        'idp-login',
        { products: ['otp'], otpOptions: { methods: ['sms', 'whatsapp', 'email'] } },
        theme,
      );
      const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
      expect(await violations(el)).to.deep.equal([]);
      buttonByText(el, 'Continue with text message').click();
      await waitUntil(() => shadowOf(el).querySelector('[aria-invalid="true"]'), 'no validation error');
      expect(await violations(el)).to.deep.equal([]);
      typeInto(phone, '2133734253');
      buttonByText(el, 'Continue with text message').click();
      await waitForText(el, 'Enter passcode');
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`${name}: Main with passwords and passkeys, a server error banner, and the config error view`, async () => {
      stub.restore();
      stub = installFetchStub(
        (r) =>
          r.url.pathname === '/sdk/v1/magic_links/email/login_or_create'
            ? {
                status: 429,
                json: { status_code: 429, error_type: 'too_many_requests', error_message: 'slow' },
              }
            : undefined,
        defaultRoute(),
      );
      const el = await mount(
        'idp-login',
        { products: ['passkeys', 'emailMagicLinks', 'passwords'], emailMagicLinksOptions: eml },
        theme,
      );
      await waitForSelector(el, 'input[name="email"]');
      expect(await violations(el)).to.deep.equal([]);

      const failing = await mount(
        'idp-login',
        { products: ['emailMagicLinks'], emailMagicLinksOptions: eml },
        theme,
      );
      typeInto(await waitForSelector<HTMLInputElement>(failing, 'input[name="email"]'), 'ada@example.com');
      buttonByText(failing, 'Continue with email').click();
      await waitUntil(() => shadowOf(failing).querySelector('[role="alert"]'), 'no error banner');
      expect(await violations(failing)).to.deep.equal([]);

      const broken = await mount('idp-login', { products: ['carrierPigeon'] }, theme);
      await waitForText(broken, 'Unknown product');
      expect(await violations(broken)).to.deep.equal([]);
    });

    it(`${name}: crypto wallets on Main, CryptoError, CryptoOtherScreen and CryptoSetupWallet`, async () => {
      const el = await mount(
        'idp-login',
        { products: ['crypto', 'emailMagicLinks'], emailMagicLinksOptions: eml },
        theme,
      );
      await waitForText(el, 'Continue with other Crypto Wallet');
      expect(await violations(el)).to.deep.equal([]);
      buttonByText(el, 'Continue with Metamask').click();
      await waitForText(el, 'Looks like there was an error!');
      expect(await violations(el)).to.deep.equal([]);
      buttonByText(el, 'Back').click();
      await waitForText(el, 'Continue with other Crypto Wallet');
      buttonByText(el, 'Continue with other Crypto Wallet').click();
      await waitForText(el, 'Other crypto wallets');
      expect(await violations(el)).to.deep.equal([]);
      buttonByText(el, 'Set up a new crypto wallet').click();
      await waitForText(el, 'Download Metamask');
      expect(await violations(el)).to.deep.equal([]);
    });

    it(`${name}: <idp-reset-password> and <idp-passkey-register> without a session`, async () => {
      const reset = await mount('idp-reset-password', undefined, theme, 'password-reset-token="reset-1"');
      await waitForText(reset, 'Reset your password');
      expect(await violations(reset)).to.deep.equal([]);
      const register = await mount('idp-passkey-register', undefined, theme);
      await waitForText(register, 'Cannot use PasskeyRegistration');
      expect(await violations(register)).to.deep.equal([]);
    });
  }

  // Languages (issue 14): the card's lang and, for Arabic, dir; axe checks lang values and the right-to-left card.
  for (const locale of ['ar', 'ja', 'de']) {
    it(`${locale}: Main with passcode tabs and OTPAuthenticate in another language`, async () => {
      const el = await mount(
        'idp-login',
        { products: ['otp'], otpOptions: { methods: ['sms', 'email'] } },
        undefined,
        `locale="${locale}"`,
      );
      const phone = await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]');
      const card = shadowOf(el).querySelector('[data-idp-widget]')!;
      expect(card.getAttribute('lang')).to.equal(locale);
      expect(card.getAttribute('dir')).to.equal(locale === 'ar' ? 'rtl' : 'ltr');
      expect(await violations(el)).to.deep.equal([]);
      typeInto(phone, '2133734253');
      (shadowOf(el).querySelector('button[type="submit"]') as HTMLButtonElement).click();
      await waitForSelector(el, '[part~="otp-input"]');
      expect(await violations(el)).to.deep.equal([]);
    });
  }
});
