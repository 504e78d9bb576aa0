// The site end to end in Chromium, with the test kit: the emulator in the test (a free port, an in-memory
// database), the site beside it, and the kit's helpers driving the elements.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { chromium } from 'playwright-core';
import {
  addVirtualAuthenticator,
  hook,
  loginWithMagicLink,
  registerPasskey,
  resetPassword,
  startEmulator,
} from 'idp-elements-emulator';
import { createSite } from '../server.js';

let emulator;
let server;
let site;
let browser;

before(async () => {
  emulator = await startEmulator();
  const app = createSite({
    projectId: emulator.projectId,
    secret: emulator.secret,
    publicToken: emulator.publicToken,
    apiUrl: emulator.url,
    origin: 'http://localhost:0', // replaced below, once the port is known
  });
  server = await new Promise((done) => {
    const s = app.listen(0, '127.0.0.1', () => done(s));
  });
  site = `http://localhost:${server.address().port}`;
  // The redirect URLs of the emails name the site's real port.
  server.removeAllListeners('request');
  server.on(
    'request',
    createSite({
      projectId: emulator.projectId,
      secret: emulator.secret,
      publicToken: emulator.publicToken,
      apiUrl: emulator.url,
      origin: site,
    }),
  );
  browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' });
});
after(async () => {
  await browser?.close();
  server?.closeAllConnections();
  await new Promise((done) => (server ? server.close(done) : done()));
  await emulator?.close();
});

/** A page whose console errors and failed requests are collected (a clean console is part of the test). */
async function openPage() {
  const context = await browser.newContext();
  const page = await context.newPage();
  const noise = [];
  page.on('console', (m) => m.type() === 'error' && noise.push(m.text()));
  page.on('pageerror', (e) => noise.push(e.message));
  return { context, page, noise };
}

/**
 * Logs in with a password on /login. The kit's `loginWithPassword` waits for the element's success screen; with
 * `after-login-url` the page goes on to /account instead, so this drives the element by its hooks and waits for that.
 */
async function logInWithPassword(page, email, password) {
  const login = page.locator('idp-login');
  await login.locator(hook.field('email')).fill(email);
  await login.locator(hook.action('continue-with-email')).click();
  await login.locator(hook.field('password')).fill(password);
  await login.locator(hook.action('log-in-with-password')).click();
  await page.waitForURL(`${site}/account`);
}

test('/account is checked on the server: a visitor without a session goes to /login', async () => {
  const { context, page } = await openPage();
  await page.goto(`${site}/account`);
  assert.equal(new URL(page.url()).pathname, '/login');
  await context.close();
});

test('sign up by magic link: the redirect page logs in and goes on to /account; log out revokes the session', async () => {
  const { context, page, noise } = await openPage();
  const email = `ada+${Date.now()}@example.com`;
  await page.goto(`${site}/login`);
  await loginWithMagicLink(page, { email, inbox: emulator.inbox });
  await page.waitForURL(`${site}/account`);
  assert.equal(await page.locator('#who').textContent(), `Logged in as ${email}`);
  const token = (await context.cookies(site)).find((c) => c.name === 'stytch_session')?.value;
  assert.ok(token, 'the session cookie');

  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${site}/login`);
  assert.deepEqual(
    (await context.cookies(site)).filter((c) => c.name.startsWith('stytch_session')),
    [],
  );
  // Revoked at the provider: the old token opens nothing, even sent by hand.
  const replay = await fetch(`${site}/account`, {
    headers: { cookie: `stytch_session=${token}` },
    redirect: 'manual',
  });
  assert.equal(replay.status, 302);
  assert.equal(replay.headers.get('location'), '/login');
  assert.deepEqual(noise, []);
  await context.close();
});

test('password reset: the emailed link opens /reset-password, the new password logs in', async () => {
  const email = `grace+${Date.now()}@example.com`;
  await emulator.seed.user({ email, password: 'a quiet lighthouse keeps 7 owls' });
  const { context, page, noise } = await openPage();
  await page.goto(`${site}/login`);
  const sent = await resetPassword(page, {
    email,
    inbox: emulator.inbox,
    password: 'seven owls guard a lighthouse',
  });
  assert.equal(new URL(sent.link).pathname, '/reset-password');
  await page.getByRole('link', { name: 'Go to your account' }).click();
  assert.equal(await page.locator('#who').textContent(), `Logged in as ${email}`);

  // The new password works from the login page, which goes on to /account by itself.
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${site}/login`);
  await logInWithPassword(page, email, 'seven owls guard a lighthouse');
  assert.deepEqual(noise, []);
  await context.close();
});

test('a passkey added on /account logs in from /login', async () => {
  const email = `hedy+${Date.now()}@example.com`;
  await emulator.seed.user({ email, password: 'a quiet lighthouse keeps 7 owls' });
  const { context, page, noise } = await openPage();
  const authenticator = await addVirtualAuthenticator(page);
  await page.goto(`${site}/login`);
  await logInWithPassword(page, email, 'a quiet lighthouse keeps 7 owls');
  await registerPasskey(page);
  assert.equal((await authenticator.credentials()).length, 1);

  // Back on /login, the element offers the passkey in the email field's autofill (conditional mediation); the
  // authenticator holding one answers at once, and the login goes on to /account without a click.
  const visited = [];
  page.on(
    'framenavigated',
    (frame) => frame === page.mainFrame() && visited.push(new URL(frame.url()).pathname),
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${site}/account`);
  assert.deepEqual(visited, ['/login', '/account']);
  assert.equal(await page.locator('#who').textContent(), `Logged in as ${email}`);
  assert.deepEqual(noise, []);
  await context.close();
});
