// <idp-passkey-register>'s passkey list (issue 25) for a logged-in user, through the fetch stub: the heading says
// what happened in this visit, focus after every in-place change, Escape, and axe on the list's states.
import { expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import axe from 'axe-core';
import '../../elements/index';
import { defaultRoute, installFetchStub, type FetchStub, type StubRoute } from '../helpers/pageFetchStub';
import { buttonByText, shadowOf, textOf, typeInto, waitForSelector, waitForText } from '../helpers/dom';
import { mountWidget, type Mounted } from '../helpers/mount';
import { PasskeyRegistrationWidget } from '../../src/widget/LoginWidget';

const TOKEN = 'public-token-test-passkey-list';
const API = 'http://api.example.test';

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
const passkey = (id: string, name: string) => ({
  webauthn_registration_id: id,
  domain: 'localhost',
  user_agent: 'Chrome',
  authenticator_type: 'platform',
  verified: true,
  name,
});

let registrations: ReturnType<typeof passkey>[];
let stub: FetchStub;

const user = () => ({
  user_id: SESSION.user_id,
  emails: [{ email: 'ada@example.com', email_id: 'e', verified: true }],
  phone_numbers: [],
  webauthn_registrations: registrations.map((r) => ({ ...r })),
});
const ok = (d: object) => ({ json: { data: { request_id: 'r', status_code: 200, ...d } } });

const passkeyRoute: StubRoute = (r) => {
  const path = r.url.pathname;
  if (path === '/sdk/v1/sessions/authenticate')
    return ok({ user: user(), session: SESSION, session_token: 'token', session_jwt: 'token.jwt' });
  if (path === '/sdk/v1/users/me') return ok(user());
  const update = /^\/sdk\/v1\/webauthn\/update\/(.+)$/.exec(path);
  if (update && r.method === 'PUT') {
    const found = registrations.find((x) => x.webauthn_registration_id === decodeURIComponent(update[1]!));
    if (found) found.name = (r.body as { name: string }).name;
    return ok({ webauthn_registration: found });
  }
  const remove = /^\/sdk\/v1\/users\/webauthn_registrations\/(.+)$/.exec(path);
  if (remove && r.method === 'DELETE') {
    registrations = registrations.filter(
      (x) => x.webauthn_registration_id !== decodeURIComponent(remove[1]!),
    );
    return ok({ __user: user() });
  }
  if (path === '/sdk/v1/webauthn/register/start')
    return ok({ user_id: SESSION.user_id, public_key_credential_creation_options: '{}' });
  if (path === '/sdk/v1/webauthn/register') {
    registrations.push(passkey('webauthn-registration-test-new', 'Chrome on Linux (3)'));
    return ok({
      user_id: SESSION.user_id,
      user: user(),
      session: SESSION,
      session_token: 'token',
      session_jwt: 'token.jwt',
      webauthn_registration_id: 'webauthn-registration-test-new',
    });
  }
  return undefined;
};

/** `<idp-passkey-register>` for a logged-in user, on its list (after Skip). */
async function openList(): Promise<HTMLElement> {
  document.cookie = 'stytch_session=token; path=/';
  localStorage.setItem(`stytch_sdk_state_${TOKEN}`, JSON.stringify({ session: SESSION, user: user() }));
  const wrapper = await fixture<HTMLElement>(html`<div></div>`);
  wrapper.innerHTML = `<idp-passkey-register public-token="${TOKEN}" api-url="${API}"></idp-passkey-register>`;
  const el = wrapper.firstElementChild as HTMLElement;
  await waitForText(el, 'Set up a new Passkey');
  buttonByText(el, 'Skip').click();
  await waitForText(el, 'Existing Passkeys');
  await waitUntil(() => shadowOf(el).querySelectorAll('li').length === registrations.length, 'the list');
  return el;
}

const focused = (el: HTMLElement) => shadowOf(el).activeElement as HTMLElement | null;
const byLabel = (el: HTMLElement, label: string) => {
  const found = shadowOf(el).querySelector<HTMLElement>(`[aria-label="${label}"]`);
  if (!found) throw new Error(`no control labelled ${label}`);
  return found;
};
const inRow = (el: HTMLElement, index: number, text: string) => {
  const row = shadowOf(el).querySelectorAll('li')[index];
  const button = [...(row?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.trim() === text);
  if (!button) throw new Error(`no ${text} button in row ${index}`);
  return button;
};
const escape = (target: Element) =>
  target.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true, composed: true }));

