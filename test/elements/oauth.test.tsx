// Social sign-in on Main (SPEC §2–§4, WIRE.md §4.4–§5): the buttons, their marks in light and dark, the "or", the
// start's address, the event, config errors, and Google One Tap against a fake Google script and a fake
// clientside-services iframe.
import { sendKeys, setViewport } from '@web/test-runner-commands';
import { expect, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import { createRoot, type Root } from 'react-dom/client';
import { LoginWidget } from '../../src/widget/LoginWidget';
import { browserPlatform } from '../../src/platform/browser';
import type { IdpErrorDetail, IdpEventDetail } from '../../src/events/widgetEvents';
import type { IdConfiguration, PromptMomentNotification } from '../../src/screens/OAuth/oneTap/gsi';
import { defaultRoute, installFetchStub, type FetchStub } from '../helpers/pageFetchStub';
import { shadowOf, textOf, waitForSelector, waitForText } from '../helpers/dom';
import { OAUTH_PROVIDERS } from '../../src/api/oauth';

const TOKEN = 'public-token-test-oauth';
const LIVE_TOKEN = 'public-token-live-oauth';
const API = 'http://api.example.test';
const REDIRECT = 'http://localhost:1234/authenticate';
const PKCE_KEY = `stytch_sdk_state_${TOKEN}::PKCE_VERIFIER:oauth`;

const ALL = [
  'google',
  'microsoft',
  'apple',
  'github',
  'gitlab',
  'facebook',
  'discord',
  'salesforce',
  'slack',
  'amazon',
  'bitbucket',
  'linkedin',
  'coinbase',
  'twitch',
  'twitter',
  'tiktok',
  'snapchat',
  'figma',
  'yahoo',
] as const;
const NAMES: Record<(typeof ALL)[number], string> = {
  google: 'Google',
  microsoft: 'Microsoft',
  apple: 'Apple',
  github: 'GitHub',
  gitlab: 'GitLab',
  facebook: 'Facebook',
  discord: 'Discord',
  salesforce: 'Salesforce',
  slack: 'Slack',
  amazon: 'Amazon',
  bitbucket: 'Bitbucket',
  linkedin: 'LinkedIn',
  coinbase: 'Coinbase',
  twitch: 'Twitch',
  twitter: 'Twitter',
  tiktok: 'TikTok',
  snapchat: 'Snapchat',
  figma: 'Figma',
  yahoo: 'Yahoo',
};

let stub: FetchStub;
let host: HTMLElement;
let root: Root;
let navigations: string[];
let events: IdpEventDetail[];
let errors: IdpErrorDetail[];

interface RenderOptions {
  theme?: 'light' | 'dark';
  publicToken?: string;
}

async function render(config: unknown, { theme = 'light', publicToken = TOKEN }: RenderOptions = {}) {
  host = document.createElement('div');
  document.body.append(host);
  const shadow = host.attachShadow({ mode: 'open' });
  host.addEventListener('idp-event', (e) => events.push((e as CustomEvent<IdpEventDetail>).detail));
  host.addEventListener('idp-error', (e) => errors.push((e as CustomEvent<IdpErrorDetail>).detail));
  const platform = {
    ...browserPlatform(),
    navigation: {
      assign: (url: string) => void navigations.push(url),
      open: (url: string) => void navigations.push(url),
    },
  };
  root = createRoot(shadow);
  root.render(
    <LoginWidget
      container={shadow as unknown as HTMLElement}
      publicToken={publicToken}
      apiUrl={API}
      config={config}
      theme={theme}
      platform={platform}
    />,
  );
  await waitForSelector(host, '[data-idp-widget]');
  return host;
}

const oauthConfig = (providers: unknown[], products = ['oauth', 'emailMagicLinks'], extra: object = {}) => ({
  products,
  oauthOptions: { providers, loginRedirectURL: REDIRECT, signupRedirectURL: REDIRECT, ...extra },
  emailMagicLinksOptions: { loginRedirectURL: REDIRECT, signupRedirectURL: REDIRECT },
});

function oauthButtons(el: HTMLElement): HTMLButtonElement[] {
  return [...shadowOf(el).querySelectorAll<HTMLButtonElement>('button[id^="oauth-"]')];
}

/** The accessible name as a screen reader builds it here: the button's text, aria-hidden parts left out. */
function accessibleName(button: HTMLElement): string {
  const walk = (node: Node): string =>
    node instanceof Element && node.getAttribute('aria-hidden') === 'true'
      ? ''
      : node.nodeType === Node.TEXT_NODE
        ? (node.textContent ?? '')
        : [...node.childNodes].map(walk).join('');
  return walk(button).replace(/\s+/g, ' ').trim();
}

// WCAG 2.x relative luminance and contrast, from computed colours (`rgb()` or, for color-mix, `color(srgb …)`).
function parseColor(value: string): [number, number, number] | null {
  const rgb = /^rgba?\(([\d.]+),\s*([\d.]+),\s*([\d.]+)(?:,\s*([\d.]+))?\)$/.exec(value);
  if (rgb) return rgb[4] === '0' ? null : [Number(rgb[1]), Number(rgb[2]), Number(rgb[3])];
  const srgb = /^color\(srgb ([\d.]+) ([\d.]+) ([\d.]+)(?: \/ ([\d.]+))?\)$/.exec(value);
  if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255];
  return null;
}
function luminance([r, g, b]: [number, number, number]): number {
  const channel = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
}
function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number];
  return (x + 0.05) / (y + 0.05);
}
/** Every colour a mark paints (fills and strokes of its shapes), computed. */
function markColors(svg: SVGElement): [number, number, number][] {
  return [...svg.querySelectorAll('path, circle, rect')].flatMap((shape) => {
    const style = getComputedStyle(shape);
    return [style.fill, style.stroke]
      .filter((c) => c !== 'none')
      .map(parseColor)
      .filter((c): c is [number, number, number] => c !== null);
  });
}

