import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

// Issue 13: importing the package on a server (Next.js, Nuxt, SvelteKit, Astro render in Node) never throws.
test('the source entries import in Node; the elements explain themselves; createClient says what to do', async () => {
  assert.equal(typeof (globalThis as { HTMLElement?: unknown }).HTMLElement, 'undefined', 'a DOM-free Node');
  const elements = await import('../../elements/index');
  assert.equal(typeof elements.mountLogin, 'function');
  assert.throws(() => new (elements.IdpLoginElement as unknown as new () => unknown)(), /need a browser/);
  const headless = await import('../../src/index-headless');
  assert.throws(
    () => headless.createClient({ publicToken: 'public-token-test-x', apiUrl: 'http://localhost:1' }),
    /no browser here \(window is undefined\)/,
  );
});

test('the built entries import in Node', async () => {
  assert.ok(
    existsSync('dist/esm/idp-elements.js'),
    'dist/ is not built: run `npm run build` (npm test does) first',
  );
  const root = new URL('../../dist/esm/', import.meta.url).href;
  const entry = (await import(`${root}idp-elements.js`)) as Record<string, unknown>;
  assert.equal(typeof entry.mountPasskeyRegistration, 'function');
  const headless = (await import(`${root}headless.js`)) as Record<string, unknown>;
  assert.equal(typeof headless.createClient, 'function');
  // Only the public names: no minified internals shared with the widget's chunks.
  assert.deepEqual(
    Object.keys(headless).filter((name) => name.length < 3),
    [],
    'internal names exported',
  );
  // The React build imports the host's React (here the project's own).
  const react = (await import(new URL('../../dist/react/react.js', import.meta.url).href)) as Record<
    string,
    unknown
  >;
  assert.equal(typeof react.IdpLogin, 'object', 'a forwardRef component');
  assert.equal(typeof react.mountLogin, 'function');
});

test('the package resolves by name for import and require (exports map with a default condition)', async () => {
  assert.ok(
    existsSync('dist/esm/idp-elements.js'),
    'dist/ is not built: run `npm run build` (npm test does) first',
  );
  const imported = (await import('idp-elements')) as Record<string, unknown>;
  assert.equal(typeof imported.mountLogin, 'function');
  const require = createRequire(import.meta.url);
  assert.equal(typeof (require('idp-elements') as Record<string, unknown>).mountLogin, 'function');
  assert.equal(typeof (require('idp-elements/headless') as Record<string, unknown>).createClient, 'function');
  // Issue 26: the server renderer, by name, in Node without a DOM.
  const ssr = (await import('idp-elements/ssr')) as { renderElementHTML: (tag: string, a: object) => string };
  assert.match(
    ssr.renderElementHTML('idp-login', { publicToken: 'public-token-test-x' }),
    /shadowrootmode="open"/,
  );
});
