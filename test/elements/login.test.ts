import { aTimeout, expect, fixture, fixtureCleanup, html, oneEvent, waitUntil } from '@open-wc/testing';
import '../../elements/index';
import {
  IdpLoginElement,
  IdpPasskeyRegisterElement,
  IdpResetPasswordElement,
  MountError,
  mountLogin,
  type IdpErrorDetail,
  type IdpEventDetail,
} from '../../elements/index';
import { defineOnce } from '../../elements/define';
import { defaultRoute, installFetchStub, type FetchStub } from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, textOf, typeInto, waitForSelector, waitForText } from '../helpers/dom';

const TOKEN = 'public-token-test-elements';
const API = 'http://api.example.test';

let stub: FetchStub;

function clearBrowserState(): void {
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
}

async function mount(config?: unknown, styles?: unknown): Promise<HTMLElement> {
  const el = await fixture<HTMLElement>(html`<idp-login public-token=${TOKEN} api-url=${API}></idp-login>`);
  if (config !== undefined) (el as HTMLElement & { config: unknown }).config = config;
  if (styles !== undefined) (el as HTMLElement & { styles: unknown }).styles = styles;
  // React's render, not the loader's first paint (the hand-over has tests of its own, in loader.test.ts).
  await waitForSelector(el, '[data-idp-widget]:not([data-idp-first-paint])');
  return el;
}

async function submitEmail(el: HTMLElement, email: string): Promise<void> {
  const input = await waitForSelector<HTMLInputElement>(el, 'input[name="email"]');
  typeInto(input, email);
  buttonByText(el, 'Continue with email').click();
}