async function violations(el: HTMLElement): Promise<string[]> {
  const result = await axe.run(el, {
    runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    resultTypes: ['violations'],
  });
  return result.violations.map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

const before = (a: Element, b: Element) =>
  Boolean(a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING);

describe('social sign-in buttons', () => {
  beforeEach(() => {
    localStorage.clear();
    navigations = [];
    events = [];
    errors = [];
    stub = installFetchStub(defaultRoute());
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    stub.restore();
  });

  it('one "Continue with {Provider}" button per provider, in configuration order, with ids and marks', async () => {
    const order = ['github', 'google', 'apple', 'twitter', 'linkedin'];
    const el = await render(oauthConfig(order.map((type) => ({ type }))));
    await waitUntil(() => oauthButtons(el).length === 5, 'the buttons never appeared');
    const buttons = oauthButtons(el);
    expect(buttons.map((b) => b.id)).to.deep.equal(order.map((p) => `oauth-${p}`));
    expect(buttons.map(accessibleName)).to.deep.equal([
      'Continue with GitHub',
      'Continue with Google',
      'Continue with Apple',
      'Continue with Twitter',
      'Continue with LinkedIn',
    ]);
    for (const [i, button] of buttons.entries()) {
      const mark = button.querySelector('svg')!;
      expect(mark.getAttribute('data-mark')).to.equal(order[i]);
      expect(mark.getAttribute('aria-hidden')).to.equal('true');
      expect(mark.querySelectorAll('path, circle, rect').length).to.be.greaterThan(0);
      expect(button.getAttribute('type')).to.equal('button');
    }
  });

  it('on a 320-px screen (a 288-px card) every "Continue with {Provider}" and "Continue with Phantom" keeps to one line', async () => {
    const phantom = {
      connect: () => Promise.reject(new Error('no')),
      signMessage: () => Promise.reject(new Error('no')),
    };
    (window as unknown as { phantom?: unknown }).phantom = { solana: phantom };
    await setViewport({ width: 320, height: 800 });
    try {
      const lines = (button: HTMLElement) => {
        const label = [...button.childNodes].find(
          (n) => n.nodeType === Node.TEXT_NODE && n.textContent!.trim(),
        )!;
        const range = document.createRange();
        range.selectNodeContents(label);
        return new Set([...range.getClientRects()].map((r) => Math.round(r.top))).size;
      };
      const el = await render(oauthConfig(OAUTH_PROVIDERS.map((type) => ({ type }))));
      el.style.width = '288px';
      await waitUntil(() => oauthButtons(el).length === OAUTH_PROVIDERS.length, 'the buttons');
      const wrapped = oauthButtons(el)
        .filter((b) => lines(b) > 1)
        .map((b) => b.textContent);
      root.unmount();
      host.remove();
      const wallets = await render({ products: ['crypto'] });
      wallets.style.width = '288px';
      const wallet = await waitForSelector<HTMLButtonElement>(wallets, '#crypto-phantom');
      if (lines(wallet) > 1) wrapped.push(wallet.textContent);
      expect(wrapped).to.deep.equal([]);
    } finally {
      await setViewport({ width: 800, height: 600 });
      delete (window as unknown as { phantom?: unknown }).phantom;
    }
  });

  it('the "or" divider stands between the buttons and the other methods, in configuration order', async () => {
    let el = await render(oauthConfig([{ type: 'github' }]));
    await waitUntil(() => oauthButtons(el).length === 1);
    let section = shadowOf(el).querySelector('[part~="oauth"]')!;
    let divider = shadowOf(el).querySelector('[part="divider"]')!;
    let form = shadowOf(el).querySelector('form')!;
    expect(divider.textContent).to.equal('or');
    expect(before(section, divider) && before(divider, form)).to.equal(true);
    root.unmount();
    host.remove();

    el = await render(oauthConfig([{ type: 'github' }], ['emailMagicLinks', 'oauth']));
    await waitUntil(() => oauthButtons(el).length === 1);
    section = shadowOf(el).querySelector('[part~="oauth"]')!;
    divider = shadowOf(el).querySelector('[part="divider"]')!;
    form = shadowOf(el).querySelector('form')!;
    expect(before(form, divider) && before(divider, section)).to.equal(true);
    root.unmount();
    host.remove();

    el = await render(oauthConfig([{ type: 'github' }, { type: 'gitlab' }], ['oauth']));
    await waitUntil(() => oauthButtons(el).length === 2);
    expect(shadowOf(el).querySelector('[part="divider"]')).to.equal(null, 'no "or" without another method');
  });

  it('a click navigates to the start with exactly the wire keys; the start_oauth_flow event carries no secret', async () => {
    const el = await render(
      oauthConfig([
        { type: 'google' },
        {
          type: 'github',
          custom_scopes: ['repo', 'read:org'],
          provider_params: { prompt: 'consent', login_hint: 'ada@example.com' },
        },
      ]),
    );
    await waitUntil(() => oauthButtons(el).length === 2);
    oauthButtons(el)[1]!.click();
    await waitUntil(() => navigations.length === 1, 'no navigation');
    const url = new URL(navigations[0]!);
    expect(`${url.origin}${url.pathname}`).to.equal(`${API}/v1/public/oauth/github/start`);
    expect([...url.searchParams]).to.deep.equal([
      ['public_token', TOKEN],
      ['custom_scopes', 'repo read:org'],
      ['provider_prompt', 'consent'],
      ['provider_login_hint', 'ada@example.com'],
      ['login_redirect_url', REDIRECT],
      ['signup_redirect_url', REDIRECT],
    ]);
    await waitUntil(() => events.some((e) => e.type === 'start_oauth_flow'));
    expect(events.find((e) => e.type === 'start_oauth_flow')?.data).to.deep.equal({
      provider: 'github',
      customScopes: ['repo', 'read:org'],
    });
    expect(localStorage.getItem(PKCE_KEY)).to.equal(null);

    oauthButtons(el)[0]!.click();
    await waitUntil(() => navigations.length === 2);
    expect([...new URL(navigations[1]!).searchParams.keys()]).to.deep.equal([
      'public_token',
      'login_redirect_url',
      'signup_redirect_url',
    ]);
  });

  it('with PKCE required by bootstrap the start sends the challenge of a fresh `oauth` pair', async () => {
    stub.restore();
    stub = installFetchStub(defaultRoute({ pkce_required_for_oauth: true }));
    const el = await render(oauthConfig([{ type: 'apple' }]));
    await waitUntil(() => oauthButtons(el).length === 1);
    oauthButtons(el)[0]!.click();
    await waitUntil(() => navigations.length === 1);
    const challenge = new URL(navigations[0]!).searchParams.get('code_challenge');
    const pair = JSON.parse(localStorage.getItem(PKCE_KEY) ?? 'null') as { code_verifier: string } | null;
    expect(pair?.code_verifier).to.match(/^[0-9a-f]{128}$/);
    const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(pair!.code_verifier));
    const expected = btoa(String.fromCharCode(...new Uint8Array(digest)))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    expect(challenge).to.equal(expected);
    expect(JSON.stringify(events)).not.to.contain(pair!.code_verifier);
  });

  it("bootstrap's cname_domain is the start's host", async () => {
    stub.restore();
    // The stub's table types the emulator's `null`; a hosted project with a custom domain sends it here.
    stub = installFetchStub(defaultRoute({ cname_domain: 'login.example.test' as unknown as null }));
    const el = await render(oauthConfig([{ type: 'discord' }]));
    await waitUntil(() => oauthButtons(el).length === 1);
    oauthButtons(el)[0]!.click();
    await waitUntil(() => navigations.length === 1);
    expect(navigations[0]).to.match(/^https:\/\/login\.example\.test\/v1\/public\/oauth\/discord\/start\?/);
  });

  it('a redirect URL that is not http(s) is a config error in place of the form; nothing can navigate', async () => {
    const el = await render(
      oauthConfig([{ type: 'google' }], ['oauth', 'emailMagicLinks'], {
        loginRedirectURL: 'javascript:alert(1)',
      }),
    );
    await waitForSelector(el, '[data-testid="config-error"]');
    expect(textOf(el)).to.contain(
      'Error: The config attribute is invalid: oauthOptions.loginRedirectURL must be an http(s) URL.',
    );
    expect(oauthButtons(el)).to.have.length(0);
    expect(shadowOf(el).querySelector('form')).to.equal(null);
    await waitUntil(() => errors.some((e) => e.type === 'config_error'));
  });

  it('providers the buttons cannot use are a config error where the buttons would be; other methods stay', async () => {
    const el = await render(oauthConfig([{ type: 'google' }, { type: 'myspace' }]));
    await waitForSelector(el, '[data-testid="config-error"]');
    expect(textOf(el)).to.contain(
      'Error: The config attribute is invalid: oauthOptions.providers[1].type "myspace" is not a provider; use ' +
        'one of google, microsoft, apple,',
    );
    expect(oauthButtons(el)).to.have.length(0);
    expect(shadowOf(el).querySelector('input[name="email"]')).not.to.equal(null);
    await waitUntil(() => errors.some((e) => e.type === 'config_error' && e.message.includes('myspace')));
    root.unmount();
    host.remove();

    const none = await render(oauthConfig([], ['oauth']));
    await waitForText(none, 'oauthOptions.providers must list at least one provider');
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`${theme}: all 19 marks stay visible (≥ 3:1) and every label readable (≥ 4.5:1) on their buttons`, async () => {
      const el = await render(
        oauthConfig(
          ALL.map((type) => ({ type })),
          ['oauth'],
        ),
        { theme },
      );
      await waitUntil(() => oauthButtons(el).length === ALL.length, 'not all 19 buttons');
      const failures: string[] = [];
      for (const button of oauthButtons(el)) {
        const provider = button.id.replace('oauth-', '') as (typeof ALL)[number];
        expect(accessibleName(button)).to.equal(`Continue with ${NAMES[provider]}`);
        const style = getComputedStyle(button);
        const background = parseColor(style.backgroundColor)!;
        const text = parseColor(style.color)!;
        const label = contrast(text, background);
        if (label < 4.5) failures.push(`${provider} label ${label.toFixed(2)}`);
        const colors = markColors(button.querySelector('svg')!);
        const best = Math.max(...colors.map((c) => contrast(c, background)));
        if (!(best >= 3)) failures.push(`${provider} mark ${best.toFixed(2)}`);
      }
      expect(failures).to.deep.equal([]);
      // The marks that are black in their brands' artwork follow the text colour (white on the dark card).
      for (const provider of ['apple', 'github', 'twitter'] as const) {
        const button = shadowOf(el).querySelector<HTMLButtonElement>(`#oauth-${provider}`)!;
        const text = parseColor(getComputedStyle(button).color)!;
        const colors = markColors(button.querySelector('svg')!);
        expect(colors.length, provider).to.be.greaterThan(0);
        for (const color of colors) expect(contrast(color, text), provider).to.be.lessThan(1.01);
      }
      expect(await violations(el)).to.deep.equal([]);
    });
  }
});

