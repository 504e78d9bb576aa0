// idp-elements/react in a React 19 host: this file is bundled with the React 19 of scripts/bench/floor-deps
// (web-test-runner.config.mjs), so the wrapper components and the widget behind the elements run on the host's one React 19.
import { expect, fixtureCleanup, waitUntil } from '@open-wc/testing';
import { createRef, version } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { flushSync } from 'react-dom';
import { IdpLogin, IdpResetPassword, type IdpErrorDetail, type IdpEventDetail } from '../../elements/react';
import type { IdpElementBase } from '../../elements/types';
import { defaultRoute, installFetchStub, type FetchStub } from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, textOf, typeInto, waitForSelector, waitForText } from '../helpers/dom';

const TOKEN = 'public-token-test-react';
const API = 'http://api.example.test';
const REDIRECT = 'http://localhost:1234/authenticate';

let stub: FetchStub;
let root: Root | null = null;
let host: HTMLElement;

function render(node: React.ReactNode): void {
  flushSync(() => root!.render(node));
}

describe('idp-elements/react in a React 19 host', () => {
  beforeEach(() => {
    localStorage.clear();
    stub = installFetchStub(defaultRoute());
    host = document.createElement('div');
    document.body.append(host);
    root = createRoot(host);
  });
  afterEach(() => {
    root?.unmount();
    root = null;
    host.remove();
    fixtureCleanup();
    stub.restore();
  });

  it('runs on the host React 19', () => {
    expect(version.startsWith('19.')).to.equal(true, version);
  });

  it('<IdpLogin> renders the element with its props, and onEvent receives the send', async () => {
    const events: IdpEventDetail[] = [];
    const ref = createRef<IdpElementBase>();
    render(
      <IdpLogin
        ref={ref}
        publicToken={TOKEN}
        apiUrl={API}
        className="signin"
        config={{
          products: ['emailMagicLinks'],
          emailMagicLinksOptions: { loginRedirectURL: REDIRECT, signupRedirectURL: REDIRECT },
        }}
        styles={{ colors: { primary: '#123456' } }}
        onEvent={(detail) => events.push(detail)}
      />,
    );
    const el = ref.current!;
    expect(el.tagName).to.equal('IDP-LOGIN');
    expect(el.className).to.equal('signin');
    expect(el.getAttribute('public-token')).to.equal(TOKEN);
    expect(el.config).to.deep.equal({
      products: ['emailMagicLinks'],
      emailMagicLinksOptions: { loginRedirectURL: REDIRECT, signupRedirectURL: REDIRECT },
    });
    await waitForSelector(el, '[data-idp-widget]:not([data-idp-first-paint])');
    await waitForText(el, 'Sign up or log in');

    typeInto(shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!, 'grace@example.com');
    buttonByText(el, 'Continue with email').click();
    await waitUntil(() => events.some((e) => e.type === 'magic_link_sent'), 'no magic_link_sent');
    expect(events.find((e) => e.type === 'magic_link_sent')).to.deep.equal({
      type: 'magic_link_sent',
      data: { email: 'grace@example.com', userId: 'user-test-1', userCreated: true },
    });
    const [send] = stub.calls('/magic_links/email/login_or_create');
    expect(send?.body).to.include({ email: 'grace@example.com', login_magic_link_url: REDIRECT });
    await waitForText(el, 'Check your email');
  });

  it('a changed prop reaches the element; onError gets the configuration error; the latest callback is called', async () => {
    const ref = createRef<IdpElementBase>();
    const first: IdpErrorDetail[] = [];
    const latest: IdpErrorDetail[] = [];
    render(<IdpLogin ref={ref} publicToken={TOKEN} apiUrl={API} onError={(d) => first.push(d)} />);
    await waitForSelector(ref.current!, '[data-idp-widget]:not([data-idp-first-paint])');
    render(
      <IdpLogin
        ref={ref}
        publicToken={TOKEN}
        apiUrl={API}
        // A product name the types refuse, as a page without TypeScript could send it.
        config={{ products: ['carrier-pigeon' as 'otp'] }}
        onError={(d) => latest.push(d)}
      />,
    );
    await waitUntil(() => latest.length > 0, 'no idp-error');
    expect(latest[0]).to.deep.equal({
      type: 'config_error',
      message:
        'Error: Unknown product "carrier-pigeon". Use one of: emailMagicLinks, otp, passwords, passkeys, oauth, crypto.',
    });
    expect(first).to.deep.equal([]);
    expect(textOf(ref.current!)).to.contain('Unknown product "carrier-pigeon"');
  });

  it('<IdpResetPassword> passes the reset token; unmounting removes the element and its listeners', async () => {
    const ref = createRef<IdpElementBase>();
    render(
      <IdpResetPassword ref={ref} publicToken={TOKEN} apiUrl={API} passwordResetToken="reset-token-1" />,
    );
    const el = ref.current!;
    expect(el.tagName).to.equal('IDP-RESET-PASSWORD');
    await waitForText(el, 'Reset your password');
    flushSync(() => root!.render(null));
    expect(el.isConnected).to.equal(false);
  });
});
