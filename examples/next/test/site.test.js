// The site end to end in Chromium, with the test kit: one production build (`next build`), the emulator in the
// test (a free port, an in-memory database), `next start` beside it on a free port, and the kit's helpers driving
// the elements.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFile, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import {
  addVirtualAuthenticator,
  hook,
  loginWithMagicLink,
  registerPasskey,
  resetPassword,
  startEmulator,
} from 'idp-elements-emulator';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const NEXT = fileURLToPath(import.meta.resolve('next/dist/bin/next'));

let emulator;
let next;
let site;
let browser;

/** A free TCP port on 127.0.0.1. */
function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

before(async () => {
  // Next's telemetry stays off; the build needs no settings (every page reads them at request time).
  const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NODE_ENV: 'production' };
  const [built, started, port] = await Promise.all([
    new Promise((done) =>
      execFile(
        process.execPath,
        [NEXT, 'build'],
        { cwd: ROOT, env, maxBuffer: 16 * 1024 * 1024 },
        (error, out, err) => done({ ok: !error, output: `${out}${err}` }),
      ),
    ),
    startEmulator(),
    freePort(),
  ]);
  emulator = started;
  assert.ok(built.ok, built.output);
  site = `http://localhost:${port}`;
  next = spawn(process.execPath, [NEXT, 'start', '-H', '127.0.0.1', '-p', String(port)], {
    cwd: ROOT,
    env: {
      ...env,
      PORT: String(port),
      SITE_URL: site,
      IDP_PROJECT_ID: emulator.projectId,
      IDP_SECRET: emulator.secret,
      IDP_PUBLIC_TOKEN: emulator.publicToken,
      IDP_API_URL: emulator.url,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  next.stdout.on('data', (chunk) => (output += chunk));
  next.stderr.on('data', (chunk) => (output += chunk));
  const ready = async () => {
    for (let attempt = 0; attempt < 300 && next.exitCode === null; attempt++) {
      const answered = await fetch(`http://127.0.0.1:${port}/login`).then(
        (r) => r.ok,
        () => false,
      );
      if (answered) return true;
      await new Promise((r) => setTimeout(r, 100));
    }
    return false;
  };
  [browser] = await Promise.all([
    chromium.launch({
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      // Loopback only: the browser's own services (updates, autofill, sign-in) resolve no name.
      args: ['--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1'],
    }),
    ready().then((ok) => assert.ok(ok, `next start did not answer:\n${output}`)),
  ]);
});
after(async () => {
  await browser?.close();
  if (next && next.exitCode === null) {
    const exited = new Promise((done) => next.once('exit', done));
    next.kill();
    await exited;
  }
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
 * `afterLoginUrl` the page goes on to /account instead, so this drives the element by its hooks and waits for that.
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
  const replay = await fetch(`${site.replace('localhost', '127.0.0.1')}/account`, {
    headers: { cookie: `stytch_session=${token}` },
    redirect: 'manual',
  });
  assert.equal(replay.status, 307);
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
  await page.waitForURL(`${site}/account`);
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
  // (The documents the browser asks for: Next's router also replaces the history entry of each page it starts on.)
  const loaded = [];
  page.on(
    'request',
    (request) =>
      request.isNavigationRequest() &&
      request.frame() === page.mainFrame() &&
      loaded.push(new URL(request.url()).pathname),
  );
  await page.getByRole('button', { name: 'Log out' }).click();
  await page.waitForURL(`${site}/account`);
  assert.deepEqual(loaded, ['/logout', '/login', '/account']);
  assert.equal(await page.locator('#who').textContent(), `Logged in as ${email}`);
  assert.deepEqual(noise, []);
  await context.close();
});