// ------------------------------------------------------------------------------------------------- One Tap

/** A stand-in for `google.accounts.id`: records what the widget asks and sends the moments a test chooses. */
class FakeGsi {
  config: IdConfiguration | null = null;
  listener: ((moment: PromptMomentNotification) => void) | null = null;
  prompts = 0;
  cancels = 0;
  /** What Google does once prompted (a test's choice), after the current task. */
  onPrompt: (() => void) | null = null;

  initialize(config: IdConfiguration) {
    this.config = config;
  }
  prompt(listener?: (moment: PromptMomentNotification) => void) {
    this.prompts += 1;
    this.listener = listener ?? null;
    const next = this.onPrompt;
    if (next) setTimeout(next, 0);
  }
  cancel() {
    this.cancels += 1;
  }
  moment(type: 'displayed' | 'notDisplayed' | 'skipped' | 'dismissed', reason = '') {
    this.listener?.({
      isDisplayMoment: () => type === 'displayed' || type === 'notDisplayed',
      isDisplayed: () => type === 'displayed',
      isNotDisplayed: () => type === 'notDisplayed',
      getNotDisplayedReason: () => reason,
      isSkippedMoment: () => type === 'skipped',
      getSkippedReason: () => reason,
      isDismissedMoment: () => type === 'dismissed',
      getDismissedReason: () => reason,
    });
  }
}

