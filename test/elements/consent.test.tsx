// <idp-consent> (issue 9): the identity provider's consent and logout screens, driven the way a relying party does
// (the page's query string) against a stubbed provider. Every screen text of SPEC §2/§4/§5/§8, what goes over the
// wire, where the browser is sent (http(s) only), the events, and axe on the consent and logout screens.
import { expect, fixture, fixtureCleanup, html, oneEvent, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import { createRoot, type Root } from 'react-dom/client';
import '../../elements/index';
import { DARK_THEME, mountIdentityProvider, MountError } from '../../elements/index';
import { IdentityProviderWidget } from '../../src/widget/LoginWidget';
import { browserPlatform } from '../../src/platform/browser';
import type { Platform } from '../../src/platform/types';
import type { IdpErrorDetail, IdpEventDetail } from '../../src/events/widgetEvents';
import type { Translations } from '../../src/i18n/types';
import {
  defaultRoute,
  installFetchStub,
  type FetchStub,
  type RecordedRequest,
  type StubAnswer,
  type StubRoute,
} from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, textOf, waitForSelector, waitForText } from '../helpers/dom';

const TOKEN = 'public-token-test-consent';
const API = 'http://api.example.test';
const RP = 'https://rp.example.com/callback';
const STATE_KEY = `stytch_sdk_state_${TOKEN}`;

const SESSION = {
  session_id: 'session-test-1',
  user_id: 'user-test-1',
  started_at: new Date().toISOString(),
  last_accessed_at: new Date().toISOString(),
  expires_at: new Date(Date.now() + 30 * 60_000).toISOString(),
  attributes: { ip_address: '', user_agent: '' },
  authentication_factors: [],
  custom_claims: {},
  roles: [],
};
const USER = { user_id: 'user-test-1', emails: [{ email: 'ada@example.com' }], phone_numbers: [] };
const auth = (sessionId = SESSION.session_id, token = 'secret-session-token') => ({
  request_id: 'r',
  status_code: 200,
  user_id: USER.user_id,
  user: USER,
  session: { ...SESSION, session_id: sessionId },
  session_token: token,
  session_jwt: `${token}.jwt`,
});

const data = (d: object): StubAnswer => ({ json: { data: { request_id: 'r', status_code: 200, ...d } } });
const failure = (status: number, error_type: string, error_message: string): StubAnswer => ({
  status,
  json: { status_code: status, request_id: 'r', error_type, error_message, error_url: 'http://x' },
});

interface StartAnswer {
  consent_required?: boolean;
  client?: Record<string, unknown>;
  scope_results?: { scope: string; description?: string; is_grantable: boolean }[];
}

function start({ consent_required = true, client, scope_results }: StartAnswer = {}): StubAnswer {
  return data({
    consent_required,
    client: client ?? {
      client_id: 'client-1',
      client_name: 'Acme Analytics',
      client_type: 'third_party',
      client_description: '',
    },
    scope_results: scope_results ?? [
      { scope: 'openid', description: '', is_grantable: true },
      { scope: 'email', description: '', is_grantable: true },
      { scope: 'profile', description: '', is_grantable: true },
    ],
  });
}

/** The provider: session calls, and the three identity-provider calls with scripted answers. */
function provider(answers: {
  start?: StubAnswer;
  submit?: (body: { consent_granted: boolean }) => StubAnswer;
  logout?: StubAnswer;
  revoke?: StubAnswer;
  attest?: StubAnswer;
}): StubRoute {
  return (r: RecordedRequest) => {
    switch (r.url.pathname) {
      case '/sdk/v1/sessions/authenticate':
        return { json: { data: auth() } };
      case '/sdk/v1/sessions/revoke':
        return answers.revoke ?? data({});
      case '/sdk/v1/sessions/attest':
        return answers.attest ?? { json: { data: auth('session-attested', 'attested-session-token') } };
      case '/sdk/v1/idp/oauth/authorize/start':
        return answers.start ?? start();
      case '/sdk/v1/idp/oauth/authorize/submit': {
        const body = r.body as { consent_granted: boolean };
        return answers.submit
          ? answers.submit(body)
          : data({ redirect_uri: `${RP}?code=code-1&state=state-1`, authorization_code: 'code-1' });
      }
      case '/sdk/v1/oauth/logout/start':
        return answers.logout ?? data({ consent_required: true, redirect_uri: 'https://rp.example.com/bye' });
      default:
        return undefined;
    }
  };
}

let stub: FetchStub | undefined;
let host: HTMLElement | undefined;
let root: Root | undefined;
let navigations: string[];
let events: IdpEventDetail[];
let errors: IdpErrorDetail[];

function logIn(): void {
  document.cookie = 'stytch_session=secret-session-token; path=/';
  localStorage.setItem(STATE_KEY, JSON.stringify({ session: SESSION, user: USER }));
}

const query = (params: Record<string, string>) => `?${new URLSearchParams(params).toString()}`;

