import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { launchChromium, startDemo, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
let site: { url: string; close(): Promise<void> };

const STRONG = 'Granite-Otter-Lantern-42';

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
  site = await startPageServer(`<!doctype html><meta charset="utf-8">
    <script type="module" src="/dist/esm/idp-elements.js"></script>
    <idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}"></idp-login>
    <script>
      const off = new URLSearchParams(location.search).has('off');
      const back = location.origin + '/';
      document.querySelector('idp-login').config = {
        products: ['passwords', 'emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back },
        passwordOptions: {
          resetPasswordRedirectURL: back,
          ...(off ? { storeCredential: false } : {}),
        },
      };
    </script>`);
});
after(async () => {
  await browser?.close();
  await site?.close();
  await emulator?.close();
});

/** Records each `navigator.credentials.store` call (and still makes it), before the page's scripts run. */
async function recordStores(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { type: string; id: string; password: string | undefined }[] = [];
    (window as unknown as { __stores: typeof calls }).__stores = calls;
    const real = navigator.credentials.store.bind(navigator.credentials);
    navigator.credentials.store = (credential: Credential) => {
      calls.push({
        type: credential.type,
        id: credential.id,
        password: (credential as Credential & { password?: string }).password,
      });
      return real(credential);
    };
  });
}

const stores = (page: Page) => page.evaluate(() => (window as unknown as { __stores: unknown[] }).__stores);

/** The credential form of the current step, as a password manager sees it inside the shadow root. */
function describeForm(page: Page) {
  return page.evaluate(() => {
    const root = document.querySelector('idp-login')!.shadowRoot!;
    const password = root.querySelector<HTMLInputElement>('input[name="password"]')!;
    const form = password.form!;
    const fields = [...form.querySelectorAll<HTMLInputElement>('input')].map((i) => ({
      id: i.id,
      name: i.name,
      autocomplete: i.getAttribute('autocomplete'),
      type: i.type,
    }));
    const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    return {
      fields,
      forms: root.querySelectorAll('form').length,
      submit: submit?.textContent?.trim() ?? null,
    };
  });
}

async function continueWith(page: Page, email: string): Promise<void> {
  const login = page.locator('idp-login');
  await login.getByRole('textbox', { name: 'Email' }).fill(email);
  await login.getByRole('button', { name: 'Continue with email' }).click();
}

async function submitWhenEnabled(page: Page): Promise<void> {
  const submit = page.locator('idp-login').getByRole('button', { name: 'Continue', exact: true });
  await page.waitForFunction(() => {
    const root = document.querySelector('idp-login')?.shadowRoot;
    const b = root?.querySelector<HTMLButtonElement>('form button[type="submit"]');
    return b !== null && b !== undefined && !b.disabled;
  });
  await submit.click();
}

describe('password managers: one real form per step, the credential offered once', () => {
  test('sign-up then log-in: username + new-password, then username + current-password; store() once each', async () => {
    const email = `manager+${Date.now()}@example.com`;
    const signup = await browser.newContext();
    const page = await signup.newPage();
    await recordStores(page);
    await page.goto(site.url);
    await page.locator('idp-login [data-idp-widget]:not([data-idp-first-paint])').waitFor();
    await page.locator('idp-login').getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    const email1 = await page.evaluate(() => {
      const input = document.querySelector('idp-login')?.shadowRoot?.querySelector('input[name="email"]');
      return input?.getAttribute('autocomplete') ?? null;
    });
    assert.equal(email1, 'username', 'the email step names the username');
    await continueWith(page, email);
    await page.locator('idp-login').getByLabel('Password', { exact: true }).fill(STRONG);
    assert.deepEqual(await describeForm(page), {
      forms: 1,
      fields: [
        { id: 'username', name: 'email', autocomplete: 'username', type: 'email' },
        { id: 'new-password', name: 'password', autocomplete: 'new-password', type: 'password' },
      ],
      submit: 'Continue',
    });
    await submitWhenEnabled(page);
    await page.locator('idp-login').getByRole('heading', { name: 'Success!' }).waitFor();
    assert.deepEqual(await stores(page), [{ type: 'password', id: email, password: STRONG }]);
    await signup.close();

    const again = await browser.newContext();
    const next = await again.newPage();
    await recordStores(next);
    await next.goto(site.url);
    await continueWith(next, email);
    await next.locator('idp-login').getByLabel('Password', { exact: true }).fill(STRONG);
    assert.deepEqual((await describeForm(next)).fields, [
      { id: 'username', name: 'email', autocomplete: 'username', type: 'email' },
      { id: 'current-password', name: 'password', autocomplete: 'current-password', type: 'password' },
    ]);
    await submitWhenEnabled(next);
    await next.locator('idp-login').getByRole('heading', { name: 'Success!' }).waitFor();
    assert.deepEqual(await stores(next), [{ type: 'password', id: email, password: STRONG }]);
    await again.close();
  });

  test('passwordOptions.storeCredential false: nothing is offered', async () => {
    const email = `nostore+${Date.now()}@example.com`;
    const context = await browser.newContext();
    const page = await context.newPage();
    await recordStores(page);
    await page.goto(`${site.url}/?off`);
    await continueWith(page, email);
    await page.locator('idp-login').getByLabel('Password', { exact: true }).fill(STRONG);
    await submitWhenEnabled(page);
    await page.locator('idp-login').getByRole('heading', { name: 'Success!' }).waitFor();
    assert.deepEqual(await stores(page), []);
    await context.close();
  });
});
