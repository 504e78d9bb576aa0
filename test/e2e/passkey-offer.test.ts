import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { addVirtualAuthenticator } from '../../emulator/testing/authenticator';
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
      const back = location.origin + '/';
      document.querySelector('idp-login').config = {
        products: ['passwords', 'emailMagicLinks'],
        emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back },
        passwordOptions: { resetPasswordRedirectURL: back },
        passkeyOptions: { offerAfterLogin: 'prompt' },
      };
    </script>`);
});
after(async () => {
  await browser?.close();
  await site?.close();
  await emulator?.close();
});

/** Records the Signal API calls the page makes (the browser's own run as well). */
async function recordSignals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { name: string; options: unknown }[] = [];
    (window as unknown as { __signals: typeof calls }).__signals = calls;
    const pkc = PublicKeyCredential as unknown as Record<string, (o: unknown) => Promise<void>>;
    for (const name of [
      'signalAllAcceptedCredentials',
      'signalUnknownCredential',
      'signalCurrentUserDetails',
    ]) {
      const real = pkc[name];
      pkc[name] = (options: unknown) => {
        calls.push({ name, options });
        return typeof real === 'function'
          ? real.call(PublicKeyCredential, options).catch(() => undefined)
          : Promise.resolve();
      };
    }
  });
}

const signals = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __signals: { name: string; options: Record<string, unknown> }[] }).__signals,
  );

async function signUpWithPassword(page: Page, email: string): Promise<void> {
  await page.goto(site.url);
  const login = page.locator('idp-login');
  await login.getByRole('textbox', { name: 'Email' }).fill(email);
  await login.getByRole('button', { name: 'Continue with email' }).click();
  await login.getByLabel('Password', { exact: true }).fill(STRONG);
  await page.waitForFunction(() => {
    const b = document
      .querySelector('idp-login')
      ?.shadowRoot?.querySelector<HTMLButtonElement>('form button[type="submit"]');
    return !!b && !b.disabled;
  });
  await login.getByRole('button', { name: 'Continue', exact: true }).click();
}

const passkeysOf = async (email: string) => {
  const res = await fetch(
    `${emulator.url}/_dev/users/passkeys?email=${encodeURIComponent(email)}&public_token=${emulator.publicToken}`,
  );
  return (
    (await res.json()) as { webauthn_registrations: { webauthn_registration_id: string; name: string }[] }
  ).webauthn_registrations;
};

describe('passkeys after sign-in', () => {
  test('"prompt": after a password sign-up, "Create a passkey?" creates one with the authenticator; "Not now" skips', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await recordSignals(page);
    const authenticator = await addVirtualAuthenticator(page);
    const email = `offer+${Date.now()}@example.com`;
    await signUpWithPassword(page, email);
    const login = page.locator('idp-login');
    await login.getByRole('heading', { name: 'Create a passkey?' }).waitFor();
    await login.getByRole('button', { name: 'Not now' }).waitFor();
    await login.getByRole('button', { name: 'Create a passkey' }).click();
    await login.getByRole('heading', { name: 'Success!' }).waitFor();
    assert.equal((await authenticator.credentials()).length, 1, 'the authenticator holds the passkey');
    const listed = await passkeysOf(email);
    assert.equal(listed.length, 1, 'the emulator lists it for the user');

    // Signal API, through the client the element shares: a rename tells the browser the user's details; a delete,
    // the passkeys that remain.
    const id = listed[0]!.webauthn_registration_id;
    await page.evaluate(
      async ({ id, token, api }) => {
        const { createClient } = (await import(`${location.origin}/dist/esm/headless.js`)) as {
          createClient(o: { publicToken: string; apiUrl: string }): {
            webauthn: { update(id: string, name: string): Promise<void> };
            user: { deleteWebauthnRegistration(id: string): Promise<unknown> };
          };
        };
        const client = createClient({ publicToken: token, apiUrl: api });
        await client.webauthn.update(id, 'Laptop');
        await client.user.deleteWebauthnRegistration(id);
      },
      { id, token: emulator.publicToken, api: emulator.url },
    );
    await page.waitForFunction(() => (window as unknown as { __signals: unknown[] }).__signals.length >= 2);
    const seen = await signals(page);
    const host = new URL(site.url).hostname;
    const details = seen.find((c) => c.name === 'signalCurrentUserDetails');
    const accepted = seen.find((c) => c.name === 'signalAllAcceptedCredentials');
    assert.ok(details && accepted, JSON.stringify(seen));
    assert.equal(details.options.rpId, host);
    assert.equal(details.options.name, email);
    assert.equal(typeof details.options.userId, 'string');
    assert.deepEqual(accepted.options, {
      rpId: host,
      userId: details.options.userId,
      allAcceptedCredentialIds: [],
    });
    assert.equal((await passkeysOf(email)).length, 0);
    await context.close();
  });
});
