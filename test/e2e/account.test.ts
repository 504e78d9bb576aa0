// <idp-account> in Chromium against the emulator: the issue's scenario end to end. A user logged in by password
// renames themselves (the Node SDK's users.get shows the name), adds and verifies a second email and removes it,
// enrols an authenticator app (the Node SDK shows it verified) and removes it, and, after the dev clock moved 11
// minutes, changes the password only after re-verifying; the new password then logs in. A connected app granted
// through <idp-consent> is listed and revoked. GitHub is linked from Connected accounts (step-up, the stand-in
// provider's sign-in, back on the account page). Before React, the element paints a skeleton card.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type * as AxeCore from 'axe-core';
import type { RunningEmulator } from '../../emulator/index';
import { serverClient } from '../emulator/server-helpers';
import { totpCode } from '../../emulator/testing/totp';
import { inbox, launchChromium, readUntil, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

const PASSWORD = 'a quiet lighthouse keeps 7 owls';
const NEW_PASSWORD = 'Granite-Otter-Lantern-42-moss';

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' }).catch(() => undefined);
  await browser?.close();
  await emulator?.close();
});

const basic = (secret: string) =>
  `Basic ${Buffer.from(`${emulator.publicToken}:${secret}`).toString('base64')}`;

async function sdk(path: string, body: unknown, session?: string): Promise<Response> {
  return fetch(`${emulator.url}/sdk/v1${path}`, {
    method: 'POST',
    headers: { authorization: basic(session ?? emulator.publicToken), 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
}

interface Watched {
  events: { type: string; data: Record<string, unknown> }[];
  errors: { type: string; message: string }[];
}

/** A user created with a password, logged in by that password in a new browser context on the account page. */
async function loggedInByPassword(): Promise<{
  context: BrowserContext;
  page: Page;
  email: string;
  userId: string;
  token: string;
  seen: Watched;
}> {
  const email = `account-${randomBytes(4).toString('hex')}@example.com`;
  const created = await sdk('/passwords', { email, password: PASSWORD, session_duration_minutes: 60 });
  assert.equal(created.status, 200, await created.clone().text());
  const { data } = (await created.json()) as {
    data: { user_id: string; session_token: string; session_jwt: string };
  };
  const context = await browser.newContext();
  const url = new URL(emulator.url);
  await context.addCookies([
    { name: 'stytch_session', value: data.session_token, domain: url.hostname, path: '/' },
    { name: 'stytch_session_jwt', value: data.session_jwt, domain: url.hostname, path: '/' },
  ]);
  const seen: Watched = { events: [], errors: [] };
  await context.exposeBinding('__record', (_s, kind: 'event' | 'error', detail: unknown) => {
    if (kind === 'event') seen.events.push(detail as Watched['events'][number]);
    else seen.errors.push(detail as Watched['errors'][number]);
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { __record(kind: string, detail: unknown): void }).__record;
    document.addEventListener('idp-event', (e) => record('event', (e as CustomEvent).detail), true);
    document.addEventListener('idp-error', (e) => record('error', (e as CustomEvent).detail), true);
  });
  const page = await context.newPage();
  await page.goto(`${emulator.url}/account.html`);
  await account(page).getByRole('heading', { name: 'Your account' }).waitFor();
  return { context, page, email, userId: data.user_id, token: data.session_token, seen };
}

const account = (page: Page) => page.locator('idp-account');
const section = (page: Page, name: string) => account(page).getByRole('region', { name });

async function latestCode(to: string): Promise<string> {
  const [message] = await inbox(emulator.url, to);
  const code = message?.text.match(/\b(\d{6})\b/)?.[1];
  assert.ok(code, `a code in the message to ${to}`);
  return code;
}

/** What axe (WCAG 2.2 AA) finds in the element. */
async function axeViolations(page: Page): Promise<string[]> {
  await page.addScriptTag({ path: 'node_modules/axe-core/axe.min.js' });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: typeof AxeCore }).axe;
    const result = await axe.run(
      { include: [['idp-account']] },
      {
        runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
        resultTypes: ['violations'],
      },
    );
    return result.violations.map(
      (v) => `${v.id}: ${v.nodes.map((n) => JSON.stringify(n.target)).join(', ')}`,
    );
  });
}

