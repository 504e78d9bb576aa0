// Issue 16: on plain http beyond localhost the session cookies cannot be kept; the widget says so to the developer.
import { expect, waitUntil } from '@open-wc/testing';
import { createRoot, type Root } from 'react-dom/client';
import { LoginWidget } from '../../src/widget/LoginWidget';
import { browserPlatform } from '../../src/platform/browser';
import type { IdpErrorDetail } from '../../src/events/widgetEvents';
import { defaultRoute, installFetchStub, type FetchStub } from '../helpers/pageFetchStub';
import { waitForSelector } from '../helpers/dom';

let stub: FetchStub;
let root: Root | undefined;
let host: HTMLElement | undefined;

beforeEach(() => {
  stub = installFetchStub(defaultRoute());
});
afterEach(() => {
  root?.unmount();
  host?.remove();
  stub.restore();
});

async function renderAt(href: string) {
  host = document.createElement('div');
  document.body.append(host);
  const errors: IdpErrorDetail[] = [];
  host.addEventListener('idp-error', (e) => errors.push((e as CustomEvent<IdpErrorDetail>).detail));
  const warnings: string[] = [];
  const url = new URL(href);
  const platform = {
    ...browserPlatform(),
    location: { href, hostname: url.hostname, host: url.host, origin: url.origin, search: url.search },
    console: { ...console, warn: (...args: unknown[]) => void warnings.push(args.map(String).join(' ')) },
  };
  const shadow = host.attachShadow({ mode: 'open' });
  root = createRoot(shadow);
  root.render(
    <LoginWidget
      container={shadow as unknown as HTMLElement}
      publicToken="public-token-test-insecure"
      apiUrl="http://api.example.test"
      platform={platform}
    />,
  );
  await waitForSelector(host, '[data-idp-widget]');
  return { errors, warnings };
}

describe('insecure context', () => {
  it('plain http on a real host: a console warning and one idp-error of type insecure_context', async () => {
    const { errors, warnings } = await renderAt('http://shop.example.test/login');
    await waitUntil(() => errors.length > 0, 'no idp-error');
    expect(errors).to.have.length(1);
    expect(errors[0]!.type).to.equal('insecure_context');
    expect(errors[0]!.message).to.contain('plain http from shop.example.test');
    expect(warnings.some((w) => w.includes('session cookies'))).to.equal(true);
  });

  it('https and localhost say nothing', async () => {
    for (const href of [
      'https://shop.example.test/login',
      'http://localhost:5173/',
      'http://127.0.0.1:8080/',
    ]) {
      const { errors, warnings } = await renderAt(href);
      await new Promise((r) => setTimeout(r, 50));
      expect(
        errors.filter((e) => e.type === 'insecure_context'),
        href,
      ).to.have.length(0);
      expect(
        warnings.filter((w) => w.includes('session cookies')),
        href,
      ).to.have.length(0);
      root?.unmount();
      host?.remove();
      root = undefined;
    }
  });
});