describe('<idp-login>', () => {
  beforeEach(() => {
    clearBrowserState();
    stub = installFetchStub(defaultRoute());
  });
  afterEach(() => {
    fixtureCleanup();
    stub.restore();
  });

  it('renders Main with the header, the email form and its styles inside the shadow root', async () => {
    const el = await mount();
    await waitForText(el, 'Sign up or log in');
    const input = shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(input.placeholder).to.equal('example@email.com');
    expect(input.type).to.equal('email');
    expect(input.autocomplete).to.equal('email');
    expect(buttonByText(el, 'Continue with email').type).to.equal('submit');

    const card = shadowOf(el).querySelector('[data-idp-widget]')!;
    const style = getComputedStyle(card);
    expect(style.width).to.equal('400px');
    expect(style.borderTopLeftRadius).to.equal('8px');
    expect(style.backgroundColor).to.equal('rgb(255, 255, 255)');
    expect(style.fontFamily).to.contain('Arial');
    // Adopted stylesheets (a strict CSP cannot block them): the theme's and styled-components' rules.
    expect(shadowOf(el).querySelectorAll('style').length).to.equal(0);
    expect(shadowOf(el).adoptedStyleSheets.length).to.equal(2);
    expect(document.head.querySelectorAll('style[data-styled]').length).to.equal(0);
    expect(document.adoptedStyleSheets.length).to.equal(0);
  });

  it('calls the API named by its attributes with the public token', async () => {
    await mount();
    await waitUntil(() => stub.calls(`/projects/bootstrap/${TOKEN}`).length === 1, 'no bootstrap call');
    const [bootstrap] = stub.calls(`/projects/bootstrap/${TOKEN}`);
    expect(bootstrap!.url.origin).to.equal(API);
  });

  it('takes config and styles as objects and as JSON attributes', async () => {
    const el = await mount(
      { emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:1234/done' } },
      { hideHeaderText: true, colors: { primary: 'rgb(1, 2, 3)' } },
    );
    expect(JSON.parse(el.getAttribute('config')!)).to.deep.equal({
      emailMagicLinksOptions: { loginRedirectURL: 'http://localhost:1234/done' },
    });
    await waitUntil(() => !textOf(el).includes('Sign up or log in'), 'header still shown');
    const heading = shadowOf(el).querySelector('h2');
    expect(heading).to.equal(null);
    const divider = shadowOf(el).querySelector('label')!;
    expect(getComputedStyle(divider).color).to.equal('rgb(1, 2, 3)');

    el.setAttribute('styles', '{"hideHeaderText": false}');
    await waitForText(el, 'Sign up or log in');

    await submitEmail(el, 'ada@example.com');
    await waitUntil(() => stub.calls('/magic_links/email/login_or_create').length === 1, 'no send');
    const [send] = stub.calls('/magic_links/email/login_or_create');
    expect(send!.body as Record<string, unknown>).to.include({
      email: 'ada@example.com',
      login_magic_link_url: 'http://localhost:1234/done',
    });
  });

  it('shows "Email format is invalid." under the field and sends nothing', async () => {
    const el = await mount();
    await submitEmail(el, 'not-an-email');
    await waitForText(el, 'Email format is invalid.');
    const input = shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!;
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    const describedBy = input.getAttribute('aria-describedby')!;
    expect(shadowOf(el).getElementById(describedBy)!.textContent).to.equal('Email format is invalid.');
    await waitUntil(() => shadowOf(el).activeElement === input, 'focus did not move to the invalid field');
    expect(stub.calls('/magic_links/email/login_or_create')).to.have.length(0);
  });

  it('sends the magic link, fires idp-event and shows the confirmation; Try again returns to Main', async () => {
    stub.restore();
    stub = installFetchStub(defaultRoute({ email_domains: ['mail.example.org'] }));
    const el = await mount();
    await waitUntil(() => stub.calls(`/projects/bootstrap/${TOKEN}`).length === 1, 'no bootstrap');
    const sent = oneEvent(el, 'idp-event');
    await submitEmail(el, 'grace@example.com');
    const event = (await sent) as CustomEvent<IdpEventDetail>;
    // SPEC §7: the send's answer reaches the event callback (the stub answers user-test-1, user_created).
    expect(event.detail).to.deep.equal({
      type: 'magic_link_sent',
      data: { email: 'grace@example.com', userId: 'user-test-1', userCreated: true },
    });
    expect(event.bubbles && event.composed).to.equal(true);

    await waitForText(el, 'Check your email');
    expect(textOf(el)).to.contain('An email was sent to grace@example.com.');
    const links = [...shadowOf(el).querySelectorAll<HTMLAnchorElement>('a[target="_blank"]')];
    const gmail = links.find((a) => a.textContent?.startsWith('Open in Gmail'))!;
    expect(gmail.href).to.contain('mail.google.com');
    expect(gmail.href).to.contain('mail.example.org');
    expect(gmail.rel).to.contain('noopener');
    expect(links.map((a) => a.textContent?.split(' (')[0])).to.include.members([
      'Open in Gmail',
      'Open in Yahoo',
      'Open in Outlook',
    ]);

    const again = oneEvent(el, 'idp-event');
    buttonByText(el, 'Try again').click();
    expect(((await again) as CustomEvent<IdpEventDetail>).detail.type).to.equal('magic_link_try_again');
    await waitForText(el, 'Sign up or log in');
    // Focus follows the user back to Main instead of falling to <body>.
    await waitUntil(
      () => shadowOf(el).activeElement?.textContent === 'Sign up or log in',
      `focus is on ${shadowOf(el).activeElement?.tagName ?? 'nothing'}`,
    );
    await waitUntil(
      () =>
        stub
          .calls('/events')
          .flatMap((r) => r.body as { event: { event_name: string } }[])
          .some((e) => e.event.event_name === 'email_try_again_clicked'),
      'email_try_again_clicked was not logged',
      { timeout: 4000 },
    );
    const names = stub
      .calls('/events')
      .flatMap((r) => r.body as { event: { event_name: string } }[])
      .map((e) => e.event.event_name);
    expect(names).to.include.members(['render_login_screen', 'email_sent', 'email_try_again_clicked']);
  });

  it('reports a failed bootstrap to idp-error and still shows the form with the defaults (SPEC §8)', async () => {
    stub.restore();
    stub = installFetchStub(
      (r) =>
        r.url.pathname.startsWith('/sdk/v1/projects/bootstrap/')
          ? { status: 503, json: { nope: true } }
          : undefined,
      defaultRoute(),
    );
    const errors: IdpErrorDetail[] = [];
    const listen = (e: Event) => errors.push((e as CustomEvent<IdpErrorDetail>).detail);
    document.addEventListener('idp-error', listen);
    try {
      const el = await fixture<HTMLElement>(
        html`<idp-login public-token="public-token-test-bootstrap-down" api-url=${API}></idp-login>`,
      );
      await waitUntil(() => errors.length > 0, 'no idp-error for the failed bootstrap');
      expect(errors[0]!.message).to.contain('The project settings could not be loaded');
      await aTimeout(50);
      expect(shadowOf(el).querySelector('input[name="email"]'), 'the form stays').to.not.equal(null);
    } finally {
      document.removeEventListener('idp-error', listen);
    }
  });

  it('a public token the provider refuses shows a config error at mount, not a form that fails on submit', async () => {
    stub.restore();
    const refusing = (r: { url: URL }) =>
      r.url.pathname.startsWith('/sdk/v1/projects/bootstrap/')
        ? {
            status: 401,
            json: {
              status_code: 401,
              request_id: 'r',
              error_type: 'invalid_public_token',
              error_message: 'The public token public-token-test-unknown is not valid.',
              error_url: 'http://x',
            },
          }
        : undefined;
    stub = installFetchStub(refusing, defaultRoute());
    const errors: IdpErrorDetail[] = [];
    const listen = (e: Event) => errors.push((e as CustomEvent<IdpErrorDetail>).detail);
    document.addEventListener('idp-error', listen);
    try {
      const test = await fixture<HTMLElement>(
        html`<idp-login public-token="public-token-test-unknown" api-url=${API}></idp-login>`,
      );
      await waitForText(test, "Error: The provider refused this element's public token");
      expect(shadowOf(test).querySelector('form')).to.equal(null);
      expect(errors.map((e) => e.type)).to.include('invalid_public_token');

      const live = await fixture<HTMLElement>(
        html`<idp-login public-token="public-token-live-unknown" api-url=${API}></idp-login>`,
      );
      await waitForText(live, 'Sign-in is not available right now. Please try again later.');
      expect(textOf(live)).to.not.contain('public token');
    } finally {
      document.removeEventListener('idp-error', listen);
    }
  });

  it('shows a spinner in the button while sending', async () => {
    stub.restore();
    stub = installFetchStub(
      (r) => (r.url.pathname.endsWith('/login_or_create') ? { hang: true } : undefined),
      defaultRoute(),
    );
    const el = await mount();
    // The live region beside the submit button is there before the send, empty, so its change is announced.
    const region = (await waitForSelector<HTMLButtonElement>(el, 'button[type="submit"]'))
      .nextElementSibling!;
    expect(region.getAttribute('aria-live')).to.equal('polite');
    expect(region.textContent).to.equal('');
    await submitEmail(el, 'slow@example.com');
    const button = await waitForSelector<HTMLButtonElement>(el, 'button[aria-busy="true"]');
    expect(button.nextElementSibling).to.equal(region);
    expect(region.textContent).to.equal('Sending…');
    const spinner = button.querySelector('svg[data-testid="spinner"]')!;
    expect(spinner.getAttribute('width')).to.equal('18');
    expect(spinner.getAttribute('aria-hidden')).to.equal('true');
    // The visible label gives way to the spinner; the button keeps a name for assistive technology.
    expect(button.textContent).to.equal('Sending…');
    expect(button.querySelector('span')!.getBoundingClientRect().width).to.be.at.most(1);
  });

  it('sends once when the form is submitted twice before the first send settles', async () => {
    stub.restore();
    stub = installFetchStub(
      (r) => (r.url.pathname.endsWith('/login_or_create') ? { hang: true } : undefined),
      defaultRoute(),
    );
    const el = await mount();
    const input = await waitForSelector<HTMLInputElement>(el, 'input[name="email"]');
    typeInto(input, 'twice@example.com');
    await waitUntil(() => input.value === 'twice@example.com', 'email not typed');
    const form = input.closest('form')!;
    form.requestSubmit();
    form.requestSubmit();
    await waitForSelector(el, 'button[aria-busy="true"]');
    await aTimeout(100);
    expect(stub.calls('/magic_links/email/login_or_create')).to.have.length(1);
  });

  it('renders HTML in a server error as text and reports the message', async () => {
    stub.restore();
    const hostile = '<img src=x onerror="window.__pwned=1"><b>Boom</b>';
    stub = installFetchStub(
      (r) =>
        r.url.pathname.endsWith('/login_or_create')
          ? {
              status: 400,
              json: { status_code: 400, request_id: 'r', error_type: 'weird_error', error_message: hostile },
            }
          : undefined,
      defaultRoute(),
    );
    const el = await mount();
    const failed = oneEvent(el, 'idp-error');
    await submitEmail(el, 'mallory@example.com');
    const detail = ((await failed) as CustomEvent<IdpErrorDetail>).detail;
    expect(detail.message).to.equal(hostile);
    expect(detail.type).to.equal('weird_error');
    const banner = await waitForSelector(el, '[role="alert"]');
    expect(banner.textContent).to.contain(hostile);
    expect(banner.querySelector('img, b')).to.equal(null);
    expect((window as unknown as { __pwned?: number }).__pwned).to.equal(undefined);
    expect(shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!.value).to.equal(
      'mallory@example.com',
    );
  });

  it('maps a catalogue error type to its message', async () => {
    stub.restore();
    stub = installFetchStub(
      (r) =>
        r.url.pathname.endsWith('/login_or_create')
          ? {
              status: 400,
              json: { status_code: 400, error_type: 'inactive_email', error_message: 'server words' },
            }
          : undefined,
      defaultRoute(),
    );
    const el = await mount();
    await submitEmail(el, 'old@example.com');
    await waitForText(el, 'The email address is marked as inactive.');
    expect(textOf(el)).to.not.contain('server words');
  });

  it('keeps the typed email and explains a network failure', async () => {
    stub.restore();
    stub = installFetchStub(
      (r) => (r.url.pathname.endsWith('/login_or_create') ? { networkError: true } : undefined),
      defaultRoute(),
    );
    const el = await mount();
    await submitEmail(el, 'offline@example.com');
    await waitForText(el, "We couldn't reach the sign-in service.");
    expect(shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!.value).to.equal(
      'offline@example.com',
    );
    expect(buttonByText(el, 'Continue with email').disabled).to.equal(false);
  });

  it('shows the configuration errors in place of the form and reports them', async () => {
    const passkeys = await mount({ products: ['passkeys'] });
    await waitForText(
      passkeys,
      'Error: Cannot use Passkeys by itself, please add another product to the config.',
    );
    expect(shadowOf(passkeys).querySelector('form')).to.equal(null);

    const both = await mount({ products: ['emailMagicLinks', 'otp'], otpOptions: { methods: ['email'] } });
    await waitForText(both, 'Error: Cannot use both EML and Email OTP');

    const logged: string[] = [];
    const consoleError = console.error;
    console.error = (...args: unknown[]) => void logged.push(args.map(String).join(' '));
    let el: HTMLElement;
    try {
      el = await fixture<HTMLElement>(
        html`<idp-login public-token=${TOKEN} api-url=${API} config="{products: nope"></idp-login>`,
      );
      await waitForText(el, 'The config attribute is not valid JSON.');
    } finally {
      console.error = consoleError;
    }
    expect(shadowOf(el).querySelector('form')).to.equal(null);
    // The card says it plainly, in the error callout; the parser's words are in the console for the developer.
    const notice = shadowOf(el).querySelector('[data-testid="config-error"] [role="alert"]')!;
    expect(notice.getAttribute('data-variant')).to.equal('error');
    expect(notice.textContent).to.not.match(/Unexpected token|position/);
    expect(
      logged.some((l) => /config attribute is not valid JSON: .*(Unexpected|Expected)/.test(l)),
    ).to.equal(true);

    const errored = oneEvent(document, 'idp-error');
    const unknown = await mount({ products: ['carrierPigeon'] });
    const detail = ((await errored) as CustomEvent<IdpErrorDetail>).detail;
    expect(detail.type).to.equal('config_error');
    await waitForText(unknown, 'Unknown product "carrierPigeon"');
  });

  it('explains "[object Object]" in config or styles (an object a framework wrote before the tag was defined)', async () => {
    for (const attribute of ['config', 'styles']) {
      const el = await fixture<HTMLElement>(
        html`<idp-login public-token=${TOKEN} api-url=${API}></idp-login>`,
      );
      el.setAttribute(attribute, String({ products: ['otp'] }));
      await waitForText(
        el,
        `Error: The ${attribute} attribute is invalid: it holds "[object Object]". Load idp-elements before the ` +
          'element renders, so that objects are set as properties.',
      );
      expect(shadowOf(el).querySelector('form')).to.equal(null);
    }
  });

  it('refuses a cookie-options path or domain that would add cookie attributes of its own', async () => {
    for (const [key, value] of [
      ['path', '/; max-age=31536000'],
      ['domain', 'example.com, evil=1'],
      ['path', '/a b'],
    ]) {
      const errored = oneEvent(document, 'idp-error');
      const el = await fixture<HTMLElement>(
        html`<idp-login
          public-token=${TOKEN}
          api-url=${API}
          cookie-options=${JSON.stringify({ [key!]: value })}
        ></idp-login>`,
      );
      await waitForText(
        el,
        `Error: The cookie-options attribute is invalid: ${key} may not contain ";", ",", ` +
          'spaces or control characters.',
      );
      expect(((await errored) as CustomEvent<IdpErrorDetail>).detail.type).to.equal('config_error');
      expect(shadowOf(el).querySelector('form')).to.equal(null);
      fixtureCleanup();
    }
  });

  it("a banner's text is its message alone, after the heading: the glyph is drawn, not read", async () => {
    const el = await mount({ products: [] });
    const message = 'Error: The products list is empty, please add a product to the config.';
    await waitForText(el, message);
    const heading = shadowOf(el).querySelector('[part~="heading"]')!;
    const banner = shadowOf(el).querySelector('[part~="banner"]')!;
    expect(banner.getAttribute('role')).to.equal('alert');
    expect(banner.textContent).to.equal(message);
    expect((banner as HTMLElement).innerText.trim()).to.equal(message);
    const card = shadowOf(el).querySelector<HTMLElement>('[data-idp-widget]')!;
    expect(card.innerText).to.match(/Sign up or log in\s+Error: The products list/);
    expect(textOf(el)).to.not.contain('!');
    expect(heading.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).to.not.equal(0);
    // Still there for the eye.
    const glyph = banner.querySelector('[aria-hidden="true"]')!;
    expect(getComputedStyle(glyph, '::before').content).to.contain('"!"');
  });

  it('asks for a public token when none is given', async () => {
    const el = await fixture<HTMLElement>(html`<idp-login></idp-login>`);
    await waitForText(el, 'Error: The public-token attribute is required.');
  });

  it('keeps two elements on one page apart', async () => {
    const wrapper = await fixture<HTMLElement>(html`
      <div>
        <idp-login public-token=${TOKEN} api-url=${API}></idp-login>
        <idp-login public-token=${TOKEN} api-url=${API}></idp-login>
      </div>
    `);
    const [first, second] = [...wrapper.querySelectorAll('idp-login')] as HTMLElement[];
    await submitEmail(first!, 'one@example.com');
    await waitForText(first!, 'Check your email');
    await waitForSelector(second!, 'input[name="email"]');
    expect(textOf(second!)).to.contain('Sign up or log in');
    expect(shadowOf(second!).querySelector<HTMLInputElement>('input[name="email"]')!.value).to.equal('');
  });

  it('removing an attribute restores its default, for every attribute of the four elements (issue 37 item 4)', async () => {
    const el = await mount();
    const card = () => shadowOf(el).querySelector('[data-idp-widget]')!;
    el.setAttribute('theme', 'dark');
    await waitUntil(() => getComputedStyle(card()).backgroundColor !== 'rgb(255, 255, 255)', 'never dark');
    el.removeAttribute('theme');
    await waitUntil(
      () => getComputedStyle(card()).backgroundColor === 'rgb(255, 255, 255)',
      'removing theme left the card dark',
    );
    el.setAttribute('locale', 'fr');
    await waitForText(el, 'Continuer avec');
    el.removeAttribute('locale');
    await waitForText(el, 'Continue with email');

    for (const tag of ['idp-login', 'idp-reset-password', 'idp-passkey-register', 'idp-consent']) {
      const Element = customElements.get(tag) as unknown as { observedAttributes: string[] };
      const element = await fixture<HTMLElement & Record<string, unknown>>(
        `<${tag} public-token="${TOKEN}" api-url="${API}"></${tag}>`,
      );
      for (const attribute of Element.observedAttributes) {
        const prop = attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
        element.setAttribute(attribute, 'x');
        expect(element[prop], `${tag} ${attribute} set`).to.equal('x');
        element.removeAttribute(attribute);
        await waitUntil(() => element[prop] === undefined, `${tag}: removing ${attribute} kept its value`);
      }
    }
  });

  it('is defined once, even when registered again', () => {
    expect(customElements.get('idp-login')).to.equal(IdpLoginElement);
    expect(() => defineOnce('idp-login', class extends HTMLElement {})).to.not.throw();
    expect(customElements.get('idp-login')).to.equal(IdpLoginElement);
  });

  it('mountLogin mounts into the selector and throws a clear error when nothing matches', async () => {
    expect(() => mountLogin({ selector: '#nowhere', publicToken: TOKEN })).to.throw(
      MountError,
      'no element matches the selector "#nowhere"',
    );
    const slot = await fixture<HTMLElement>(html`<div id="slot"></div>`);
    const errors: IdpErrorDetail[] = [];
    const el = mountLogin({
      selector: '#slot',
      publicToken: TOKEN,
      apiUrl: API,
      config: { products: ['passkeys'] },
      callbacks: { onError: (d) => errors.push(d) },
    });
    expect(el.parentElement).to.equal(slot);
    await waitForText(el, 'Cannot use Passkeys by itself');
    await waitUntil(() => errors.length > 0, 'onError not called');
    expect(errors[0]!.type).to.equal('config_error');
  });

  it('mountLogin takes the language, the texts and the colour scheme', async () => {
    await fixture<HTMLElement>(html`<div id="slot2"></div>`);
    const el = mountLogin({
      selector: '#slot2',
      publicToken: TOKEN,
      apiUrl: API,
      locale: 'de',
      theme: 'dark',
      strings: { de: { email: { submit: 'Weiter mit E-Mail-Link' } } },
    });
    expect(el.getAttribute('locale')).to.equal('de');
    expect(el.getAttribute('theme')).to.equal('dark');
    await waitForText(el, 'Weiter mit E-Mail-Link');
    const card = shadowOf(el).querySelector('[data-idp-widget]:not([data-idp-first-paint])')!;
    expect(card.getAttribute('lang')).to.equal('de');
  });

  it('a locale or lang named like a prototype member (constructor) means English, not a hang', async () => {
    const el = await fixture<HTMLElement>(
      html`<idp-login public-token=${TOKEN} api-url=${API} locale="constructor"></idp-login>`,
    );
    await waitForSelector(el, '[data-idp-widget]:not([data-idp-first-paint])');
    await waitForText(el, 'Sign up or log in');
    expect(shadowOf(el).querySelector('[data-idp-widget]')!.getAttribute('lang')).to.equal('en');
    fixtureCleanup();

    const before = document.documentElement.getAttribute('lang');
    document.documentElement.setAttribute('lang', 'constructor');
    try {
      const nested = await fixture<HTMLElement>(
        html`<div lang="__proto__"><idp-login public-token=${TOKEN} api-url=${API}></idp-login></div>`,
      );
      const inner = nested.querySelector('idp-login')!;
      await waitForSelector(inner, '[data-idp-widget]:not([data-idp-first-paint])');
      await waitForText(inner, 'Sign up or log in');
      const page = await fixture<HTMLElement>(
        html`<idp-login public-token=${TOKEN} api-url=${API}></idp-login>`,
      );
      await waitForSelector(page, '[data-idp-widget]:not([data-idp-first-paint])');
      await waitForText(page, 'Continue with email');
      expect(shadowOf(page).querySelector('[data-idp-widget]')!.getAttribute('lang')).to.equal('en');
    } finally {
      if (before === null) document.documentElement.removeAttribute('lang');
      else document.documentElement.setAttribute('lang', before);
    }
  });

  it('typography from styles sizes and weighs the heading, the text, the labels and the buttons', async () => {
    const el = await mount(undefined, {
      typography: {
        fontSize: '18px',
        smallFontSize: '13px',
        strongFontWeight: '700',
        headingFontSize: '30px',
        headingFontWeight: '400',
      },
    });
    await waitForText(el, 'Sign up or log in');
    const style = (selector: string) => getComputedStyle(shadowOf(el).querySelector(selector)!);
    expect(style('[part~="heading"]').fontSize).to.equal('30px');
    expect(style('[part~="heading"]').fontWeight).to.equal('400');
    expect(style('input[name="email"]').fontSize).to.equal('18px');
    expect(style('label').fontSize).to.equal('13px');
    expect(style('label').fontWeight).to.equal('700');
    expect(style('button[type="submit"]').fontSize).to.equal('18px');
    expect(style('button[type="submit"]').fontWeight).to.equal('700');
    // The page can set them from outside too, as every token.
    el.style.setProperty('--idp-typography-heading-font-size', '20px');
    expect(style('[part~="heading"]').fontSize).to.equal('20px');
  });

  it('shows the watermark when bootstrap asks for it', async () => {
    stub.restore();
    stub = installFetchStub(defaultRoute({ disable_sdk_watermark: false }));
    const el = await mount();
    await waitForText(el, 'Powered by');
    const link = shadowOf(el).querySelector<HTMLAnchorElement>('a[part="watermark"]')!;
    expect(link.protocol).to.equal('https:');
    // The provider's logo, inline, sized and named (SPEC §1), not the bare word.
    const logo = link.querySelector('svg[role="img"]')!;
    expect(logo.getAttribute('aria-label')).to.equal('Stytch');
    expect(logo.getBoundingClientRect().height).to.equal(14);
    expect(logo.getBoundingClientRect().width).to.be.greaterThan(40);
    expect(link.querySelector('img')).to.equal(null, 'no request to another host');
  });

  it('keeps properties set before the tag was defined (config object, public token)', async () => {
    // A page (or a framework) that creates the element and sets properties before the bundle defines it.
    const tag = 'idp-login-late';
    const el = document.createElement(tag) as HTMLElement & { config?: unknown; publicToken?: string };
    el.setAttribute('api-url', API);
    el.publicToken = TOKEN;
    el.config = { products: ['passwords'] };
    document.body.append(el);
    customElements.define(tag, class extends (IdpLoginElement as unknown as { new (): HTMLElement }) {});
    try {
      await waitForSelector(el, '[data-idp-widget]:not([data-idp-first-paint])');
      await waitForText(el, 'Sign up or log in');
      expect(el.getAttribute('config')).to.equal('{"products":["passwords"]}');
      expect(el.getAttribute('public-token')).to.equal(TOKEN);
      expect(Object.prototype.hasOwnProperty.call(el, 'config')).to.equal(false, 'the accessor took over');
      expect(textOf(el)).to.not.contain('Error:');
    } finally {
      el.remove();
    }
  });

  it('every element keeps every JSON property set before its tag was defined', async () => {
    const elements = {
      login: IdpLoginElement,
      reset: IdpResetPasswordElement,
      passkeys: IdpPasskeyRegisterElement,
    };
    const values = {
      config: { products: ['otp'], otpOptions: { methods: ['email'] } },
      styles: { colors: { primary: '#0b6e4f' } },
      cookieOptions: { jwtCookieName: 'jwt_x' },
    };
    for (const [name, Element] of Object.entries(elements)) {
      const tag = `idp-${name}-props-late`;
      const el = document.createElement(tag) as HTMLElement & Record<string, unknown>;
      el.setAttribute('api-url', API);
      el.setAttribute('public-token', TOKEN);
      Object.assign(el, values);
      document.body.append(el);
      customElements.define(tag, class extends (Element as unknown as { new (): HTMLElement }) {});
      try {
        for (const [property, value] of Object.entries(values)) {
          expect(Object.prototype.hasOwnProperty.call(el, property)).to.equal(false, `${name} ${property}`);
          expect(el[property]).to.deep.equal(value, `${name} ${property}`);
        }
        expect(el.getAttribute('cookie-options')).to.equal('{"jwtCookieName":"jwt_x"}');
        await waitForSelector(el, '[data-idp-widget]:not([data-idp-first-paint])');
      } finally {
        el.remove();
      }
    }
  });
});
