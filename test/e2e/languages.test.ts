// Issue 14: the elements speak the page's language (its `lang`, else the browser's), right to left where the
// language is, follow a language switch, take a site's own texts, and send the language with emailed links.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContextOptions, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, readUntil, startDemo } from '../helpers/e2e';
import { en } from '../../src/i18n/en';
import fr from '../../src/i18n/locales/fr';
import de from '../../src/i18n/locales/de';
import ja from '../../src/i18n/locales/ja';
import ar from '../../src/i18n/locales/ar';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const REACT = '[data-idp-widget]:not([data-idp-first-paint])';

/** Opens a demo page with its `<html lang="en">` replaced (null: no lang at all), in a browser of `options`. */
async function open(path: string, lang: string | null, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.route(`**${path}`, async (route) => {
    const response = await route.fetch();
    const html = (await response.text()).replace(
      '<html lang="en">',
      lang === null ? '<html>' : `<html lang="${lang}">`,
    );
    await route.fulfill({ response, body: html });
  });
  await page.goto(`${emulator.url}${path}`);
  return page;
}

const heading = (page: Page) => page.locator(`idp-login ${REACT} [part~="heading"]`);

const unique = (label: string) => `${label}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('languages', () => {
  test('<html lang="fr">: French from the first paint on, French errors, and the link email asked for in French', async () => {
    const page = await open('/login.html', 'fr');
    // The loader's first paint is French already (its texts arrive with the small locale chunk).
    const first = page.locator('idp-login [data-idp-first-paint] [part~="heading"]');
    const painted = await Promise.race([
      first.textContent().then((t) => ({ from: 'first paint', text: t })),
      heading(page)
        .textContent()
        .then((t) => ({ from: 'react', text: t })),
    ]);
    assert.equal(painted.text, fr.main.header, `${painted.from} shows ${painted.text}`);
    await heading(page).waitFor();
    assert.equal(await heading(page).textContent(), fr.main.header);
    const widget = page.locator('idp-login');
    assert.equal(await widget.getByRole('button', { name: fr.email.submit }).count(), 1);
    assert.equal(await widget.locator('[part~="container"]').getAttribute('lang'), 'fr');

    // A bad address: the field's own message in French.
    await widget.getByLabel(fr.email.label).fill('not-an-email');
    await widget.getByRole('button', { name: fr.email.submit }).click();
    await widget.getByText(fr.email.invalid).waitFor();

    // A failed call: the catalogue's words in French, by error type.
    await page.route('**/sdk/v1/magic_links/email/login_or_create', (route) =>
      route.abort('connectionrefused'),
    );
    await widget.getByLabel(fr.email.label).fill(unique('fr-offline'));
    await widget.getByRole('button', { name: fr.email.submit }).click();
    await widget.getByRole('alert').filter({ hasText: fr.errors.network }).waitFor();
    await page.unroute('**/sdk/v1/magic_links/email/login_or_create');

    // The send carries locale "fr" (the config names none), and the confirmation is French.
    const email = unique('fr');
    const sent = page.waitForRequest('**/sdk/v1/magic_links/email/login_or_create');
    await widget.getByLabel(fr.email.label).fill(email);
    await widget.getByRole('button', { name: fr.email.submit }).click();
    assert.equal(((await sent).postDataJSON() as { locale?: string }).locale, 'fr');
    await widget.getByRole('heading', { name: fr.emailConfirmation.title }).waitFor();
    await widget.getByText(fr.emailConfirmation.sentTo(email)).waitFor();
    const [message] = await inbox(emulator.url, email);
    assert.ok(message, 'the email was sent');
    await page.context().close();
  });

  test("a rate-limited send: the catalogue text in French with the wait, not the emulator's developer text", async () => {
    // Ten sends to one address fill its window (rate_limits.per_recipient: 10 per 600 s); the page's is the 11th.
    const email = unique('fr-limited');
    const basic = Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64');
    for (let i = 0; i < 10; i++) {
      const r = await fetch(`${emulator.url}/sdk/v1/magic_links/email/login_or_create`, {
        method: 'POST',
        headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          login_magic_link_url: `${emulator.url}/login.html`,
          signup_magic_link_url: `${emulator.url}/login.html`,
        }),
      });
      assert.equal(r.status, 200, await r.text());
    }
    const page = await open('/login.html', 'fr');
    await heading(page).waitFor();
    const widget = page.locator('idp-login');
    await widget.getByLabel(fr.email.label).fill(email);
    await widget.getByRole('button', { name: fr.email.submit }).click();
    const alert = widget.getByRole('alert');
    await alert.waitFor();
    assert.equal(
      (await alert.textContent())?.replace(/\s+/g, ' ').trim(),
      'Trop de tentatives. Veuillez réessayer dans 10 minutes.',
    );
    await page.context().close();
  });

  test('German and Japanese pages; a language switch on the page is followed', async () => {
    const page = await open('/login.html', 'de');
    await heading(page).waitFor();
    assert.equal(await heading(page).textContent(), de.main.header);
    await page.evaluate(() => document.documentElement.setAttribute('lang', 'ja'));
    await page.locator('idp-login').getByRole('heading', { name: ja.main.header }).waitFor();
    assert.equal(await page.locator('idp-login').getByRole('button', { name: ja.email.submit }).count(), 1);
    await page.context().close();
  });

  test('Arabic is right to left: the card, the mirrored back arrow; the passcode boxes and the number stay left to right', async () => {
    const page = await open('/otp.html', 'ar');
    await heading(page).waitFor();
    assert.equal(await heading(page).textContent(), ar.main.header);
    const widget = page.locator('idp-login');
    const card = widget.locator(`${REACT}`);
    assert.equal(await card.getAttribute('dir'), 'rtl');
    assert.equal(await card.evaluate((el) => getComputedStyle(el).direction), 'rtl');
    const phone = widget.locator('input[name="phone"]');
    assert.equal(await phone.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    // The tabs read from the right: the first tab (Text) is the rightmost.
    const [first, last] = await Promise.all([
      widget.getByRole('tab').first().boundingBox(),
      widget.getByRole('tab').last().boundingBox(),
    ]);
    assert.ok(first!.x > last!.x, 'the first tab is on the right');

    const national = `213555${String(Math.floor(Math.random() * 1e4)).padStart(4, '0')}`;
    await phone.fill(national);
    await widget.getByRole('button', { name: ar.phone.submitSms }).click();
    await widget.getByRole('heading', { name: ar.otp.title }).waitFor();
    // The number inside the Arabic sentence is isolated: it keeps its left-to-right order.
    const destination = await widget.getByTestId('otp-destination').textContent();
    assert.match(destination ?? '', /\u2068\+1 213 555 \d{4}\u2069/);
    const boxes = widget.getByRole('group', { name: ar.otp.codeLabel });
    assert.equal(await boxes.evaluate((el) => getComputedStyle(el).direction), 'ltr');
    const digits = await boxes
      .locator('input')
      .evaluateAll((inputs) => inputs.map((i) => i.getBoundingClientRect().x));
    assert.deepEqual(
      digits,
      [...digits].sort((a, b) => a - b),
      'digit 1 is leftmost',
    );
    const arrow = widget.getByRole('button', { name: ar.otp.back }).locator('svg');
    assert.match(await arrow.evaluate((el) => getComputedStyle(el).transform), /^matrix\(-1, 0, 0, 1/);
    await page.context().close();
  });

  test('an unknown language is English; no lang at all follows the browser; the locale attribute wins', async () => {
    const unknown = await open('/login.html', 'tlh');
    await heading(unknown).waitFor();
    assert.equal(await heading(unknown).textContent(), en.main.header);
    await unknown.context().close();

    const browserLanguage = await open('/login.html', null, { locale: 'ja-JP' });
    await heading(browserLanguage).waitFor();
    assert.equal(await heading(browserLanguage).textContent(), ja.main.header);
    await browserLanguage.evaluate(() =>
      document.querySelector('idp-login')!.setAttribute('locale', 'de-AT'),
    );
    await browserLanguage.locator('idp-login').getByRole('heading', { name: de.main.header }).waitFor();
    await browserLanguage.context().close();
  });

  test('a site rewords texts per language with the strings property, placeholders included', async () => {
    const page = await open('/login.html', 'fr');
    await heading(page).waitFor();
    await page.evaluate(() => {
      const el = document.querySelector('idp-login') as HTMLElement & { strings: unknown };
      el.strings = {
        fr: { main: { header: 'Bon retour !' }, emailConfirmation: { sentTo: 'Lien envoyé à {0}.' } },
        en: { main: { header: 'Welcome back' } },
      };
    });
    await page.locator('idp-login').getByRole('heading', { name: 'Bon retour !' }).waitFor();
    const widget = page.locator('idp-login');
    const email = unique('strings');
    await widget.getByLabel(fr.email.label).fill(email);
    await widget.getByRole('button', { name: fr.email.submit }).click();
    await widget.getByText(`Lien envoyé à ${email}.`).waitFor();
    await page.context().close();
  });

  test('a malformed strings attribute warns and keeps the built-in texts', async () => {
    const page = await open('/login.html', 'en');
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await heading(page).waitFor();
    await page.evaluate(() => {
      const el = document.querySelector('idp-login')!;
      el.setAttribute('strings', '{"en": {"main": {"headr": "x"}}}');
    });
    await page.waitForFunction(() => true);
    await expectSoon(() => warnings.some((w) => w.includes('strings.en.main.headr is not a text')));
    await page.evaluate(() => document.querySelector('idp-login')!.setAttribute('strings', '{not json'));
    await expectSoon(() => warnings.some((w) => w.includes('the strings attribute is not valid JSON')));
    assert.equal(await heading(page).textContent(), en.main.header);
    await page.context().close();
  });
});

async function expectSoon(check: () => boolean): Promise<void> {
  assert.ok(await readUntil(check, Boolean));
}
