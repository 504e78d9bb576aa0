// The playground (/playground.html) and the docs site (/docs/) as `npm start` serves them: a control changes the
// live preview, the snippet and the address bar; the HTML snippet, pasted into a blank page on another port, signs
// in against the emulator; axe finds nothing on the playground and the docs pages, in light and dark.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, Page } from 'playwright-core';
import type * as AxeCore from 'axe-core';
import { startEmulator, type RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, startPageServer } from '../helpers/e2e';
// @ts-expect-error -- plain ESM script without types
import { buildDemo } from '../../scripts/build-demo.mjs';
// @ts-expect-error -- plain ESM script without types
import { buildDocs } from '../../scripts/build-docs.mjs';

let browser: Browser;
let emulator: RunningEmulator;
const folders: string[] = [];

before(async () => {
  const demoBuild = mkdtempSync(join(tmpdir(), 'idp-playground-demo-'));
  const docsBuild = mkdtempSync(join(tmpdir(), 'idp-playground-docs-'));
  folders.push(demoBuild, docsBuild);
  await buildDocs({ outDir: docsBuild });
  // The mounts of `npm start` (scripts/start.mjs).
  [browser, emulator] = await Promise.all([
    launchChromium(),
    startEmulator({
      port: 0,
      db: ':memory:',
      log: false,
      static: [
        { mount: '/dist/', dir: 'dist', crossOrigin: true },
        { mount: '/demo-build/', dir: demoBuild },
        { mount: '/docs/', dir: docsBuild },
        { mount: '/', dir: 'demo' },
      ],
    }),
  ]);
  await buildDemo({
    outDir: demoBuild,
    env: { IDP_PUBLIC_TOKEN: emulator.publicToken, IDP_API_URL: emulator.url, IDP_APP_URL: emulator.url },
  });
});
after(async () => {
  await browser?.close();
  await emulator?.close();
  for (const dir of folders) rmSync(dir, { recursive: true, force: true });
});

async function openPlayground(query = ''): Promise<{ page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await page.goto(`${emulator.url}/playground.html${query}`);
  return { page, errors };
}

const preview = (page: Page) => page.getByRole('region', { name: 'Preview' });
const snippetText = (page: Page) => page.locator('#snippet').innerText();