/** Renders `<idp-consent>`'s widget with the page URL's query `search`, recording navigations and events. */
async function render(
  search: string,
  options: { attributes?: Record<string, string>; locale?: 'ar'; translations?: Translations } = {},
): Promise<HTMLElement> {
  const element = document.createElement('div');
  for (const [name, value] of Object.entries(options.attributes ?? {})) element.setAttribute(name, value);
  host = element;
  document.body.append(element);
  element.addEventListener('idp-event', (e) => events.push((e as CustomEvent<IdpEventDetail>).detail));
  element.addEventListener('idp-error', (e) => errors.push((e as CustomEvent<IdpErrorDetail>).detail));
  const shadow = element.attachShadow({ mode: 'open' });
  const real = browserPlatform();
  const platform: Platform = {
    ...real,
    location: { ...real.location, search, href: `${real.location.origin}/consent${search}` },
    navigation: {
      assign: (url) => {
        navigations.push(url);
      },
      open: () => undefined,
    },
  };
  root = createRoot(shadow);
  root.render(
    <IdentityProviderWidget
      container={shadow as unknown as HTMLElement}
      publicToken={TOKEN}
      apiUrl={API}
      platform={platform}
      {...(options.locale
        ? { resolvedLocale: options.locale, translations: options.translations ?? null }
        : {})}
    />,
  );
  await waitForSelector(element, '[data-idp-widget]');
  return element;
}

const AUTHORIZE = {
  client_id: 'client-1',
  redirect_uri: RP,
  response_type: 'code',
  scope: 'openid email profile',
  state: 'state-1',
  nonce: 'nonce-1',
  code_challenge: 'challenge-1',
};

function reset(): void {
  localStorage.clear();
  for (const cookie of document.cookie.split(';')) {
    const name = cookie.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  }
  navigations = [];
  events = [];
  errors = [];
}

