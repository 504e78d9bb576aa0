// The loader's first paint and its hand-over to React, with the React chunk held back through its seam.
import { aTimeout, expect, fixture, fixtureCleanup, html, waitUntil } from '@open-wc/testing';
import '../../elements/index';
import { reactChunk } from '../../elements/loader/lazyRenderer';
import { defaultRoute, installFetchStub, type FetchStub } from '../helpers/pageFetchStub';
import { shadowOf, typeInto, waitForSelector } from '../helpers/dom';

const TOKEN = 'public-token-test-loader';
const API = 'http://api.example.test';
const realLoad = reactChunk.load;

let stub: FetchStub;
let release: () => void;

beforeEach(() => {
  localStorage.clear();
  stub = installFetchStub(defaultRoute());
  const held = new Promise<void>((resolve) => (release = resolve));
  reactChunk.load = () => held.then(realLoad);
});
afterEach(() => {
  reactChunk.load = realLoad;
  release();
  stub.restore();
  fixtureCleanup();
});

const firstPaint = (el: HTMLElement) => shadowOf(el).querySelector('[data-idp-widget][data-idp-first-paint]');
const reactCard = (el: HTMLElement) =>
  shadowOf(el).querySelector('[data-idp-widget]:not([data-idp-first-paint])');

describe('the loader', () => {
  it('paints the first screen before React, and React replays a submit pressed twice exactly once', async () => {
    const el = await fixture<HTMLElement>(html`<idp-login public-token=${TOKEN} api-url=${API}></idp-login>`);
    await waitUntil(() => firstPaint(el), 'no first paint');
    const input = shadowOf(el).querySelector<HTMLInputElement>('input[name="email"]')!;
    typeInto(input, 'twice@example.com');
    input.form!.requestSubmit();
    input.form!.requestSubmit();
    await aTimeout(50);
    expect(reactCard(el)).to.equal(null);
    expect(stub.calls('/magic_links/email/login_or_create')).to.have.length(0);

    release();
    await waitUntil(() => stub.calls('/magic_links/email/login_or_create').length > 0, 'nothing sent');
    await aTimeout(200);
    expect(firstPaint(el)).to.equal(null);
    const sends = stub.calls('/magic_links/email/login_or_create');
    expect(sends).to.have.length(1);
    expect((sends[0]!.body as { email: string }).email).to.equal('twice@example.com');
  });

  it('keeps the watermark’s place from the first paint until the settings answer: the card never grows', async () => {
    stub.restore();
    stub = installFetchStub(defaultRoute({ disable_sdk_watermark: false }));
    const fetchNow = window.fetch;
    let answer: () => void = () => undefined;
    const bootstrapHeld = new Promise<void>((resolve) => (answer = resolve));
    window.fetch = async (...args) => {
      if (String(args[0] instanceof Request ? args[0].url : args[0]).includes('/projects/bootstrap/'))
        await bootstrapHeld;
      return fetchNow(...args);
    };
    try {
      const el = await fixture<HTMLElement>(
        html`<idp-login public-token=${TOKEN} api-url=${API}></idp-login>`,
      );
      await waitUntil(() => firstPaint(el), 'no first paint');
      const watermark = () => shadowOf(el).querySelector<HTMLElement>('[part="watermark"]');
      const height = () => shadowOf(el).querySelector('[data-idp-widget]')!.getBoundingClientRect().height;
      const painted = height();
      expect(getComputedStyle(watermark()!).visibility).to.equal('hidden', 'the first paint keeps its place');
      release();
      await waitUntil(() => reactCard(el), 'React did not take over');
      expect(getComputedStyle(watermark()!).visibility).to.equal('hidden', 'so does React until the answer');
      expect(height()).to.equal(painted);
      answer();
      await waitUntil(
        () => getComputedStyle(watermark()!).visibility === 'visible',
        'the watermark never showed',
      );
      expect(height()).to.equal(painted);
    } finally {
      answer();
      window.fetch = fetchNow;
    }
  });

  it('a project without the watermark: its kept place closes once the settings answer', async () => {
    const el = await fixture<HTMLElement>(html`<idp-login public-token=${TOKEN} api-url=${API}></idp-login>`);
    await waitUntil(() => firstPaint(el), 'no first paint');
    release();
    await waitUntil(() => reactCard(el), 'React did not take over');
    await waitUntil(() => shadowOf(el).querySelector('[part="watermark"]') === null, 'the place stays');
  });

  it('does not paint what it cannot show the same as React (other products): React renders it', async () => {
    const el = await fixture<HTMLElement>(
      html`<idp-login public-token=${TOKEN} api-url=${API} config='{"products":["passwords"]}'></idp-login>`,
    );
    await aTimeout(50);
    expect(shadowOf(el).querySelector('[data-idp-widget]')).to.equal(null);
    release();
    await waitForSelector(el, 'input[name="email"]');
    expect(firstPaint(el)).to.equal(null);
    expect(reactCard(el)).to.not.equal(null);
  });

  it('leaves a config error to React, which shows it', async () => {
    const el = await fixture<HTMLElement>(html`<idp-login api-url=${API}></idp-login>`);
    await aTimeout(50);
    expect(shadowOf(el).querySelector('[data-idp-widget]')).to.equal(null);
    release();
    const error = await waitForSelector(el, '[data-testid="config-error"]');
    expect(error.textContent).to.contain('public-token');
  });

  it('paints an element the page parsed before the loader ran once, not again for each attribute', async () => {
    // An upgrade reports every attribute once more and then connects (r2wc renders on each): the paint stays.
    const parsed = document.implementation.createHTMLDocument('');
    parsed.body.innerHTML = `<idp-login public-token="${TOKEN}" api-url="${API}" theme="light" locale="en"></idp-login>`;
    const el = document.adoptNode(parsed.body.firstElementChild!) as HTMLElement;
    const createElement = document.createElement.bind(document);
    let templates = 0;
    document.createElement = ((tag: string, options?: ElementCreationOptions) => {
      if (tag === 'template') templates += 1;
      return createElement(tag, options);
    }) as typeof document.createElement;
    try {
      document.body.append(el);
    } finally {
      document.createElement = createElement;
    }
    try {
      expect(firstPaint(el)).to.not.equal(null);
      expect(templates).to.equal(1);
      // A real change before React still shows.
      el.setAttribute('theme', 'dark');
      expect(firstPaint(el)).to.not.equal(null);
    } finally {
      el.remove();
    }
  });

  it('applies the theme, hides the heading and shows the logo from the attributes', async () => {
    const styles = JSON.stringify({
      hideHeaderText: true,
      colors: { primary: '#123456' },
      logo: { logoImageUrl: 'https://example.test/logo.png' },
    });
    const el = await fixture<HTMLElement>(
      html`<idp-login public-token=${TOKEN} api-url=${API} styles=${styles}></idp-login>`,
    );
    await waitUntil(() => firstPaint(el), 'no first paint');
    const root = shadowOf(el);
    expect(root.querySelector('[part="heading"]')).to.equal(null);
    expect(root.querySelector<HTMLImageElement>('img[part="logo"]')!.src).to.equal(
      'https://example.test/logo.png',
    );
    expect(getComputedStyle(root.querySelector('label')!).color).to.equal('rgb(18, 52, 86)');
  });
});
