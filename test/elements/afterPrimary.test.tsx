// The seam after the first factor (src/flow/afterPrimary.ts): a test product that puts a screen of its own between
// every product's first factor and its success screen, registered the way a second factor would be, without a
// line of the other products changed. Each product is driven through its real success path.
import { expect, waitUntil } from '@open-wc/testing';
import { AFTER_PRIMARY, type AfterPrimaryDefinition } from '../../src/flow/afterPrimary';
import type { Screen } from '../../src/store/screens';
import type { FirstFactor } from '../../src/store/slices/flow';
import { useAuthState, useWidget } from '../../src/kit/context';
import { defaultRoute, installFetchStub, type FetchStub, type StubRoute } from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, textOf, typeInto, waitForSelector, waitForText } from '../helpers/dom';
import { authData, clearPageState, mountWidget, type Mounted } from '../helpers/mount';

const TOKEN = 'public-token-test-after-primary';
const STATE_KEY = `stytch_sdk_state_${TOKEN}`;
const STEP = 'AfterPrimaryTest' as Screen;

/** The test product's screen: says which first factor it follows, and lets the login go on. */
function TestStepScreen() {
  const { store } = useWidget();
  const factor = useAuthState((s) => s.firstFactor?.factor);
  return (
    <>
      <h2>Test step after {factor?.method}</h2>
      <button type="button" onClick={() => store.getState().afterPrimaryDone()}>
        Go on
      </button>
    </>
  );
}

/** Every first factor the test product saw, in order. */
let seen: FirstFactor[] = [];
const TEST_PRODUCT: AfterPrimaryDefinition = {
  step: () => (factor) => {
    seen.push(factor);
    return STEP;
  },
  screens: { [STEP]: TestStepScreen },
};

const data = (d: object) => ({ json: { data: { request_id: 'r', status_code: 200, ...d } } });
const auth = (delivery: string) => ({ json: { data: authData([{ type: 'x', delivery_method: delivery }]) } });

/** The API answers every product's first factor needs. */
const routes: StubRoute = (r) => {
  switch (r.url.pathname) {
    case '/sdk/v1/users/search':
      return data({ userType: 'password' });
    case '/sdk/v1/passwords/authenticate':
      return auth('knowledge');
    case '/sdk/v1/otps/sms/login_or_create':
    case '/sdk/v1/otps/whatsapp/login_or_create':
    case '/sdk/v1/otps/email/login_or_create':
      return data({ method_id: 'method-1' });
    case '/sdk/v1/otps/authenticate':
      return auth('sms');
    case '/sdk/v1/webauthn/authenticate/start/primary':
      return data({ public_key_credential_request_options: '{"challenge":"c"}' });
    case '/sdk/v1/webauthn/authenticate':
      return auth('webauthn_registration');
    case '/sdk/v1/crypto_wallets/authenticate/start/primary':
      return data({ challenge: 'Sign in to the test project' });
    case '/sdk/v1/crypto_wallets/authenticate':
      return auth('crypto_wallet');
    default:
      return undefined;
  }
};

/** An injected Ethereum wallet (EIP-6963) that connects and signs whatever it is asked. */
const provider = {
  request: async ({ method }: { method: string }) =>
    method === 'eth_requestAccounts'
      ? ['0x1111111111111111111111111111111111111111']
      : method === 'eth_chainId'
        ? '0x1'
        : '0x5167',
  on: () => undefined,
  removeListener: () => undefined,
};
window.addEventListener('eip6963:requestProvider', () =>
  window.dispatchEvent(
    new CustomEvent('eip6963:announceProvider', {
      detail: { info: { uuid: 'u', name: 'MetaMask', rdns: 'io.metamask', icon: '' }, provider },
    }),
  ),
);

/** The session a login finished outside the element stored (another tab, or the host page's redirect). */
function sessionArrives(delivery: string): void {
  const { session, user } = authData([{ type: 'oauth', delivery_method: delivery }]);
  document.cookie = 'stytch_session=secret-session-token; path=/';
  const value = JSON.stringify({ session, user });
  localStorage.setItem(STATE_KEY, value);
  window.dispatchEvent(
    new StorageEvent('storage', { key: STATE_KEY, newValue: value, storageArea: localStorage }),
  );
}

