// The docs site (`npm run docs:build`): every internal link and anchor resolves, the reference is generated from
// the manifest and the headless client's declarations, and nothing cites documents the package does not ship.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, posix } from 'node:path';
// @ts-expect-error -- plain ESM script without types
import { buildDocs, elementsFromManifest, headlessReference } from '../../scripts/build-docs.mjs';

let out: string;
let pages: string[];
const html = (page: string) => readFileSync(join(out, page), 'utf8');

before(async () => {
  out = mkdtempSync(join(tmpdir(), 'idp-docs-test-'));
  pages = await buildDocs({ outDir: out });
});
after(() => rmSync(out, { recursive: true, force: true }));

/** The ids a page defines. */
function ids(page: string): Set<string> {
  return new Set([...html(page).matchAll(/\sid="([^"]+)"/g)].map((m) => m[1]!));
}

describe('the docs build', () => {
  test('every guide under docs/ and the generated reference are pages', () => {
    for (const page of [
      'index.html',
      'get-started.html',
      'magic-links.html',
      'passcodes.html',
      'passwords.html',
      'passkeys.html',
      'social.html',
      'crypto-wallets.html',
      'theming.html',
      'languages.html',
      'events.html',
      'frameworks.html',
      'csp-ssr.html',
      'emulator.html',
      'emulator-config.html',
      'testing.html',
      'reference/index.html',
      'reference/idp-login.html',
      'reference/headless.html',
    ]) {
      assert.ok(pages.includes(page), `${page} is built`);
    }
  });

  test('no internal link or anchor is broken', () => {
    const broken: string[] = [];
    for (const page of pages) {
      for (const [, href] of html(page).matchAll(/\s(?:href|src)="([^"]*)"/g)) {
        if (/^(?:[a-z]+:|\/\/)/i.test(href!) || href === '') continue;
        const [path, hash] = href!.split('#') as [string, string | undefined];
        // Resolve as a browser does for a site served at /docs/.
        const url = posix.normalize(posix.join('/docs', posix.dirname(page), path || posix.basename(page)));
        if (url.startsWith('/docs/')) {
          let file = url.slice('/docs/'.length);
          if (file === '' || file.endsWith('/')) file += 'index.html';
          if (!existsSync(join(out, file))) broken.push(`${page}: ${href} (no ${file})`);
          else if (hash && !ids(file).has(decodeURIComponent(hash)))
            broken.push(`${page}: ${href} (no #${hash})`);
        } else {
          // Outside the docs: the pages `npm start` serves from demo/ (the playground, the demo's home).
          const file = url === '/' ? 'index.html' : url.slice(1).split('?')[0]!;
          if (!existsSync(join('demo', file))) broken.push(`${page}: ${href} (no demo/${file})`);
        }
      }
    }
    assert.deepEqual(broken, []);
  });

  test('each page has a skip link, landmarks and one h1', () => {
    for (const page of pages) {
      const text = html(page);
      assert.match(text, /<a class="skip" href="#main">Skip to content<\/a>/, page);
      assert.match(text, /<main id="main"/, page);
      assert.match(text, /<nav class="sidebar" aria-label="Docs">/, page);
      assert.equal([...text.matchAll(/<h1[ >]/g)].length, 1, `${page} has one h1`);
    }
  });

  test('the <h1> is the first heading of each page, and every table scrolls in a focusable, named region', () => {
    for (const page of pages) {
      const text = html(page);
      assert.match(text, /^(?:(?!<h[2-6][ >])[\s\S])*<h1[ >]/, `${page}: a heading comes before the h1`);
      const tables = [...text.matchAll(/<table[ >]/g)].length;
      const regions = [
        ...text.matchAll(
          /<div class="table-scroll" tabindex="0" role="region" aria-label="([^"]+)"><table[ >]/g,
        ),
      ];
      assert.equal(regions.length, tables, `${page}: a table outside a focusable scroll region`);
      for (const [, label] of regions) assert.ok(label!.trim(), `${page}: an unnamed table region`);
    }
  });

  test('the reference lists what the manifest and the declarations say', () => {
    const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
    const [login] = elementsFromManifest(manifest).filter(
      (e: { tagName: string }) => e.tagName === 'idp-login',
    );
    const page = html('reference/idp-login.html');
    for (const attr of login.attributes) assert.ok(page.includes(`<code>${attr.name}</code>`), attr.name);
    for (const part of login.cssParts) assert.ok(page.includes(`<code>${part.name}</code>`), part.name);
    for (const prop of login.cssProperties) assert.ok(page.includes(`<code>${prop.name}</code>`), prop.name);
    assert.ok(page.includes('<code>idp-event</code>') && page.includes('<code>idp-error</code>'));

    const headless = headlessReference();
    const createClient = headless.exports.find((e: { name: string }) => e.name === 'createClient');
    assert.match(createClient.signature, /^createClient\(options: ClientOptions\): IdpClient/);
    const client = headless.exports.find((e: { name: string }) => e.name === 'IdpClient');
    const members = client.members.map((m: { name: string }) => m.name);
    assert.ok(members.includes('magicLinks.authenticate'), members.join(', '));
    assert.ok(html('reference/headless.html').includes('magicLinks.authenticate'));
  });

  test('raw HTML in a guide is shown as text, and no page cites the internal spec documents', () => {
    for (const page of pages) {
      const text = html(page);
      assert.doesNotMatch(text, /SPEC §|WIRE\.md|<idp-login[ >]/, page);
    }
  });
});