describe('<idp-account> against the emulator', () => {
  test('rename, add and remove an email, step-up before a password change, revoke a connected app', async () => {
    const { context, page, email, userId, token, seen } = await loggedInByPassword();
    const server = serverClient(emulator);
    assert.deepEqual(await axeViolations(page), [], 'axe finds nothing in the card');

    // Profile: the name is saved, and the server sees it.
    const profile = section(page, 'Profile');
    await profile.getByLabel('First name').fill('Ada');
    await profile.getByLabel('Last name').fill('Lovelace');
    await profile.getByRole('button', { name: 'Save' }).click();
    await profile.getByRole('status').filter({ hasText: 'Your name was saved.' }).waitFor();
    const named = await server.users.get({ user_id: userId });
    assert.deepEqual([named.name?.first_name, named.name?.last_name], ['Ada', 'Lovelace']);

    // Email addresses: a second one gets a code, is verified, then removed.
    const emails = section(page, 'Email addresses');
    const second = `second-${randomBytes(4).toString('hex')}@example.com`;
    await emails.getByRole('button', { name: 'Add an email address' }).click();
    await emails.getByLabel('New email address').fill(second);
    await emails.getByRole('button', { name: 'Send code' }).click();
    await emails.getByText(`We sent a 6-digit code to ${second}.`, { exact: false }).waitFor();
    await emails.getByLabel('6-digit code').fill(await latestCode(second));
    await emails.getByRole('button', { name: 'Verify' }).click();
    await emails
      .getByRole('status')
      .filter({ hasText: `${second} was added.` })
      .waitFor();
    const withSecond = await server.users.get({ user_id: userId });
    assert.deepEqual(
      withSecond.emails.map((e) => `${e.email} ${e.verified}`).sort(),
      [`${email} false`, `${second} true`].sort(),
    );
    await emails.getByRole('button', { name: `Remove ${second}` }).click();
    await emails
      .getByRole('status')
      .filter({ hasText: `${second} was removed.` })
      .waitFor();
    assert.deepEqual(
      (await server.users.get({ user_id: userId })).emails.map((e) => e.email),
      [email],
    );

    // Two-factor authentication: an authenticator app set up with the two-factor step's screens, then removed.
    const twoFactor = section(page, 'Two-factor authentication');
    await twoFactor.getByRole('button', { name: 'Set up an authenticator app' }).click();
    await twoFactor.getByRole('heading', { name: 'Set up two-step verification' }).waitFor();
    const key = ((await twoFactor.getByTestId('totp-key').textContent()) ?? '').replace(/\s/g, '');
    assert.match(key, /^[A-Z2-7]{32}$/);
    await twoFactor.getByTestId('otp-digit-0').click();
    await page.keyboard.type(totpCode(key, emulator.clock.now()));
    await twoFactor.getByRole('heading', { name: 'Save your recovery codes' }).waitFor();
    assert.equal(await twoFactor.getByTestId('recovery-codes').locator('li').count(), 10);
    const saved = twoFactor.getByRole('button', { name: 'Continue' });
    assert.equal(await saved.isDisabled(), true, 'not before the codes are saved');
    await twoFactor.getByLabel('I have saved these codes').check();
    await saved.click();
    await twoFactor.getByRole('status').filter({ hasText: 'Authenticator app was added.' }).waitFor();
    const enrolled = await server.users.get({ user_id: userId });
    assert.deepEqual(
      enrolled.totps.map((t) => t.verified),
      [true],
      'the SDK shows the app verified',
    );
    assert.ok(seen.events.some((e) => e.type === 'second_factor_enrolled'));
    await twoFactor.getByRole('button', { name: 'Remove Authenticator app' }).click();
    await twoFactor.getByRole('status').filter({ hasText: 'Authenticator app was removed.' }).waitFor();
    assert.deepEqual((await server.users.get({ user_id: userId })).totps, []);
    await twoFactor.getByRole('button', { name: 'Set up an authenticator app' }).waitFor();

    // Eleven minutes later, the password change asks to confirm first, keeps what was typed, then goes on.
    const moved = await fetch(`${emulator.url}/_dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 11 * 60 }),
    });
    assert.equal(moved.status, 200);
    const password = section(page, 'Password');
    await password.getByLabel('Current password').fill(PASSWORD);
    await password.getByLabel('New password').fill(NEW_PASSWORD);
    const change = password.getByRole('button', { name: 'Change password' });
    await page.waitForFunction(
      () =>
        [...(document.querySelector('idp-account')?.shadowRoot?.querySelectorAll('button') ?? [])].some(
          (b) => b.textContent?.trim() === 'Change password' && !b.disabled,
        ),
      undefined,
      { timeout: 10_000 },
    );
    await change.click();
    const stepUp = password.getByRole('group', { name: 'Confirm it’s you' });
    await stepUp.waitFor();
    assert.equal(
      (await server.passwords.authenticate({ email, password: NEW_PASSWORD }).catch(() => null)) === null,
      true,
      'nothing changed before the re-verification',
    );
    assert.equal(
      await password.getByLabel('New password').inputValue(),
      NEW_PASSWORD,
      'what was typed stays',
    );
    await stepUp.getByLabel('Your password').fill(PASSWORD);
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    await password.getByRole('status').filter({ hasText: 'Your password was saved.' }).waitFor();
    assert.ok(seen.events.some((e) => e.type === 'step_up_complete' && e.data.method === 'password'));
    const relogin = await sdk('/passwords/authenticate', {
      email,
      password: NEW_PASSWORD,
      session_duration_minutes: 30,
    });
    assert.equal(relogin.status, 200, 'the new password logs in');
    const old = await sdk('/passwords/authenticate', {
      email,
      password: PASSWORD,
      session_duration_minutes: 30,
    });
    assert.equal(old.status, 401, 'the old one no longer does');

    // A connected app granted through <idp-consent> (its Allow button) is listed, then revoked.
    const session = (await context.cookies(emulator.url)).find((c) => c.name === 'stytch_session')?.value;
    const authorize = new URLSearchParams({
      client_id: 'demo-rp',
      redirect_uri: `${emulator.url}/rp.html`,
      response_type: 'code',
      scope: 'openid email',
      state: 'account-e2e',
      code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      code_challenge_method: 'S256',
    });
    await page.goto(`${emulator.url}/oauth/authorize?${authorize.toString()}`);
    await page.locator('idp-consent').getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/rp.html');
    await page.goto(`${emulator.url}/account.html`);
    const apps = section(page, 'Connected apps');
    await apps.getByText('Demo relying party').waitFor();
    await apps.getByText('Allowed: openid email').waitFor();
    await apps.getByRole('button', { name: 'Revoke access for Demo relying party' }).click();
    await apps
      .getByRole('status')
      .filter({ hasText: 'Demo relying party can no longer use your account.' })
      .waitFor();
    await apps.getByText('You have not allowed any app to use your account.').waitFor();
    const listed = await fetch(`${emulator.url}/sdk/v1/users/connected_apps`, {
      headers: { authorization: basic(session ?? token) },
    });
    assert.deepEqual(
      ((await listed.json()) as { data: { connected_apps: unknown[] } }).data.connected_apps,
      [],
    );

    assert.deepEqual(
      seen.errors.map((e) => e.type),
      [],
    );
    await context.close();
  });

  test('step-up with the authenticator app, then a phone number added with the phone input of <idp-login>', async () => {
    const { context, page, token, userId, seen } = await loggedInByPassword();
    const created = await sdk('/totps', { expiration_minutes: 60 }, token);
    assert.equal(created.status, 200, await created.clone().text());
    const { secret } = ((await created.json()) as { data: { secret: string } }).data;
    const enrolled = await sdk(
      '/totps/authenticate',
      { totp_code: totpCode(secret, emulator.clock.now()), session_duration_minutes: 60 },
      token,
    );
    assert.equal(enrolled.status, 200, await enrolled.clone().text());
    await page.reload();
    const moved = await fetch(`${emulator.url}/_dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 11 * 60 }),
    });
    assert.equal(moved.status, 200);

    const phones = section(page, 'Phone numbers');
    await phones.getByRole('button', { name: 'Add a phone number' }).click();
    await phones.getByRole('combobox').selectOption('CA');
    await phones.getByRole('textbox').pressSequentially('4165550123');
    const number = phones.getByRole('textbox');
    const typed = await readUntil(
      () => number.inputValue(),
      (value) => value.includes(' '),
    );
    assert.equal(typed, '(416) 555-0123', 'formatted as typed');
    await phones.getByRole('button', { name: 'Send code' }).click();
    const stepUp = phones.getByRole('group', { name: 'Confirm it’s you' });
    await stepUp.waitFor();
    assert.equal(
      await stepUp.getByRole('button', { name: 'Use a passkey' }).count(),
      0,
      'no passkey, none offered',
    );
    await stepUp.getByLabel('Code from your authenticator app').fill(totpCode(secret, emulator.clock.now()));
    await stepUp.getByRole('button', { name: 'Verify' }).click();
    await phones.getByText('We sent a 6-digit code to +14165550123. Enter it to verify.').waitFor();
    assert.ok(
      seen.events.some((e) => e.type === 'step_up_complete' && e.data.method === 'authenticator_app'),
    );
    await phones.getByLabel('6-digit code').fill(await latestCode('+14165550123'));
    await phones.getByRole('button', { name: 'Verify' }).click();
    await phones.getByRole('status').filter({ hasText: '+14165550123' }).waitFor();
    assert.deepEqual(
      (await serverClient(emulator).users.get({ user_id: userId })).phone_numbers.map((p) => [
        p.phone_number,
        p.verified,
      ]),
      [['+14165550123', true]],
    );
    assert.deepEqual(
      seen.errors.map((e) => e.type),
      [],
    );
    await context.close();
  });

  test('links GitHub from Connected accounts: the provider’s sign-in, then back on the account page', async () => {
    const { context, page, email, userId, seen } = await loggedInByPassword();
    const connected = section(page, 'Connected accounts');
    await connected.getByText('No account from another service is connected.').waitFor();
    const moved = await fetch(`${emulator.url}/_dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 11 * 60 }),
    });
    assert.equal(moved.status, 200);
    await connected.getByRole('button', { name: 'Link GitHub' }).click();
    // Linking is sensitive: the password logged in 11 minutes ago, so it is asked again first.
    const stepUp = connected.getByRole('group', { name: 'Confirm it’s you' });
    await stepUp.getByLabel('Your password').fill(PASSWORD);
    await stepUp.getByRole('button', { name: 'Confirm' }).click();
    // The stand-in provider's page: sign in there as the same person (the provider vouches for the email).
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await connected
      .getByRole('status')
      .filter({ hasText: 'Your GitHub account is now connected.' })
      .waitFor();
    assert.equal(new URL(page.url()).search, '', 'the single-use token left the address');
    await connected.getByRole('button', { name: 'Remove GitHub' }).waitFor();
    assert.equal(await connected.getByRole('button', { name: 'Link GitHub' }).count(), 0);
    await connected.getByRole('button', { name: 'Link Google' }).waitFor();
    const user = await serverClient(emulator).users.get({ user_id: userId });
    assert.deepEqual(
      user.providers.map((p) => p.provider_type.toLowerCase()),
      ['github'],
    );
    assert.ok(seen.events.some((e) => e.type === 'account_updated' && e.data.action === 'linked'));
    assert.deepEqual(
      seen.errors.map((e) => e.type),
      [],
    );
    await context.close();
  });

  test('not logged in: says so and fires account_no_session', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const events: string[] = [];
    await page.exposeFunction('__event', (type: string) => events.push(type));
    await page.addInitScript(() => {
      const w = window as unknown as { __event(type: string): void };
      document.addEventListener(
        'idp-event',
        (e) => w.__event((e as CustomEvent<{ type: string }>).detail.type),
        true,
      );
    });
    // The React chunk held back: the skeleton card is there, from the attributes alone.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/chunks\/host-[\w-]+\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`${emulator.url}/account.html`);
    const skeleton = account(page).locator('[part~="skeleton"]');
    await skeleton.waitFor();
    assert.equal(await skeleton.getAttribute('aria-busy'), 'true');
    assert.ok((await skeleton.boundingBox())!.height > 200, 'the card has its size before React');
    release();
    await account(page).getByText('You are not logged in. Log in to see and change your account.').waitFor();
    assert.equal(await skeleton.count(), 0, 'React took the skeleton’s place');
    assert.equal(
      await account(page).locator('[data-idp-widget="account"]').count(),
      1,
      'the card still names the element',
    );
    assert.ok(events.includes('account_no_session'));
    await context.close();
  });
});
