// Passkeys end to end (issue 8) in Chromium with the CDP WebAuthn virtual authenticator (resident keys, user
// verification), pages on http://localhost:PORT against the emulator: register after a login, the list, rename,
// log out, log in with the button and with autofill, delete, duplicate, cancelled ceremony, no session.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, CDPSession, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, readUntil, startDemo, startPageServer } from '../helpers/e2e';
import { base64url, recordSignals, signals, waitForSignal } from '../helpers/passkeySignals';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const uniqueEmail = (label: string) =>
  `${label}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** A page with a virtual platform authenticator (passkeys, user verification passes unless told otherwise). */
async function withAuthenticator(
  context: BrowserContext,
): Promise<{ page: Page; cdp: CDPSession; id: string }> {
  const page = await context.newPage();
  // Every idp-error of the page's elements, for the failure message of passkeyCreated (a string: no tsx helpers).
  await page.addInitScript(`window.idpErrorsSeen = [];
    document.addEventListener('idp-error', (e) => window.idpErrorsSeen.push(e.detail), true);`);
  const cdp = await context.newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
  return { page, cdp, id: authenticatorId };
}

/** Logs the page in by magic link (send from the demo, open the link from the inbox). */
async function magicLinkLogin(page: Page, email: string): Promise<void> {
  await page.goto(`${emulator.url}/login.html`);
  const widget = page.locator('idp-login');
  await widget.getByRole('textbox', { name: 'Email' }).fill(email);
  await widget.getByRole('button', { name: 'Continue with email' }).click();
  await widget.getByRole('heading', { name: 'Check your email' }).waitFor();
  const [message] = await inbox(emulator.url, email);
  assert.ok(message?.link, 'a magic link was sent');
  await page.goto(message.link);
  await page.getByText('Logged in', { exact: false }).first().waitFor();
}

/** The credentials the virtual authenticator holds. */
async function credentialsOf(cdp: CDPSession, authenticatorId: string) {
  return (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials;
}

/**
 * Waits for "Passkey successfully created!"; when it does not come, fails with what both elements show, the
 * page's WebAuthn signals and its idp-error events (the page also holds a hidden <idp-login> whose passkey autofill
 * runs beside the ceremony).
 */
async function passkeyCreated(page: Page): Promise<void> {
  try {
    await registerElement(page).getByRole('heading', { name: 'Passkey successfully created!' }).waitFor();
  } catch (e) {
    const text = (tag: string) =>
      page.evaluate((t) => document.querySelector(t)?.shadowRoot?.textContent ?? '(none)', tag);
    throw new Error(
      `No "Passkey successfully created!". <idp-passkey-register> shows: ${await text('idp-passkey-register')}` +
        ` — <idp-login> shows: ${await text('idp-login')} — signals: ${JSON.stringify(await signals(page))}` +
        ` — idp-error events: ${JSON.stringify(await page.evaluate('window.idpErrorsSeen ?? null'))}`,
      { cause: e },
    );
  }
}

const registerElement = (page: Page) => page.locator('idp-passkey-register');

describe('passkeys in Chromium against the emulator', () => {
  test('register after a login, see it listed, rename, log out, log in with the button and with autofill, delete', async () => {
    const context = await browser.newContext();
    const { page, cdp, id } = await withAuthenticator(context);
    await recordSignals(page);
    const email = uniqueEmail('passkey');
    await magicLinkLogin(page, email);

    await page.goto(`${emulator.url}/passkeys.html`);
    const register = registerElement(page);
    await register.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
    // This page also holds a (hidden) <idp-login> whose email field offers passkeys by autofill: it is answered with
    // the new passkey at once, and its login can reach the provider before the registration does ("not found").
    // The registration is held until that happened, so the race is not left to chance: the page must not tell the
    // browser to forget a passkey it has just created.
    const autofillMissed = page.waitForResponse(
      (r) => r.url().endsWith('/webauthn/authenticate') && r.status() === 404,
      { timeout: 3000 },
    );
    await page.route(/\/webauthn\/register$/, async (route) => {
      await autofillMissed.catch(() => undefined);
      await route.continue();
    });
    await register.getByRole('button', { name: 'Create a Passkey' }).click();
    await passkeyCreated(page);
    await page.unroute(/\/webauthn\/register$/);
    const list = register.getByRole('list', { name: 'Existing Passkeys' });
    await list.getByText('Chrome on Linux').waitFor();
    await list.getByText('This device', { exact: false }).waitFor();
    const credentials = await credentialsOf(cdp, id);
    assert.equal(credentials.length, 1, 'a resident credential on the authenticator');
    assert.equal(credentials[0]?.isResidentCredential, true);
    assert.deepEqual(
      (await signals(page)).filter((c) => c.name === 'signalUnknownCredential'),
      [],
      'the new passkey is not reported unknown',
    );

    // Rename: the other buttons wait while the name is edited.
    await register.getByRole('button', { name: 'Rename Chrome on Linux' }).click();
    assert.equal(await register.getByRole('button', { name: 'Done' }).isDisabled(), true);
    await register.getByRole('textbox', { name: 'New name for Chrome on Linux' }).fill('Work laptop');
    await register.getByRole('button', { name: 'Save' }).click();
    await list.getByText('Work laptop').waitFor();
    // The Signal API, observed in the page: the rename tells the browser the account's current details.
    const userId = base64url(credentials[0]!.userHandle!);
    const details = await waitForSignal(page, 'signalCurrentUserDetails');
    assert.deepEqual(details.options, { rpId: 'localhost', userId, name: email, displayName: email });
    await page.reload();
    await register.getByRole('button', { name: 'Skip' }).click();
    await register.getByRole('list', { name: 'Existing Passkeys' }).getByText('Work laptop').waitFor();
    // Nothing was created in this visit: a neutral heading.
    await register.getByRole('heading', { name: 'Your Passkeys' }).waitFor();
    assert.equal(await register.getByText('Passkey successfully created!').count(), 0);

    // A second registration of the same authenticator is refused by the browser (excludeCredentials).
    await register.getByRole('button', { name: 'Set up another Passkey' }).click();
    await register.getByRole('button', { name: 'Create a Passkey' }).click();
    await register
      .getByText('The Passkey cannot be created as it seems to be already registered.', { exact: false })
      .waitFor();

    // Log out; log back in with the button (no email field on this page, so no autofill).
    await page.getByRole('button', { name: 'Log out' }).click();
    await register
      .getByText('Cannot use PasskeyRegistration component without active user authenticated', {
        exact: false,
      })
      .waitFor({ state: 'attached' });
    const server = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-local" api-url="${emulator.url}"
        config='{"products": ["passkeys", "otp"], "otpOptions": {"methods": ["sms"]}}'></idp-login>`);
    try {
      await page.goto(server.url);
      const login = page.locator('idp-login');
      await login.getByRole('button', { name: 'Login with a Passkey' }).click();
      await login.getByRole('heading', { name: 'Success!' }).waitFor();
      await login.getByText('Your Passkey has been successfully authenticated.').waitFor();
    } finally {
      await server.close();
    }

    // Autofill: with an email field there is no button; the field offers the passkey (conditional mediation),
    // which the virtual authenticator (automatic presence) answers at once.
    const autofillPage = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-local" api-url="${emulator.url}"
        config='{"products": ["passkeys", "emailMagicLinks"],
          "emailMagicLinksOptions": {"loginRedirectURL": "http://localhost:3000/in", "signupRedirectURL": "http://localhost:3000/in"}}'></idp-login>`);
    try {
      await page.goto(`${emulator.url}/passkeys.html`);
      await page.getByRole('button', { name: 'Log out' }).click();
      await page.goto(autofillPage.url);
      const login = page.locator('idp-login');
      await login.getByText('Your Passkey has been successfully authenticated.').waitFor();
      assert.equal(await login.getByRole('button', { name: 'Login with a Passkey' }).count(), 0);
    } finally {
      await autofillPage.close();
    }
    await page.goto(`${emulator.url}/passkeys.html`);
    await page.locator('#session').getByText(email).waitFor();
    await register.getByRole('button', { name: 'Skip' }).click();

    // Delete (confirmed): the list empties at once; the passkey no longer logs in.
    const [kept] = await credentialsOf(cdp, id);
    assert.ok(kept, 'the passkey is on the authenticator before the deletion');
    await register.getByRole('button', { name: 'Delete Work laptop' }).click();
    await register
      .getByRole('group', { name: 'Delete Work laptop' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await register.getByText('No passkeys yet.').waitFor();
    const accepted = await waitForSignal(page, 'signalAllAcceptedCredentials');
    assert.deepEqual(accepted.options, { rpId: 'localhost', userId, allAcceptedCredentialIds: [] });

    // The Signal API (signalAllAcceptedCredentials) tells the browser: the authenticator drops the passkey.
    const left = await readUntil(
      () => credentialsOf(cdp, id),
      (credentials) => credentials.length === 0,
    );
    assert.equal(left.length, 0, 'the deleted passkey is still on the authenticator after 10 s');
    // A password manager without the Signal API still has it: logging in with it says the account no longer does
    // (SPEC §8). That manager is another browser profile holding the passkey (a fresh context and authenticator:
    // this page's authenticator has just been told to forget it).
    await page.getByRole('button', { name: 'Log out' }).click();
    const elsewhere = await browser.newContext();
    const other = await withAuthenticator(elsewhere);
    await recordSignals(other.page);
    await other.cdp.send('WebAuthn.addCredential', { authenticatorId: other.id, credential: kept });
    const stale = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-local" api-url="${emulator.url}"
        config='{"products": ["passkeys", "otp"], "otpOptions": {"methods": ["sms"]}}'></idp-login>`);
    try {
      await other.page.goto(stale.url);
      const login = other.page.locator('idp-login');
      await login.getByRole('button', { name: 'Login with a Passkey' }).click();
      await login.getByRole('alert').getByText('Passkey registration not found.', { exact: false }).waitFor();
      // The browser is told the provider does not know that passkey, so it can stop offering it.
      const unknown = await waitForSignal(other.page, 'signalUnknownCredential');
      assert.deepEqual(unknown.options, { rpId: 'localhost', credentialId: base64url(kept.credentialId) });
    } finally {
      await stale.close();
      await elsewhere.close();
    }
    await context.close();
  });

  test('a cancelled ceremony shows the SPEC message; with an email field, the field offers passkeys instead of a button', async () => {
    const context = await browser.newContext();
    const { page, cdp, id } = await withAuthenticator(context);
    const server = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script>window.idpErrors = []; document.addEventListener('idp-error', (e) => idpErrors.push(e.detail.type));</script>
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-local" api-url="${emulator.url}"
        config='{"products": ["passkeys", "otp"], "otpOptions": {"methods": ["sms"]}}'></idp-login>`);
    try {
      await page.goto(server.url);
      const login = page.locator('idp-login');
      // No credential on the authenticator: the browser ends the ceremony with NotAllowedError.
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId: id, isUserVerified: false });
      await login.getByRole('button', { name: 'Login with a Passkey' }).click();
      await login
        .getByRole('alert')
        .getByText('Unknown error occurred during passkey authentication. Please try again.')
        .waitFor();
      assert.deepEqual(await page.evaluate(() => (window as unknown as { idpErrors: string[] }).idpErrors), [
        'NotAllowedError',
      ]);
    } finally {
      await server.close();
    }
    // With an email field: no button, and the field is marked for passkey autofill.
    const withEmail = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-local" api-url="${emulator.url}"
        config='{"products": ["emailMagicLinks", "passkeys"],
          "emailMagicLinksOptions": {"loginRedirectURL": "http://localhost:3000/in", "signupRedirectURL": "http://localhost:3000/in"}}'></idp-login>`);
    try {
      await page.goto(withEmail.url);
      const login = page.locator('idp-login');
      const field = login.getByRole('textbox', { name: 'Email' });
      await field.waitFor();
      assert.equal(await field.getAttribute('autocomplete'), 'username webauthn');
      assert.equal(await login.getByRole('button', { name: 'Login with a Passkey' }).count(), 0);
    } finally {
      await withEmail.close();
      await context.close();
    }
  });

  test('two passkeys made in one browser get names that differ; deleting the new one: focus and heading follow', async () => {
    const context = await browser.newContext();
    const { page, cdp, id } = await withAuthenticator(context);
    await recordSignals(page);
    await magicLinkLogin(page, uniqueEmail('passkey-two'));
    await page.goto(`${emulator.url}/passkeys.html`);
    const register = registerElement(page);
    // As in the first test: the start screen once the session is known, then the ceremony.
    await register.getByRole('heading', { name: 'Set up a new Passkey' }).waitFor();
    await register.getByRole('button', { name: 'Create a Passkey' }).click();
    await passkeyCreated(page);
    // A second authenticator in the same browser (the first would be excluded).
    const [first] = await credentialsOf(cdp, id);
    assert.ok(first, 'the first passkey is on the first authenticator');
    await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId: id });
    await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'internal',
        hasResidentKey: true,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });
    await register.getByRole('button', { name: 'Set up another Passkey' }).click();
    await register.getByRole('button', { name: 'Create a Passkey' }).click();
    await passkeyCreated(page);
    const list = register.getByRole('list', { name: 'Existing Passkeys' });
    await list.getByRole('button', { name: 'Rename Chrome on Linux (2)' }).waitFor();
    await list.getByRole('button', { name: 'Rename Chrome on Linux', exact: true }).waitFor();

    // Delete the new one by keyboard: focus goes to the remaining row, the heading no longer says "created".
    await list.getByRole('button', { name: 'Delete Chrome on Linux (2)' }).focus();
    await page.keyboard.press('Enter');
    await register.getByRole('group', { name: 'Delete Chrome on Linux (2)' }).waitFor();
    await page.keyboard.press('Shift+Tab');
    await page.keyboard.press('Enter');
    await register.getByRole('heading', { name: 'Your Passkeys' }).waitFor();
    assert.equal(await list.getByRole('listitem').count(), 1);
    // The Signal API, observed in the page: the browser is told the passkeys that remain (the first one).
    const accepted = await waitForSignal(page, 'signalAllAcceptedCredentials');
    assert.deepEqual(accepted.options, {
      rpId: 'localhost',
      userId: base64url(first!.userHandle!),
      allAcceptedCredentialIds: [base64url(first!.credentialId)],
    });
    const focused = () =>
      page.evaluate(() => {
        const host = document.querySelector('idp-passkey-register');
        return host?.shadowRoot?.activeElement?.getAttribute('aria-label') ?? null;
      });
    const label = await readUntil(focused, (l) => l === 'Rename Chrome on Linux');
    assert.equal(label, 'Rename Chrome on Linux');
    await context.close();
  });

  test('<idp-passkey-register> without a session says it needs one', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${emulator.url}/passkeys.html`);
    await page.evaluate(() => (document.getElementById('register') as HTMLElement).removeAttribute('hidden'));
    await registerElement(page)
      .getByText('Error: Cannot use PasskeyRegistration component without active user authenticated.')
      .waitFor();
    await context.close();
  });
});