type ServiceAnswer = (method: string, request: Record<string, unknown>) => unknown;
interface ServiceWindow {
  __oneTapServices?: ServiceAnswer;
}

/**
 * A clientside-services page (WIRE.md §5) of the test's own origin: it answers each call on the MessageChannel
 * port with whatever the test's `__oneTapServices` returns (or throws).
 */
const SERVICES_URL = URL.createObjectURL(
  new Blob(
    [
      `<!doctype html><script>
      addEventListener('message', async (event) => {
        const port = event.ports[0];
        try {
          const payload = await parent.__oneTapServices(event.data.method, event.data.args[0]);
          port.postMessage({ success: true, payload });
        } catch (error) {
          port.postMessage({ success: false, error });
        }
      });
      </script>`,
    ],
    { type: 'text/html' },
  ),
);

describe('Google One Tap', () => {
  let gsi: FakeGsi;
  let calls: { method: string; request: Record<string, unknown> }[];

  const google = (extra: object = {}) => ({ type: 'google', one_tap: true, ...extra });
  const oneTapConfig = (provider: object, products = ['oauth', 'emailMagicLinks']) =>
    oauthConfig([provider, { type: 'github' }].slice(0, products.length === 1 ? 1 : 2), products, {
      clientsideServicesURL: SERVICES_URL,
    });
  const answer = (fn: ServiceAnswer) => {
    (window as ServiceWindow).__oneTapServices = (method, request) => {
      calls.push({ method, request });
      return fn(method, request);
    };
  };
  const started = (method: string) => {
    if (method === 'oneTapStart') {
      return { requestId: 'r', googleClientId: 'client-1', oauthCallbackId: 'callback-1' };
    }
    return { redirect_url: `${REDIRECT}?stytch_token_type=oauth&token=one-tap-token` };
  };
  const frame = (el: HTMLElement) => shadowOf(el).querySelector<HTMLElement>('[data-testid="one-tap"]');

  beforeEach(() => {
    localStorage.clear();
    navigations = [];
    events = [];
    errors = [];
    calls = [];
    gsi = new FakeGsi();
    (window as unknown as { google?: unknown }).google = { accounts: { id: gsi } };
    answer(started);
    stub = installFetchStub(defaultRoute());
  });
  afterEach(() => {
    root.unmount();
    host.remove();
    stub.restore();
    delete (window as unknown as { google?: unknown }).google;
  });

  it('without one_tap the One Tap machinery never starts', async () => {
    const el = await render(
      oauthConfig([{ type: 'google' }], ['oauth'], { clientsideServicesURL: SERVICES_URL }),
    );
    await waitUntil(() => oauthButtons(el).length === 1);
    expect(calls).to.deep.equal([]);
    expect(gsi.prompts).to.equal(0);
    expect(document.querySelector('iframe[data-idp-clientside-services]')).to.equal(null);
  });

  it('embedded: pending (spinner, 47 px), shown in the slotted node, hidden → the Google button, 47 px again', async () => {
    const el = await render(oneTapConfig(google({ position: 'forceLegacyEmbedded' })));
    await waitUntil(() => frame(el), 'no One Tap frame');
    expect(frame(el)!.getAttribute('data-one-tap')).to.equal('pending');
    expect(frame(el)!.getBoundingClientRect().height).to.equal(47);
    const spinner = frame(el)!.querySelector('[data-testid="spinner"]')!;
    expect(spinner.getAttribute('width')).to.equal('25');
    await waitUntil(() => gsi.prompts === 1, 'never prompted');
    expect(calls[0]).to.deep.equal({ method: 'oneTapStart', request: { publicToken: TOKEN } });
    const config = gsi.config!;
    expect(config.client_id).to.equal('client-1');
    expect(config.cancel_on_tap_outside).to.equal(false, 'an embedded prompt ignores taps outside');
    expect(config.use_fedcm_for_prompt).to.equal(false);
    expect(config.context).to.equal('use');
    expect(config.auto_select).to.equal(false);
    // Google's script looks the parent up in the document: a light-DOM child of the element, slotted in.
    const parent = document.getElementById(config.prompt_parent_id!)!;
    expect(parent.parentElement).to.equal(host);
    expect(parent.getAttribute('slot')).to.equal('idp-one-tap');

    const prompt = document.createElement('div');
    prompt.style.height = '120px';
    parent.append(prompt);
    gsi.moment('displayed');
    await waitUntil(() => frame(el)!.getAttribute('data-one-tap') === 'shown');
    expect(frame(el)!.querySelector('[data-testid="spinner"]')).to.equal(null);
    await waitUntil(() => frame(el)!.getBoundingClientRect().height === 120, 'the frame follows the prompt');
    expect(shadowOf(el).querySelector('#oauth-google')).to.equal(null, 'One Tap replaces the Google button');

    gsi.moment('skipped', 'user_cancel');
    await waitUntil(() => frame(el)!.getAttribute('data-one-tap') === 'hidden');
    await waitUntil(() => frame(el)!.getBoundingClientRect().height === 47);
    const fallback = shadowOf(el).querySelector<HTMLButtonElement>('#oauth-google')!;
    expect(accessibleName(fallback)).to.equal('Continue with Google');
    expect(document.getElementById(config.prompt_parent_id!)).to.equal(null, 'the slotted node is gone');
    fallback.click();
    await waitUntil(() => navigations.length === 1);
    expect(navigations[0]).to.contain('/v1/public/oauth/google/start?');
  });

  it('a chosen account goes to oneTapSubmit and the browser follows the redirect it answers', async () => {
    const el = await render(oneTapConfig(google({ position: 'forceLegacyEmbedded' })));
    await waitUntil(() => gsi.prompts === 1);
    gsi.moment('displayed');
    await waitUntil(() => frame(el)!.getAttribute('data-one-tap') === 'shown');
    gsi.config!.callback({ credential: 'header.payload.signature' });
    await waitUntil(() => navigations.length === 1, 'no redirect');
    expect(calls[1]).to.deep.equal({
      method: 'oneTapSubmit',
      request: {
        publicToken: TOKEN,
        idToken: 'header.payload.signature',
        oauthCallbackID: 'callback-1',
        loginRedirectURL: REDIRECT,
        signupRedirectURL: REDIRECT,
      },
    });
    expect(navigations[0]).to.equal(`${REDIRECT}?stytch_token_type=oauth&token=one-tap-token`);
    expect(JSON.stringify(events)).not.to.contain('header.payload.signature');
  });

  it('floating (the default) beside other methods: the prompt floats, the card keeps the Google button', async () => {
    const el = await render(oneTapConfig(google()));
    await waitUntil(() => gsi.prompts === 1);
    // The prompt's node is the element's previous sibling (fixed top right), not slotted into the card.
    const parent = document.getElementById(gsi.config!.prompt_parent_id!);
    expect(parent !== null && parent === el.previousElementSibling, 'the previous sibling').to.equal(true);
    expect(parent!.slot).to.equal('');
    expect(getComputedStyle(parent!).position).to.equal('fixed');
    expect(gsi.config!.cancel_on_tap_outside).to.equal(true);
    expect(gsi.config!.use_fedcm_for_prompt).to.equal(true);
    expect(accessibleName(shadowOf(el).querySelector('#oauth-google')!)).to.equal('Continue with Google');
    expect(oauthButtons(el).map((b) => b.id)).to.deep.equal(['oauth-google', 'oauth-github']);
  });

  it('the user closing the prompt (or tapping outside) fires one_tap_cancelled with the reason; a shown prompt does not', async () => {
    await render(oneTapConfig(google()));
    await waitUntil(() => gsi.prompts === 1);
    gsi.moment('displayed');
    await new Promise((r) => setTimeout(r, 0));
    expect(events.filter((e) => e.type === 'one_tap_cancelled')).to.have.length(0);
    gsi.moment('skipped', 'tap_outside');
    await waitUntil(() => events.some((e) => e.type === 'one_tap_cancelled'), 'no one_tap_cancelled event');
    expect(events.filter((e) => e.type === 'one_tap_cancelled')).to.deep.equal([
      { type: 'one_tap_cancelled', data: { reason: 'tap_outside' } },
    ]);
  });

  it('floating: Tab reaches the prompt before the element’s controls, not after all of them', async () => {
    const before = document.createElement('button');
    before.textContent = 'A control before the element';
    document.body.prepend(before);
    const el = await render(oneTapConfig(google()));
    // What Google draws: its prompt in prompt_parent_id when given, else at the end of the page.
    const chooser = document.createElement('button');
    chooser.textContent = 'Use this account';
    try {
      await waitUntil(() => gsi.prompts === 1);
      (document.getElementById(gsi.config!.prompt_parent_id ?? '') ?? document.body).append(chooser);
      gsi.moment('displayed');
      before.focus();
      await sendKeys({ press: 'Tab' });
      // Compared as text: a failing comparison of two elements makes the runner's diff walk the whole DOM.
      const at = () => (document.activeElement === el ? shadowOf(el).activeElement : document.activeElement);
      expect(at()?.textContent, 'the prompt comes first').to.equal('Use this account');
      await sendKeys({ press: 'Tab' });
      const controls = [...shadowOf(el).querySelectorAll<HTMLElement>('button, a[href], input')];
      expect(at() === controls[0], 'then the card, from its first control').to.equal(true);
    } finally {
      chooser.remove();
      before.remove();
      before.blur();
    }
  });

  it('cancel_on_tap_outside: false reaches Google for a floating prompt', async () => {
    await render(oneTapConfig(google({ cancel_on_tap_outside: false })));
    await waitUntil(() => gsi.prompts === 1);
    expect(gsi.config!.cancel_on_tap_outside).to.equal(false);
  });

  const failures: [string, () => void, RegExp, string][] = [
    [
      'oauth_config_not_found (an empty client id)',
      () =>
        answer((m) => (m === 'oneTapStart' ? { ...(started(m) as object), googleClientId: '' } : started(m))),
      /the project has no Google OAuth client/,
      'oauth_config_not_found',
    ],
    [
      'no_login_redirect_urls_set (the start refused)',
      () =>
        answer(() => {
          throw { name: 'StytchAPIError', error_type: 'no_login_redirect_urls_set', error_message: 'none' };
        }),
      /no login redirect URLs, so oauthOptions\.loginRedirectURL cannot be checked/,
      'no_login_redirect_urls_set',
    ],
    [
      'no_signup_redirect_urls_set (the start refused)',
      () =>
        answer(() => {
          throw { name: 'StytchAPIError', error_type: 'no_signup_redirect_urls_set', error_message: 'none' };
        }),
      /no sign-up redirect URLs/,
      'no_signup_redirect_urls_set',
    ],
    [
      "origin_not_allowed_for_client (Google's unregistered_origin)",
      () => (gsi.onPrompt = () => gsi.moment('notDisplayed', 'unregistered_origin')),
      new RegExp(`host ${location.host} is not an authorized JavaScript origin`),
      'origin_not_allowed_for_client',
    ],
    [
      "invalid_client (Google's)",
      () => (gsi.onPrompt = () => gsi.moment('notDisplayed', 'invalid_client')),
      /Google does not recognise the client ID/,
      'invalid_client',
    ],
  ];
  for (const [name, arrange, message, type] of failures) {
    it(`error ${name}: the fallback Google button, the developer message for a test token`, async () => {
      arrange();
      const el = await render(oneTapConfig(google({ position: 'forceLegacyEmbedded' })));
      await waitUntil(() => shadowOf(el).querySelector('#oauth-google'), 'no fallback button');
      expect(textOf(el)).to.match(message);
      expect(shadowOf(el).querySelector('[data-testid="one-tap"]')).to.equal(null);
      await waitUntil(() => errors.some((e) => e.type === type));
      expect(await violations(el)).to.deep.equal([]);
    });
  }

  it('a reason SPEC §4 does not map is only logged: the fallback button, no developer message', async () => {
    const el = await render(oneTapConfig(google({ position: 'forceLegacyEmbedded' })));
    await waitUntil(() => gsi.prompts === 1);
    gsi.moment('notDisplayed', 'opt_out_or_no_session');
    await waitUntil(() => frame(el)?.getAttribute('data-one-tap') === 'hidden');
    expect(shadowOf(el).querySelector('#oauth-google')).not.to.equal(null);
    expect(textOf(el)).not.to.contain('One Tap cannot show');
    expect(shadowOf(el).querySelector('[data-testid="config-error"], [role="alert"]')).to.equal(null);
  });

  it('a clientsideServicesURL without an origin (javascript:) is never framed: the fallback button', async () => {
    const pwned = window as unknown as { __oneTapPwned?: boolean };
    delete pwned.__oneTapPwned;
    const el = await render(
      oauthConfig([google({ position: 'forceLegacyEmbedded' })], ['oauth', 'emailMagicLinks'], {
        clientsideServicesURL: 'javascript:parent.__oneTapPwned=true',
      }),
    );
    await waitUntil(() => shadowOf(el).querySelector('#oauth-google'), 'no fallback button');
    expect(document.querySelector('iframe[src^="javascript:"]')).to.equal(null);
    expect(pwned.__oneTapPwned).to.equal(undefined);
    expect(calls).to.deep.equal([]);
    expect(gsi.prompts).to.equal(0);
  });

  it('a live token gets the fallback button without the developer message', async () => {
    answer((m) => (m === 'oneTapStart' ? { requestId: 'r', googleClientId: '', oauthCallbackId: 'c' } : {}));
    const el = await render(oneTapConfig(google({ position: 'forceLegacyEmbedded' })), {
      publicToken: LIVE_TOKEN,
    });
    await waitUntil(() => shadowOf(el).querySelector('#oauth-google'));
    expect(textOf(el)).not.to.contain('One Tap cannot show');
  });

  it('One Tap the only product: a bare slot without the card; an error brings the fallback button', async () => {
    let el = await render(oneTapConfig(google(), ['oauth']));
    await waitUntil(() => gsi.prompts === 1);
    const widget = shadowOf(el).querySelector('[data-idp-widget]')!;
    expect(widget.hasAttribute('data-bare')).to.equal(true);
    expect(shadowOf(el).querySelector('[part="container"], [part="heading"]')).to.equal(null);
    expect(shadowOf(el).querySelector('slot[name="idp-one-tap"]')).not.to.equal(null);
    expect(oauthButtons(el)).to.have.length(0);
    gsi.moment('displayed');
    await waitUntil(() => frame(el)?.getAttribute('data-one-tap') === 'shown');
    gsi.moment('skipped', 'user_cancel');
    await waitUntil(() => frame(el)?.getAttribute('data-one-tap') === 'hidden');
    expect(oauthButtons(el)).to.have.length(0, 'a prompt the user closed leaves nothing');
    root.unmount();
    host.remove();

    answer(() => {
      throw { name: 'StytchAPIError', error_type: 'oauth_config_not_found', error_message: 'none' };
    });
    el = await render(oneTapConfig(google(), ['oauth']));
    await waitUntil(() => shadowOf(el).querySelector('#oauth-google'), 'no fallback button');
    expect(textOf(el)).to.contain('One Tap cannot show: the project has no Google OAuth client.');
    root.unmount();
    host.remove();

    // embeddedOnly is not bare (SPEC §2): the card, with the Google button where the browser has a native prompt.
    el = await render(oneTapConfig(google({ position: 'embeddedOnly' }), ['oauth']));
    await waitForSelector(el, '[part="container"]');
  });
});