describe('<idp-consent>: authorize', () => {
  beforeEach(reset);
  afterEach(() => {
    root?.unmount();
    host?.remove();
    stub?.restore();
    root = host = stub = undefined;
  });

  it('asks for consent, then Allow sends the request with consent_granted: true and goes to the redirect', async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to Acme Analytics with Test project');
    expect(stub.calls('/idp/oauth/authorize/start').map((r) => r.body)).to.deep.equal([
      {
        client_id: 'client-1',
        redirect_uri: RP,
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
        state: 'state-1',
      },
    ]);
    expect(textOf(el)).to.contain('This will allow Acme Analytics to:');
    const items = [...shadowOf(el).querySelectorAll('[part="scopes"] > li')].map((li) => ({
      scope: li.getAttribute('data-scope'),
      text: li.querySelector('summary')!.textContent,
    }));
    expect(items).to.deep.equal([
      { scope: 'openid', text: 'Verify your identity' },
      { scope: 'email', text: 'View your email address' },
      { scope: 'profile', text: 'View your profile' },
    ]);
    expect(shadowOf(el).querySelector('[data-testid="ungrantable"]')).to.equal(null);
    // Expandable: the detail shows once the item is opened.
    const openid = shadowOf(el).querySelector<HTMLDetailsElement>('[data-scope="openid"] details')!;
    expect(openid.open).to.equal(false);
    openid.querySelector('summary')!.click();
    await waitUntil(() => openid.open, 'the scope does not expand');
    expect(openid.textContent).to.contain('View your account information.');
    expect(navigations).to.deep.equal([]);

    buttonByText(el, 'Allow').click();
    await waitUntil(() => navigations.length === 1, 'no navigation after Allow');
    expect(navigations).to.deep.equal([`${RP}?code=code-1&state=state-1`]);
    expect(stub.calls('/idp/oauth/authorize/submit').map((r) => r.body)).to.deep.equal([
      {
        client_id: 'client-1',
        redirect_uri: RP,
        response_type: 'code',
        scopes: ['openid', 'email', 'profile'],
        code_challenge: 'challenge-1',
        state: 'state-1',
        nonce: 'nonce-1',
        consent_granted: true,
      },
    ]);
    expect(events.map((e) => e.type)).to.deep.equal(['idp_flow_complete']);
    expect(events[0]!.data).to.deep.equal({ flow: 'authorize' });
    await waitForText(el, 'Redirecting…');
    expect(errors).to.deep.equal([]);
    // SPEC §7: the screen is logged once, with the project's settings.
    const logged = () =>
      stub!
        .calls('/events')
        .flatMap((r) => r.body as { event: { event_name: string; details: Record<string, unknown> } }[])
        .filter((e) => e.event.event_name === 'render_idp_screen');
    await waitUntil(() => logged().length === 1, 'render_idp_screen was not logged');
    expect(logged()[0]!.event.details)
      .to.have.property('bootstrap')
      .that.has.property('projectName', 'Test project');
  });

  it('sends the defaults: response_type code and scopes openid, email, profile; prompt only when given', async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    const el = await render(query({ client_id: 'client-1', redirect_uri: RP, prompt: 'consent' }));
    await waitForText(el, 'Sign in to Acme Analytics');
    expect(stub.calls('/idp/oauth/authorize/start')[0]!.body).to.deep.equal({
      client_id: 'client-1',
      redirect_uri: RP,
      response_type: 'code',
      scopes: ['openid', 'email', 'profile'],
      prompt: 'consent',
    });
    buttonByText(el, 'Deny').click();
    await waitUntil(() => navigations.length === 1, 'no navigation after Deny');
    const submitted = stub.calls('/idp/oauth/authorize/submit')[0]!.body as Record<string, unknown>;
    expect(submitted).to.deep.equal({
      client_id: 'client-1',
      redirect_uri: RP,
      response_type: 'code',
      scopes: ['openid', 'email', 'profile'],
      prompt: 'consent',
      consent_granted: false,
    });
  });

  it('Allow pressed twice sends one answer; Deny is disabled meanwhile', async () => {
    logIn();
    stub = installFetchStub(
      (r) => (r.url.pathname === '/sdk/v1/idp/oauth/authorize/submit' ? { hang: true } : undefined),
      provider({}),
      defaultRoute(),
    );
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to Acme Analytics');
    const allow = buttonByText(el, 'Allow');
    allow.click();
    await waitUntil(() => allow.getAttribute('aria-busy') === 'true', 'Allow shows no progress');
    allow.click();
    expect(buttonByText(el, 'Deny').disabled).to.equal(true);
    expect(stub.calls('/idp/oauth/authorize/submit')).to.have.length(1);
    expect(navigations).to.deep.equal([]);
  });

  it("RFC 8707: the URL's resource parameters go to start and submit as resources", async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    const search = new URLSearchParams(AUTHORIZE);
    search.append('resource', 'https://api.example.com/');
    search.append('resource', 'https://files.example.com/v1');
    search.append('resource', 'https://api.example.com/');
    const el = await render(`?${search.toString()}`);
    await waitForText(el, 'Sign in to Acme Analytics with Test project');
    const resources = ['https://api.example.com/', 'https://files.example.com/v1'];
    expect(stub.calls('/idp/oauth/authorize/start')[0]!.body)
      .to.have.property('resources')
      .that.deep.equals(resources);
    buttonByText(el, 'Allow').click();
    await waitUntil(() => navigations.length === 1, 'no navigation after Allow');
    expect(stub.calls('/idp/oauth/authorize/submit')[0]!.body)
      .to.have.property('resources')
      .that.deep.equals(resources);
  });

  it('no consent needed: submits at once with consent_granted: false and never shows the consent screen', async () => {
    logIn();
    stub = installFetchStub(provider({ start: start({ consent_required: false }) }), defaultRoute());
    const el = await render(query(AUTHORIZE));
    await waitUntil(() => navigations.length === 1, 'no navigation');
    expect(navigations).to.deep.equal([`${RP}?code=code-1&state=state-1`]);
    expect(
      stub
        .calls('/idp/oauth/authorize/submit')
        .map((r) => (r.body as { consent_granted: unknown }).consent_granted),
    ).to.deep.equal([false]);
    expect(textOf(el)).to.not.contain('Allow');
    expect(events).to.deep.equal([{ type: 'idp_flow_complete', data: { flow: 'authorize' } }]);
  });

  it('Deny without a redirect: "Access to the application was denied." and idp_consent_denied', async () => {
    logIn();
    stub = installFetchStub(
      provider({ submit: (body) => (body.consent_granted ? data({ redirect_uri: RP }) : data({})) }),
      defaultRoute(),
    );
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to Acme Analytics');
    const denied = oneEvent(el, 'idp-event');
    buttonByText(el, 'Deny').click();
    expect(((await denied) as CustomEvent<IdpEventDetail>).detail).to.deep.equal({
      type: 'idp_consent_denied',
      data: { clientId: 'client-1' },
    });
    await waitForText(el, 'Access to the application was denied.');
    expect(navigations).to.deep.equal([]);
    expect(events.map((e) => e.type)).to.deep.equal(['idp_consent_denied']);
  });

  it('Deny with a redirect: idp_consent_denied, then idp_flow_complete, then the relying party (access_denied)', async () => {
    logIn();
    stub = installFetchStub(
      provider({ submit: () => data({ redirect_uri: `${RP}?error=access_denied&state=state-1` }) }),
      defaultRoute(),
    );
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to Acme Analytics');
    const navigationsAtEvent: number[] = [];
    el.addEventListener('idp-event', () => navigationsAtEvent.push(navigations.length));
    buttonByText(el, 'Deny').click();
    await waitUntil(() => navigations.length === 1, 'no navigation after Deny');
    expect(navigations).to.deep.equal([`${RP}?error=access_denied&state=state-1`]);
    expect(events).to.deep.equal([
      { type: 'idp_consent_denied', data: { clientId: 'client-1' } },
      { type: 'idp_flow_complete', data: { flow: 'authorize' } },
    ]);
    expect(navigationsAtEvent, 'both events fire before the browser leaves').to.deep.equal([0, 0]);
  });

  it('goes only to http(s) addresses: a javascript: redirect is refused with a message and idp-error', async () => {
    logIn();
    stub = installFetchStub(
      provider({ submit: () => data({ redirect_uri: 'javascript:alert(1)' }) }),
      defaultRoute(),
    );
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to Acme Analytics');
    buttonByText(el, 'Allow').click();
    await waitForText(el, 'is not a web page');
    expect(navigations).to.deep.equal([]);
    expect(events).to.deep.equal([]);
    expect(errors.map((e) => e.type)).to.deep.equal(['invalid_redirect_uri']);
    expect(textOf(el)).to.contain('Looks like there was an error!');
  });

  it('a non-standard scope changes the title; custom scopes read the policy, else "Use the {scope} scope"', async () => {
    logIn();
    stub = installFetchStub(
      provider({
        start: start({
          scope_results: [
            { scope: 'openid', is_grantable: true },
            { scope: 'read:books', is_grantable: true },
            { scope: 'write:books', is_grantable: true },
            { scope: 'offline_access', is_grantable: true },
          ],
        }),
      }),
      defaultRoute({
        rbac_policy: {
          roles: [],
          resources: [],
          scopes: [{ scope: 'read:books', description: 'Read your <b>books</b>' }],
        },
      } as never),
    );
    const el = await render(query({ ...AUTHORIZE, scope: 'openid read:books write:books offline_access' }));
    await waitForText(el, 'Acme Analytics wants to access your Test project account');
    expect(textOf(el)).to.not.contain('Sign in to');
    const summaries = [...shadowOf(el).querySelectorAll('[part="scopes"] summary')].map((s) => s.textContent);
    expect(summaries).to.deep.equal([
      'Verify your identity',
      'Read your <b>books</b>',
      'Use the write:books scope',
      'Keep access while you are not using the app',
    ]);
    // The policy's text is text, never markup.
    expect(shadowOf(el).querySelector('[part="scopes"] b')).to.equal(null);
    expect(shadowOf(el).querySelector('[data-scope="read:books"] details')!.textContent).to.contain(
      'Scope: read:books',
    );
    expect(stub.calls('/idp/oauth/authorize/start')[0]!.body)
      .to.have.property('scopes')
      .that.deep.equals(['openid', 'read:books', 'write:books', 'offline_access']);
  });

  it('lists the scopes the user cannot grant in a collapsible note', async () => {
    logIn();
    stub = installFetchStub(
      provider({
        start: start({
          scope_results: [
            { scope: 'openid', is_grantable: true },
            { scope: 'phone', is_grantable: false },
            { scope: 'admin:all', is_grantable: false },
          ],
        }),
      }),
      defaultRoute(),
    );
    const el = await render(query({ ...AUTHORIZE, scope: 'openid phone admin:all' }));
    await waitForText(
      el,
      'You do not have permissions to grant Acme Analytics access to some of the requested scopes.',
    );
    const note = shadowOf(el).querySelector<HTMLDetailsElement>('[data-testid="ungrantable"]')!;
    expect(note.open).to.equal(false);
    const granted = [...shadowOf(el).querySelectorAll('[part="scopes"] > li')].map((li) =>
      li.getAttribute('data-scope'),
    );
    expect(granted).to.deep.equal(['openid']);
    note.querySelector('summary')!.click();
    await waitUntil(() => note.open, 'the note does not open');
    const listed = [...note.querySelectorAll('li')].map((li) => li.textContent);
    expect(listed).to.deep.equal(['View your phone number', 'Use the admin:all scope']);
  });

  it('names the client by client_name, else the redirect host, else "The App"', async () => {
    logIn();
    stub = installFetchStub(
      provider({ start: start({ client: { client_id: 'client-1', client_name: '  ' } }) }),
      defaultRoute(),
    );
    let el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to rp.example.com with Test project');
    root?.unmount();
    host?.remove();

    el = await render(query({ ...AUTHORIZE, redirect_uri: 'not a url' }));
    await waitForText(el, 'Sign in to The App with Test project');
    // Without a logo, the client's initial stands in (decorative).
    const initial = shadowOf(el).querySelector('[data-testid="client-initial"]')!;
    expect(initial.textContent).to.equal('T');
    expect(initial.getAttribute('aria-hidden')).to.equal('true');
    expect(shadowOf(el).querySelector('img')).to.equal(null);
  });

  it('shows the client logo at most 50 × 100 px, and only an http(s) one', async () => {
    logIn();
    const logo = new URL('/test/elements/consent-logo.svg', location.origin).href;
    stub = installFetchStub(
      provider({
        start: start({ client: { client_id: 'client-1', client_name: 'Acme', client_logo_url: logo } }),
      }),
      defaultRoute(),
    );
    let el = await render(query(AUTHORIZE));
    const img = await waitForSelector<HTMLImageElement>(el, 'img[part~="client-logo"]');
    await waitUntil(() => img.complete && img.naturalWidth > 0, 'the logo does not load');
    expect(img.naturalWidth).to.equal(600);
    const box = img.getBoundingClientRect();
    expect(box.width).to.be.at.most(100);
    expect(box.height).to.be.at.most(50);
    expect(box.width).to.be.greaterThan(0);
    expect(img.alt).to.equal('Acme logo');
    root?.unmount();
    host?.remove();

    stub.restore();
    stub = installFetchStub(
      provider({
        start: start({
          client: { client_id: 'client-1', client_name: 'Acme', client_logo_url: 'javascript:alert(1)' },
        }),
      }),
      defaultRoute(),
    );
    el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to Acme');
    expect(shadowOf(el).querySelector('img')).to.equal(null);
  });

  it('prompt=none without a session: no login screen, the provider sends the browser back with login_required', async () => {
    const back = `${RP}?error=login_required&state=state-1&iss=${encodeURIComponent(API)}`;
    stub = installFetchStub(
      provider({ start: data({ consent_required: false, redirect_uri: back }) }),
      defaultRoute(),
    );
    const el = await render(query({ ...AUTHORIZE, prompt: 'none' }));
    await waitUntil(() => navigations.length === 1, 'no redirect for prompt=none');
    expect(navigations).to.deep.equal([back]);
    expect(stub.calls('/idp/oauth/authorize/start')[0]!.body).to.include({
      prompt: 'none',
      state: 'state-1',
    });
    expect(events.map((e) => e.type)).to.not.include('idp_no_session');
    expect(textOf(el)).to.not.contain('No active session detected');
  });

  it('an error the provider sends back to the relying party (response_type=token): the browser goes there', async () => {
    logIn();
    const back = `${RP}?error=unsupported_response_type&state=state-1`;
    stub = installFetchStub(
      provider({ start: data({ consent_required: false, redirect_uri: back }) }),
      defaultRoute(),
    );
    await render(query({ ...AUTHORIZE, response_type: 'token' }));
    await waitUntil(() => navigations.length === 1, 'no redirect with the error');
    expect(navigations).to.deep.equal([back]);
    expect(stub.calls('/idp/oauth/authorize/submit')).to.have.length(0);
  });

  it('prompt=login / max_age: the session ends, the user logs in again, then the flow goes on without prompt=login', async () => {
    logIn();
    let starts = 0;
    stub = installFetchStub(
      (r) => {
        if (r.url.pathname !== '/sdk/v1/idp/oauth/authorize/start') return undefined;
        starts += 1;
        return starts === 1
          ? data({
              consent_required: false,
              login_required: true,
              scope_results: [],
              client: { client_id: 'client-1', client_name: 'Acme Analytics', client_type: 'third_party' },
            })
          : start();
      },
      provider({}),
      defaultRoute(),
    );
    const el = await render(query({ ...AUTHORIZE, prompt: 'login consent', max_age: '60' }));
    await waitForText(el, 'No active session detected. Please log in to continue.');
    expect(stub.calls('/sessions/revoke')).to.have.length(1);
    expect(stub.calls('/idp/oauth/authorize/start')[0]!.body).to.include({
      prompt: 'login consent',
      max_age: 60,
    });

    document.cookie = 'stytch_session=secret-session-token; path=/';
    const value = JSON.stringify({ session: { ...SESSION, session_id: 'session-test-2' }, user: USER });
    localStorage.setItem(STATE_KEY, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STATE_KEY, newValue: value, storageArea: localStorage }),
    );
    await waitForText(el, 'Sign in to Acme Analytics with Test project');
    expect(stub.calls('/idp/oauth/authorize/start')[1]!.body).to.include({ prompt: 'consent', max_age: 60 });
    buttonByText(el, 'Allow').click();
    await waitUntil(() => navigations.length === 1, 'no navigation after Allow');
    expect(stub.calls('/idp/oauth/authorize/submit')[0]!.body).to.include({ prompt: 'consent', max_age: 60 });
  });

  it('without a session: "No active session detected…", idp_no_session, and no call; a later login goes on', async () => {
    stub = installFetchStub(provider({}), defaultRoute());
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'No active session detected. Please log in to continue.');
    expect(events).to.deep.equal([{ type: 'idp_no_session', data: {} }]);
    expect(errors.map((e) => e.type)).to.deep.equal(['no_session']);
    expect(stub.calls('/idp/oauth/authorize/start')).to.have.length(0);

    // The user logs in elsewhere (another tab): the session arrives through storage and the flow goes on.
    document.cookie = 'stytch_session=secret-session-token; path=/';
    const value = JSON.stringify({ session: SESSION, user: USER });
    localStorage.setItem(STATE_KEY, value);
    window.dispatchEvent(
      new StorageEvent('storage', { key: STATE_KEY, newValue: value, storageArea: localStorage }),
    );
    await waitForText(el, 'Sign in to Acme Analytics with Test project');
    expect(stub.calls('/idp/oauth/authorize/start')).to.have.length(1);
  });

  it('a session cookie without state here: asks the provider whose it is instead of saying there is none', async () => {
    document.cookie = 'stytch_session=secret-session-token; path=/';
    let checks = 0;
    stub = installFetchStub(
      // The startup refresh never answers; the consent flow's own check does.
      (r) =>
        r.url.pathname === '/sdk/v1/sessions/authenticate' && checks++ === 0 ? { hang: true } : undefined,
      provider({}),
      defaultRoute(),
    );
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'Sign in to Acme Analytics with Test project');
    expect(events).to.deep.equal([]);
    expect(stub.calls('/sessions/authenticate')).to.have.length(2);
  });

  for (const [missing, params] of [
    ['client_id', { redirect_uri: RP }],
    ['redirect_uri', { client_id: 'client-1', redirect_uri: '' }],
  ] as const) {
    it(`a missing ${missing}: SPEC §5's message, idp-error, no call`, async () => {
      logIn();
      stub = installFetchStub(provider({}), defaultRoute());
      const el = await render(query(params));
      await waitForText(
        el,
        `Required parameter is missing: ${missing}. Please reach out to the application developer.`,
      );
      expect(errors).to.deep.equal([
        {
          message: `Required parameter is missing: ${missing}. Please reach out to the application developer.`,
          type: 'missing_parameter',
        },
      ]);
      expect(stub.calls('/idp/oauth/authorize/start')).to.have.length(0);
    });
  }

  it('a failed start shows the server message as text and reports it', async () => {
    logIn();
    stub = installFetchStub(
      provider({
        start: failure(
          400,
          'invalid_redirect_url',
          'The redirect_uri <i>is not</i> registered for this client.',
        ),
      }),
      defaultRoute(),
    );
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'The redirect_uri <i>is not</i> registered for this client.');
    expect(shadowOf(el).querySelector('i')).to.equal(null);
    expect(shadowOf(el).querySelector('[role="alert"]')!.textContent).to.equal(
      'The redirect_uri <i>is not</i> registered for this client.',
    );
    expect(errors).to.deep.equal([
      {
        message: 'The redirect_uri <i>is not</i> registered for this client.',
        type: 'invalid_redirect_url',
        status: 400,
      },
    ]);
    expect(navigations).to.deep.equal([]);
  });

  it('a session the provider no longer knows ends here too, and the user is asked to log in', async () => {
    logIn();
    stub = installFetchStub(
      provider({ start: failure(404, 'session_not_found', 'Session not found.') }),
      defaultRoute(),
    );
    const el = await render(query(AUTHORIZE));
    await waitForText(el, 'No active session detected. Please log in to continue.');
    expect(localStorage.getItem(STATE_KEY)).to.equal('null');
    expect(events.map((e) => e.type)).to.deep.equal(['idp_no_session']);
  });

  it('a trusted auth token: revokes the current session, attests a 60-minute one, then asks', async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    const el = await render(query(AUTHORIZE), {
      attributes: {
        'auth-token-params': JSON.stringify({ trustedAuthToken: 'trusted-1', tokenProfileID: 'profile-1' }),
      },
    });
    await waitForText(el, 'Sign in to Acme Analytics');
    expect(stub.calls('/sessions/revoke')).to.have.length(1);
    expect(stub.calls('/sessions/attest').map((r) => r.body)).to.deep.equal([
      { token: 'trusted-1', profile_id: 'profile-1', session_duration_minutes: 60 },
    ]);
    // The token is a credential: it leaves the DOM once read.
    expect(el.hasAttribute('auth-token-params')).to.equal(false);
    const order = stub.requests
      .map((r) => r.url.pathname.replace('/sdk/v1', ''))
      .filter((p) => ['/sessions/revoke', '/sessions/attest', '/idp/oauth/authorize/start'].includes(p));
    expect(order).to.deep.equal(['/sessions/revoke', '/sessions/attest', '/idp/oauth/authorize/start']);
    // The start call went with the attested session.
    const authorization = stub.calls('/idp/oauth/authorize/start')[0]!.headers.get('authorization')!;
    expect(atob(authorization.replace('Basic ', ''))).to.equal(`${TOKEN}:attested-session-token`);
    expect(stub.calls('/idp/oauth/authorize/start')).to.have.length(1);
  });

  it('a malformed auth-token-params is a clear error, not a call', async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    const el = await render(query(AUTHORIZE), {
      attributes: { 'auth-token-params': '{"trustedAuthToken": 1}' },
    });
    await waitForText(el, 'The auth-token-params attribute is invalid');
    expect(errors.map((e) => e.type)).to.deep.equal(['config_error']);
    expect(stub.calls('/sessions/attest')).to.have.length(0);
    expect(stub.calls('/idp/oauth/authorize/start')).to.have.length(0);
  });

  it('speaks Arabic right to left', async () => {
    logIn();
    const ar = (await import('../../src/i18n/locales/ar')).default;
    stub = installFetchStub(provider({}), defaultRoute());
    const el = await render(query(AUTHORIZE), { locale: 'ar', translations: ar });
    // Values inside an Arabic sentence are isolated (U+2068 … U+2069), so the names keep their own direction.
    const title = ar.consent.title('\u2068Acme Analytics\u2069', '\u2068Test project\u2069');
    await waitForText(el, title);
    expect(textOf(el)).to.not.contain('Sign in to');
    const card = shadowOf(el).querySelector('[data-idp-widget]')!;
    expect(card.getAttribute('dir')).to.equal('rtl');
    expect(buttonByText(el, ar.consent.allow).textContent).to.equal('سماح');
    expect(textOf(el)).to.contain(ar.consent.scopes.openid.summary);
  });

  it('a name with a hyphen is never split at it in the Arabic title, however the title wraps', async () => {
    logIn();
    const ar = (await import('../../src/i18n/locales/ar')).default;
    const name = 'Northwind-Identity';
    stub = installFetchStub(provider({}), defaultRoute({ project_name: name }));
    const el = await render(query(AUTHORIZE), { locale: 'ar', translations: ar });
    const heading = await waitForSelector<HTMLElement>(el, '[part="heading"]');
    await waitUntil(() => heading.textContent!.includes(name), 'the title');
    const nameText = () => {
      const walker = document.createTreeWalker(heading, NodeFilter.SHOW_TEXT);
      for (let n = walker.nextNode(); n; n = walker.nextNode()) {
        const at = n.textContent!.indexOf(name);
        if (at >= 0) {
          const range = document.createRange();
          range.setStart(n, at);
          range.setEnd(n, at + name.length);
          return range;
        }
      }
      throw new Error('the name is not one piece of text');
    };
    // Where the name fits on a line by itself, it is never split (a narrower line has to break it somewhere).
    el.style.width = '2000px';
    const nameWidth = nameText().getBoundingClientRect().width;
    const split: number[] = [];
    for (let width = 200; width <= 420; width += 4) {
      el.style.width = `${width}px`;
      if (heading.clientWidth < nameWidth) continue;
      const lines = new Set([...nameText().getClientRects()].map((r) => Math.round(r.top)));
      if (lines.size > 1) split.push(width);
    }
    el.style.width = '';
    expect(split, 'card widths at which the name breaks').to.deep.equal([]);
  });
});