async function violations(el: HTMLElement): Promise<string[]> {
  const result = await axe.run(el, {
    runOnly: {
      type: 'tag',
      values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'],
    },
    resultTypes: ['violations'],
  });
  return result.violations
    .filter((v) => v.id !== 'region' && v.id !== 'page-has-heading-one' && v.id !== 'landmark-one-main')
    .map((v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`);
}

describe('<idp-passkey-register> passkey list', () => {
  beforeEach(() => {
    localStorage.clear();
    registrations = [
      passkey('webauthn-registration-test-1', 'Chrome on Linux'),
      passkey('webauthn-registration-test-2', 'Chrome on Linux (2)'),
    ];
    stub = installFetchStub(passkeyRoute, defaultRoute());
  });
  afterEach(() => {
    fixtureCleanup();
    stub.restore();
    document.cookie = 'stytch_session=; path=/; max-age=0';
  });

  it('after Skip the heading is neutral, not "Passkey successfully created!"', async () => {
    const el = await openList();
    const heading = shadowOf(el).querySelector('[part="heading"]');
    expect(heading?.textContent).to.equal('Your Passkeys');
    expect(textOf(el)).to.not.contain('Passkey successfully created!');
  });

  it('each row’s buttons are named after its passkey', async () => {
    const el = await openList();
    byLabel(el, 'Rename Chrome on Linux');
    byLabel(el, 'Rename Chrome on Linux (2)');
    byLabel(el, 'Delete Chrome on Linux (2)');
  });

  it('Save and Cancel of a rename put focus on the row’s Rename button', async () => {
    const el = await openList();
    byLabel(el, 'Rename Chrome on Linux (2)').click();
    const input = await waitForSelector<HTMLInputElement>(el, 'input');
    typeInto(input, 'Work laptop');
    buttonByText(el, 'Save').click();
    await waitUntil(
      () => stub.calls('/webauthn/update/webauthn-registration-test-2').length === 1,
      'renamed',
    );
    await waitUntil(
      () => focused(el)?.getAttribute('aria-label') === 'Rename Work laptop',
      'focus after Save',
    );
    expect(document.activeElement).to.equal(el);

    byLabel(el, 'Rename Chrome on Linux').click();
    await waitForSelector(el, 'input');
    buttonByText(el, 'Cancel').click();
    await waitUntil(
      () => focused(el)?.getAttribute('aria-label') === 'Rename Chrome on Linux',
      'focus after Cancel',
    );
  });

  it('a confirmed delete puts focus on the next row’s button, and on the list heading when none is left', async () => {
    const el = await openList();
    byLabel(el, 'Delete Chrome on Linux').click();
    await waitForText(el, 'You will no longer be able to log in with it.');
    inRow(el, 0, 'Delete').click();
    await waitUntil(
      () => focused(el)?.getAttribute('aria-label') === 'Rename Chrome on Linux (2)',
      'focus on the next row',
    );
    byLabel(el, 'Delete Chrome on Linux (2)').click();
    await waitForText(el, 'You will no longer be able to log in with it.');
    inRow(el, 0, 'Delete').click();
    await waitForText(el, 'No passkeys yet.');
    await waitUntil(() => focused(el)?.textContent === 'Existing Passkeys', 'focus on the list heading');
    expect(shadowOf(el).querySelector('[part="heading"]')?.textContent).to.equal('Your Passkeys');
  });

  it('Escape cancels the rename field and the delete confirmation, focus back on the row’s button', async () => {
    const el = await openList();
    byLabel(el, 'Rename Chrome on Linux').click();
    const input = await waitForSelector<HTMLInputElement>(el, 'input');
    typeInto(input, 'Changed my mind');
    escape(input);
    await waitUntil(() => shadowOf(el).querySelector('input') === null, 'the rename field closes');
    expect(focused(el)?.getAttribute('aria-label')).to.equal('Rename Chrome on Linux');
    expect(stub.calls('/webauthn/update/webauthn-registration-test-1')).to.have.length(0);
    expect(textOf(el)).to.contain('Chrome on Linux');

    byLabel(el, 'Delete Chrome on Linux (2)').click();
    await waitForText(el, 'You will no longer be able to log in with it.');
    escape(focused(el)!);
    await waitUntil(() => !textOf(el).includes('You will no longer'), 'the confirmation closes');
    expect(focused(el)?.getAttribute('aria-label')).to.equal('Delete Chrome on Linux (2)');
    expect(registrations).to.have.length(2);
  });

  it('axe: no violation on the list, with the rename field open and with the delete confirmation open', async () => {
    const el = await openList();
    expect(await violations(el)).to.deep.equal([]);
    byLabel(el, 'Rename Chrome on Linux').click();
    await waitForSelector(el, 'input');
    expect(await violations(el)).to.deep.equal([]);
    buttonByText(el, 'Cancel').click();
    await waitUntil(() => shadowOf(el).querySelector('input') === null);
    byLabel(el, 'Delete Chrome on Linux').click();
    await waitForText(el, 'You will no longer be able to log in with it.');
    const list = shadowOf(el).querySelector('ul')!;
    expect([...list.children].map((c) => c.tagName + (c.getAttribute('role') ?? ''))).to.deep.equal([
      'LI',
      'LI',
    ]);
    expect(await violations(el)).to.deep.equal([]);
  });

  describe('after creating a passkey in this visit', () => {
    let mounted: Mounted | undefined;
    afterEach(() => mounted?.unmount());

    /** Logged in, "Create a Passkey" with a stand-in authenticator: the list under "Passkey successfully created!". */
    async function createOne(): Promise<HTMLElement> {
      document.cookie = 'stytch_session=token; path=/';
      localStorage.setItem(`stytch_sdk_state_${TOKEN}`, JSON.stringify({ session: SESSION, user: user() }));
      const webauthn = {
        create: () => Promise.resolve('{"id":"credential-new"}'),
        get: () => Promise.resolve(null),
        autofillSupported: () => Promise.resolve(false),
      };
      mounted = await mountWidget({ publicToken: TOKEN, platform: { webauthn } }, PasskeyRegistrationWidget);
      const el = mounted.host;
      await waitForText(el, 'Set up a new Passkey');
      buttonByText(el, 'Create a Passkey').click();
      await waitForText(el, 'Passkey successfully created!');
      await waitUntil(() => shadowOf(el).querySelectorAll('li').length === 3, 'the list');
      return el;
    }
    const heading = (el: HTMLElement) => shadowOf(el).querySelector('[part="heading"]')?.textContent;

    it('deleting another passkey makes the heading neutral', async () => {
      const el = await createOne();
      byLabel(el, 'Delete Chrome on Linux').click();
      await waitForText(el, 'You will no longer be able to log in with it.');
      inRow(el, 0, 'Delete').click();
      await waitUntil(() => shadowOf(el).querySelectorAll('li').length === 2, 'deleted');
      expect(heading(el)).to.equal('Your Passkeys');
      expect(shadowOf(el).querySelector('[data-testid="success-check"]') === null, 'no check mark').to.equal(
        true,
      );
    });

    it('renaming a passkey makes the heading neutral', async () => {
      const el = await createOne();
      byLabel(el, 'Rename Chrome on Linux (3)').click();
      typeInto(await waitForSelector<HTMLInputElement>(el, 'input'), 'Work laptop');
      buttonByText(el, 'Save').click();
      await waitForText(el, 'Work laptop');
      expect(heading(el)).to.equal('Your Passkeys');
    });

    it('the confirmation’s Delete is drawn in the error colour, apart from Cancel', async () => {
      const el = await createOne();
      byLabel(el, 'Delete Chrome on Linux').click();
      await waitForText(el, 'You will no longer be able to log in with it.');
      const confirm = shadowOf(el).querySelector<HTMLElement>('[data-idp-action="confirm-delete-passkey"]')!;
      const card = shadowOf(el).querySelector<HTMLElement>('[part="container"]')!;
      const error = getComputedStyle(card).getPropertyValue('--idp-colors-error').trim();
      const probe = document.createElement('span');
      probe.style.color = error;
      document.body.append(probe);
      const errorRgb = getComputedStyle(probe).color;
      probe.remove();
      expect(getComputedStyle(confirm).backgroundColor).to.equal(errorRgb);
      expect(getComputedStyle(confirm).color).to.equal(getComputedStyle(card).backgroundColor);
      expect(await violations(el)).to.deep.equal([]);
    });
  });
});