async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
      resultTypes: ['violations'],
    });
    return result.violations.map(
      (v) => `${v.id} (${v.help}): ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}

describe('the playground', () => {
  test('the controls change the preview, the snippet and the address bar; the URL restores them', async () => {
    const { page, errors } = await openPlayground();
    await preview(page).getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    let snippet = await snippetText(page);
    assert.match(
      snippet,
      new RegExp(`<script type="module" src="${emulator.url}/dist/esm/idp-elements.js"></script>`),
    );
    assert.match(snippet, new RegExp(`public-token="${emulator.publicToken}"`));
    assert.match(snippet, new RegExp(`api-url="${emulator.url}"`));
    assert.match(snippet, /"products": \["emailMagicLinks"\]/);

    // Passcodes: the methods appear, the preview gets the phone tab, the snippet the product.
    await page.getByLabel('Passcodes', { exact: true }).check();
    await page.getByRole('group', { name: 'Passcode methods' }).waitFor();
    await preview(page).getByRole('tab', { name: 'Text' }).waitFor();
    snippet = await snippetText(page);
    assert.match(snippet, /"otp"/);
    assert.match(snippet, /"products": \["emailMagicLinks", "otp"\]/);
    assert.match(snippet, /"otpOptions": \{\n\s+"methods": \["sms"\]/);

    // Language: the preview speaks French, the snippet says so, and so does the address bar.
    await page.getByLabel('Language').selectOption('fr');
    await preview(page).getByRole('heading', { name: 'Inscrivez-vous ou connectez-vous' }).waitFor();
    assert.match(await snippetText(page), /locale="fr"/);
    assert.match(page.url(), /[?&]lang=fr(&|$)/);

    // Theme, primary colour and title.
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel('Primary colour').fill('#0b6e4f');
    await page.getByLabel('Title').fill('Bienvenue chez Acme');
    await preview(page).getByRole('heading', { name: 'Bienvenue chez Acme' }).waitFor();
    snippet = await snippetText(page);
    assert.match(snippet, /theme="dark"/);
    assert.match(snippet, /"primary": "#0b6e4f"/);
    assert.match(snippet, /strings='\{\n\s+"fr": \{\n\s+"main": \{\n\s+"header": "Bienvenue chez Acme"/);
    const button = preview(page)
      .getByRole('button', { name: /Continuer avec/ })
      .first();
    assert.equal(await button.evaluate((b) => getComputedStyle(b).backgroundColor), 'rgb(11, 110, 79)');

    // The framework tabs.
    await page.getByRole('tab', { name: 'React' }).click();
    snippet = await snippetText(page);
    assert.match(snippet, /import \{ IdpLogin \} from 'idp-elements\/react';/);
    assert.match(snippet, /<div lang="fr">/);
    await page.getByRole('tab', { name: 'Vue' }).click();
    snippet = await snippetText(page);
    assert.match(snippet, /:config\.prop="config"/);
    assert.match(snippet, /const config = \{\n\s+products: \["emailMagicLinks", "otp"\],/);
    await page.getByRole('tab', { name: 'Svelte' }).click();
    assert.match(await snippetText(page), /onMount\(\(\) => import\('idp-elements'\)\)/);
    await page.getByRole('tab', { name: 'Angular' }).click();
    assert.match(await snippetText(page), /\[config\]="config"/);

    // The address bar holds it all: a fresh tab on that URL shows the same configuration.
    const shared = page.url();
    const again = await page.context().newPage();
    await again.goto(shared);
    await preview(again).getByRole('heading', { name: 'Bienvenue chez Acme' }).waitFor();
    assert.equal(await again.getByLabel('Language').inputValue(), 'fr');
    assert.equal(await again.getByLabel('Passcodes', { exact: true }).isChecked(), true);
    assert.equal(await again.getByRole('tab', { name: 'Angular' }).getAttribute('aria-selected'), 'true');
    assert.equal(await snippetText(again), await snippetText(page));
    assert.deepEqual(errors, []);
    await page.context().close();
  });

  test('Copy puts the snippet on the clipboard', async () => {
    const { page } = await openPlayground('?products=otp&otp=email');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: emulator.url });
    await page.getByRole('button', { name: 'Copy' }).click();
    await page.getByRole('status').getByText('Copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    assert.equal(copied, await snippetText(page));
    await page.context().close();
  });

  test('a product error shows as the element shows it', async () => {
    const { page } = await openPlayground();
    await page.getByLabel('Email magic links').uncheck();
    await preview(page)
      .getByText(/products/i)
      .first()
      .waitFor();
    assert.match(await snippetText(page), /"products": \[\]/);
    await page.context().close();
  });

  test('the HTML snippet works pasted into a blank page on another port: magic link sent, passcode to Success', async () => {
    for (const [query, finish] of [
      ['', 'magic link'],
      ['?products=otp&otp=email', 'passcode'],
    ] as const) {
      const { page } = await openPlayground(query);
      const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Blank</title></head><body>\n${await snippetText(page)}</body></html>`;
      await page.context().close();
      const site = await startPageServer(html);
      try {
        assert.notEqual(new URL(site.url).port, new URL(emulator.url).port);
        const context = await browser.newContext();
        const blank = await context.newPage();
        const errors: string[] = [];
        blank.on('pageerror', (e) => errors.push(e.message));
        await blank.goto(site.url);
        await blank.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
        const email = `paste+${finish.replace(' ', '-')}+${Date.now()}@example.com`;
        await blank.getByRole('textbox', { name: 'Email' }).fill(email);
        await blank.getByRole('button', { name: 'Continue with email' }).click();
        if (finish === 'magic link') {
          await blank.getByRole('heading', { name: 'Check your email' }).waitFor();
          const [message] = await inbox(emulator.url, email);
          assert.equal(
            new URL(message!.link!).pathname,
            '/authenticate.html',
            'the link lands on the redirect page',
          );
        } else {
          await blank.getByText(`A 6-digit passcode was sent to you at ${email}`).waitFor();
          const [message] = await inbox(emulator.url, email);
          assert.match(message?.code ?? '', /^\d{6}$/);
          await blank.getByTestId('otp-digit-0').fill(message!.code!);
          await blank.getByRole('heading', { name: 'Success!' }).waitFor();
        }
        assert.deepEqual(errors, []);
        await context.close();
      } finally {
        await site.close();
      }
    }
  });
});

describe('accessibility of the playground and the docs (axe, WCAG 2.2 AA)', () => {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`no violations, ${colorScheme}`, async () => {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      const found: string[] = [];
      for (const path of [
        '/playground.html?products=emailMagicLinks,otp,oauth',
        '/docs/',
        '/docs/get-started.html',
        '/docs/reference/idp-login.html',
        '/docs/reference/headless.html',
      ]) {
        await page.goto(`${emulator.url}${path}`);
        await page.locator('h1').first().waitFor();
        if (path.startsWith('/playground')) {
          await preview(page).getByRole('heading', { name: 'Sign up or log in' }).waitFor();
        }
        found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
      }
      assert.deepEqual(found, []);
      await context.close();
    });
  }

  test('readable at 320 px: no horizontal scrolling, the docs contents folded, axe finds nothing', async () => {
    const context = await browser.newContext({ viewport: { width: 320, height: 640 } });
    const page = await context.newPage();
    const found: string[] = [];
    for (const path of [
      '/playground.html',
      '/docs/',
      '/docs/reference/idp-login.html',
      '/docs/emulator-config.html',
      '/docs/languages.html',
    ]) {
      await page.goto(`${emulator.url}${path}`);
      await page.locator('h1').first().waitFor();
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 320, `${path} is ${width}px wide`);
      // Tables wider than the screen scroll in a region that takes focus (scrollable-region-focusable).
      if (path.startsWith('/docs/')) found.push(...(await axeViolations(page)).map((v) => `${path}: ${v}`));
    }
    assert.deepEqual(found, []);
    assert.equal(await page.locator('details.toc').evaluate((d) => (d as HTMLDetailsElement).open), false);
    await context.close();
  });
});