describe('<idp-consent>: logout', () => {
  beforeEach(reset);
  afterEach(() => {
    root?.unmount();
    host?.remove();
    stub?.restore();
    root = host = stub = undefined;
  });

  const LOGOUT = {
    client_id: 'client-1',
    post_logout_redirect_uri: 'https://rp.example.com/bye',
    state: 'state-9',
    id_token_hint: 'id-token-1',
  };

  it('"Log out?" then Yes: revokes the session (cleared here too) and goes to the redirect', async () => {
    logIn();
    stub = installFetchStub(
      provider({
        logout: data({ consent_required: true, redirect_uri: 'https://rp.example.com/bye?state=state-9' }),
      }),
      defaultRoute(),
    );
    const el = await render(query(LOGOUT));
    await waitForText(el, 'Log out?');
    expect(textOf(el)).to.contain('Are you sure you want to log out of your Test project account?');
    expect(stub.calls('/oauth/logout/start').map((r) => r.body)).to.deep.equal([
      {
        client_id: 'client-1',
        post_logout_redirect_uri: 'https://rp.example.com/bye',
        id_token_hint: 'id-token-1',
        state: 'state-9',
      },
    ]);
    expect(stub.calls('/sessions/revoke')).to.have.length(0);
    buttonByText(el, 'Yes').click();
    await waitUntil(() => navigations.length === 1, 'no navigation after Yes');
    expect(navigations).to.deep.equal(['https://rp.example.com/bye?state=state-9']);
    expect(stub.calls('/sessions/revoke')).to.have.length(1);
    expect(localStorage.getItem(STATE_KEY)).to.equal('null');
    expect(document.cookie).to.not.contain('stytch_session=');
    expect(events).to.deep.equal([{ type: 'idp_flow_complete', data: { flow: 'logout' } }]);
  });

  it('No: "You have not been logged out. You may close this page." and nothing else happens', async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    const el = await render(query(LOGOUT));
    await waitForText(el, 'Log out?');
    buttonByText(el, 'No').click();
    await waitForText(el, 'You have not been logged out. You may close this page.');
    expect(stub.calls('/sessions/revoke')).to.have.length(0);
    expect(navigations).to.deep.equal([]);
    expect(localStorage.getItem(STATE_KEY)).to.not.equal('null');
    expect(events).to.deep.equal([]);
  });

  it('no confirmation needed: logs out at once; a failed revoke still clears and goes', async () => {
    logIn();
    stub = installFetchStub(
      provider({
        logout: data({ consent_required: false, redirect_uri: 'https://rp.example.com/bye' }),
        revoke: failure(500, 'internal_server_error', 'down'),
      }),
      defaultRoute(),
    );
    const el = await render(query(LOGOUT));
    await waitUntil(() => navigations.length === 1, 'no navigation');
    expect(navigations).to.deep.equal(['https://rp.example.com/bye']);
    expect(textOf(el)).to.not.contain('Log out?');
    expect(stub.calls('/sessions/revoke')).to.have.length(1);
    expect(localStorage.getItem(STATE_KEY)).to.equal('null');
    expect(errors).to.deep.equal([]);
  });

  it('without client_id but with id_token_hint (oidc-client-ts): the hint goes to the provider, Yes logs out', async () => {
    logIn();
    stub = installFetchStub(
      provider({
        logout: data({ consent_required: true, redirect_uri: 'https://rp.example.com/bye?state=state-9' }),
      }),
      defaultRoute(),
    );
    const { client_id: _none, ...withoutClient } = LOGOUT;
    const el = await render(query(withoutClient));
    await waitForText(el, 'Log out?');
    expect(textOf(el)).to.not.contain('Required parameter is missing');
    expect(stub.calls('/oauth/logout/start').map((r) => r.body)).to.deep.equal([
      {
        post_logout_redirect_uri: 'https://rp.example.com/bye',
        id_token_hint: 'id-token-1',
        state: 'state-9',
      },
    ]);
    buttonByText(el, 'Yes').click();
    await waitUntil(() => navigations.length === 1, 'no navigation after Yes');
    expect(navigations).to.deep.equal(['https://rp.example.com/bye?state=state-9']);
    expect(stub.calls('/sessions/revoke')).to.have.length(1);
  });

  it('a missing post_logout_redirect_uri, or client_id without id_token_hint: SPEC §5 message', async () => {
    stub = installFetchStub(provider({}), defaultRoute());
    let el = await render(query({ client_id: 'client-1', post_logout_redirect_uri: '' }));
    await waitForText(el, 'Required parameter is missing: post_logout_redirect_uri.');
    root?.unmount();
    host?.remove();
    el = await render(query({ post_logout_redirect_uri: 'https://rp.example.com/bye', id_token_hint: ' ' }));
    await waitForText(el, 'Required parameter is missing: client_id.');
    expect(stub.calls('/oauth/logout/start')).to.have.length(0);
  });

  it('a failed logout start shows the server message', async () => {
    stub = installFetchStub(
      provider({ logout: failure(400, 'invalid_post_logout_redirect_uri', 'Unknown post-logout address.') }),
      defaultRoute(),
    );
    const el = await render(query(LOGOUT));
    await waitForText(el, 'Unknown post-logout address.');
    expect(errors.map((e) => e.type)).to.deep.equal(['invalid_post_logout_redirect_uri']);
    expect(navigations).to.deep.equal([]);
  });
});