async function typeCode(el: HTMLElement): Promise<void> {
  await waitForText(el, 'Enter passcode');
  const first = await waitForSelector<HTMLInputElement>(el, 'input[data-testid="otp-digit-0"]');
  typeInto(first, '123456');
}

interface Case {
  name: string;
  config: object;
  /** Drives the product to its first factor's success. */
  login(el: HTMLElement): Promise<void>;
  method: string;
  /** What the screen after the step says (the product's success screen, or Main). */
  after: string;
}

const CASES: Case[] = [
  {
    name: 'passwords',
    config: { products: ['passwords'] },
    login: async (el) => {
      typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
      buttonByText(el, 'Continue with email').click();
      const password = await waitForSelector<HTMLInputElement>(el, 'input[name="password"]');
      typeInto(password, 'a long passphrase');
      await waitUntil(() => !buttonByText(el, 'Continue').disabled, 'Continue stays disabled');
      buttonByText(el, 'Continue').click();
    },
    method: 'password',
    after: 'You have successfully logged in.',
  },
  ...(['sms', 'whatsapp'] as const).map((channel): Case => ({
    name: `passcodes by ${channel}`,
    config: { products: ['otp'], otpOptions: { methods: [channel] } },
    login: async (el) => {
      typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="phone"]'), '2133734253');
      buttonByText(el, channel === 'sms' ? 'Continue with text message' : 'Continue with WhatsApp').click();
      await typeCode(el);
    },
    method: `otp_${channel}`,
    after: 'Your passcode has been successfully verified.',
  })),
  {
    name: 'passcodes by email',
    config: { products: ['otp'], otpOptions: { methods: ['email'] } },
    login: async (el) => {
      typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
      buttonByText(el, 'Continue with email').click();
      await typeCode(el);
    },
    method: 'otp_email',
    after: 'Your passcode has been successfully verified.',
  },
  {
    name: 'passkeys',
    config: { products: ['passkeys', 'otp'], otpOptions: { methods: ['sms'] } },
    login: async (el) => {
      await waitForText(el, 'Login with a Passkey');
      buttonByText(el, 'Login with a Passkey').click();
    },
    method: 'passkey',
    after: 'Your Passkey has been successfully authenticated.',
  },
  {
    name: 'crypto wallets',
    config: { products: ['crypto'] },
    login: async (el) => {
      await waitForText(el, 'Continue with Metamask');
      buttonByText(el, 'Continue with Metamask').click();
    },
    method: 'crypto',
    after: 'You have successfully connected your wallet.',
  },
  {
    name: 'email magic links (the link opened in another tab)',
    config: { products: ['emailMagicLinks'] },
    login: async (el) => {
      typeInto(await waitForSelector<HTMLInputElement>(el, 'input[name="email"]'), 'ada@example.com');
      buttonByText(el, 'Continue with email').click();
      await waitForText(el, 'Check your email');
      sessionArrives('email');
    },
    method: 'email_link',
    after: 'You have successfully logged in.',
  },
  {
    name: 'OAuth and One Tap (the redirect finished by the host page)',
    config: {
      products: ['oauth', 'otp'],
      otpOptions: { methods: ['sms'] },
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true, position: 'embedded' }, { type: 'github' }],
      },
    },
    login: async (el) => {
      await waitForText(el, 'Continue with GitHub');
      sessionArrives('oauth_google');
    },
    method: 'oauth_google',
    after: 'Continue with GitHub',
  },
];

/** The steps the package ships (none of them on for these configs). */
const SHIPPED = [...AFTER_PRIMARY];

