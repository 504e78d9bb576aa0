import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, startDemo, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

const STRONG = 'Granite-Otter-Lantern-42';

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

function uniqueEmail(label: string): string {
  return `${label}+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
}

async function openPasswords(): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(`${emulator.url}/passwords.html`);
  await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
  return { context, page };
}

async function searchEmail(page: Page, email: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByRole('button', { name: 'Continue with email' }).click();
}

async function typeNewPassword(page: Page, password: string): Promise<void> {
  await page.getByLabel('Password', { exact: true }).fill(password);
}

async function createAccount(page: Page, email: string): Promise<void> {
  await searchEmail(page, email);
  await page.getByRole('heading', { name: 'Choose how you would like to create your account.' }).waitFor();
  await typeNewPassword(page, STRONG);
  const submit = page.getByRole('button', { name: 'Continue', exact: true });
  await page.waitForFunction(
    () => {
      const host = document.querySelector('idp-login');
      const button = [...(host?.shadowRoot?.querySelectorAll('button') ?? [])].find(
        (b) => b.textContent?.trim() === 'Continue',
      );
      return button !== undefined && !button.disabled;
    },
    undefined,
    { timeout: 10_000 },
  );
  await submit.click();
  await page.getByRole('heading', { name: 'Success!' }).waitFor();
}

describe('passwords in Chromium against the emulator', () => {
  test('create an account, log out, log in again; a wrong password is refused', async () => {
    const { context, page } = await openPasswords();
    const email = uniqueEmail('pw');
    await createAccount(page, email);
    await page.getByText(email, { exact: true }).waitFor();
    const cookies = await context.cookies(emulator.url);
    assert.ok(cookies.some((c) => c.name === 'stytch_session'));

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Nobody is logged in.').waitFor();
    await page.goto(`${emulator.url}/passwords.html`);
    await searchEmail(page, email);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    assert.equal(
      await page.getByLabel('Password', { exact: true }).getAttribute('autocomplete'),
      'current-password',
    );
    await page.getByLabel('Password', { exact: true }).fill('not the password');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('alert').getByText('Unauthorized credentials.').waitFor();
    await page.getByLabel('Password', { exact: true }).fill(STRONG);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await context.close();
  });

  test('a breached password shows the warning and cannot be submitted', async () => {
    const { context, page } = await openPasswords();
    await searchEmail(page, uniqueEmail('breach'));
    await page.getByRole('heading', { name: 'Choose how you would like to create your account.' }).waitFor();
    await typeNewPassword(page, 'password123');
    await page
      .getByText(
        'This password may have been used on a different site that experienced a security issue. Please choose another password.',
      )
      .waitFor();
    assert.equal(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled(), true);
    await context.close();
  });

  test('forgot password: inbox link, <idp-reset-password>, logged in with the new password', async () => {
    const { context, page } = await openPasswords();
    const email = uniqueEmail('forgot');
    await createAccount(page, email);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(`${emulator.url}/passwords.html`);
    await searchEmail(page, email);
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText(`A link to reset your password was sent to you at ${email}.`).waitFor();
    await page.getByRole('button', { name: 'Resend email' }).click();
    await page.getByText('Email resent').waitFor();

    const [message] = await inbox(emulator.url, email);
    assert.ok(message?.link);
    const link = new URL(message.link);
    assert.equal(link.pathname, '/reset-password.html');
    assert.equal(link.searchParams.get('stytch_token_type'), 'reset_password');
    await page.goto(message.link);
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await typeNewPassword(page, 'Quartz-Meadow-Falcon-77');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await context.close();
  });

  test('a login-type token on the reset page logs in by itself', async () => {
    const email = uniqueEmail('loginlink');
    const auth = `Basic ${Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64')}`;
    const sent = await fetch(`${emulator.url}/sdk/v1/magic_links/email/login_or_create`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        login_magic_link_url: `${emulator.url}/reset-password.html`,
        signup_magic_link_url: `${emulator.url}/reset-password.html`,
      }),
    });
    assert.equal(sent.status, 200);
    const [message] = await inbox(emulator.url, email);
    const token = new URL(message!.link!).searchParams.get('token')!;
    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(
      `${emulator.url}/reset-password.html?stytch_token_type=login&token=${encodeURIComponent(token)}`,
    );
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await context.close();
  });

  test('a passwordless user gets a magic link by itself', async () => {
    const email = uniqueEmail('passwordless');
    const auth = `Basic ${Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64')}`;
    await fetch(`${emulator.url}/sdk/v1/magic_links/email/login_or_create`, {
      method: 'POST',
      headers: { authorization: auth, 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        login_magic_link_url: `${emulator.url}/authenticate.html`,
        signup_magic_link_url: `${emulator.url}/authenticate.html`,
      }),
    });
    const { context, page } = await openPasswords();
    await searchEmail(page, email);
    await page.getByRole('heading', { name: 'Check your email' }).waitFor();
    const messages = await inbox(emulator.url, email);
    assert.equal(messages.length, 2, 'a second magic link went out');
    await context.close();
  });

  test('repeated wrong passwords lock the account; a password reset by email unlocks it', async () => {
    const { context, page } = await openPasswords();
    const email = uniqueEmail('lock');
    await createAccount(page, email);
    await page.getByRole('button', { name: 'Log out' }).click();
    await page.goto(`${emulator.url}/passwords.html`);
    await searchEmail(page, email);
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    let locked = false;
    for (let attempt = 0; attempt < 12 && !locked; attempt++) {
      await page.getByLabel('Password', { exact: true }).fill(`wrong-${attempt}`);
      const [response] = await Promise.all([
        page.waitForResponse((r) => r.url().endsWith('/sdk/v1/passwords/authenticate')),
        page.getByRole('button', { name: 'Continue', exact: true }).click(),
      ]);
      locked = ((await response.json()) as { error_type?: string }).error_type === 'user_lock_limit_reached';
    }
    assert.ok(locked, 'the account was locked');
    await page
      .getByRole('alert')
      .getByText('Too many failed authentication attempts. Please try again later.')
      .waitFor();

    // The way out: Forgot password? → the emailed link → a new password logs the user in (issue 15).
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await page.getByText(`A link to reset your password was sent to you at ${email}.`).waitFor();
    const [message] = await inbox(emulator.url, email);
    await page.goto(message!.link!);
    await typeNewPassword(page, 'Quartz-Meadow-Falcon-78');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();
    await page.getByText(email, { exact: true }).waitFor();
    await context.close();
  });

  test('a LUDS project shows the two checks', async () => {
    const pageServer = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-luds" api-url="${emulator.url}"
        config='{"products": ["passwords"],
          "emailMagicLinksOptions": {"loginRedirectURL": "http://localhost:3000/in"},
          "passwordOptions": {"resetPasswordRedirectURL": "http://localhost:3000/reset"}}'></idp-login>`);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageServer.url);
      await searchEmail(page, uniqueEmail('luds'));
      await page
        .getByRole('heading', { name: 'Finish creating your account by setting a password.' })
        .waitFor();
      await typeNewPassword(page, 'short');
      await page.getByText(/Must be at least \d+ character\(s\) long/).waitFor();
      await page
        .getByText(/Must contain \d of the following: uppercase letter, lowercase letter, number, symbol/)
        .waitFor();
      assert.equal(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled(), true);
    } finally {
      await context.close();
      await pageServer.close();
    }
  });

  test('a project without default redirect URLs and a config that names none says so at mount', async () => {
    const pageServer = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script>window.idpErrors = []; document.addEventListener('idp-error', (e) => idpErrors.push(e.detail));</script>
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-luds" api-url="${emulator.url}"
        config='{"products": ["passwords"]}'></idp-login>`);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageServer.url);
      const widget = page.locator('idp-login');
      await widget
        .getByRole('alert')
        .getByText('The emailed links would have nowhere to go', { exact: false })
        .waitFor();
      assert.equal(
        await widget.getByRole('textbox', { name: 'Email' }).count(),
        0,
        'no form that would fail',
      );
      const errors = await page.evaluate(
        () => (window as unknown as { idpErrors: { type: string; message: string }[] }).idpErrors,
      );
      assert.equal(errors.length, 1);
      assert.equal(errors[0]?.type, 'config_error');
      assert.match(
        errors[0]?.message ?? '',
        /project "idp-elements luds" has no default redirect URL .*Set emailMagicLinksOptions\.loginRedirectURL, passwordOptions\.resetPasswordRedirectURL in the config/,
      );
    } finally {
      await context.close();
      await pageServer.close();
    }
  });

  test('the optional logged-in view: who is logged in and "Log out", then the form again', async () => {
    const pageServer = await startPageServer(`<!doctype html><meta charset="utf-8">
      <script type="module" src="/dist/esm/idp-elements.js"></script>
      <idp-login public-token="public-token-test-idp-elements-local" api-url="${emulator.url}"
        config='{"products": ["passwords", "emailMagicLinks"], "sessionOptions": {"showLoggedInView": true},
          "emailMagicLinksOptions": {"loginRedirectURL": "http://localhost:3000/in"},
          "passwordOptions": {"resetPasswordRedirectURL": "http://localhost:3000/reset"}}'></idp-login>`);
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(pageServer.url);
      const email = uniqueEmail('view');
      await createAccount(page, email);
      // The success screen stays until the page is opened again with the session.
      await page.reload();
      const widget = page.locator('idp-login');
      await widget.getByRole('heading', { name: 'You are logged in' }).waitFor();
      await widget.getByText(`Logged in as ${email}.`).waitFor();
      assert.equal(await widget.getByRole('textbox', { name: 'Email' }).count(), 0);
      await page.evaluate(() => {
        (window as unknown as { events: string[] }).events = [];
        document.addEventListener('idp-event', (e) =>
          (window as unknown as { events: string[] }).events.push(
            (e as CustomEvent<{ type: string }>).detail.type,
          ),
        );
      });
      await widget.getByRole('button', { name: 'Log out' }).click();
      await widget.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
      await widget.getByRole('textbox', { name: 'Email' }).waitFor();
      assert.deepEqual(await page.evaluate(() => (window as unknown as { events: string[] }).events), [
        'logout',
      ]);
      const cookies = await context.cookies();
      assert.equal(cookies.filter((c) => c.name.startsWith('stytch_session')).length, 0, 'cookies cleared');
      await page.reload();
      await widget.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    } finally {
      await context.close();
      await pageServer.close();
    }
  });
});