describe('<idp-consent> as an element', () => {
  let original: string;
  beforeEach(() => {
    reset();
    original = location.href;
  });
  afterEach(() => {
    history.replaceState(null, '', original);
    fixtureCleanup();
    stub?.restore();
    stub = undefined;
    document.body.style.background = '';
  });

  /** The element on this page, with `params` as the page's query string. */
  async function element(params: Record<string, string>, extra = ''): Promise<HTMLElement> {
    history.replaceState(null, '', `${location.pathname}${query(params)}`);
    const wrapper = await fixture<HTMLElement>(html`<div></div>`);
    wrapper.innerHTML = `<idp-consent public-token="${TOKEN}" api-url="${API}" ${extra}></idp-consent>`;
    return wrapper.firstElementChild as HTMLElement;
  }

  it('is defined, reads the page URL, and fires its events from the element', async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    expect(customElements.get('idp-consent')).to.not.equal(undefined);
    const el = await element({ client_id: 'client-1', redirect_uri: RP });
    await waitForText(el, 'Sign in to Acme Analytics with Test project');
    expect(stub.calls('/idp/oauth/authorize/start')).to.have.length(1);
  });

  it('mountIdentityProvider mounts it with a trusted token as its attribute; a bad selector throws', async () => {
    logIn();
    stub = installFetchStub(provider({}), defaultRoute());
    history.replaceState(
      null,
      '',
      `${location.pathname}${query({ client_id: 'client-1', redirect_uri: RP })}`,
    );
    const wrapper = await fixture<HTMLElement>(html`<div id="consent-slot"></div>`);
    const el = mountIdentityProvider({
      selector: '#consent-slot',
      publicToken: TOKEN,
      apiUrl: API,
      authTokenParams: { trustedAuthToken: 'trusted-2', tokenProfileID: 'profile-2' },
    });
    expect(el.tagName).to.equal('IDP-CONSENT');
    expect(wrapper.firstElementChild).to.equal(el);
    await waitForText(el, 'Sign in to Acme Analytics');
    expect(stub.calls('/sessions/attest').map((r) => r.body)).to.deep.equal([
      { token: 'trusted-2', profile_id: 'profile-2', session_duration_minutes: 60 },
    ]);
    expect(el.hasAttribute('auth-token-params')).to.equal(false);
    expect(() => mountIdentityProvider({ selector: '#nowhere', publicToken: TOKEN })).to.throw(MountError);
  });

  it('without a session, idp_no_session reaches the page', async () => {
    stub = installFetchStub(provider({}), defaultRoute());
    const seen = oneEvent(document, 'idp-event');
    const el = await element({ client_id: 'client-1', redirect_uri: RP });
    expect(((await seen) as CustomEvent<IdpEventDetail>).detail.type).to.equal('idp_no_session');
    await waitForText(el, 'No active session detected.');
  });

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

  for (const [name, theme] of Object.entries({ light: undefined, dark: DARK_THEME })) {
    it(`${name}: the consent screen (scopes and the ungrantable note open) and the logout screen pass axe`, async () => {
      logIn();
      stub = installFetchStub(
        provider({
          start: start({
            scope_results: [
              { scope: 'openid', is_grantable: true },
              { scope: 'email', is_grantable: true },
              { scope: 'read:books', is_grantable: false },
            ],
          }),
        }),
        defaultRoute(),
      );
      document.body.style.background = theme === undefined ? '#fff' : '#0e1a21';
      const styles = theme ? `styles='${JSON.stringify(theme)}'` : '';
      const consent = await element(
        { client_id: 'client-1', redirect_uri: RP, scope: 'openid email read:books' },
        styles,
      );
      await waitForText(consent, 'Acme Analytics wants to access your Test project account');
      for (const details of shadowOf(consent).querySelectorAll('details')) details.open = true;
      expect(await violations(consent)).to.deep.equal([]);
      fixtureCleanup();

      const logout = await element(
        { client_id: 'client-1', post_logout_redirect_uri: 'https://rp.example.com/bye' },
        styles,
      );
      await waitForText(logout, 'Log out?');
      expect(await violations(logout)).to.deep.equal([]);
      buttonByText(logout, 'No').click();
      await waitForText(logout, 'You have not been logged out.');
      expect(await violations(logout)).to.deep.equal([]);
    });
  }
});