describe('the seam after the first factor', () => {
  let stub: FetchStub | undefined;
  let mounted: Mounted | undefined;

  beforeEach(() => {
    clearPageState();
    seen = [];
    AFTER_PRIMARY.push(TEST_PRODUCT);
  });
  afterEach(() => {
    // The test product leaves the shipped list as it was.
    AFTER_PRIMARY.splice(0, AFTER_PRIMARY.length, ...SHIPPED);
    mounted?.unmount();
    stub?.restore();
    mounted = stub = undefined;
    clearPageState();
  });

  for (const c of CASES) {
    it(`a test product puts its step after ${c.name}, then the login goes on`, async () => {
      stub = installFetchStub(routes, defaultRoute());
      mounted = await mountWidget({
        publicToken: TOKEN,
        config: c.config,
        platform: {
          webauthn: {
            create: async () => '{}',
            get: async () => '{"id":"credential-1","type":"public-key"}',
            autofillSupported: async () => false,
          },
        },
      });
      const el = mounted.host;
      await c.login(el);
      await waitForText(el, `Test step after ${c.method}`);
      expect(textOf(el)).to.not.contain(c.after);
      expect(seen.map((f) => f.method)).to.deep.equal([c.method]);
      expect(seen[0]!.userId).to.equal('user-test-1');

      buttonByText(el, 'Go on').click();
      await waitForText(el, c.after);
      expect(textOf(el)).to.not.contain('Test step after');
      expect(shadowOf(el).querySelector('h2')).to.not.equal(null);
    });
  }

  it('a step its config leaves off lets the first factor go straight to its success screen', async () => {
    AFTER_PRIMARY[AFTER_PRIMARY.indexOf(TEST_PRODUCT)] = { step: () => null, screens: TEST_PRODUCT.screens };
    stub = installFetchStub(routes, defaultRoute());
    mounted = await mountWidget({ publicToken: TOKEN, config: CASES[0]!.config });
    await CASES[0]!.login(mounted.host);
    await waitForText(mounted.host, 'You have successfully logged in.');
    expect(textOf(mounted.host)).to.not.contain('Test step after');
  });

  // `after-login-url`: one attribute sends the browser on once the whole login is done, whatever the product.
  for (const c of [CASES[0]!, CASES[3]!, CASES[6]!]) {
    it(`after-login-url: the browser goes there once ${c.name} and the step after it are done`, async () => {
      const navigations: string[] = [];
      stub = installFetchStub(routes, defaultRoute());
      mounted = await mountWidget({
        publicToken: TOKEN,
        config: c.config,
        platform: { navigation: { assign: (url) => void navigations.push(url), open: () => undefined } },
      });
      const el = mounted.host;
      el.setAttribute('after-login-url', '/account?from=login');
      await c.login(el);
      await waitForText(el, `Test step after ${c.method}`);
      // Not before the step after the first factor is done.
      expect(navigations).to.deep.equal([]);
      buttonByText(el, 'Go on').click();
      await waitUntil(() => navigations.length > 0, 'no navigation after the login');
      expect(navigations).to.deep.equal([new URL('/account?from=login', location.href).href]);
    });
  }

  it('after-login-url that is not http(s) is refused by the navigation (javascript: never runs)', async () => {
    const refused: string[] = [];
    const realError = console.error;
    console.error = (...args: unknown[]) => void refused.push(args.join(' '));
    try {
      stub = installFetchStub(routes, defaultRoute());
      AFTER_PRIMARY[AFTER_PRIMARY.indexOf(TEST_PRODUCT)] = {
        step: () => null,
        screens: TEST_PRODUCT.screens,
      };
      mounted = await mountWidget({ publicToken: TOKEN, config: CASES[0]!.config });
      mounted.host.setAttribute('after-login-url', 'javascript:document.title="owned"');
      await CASES[0]!.login(mounted.host);
      await waitForText(mounted.host, 'You have successfully logged in.');
      await waitUntil(() => refused.length > 0, 'no refusal');
      expect(refused[0]).to.contain('refused to navigate to a non-http(s) URL');
      expect(document.title).to.not.equal('owned');
    } finally {
      console.error = realError;
    }
  });
});
