// <idp-consent> in Chromium against the emulator as an OpenID provider (issue 9): the built package on the
// emulator's own consent page ({api}/oauth/authorize), a logged-in user, the default project's registered client
// `demo-rp`. Allow lands on the relying party's redirect with a code that the token endpoint takes; Deny lands with
// error=access_denied; RP-initiated logout with Yes ends the session, with No keeps it.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { launchChromium, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const CLIENT_ID = 'demo-rp';
const redirectUri = () => `${emulator.url}/rp.html`;
const basic = (secret: string) =>
  `Basic ${Buffer.from(`${emulator.publicToken}:${secret}`).toString('base64')}`;

interface Watched {
  events: { type: string; data: Record<string, unknown> }[];
  errors: { type: string; message: string }[];
  /** Where the browser went on the relying party's side (the page itself is not loaded). */
  landed: string[];
}

/** A user with a live session: the account is made through the API, its session cookies put in a new context. */
async function loggedIn(): Promise<{ context: BrowserContext; page: Page; seen: Watched; token: string }> {
  const email = `consent-${randomBytes(4).toString('hex')}@example.com`;
  const response = await fetch(`${emulator.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { authorization: basic(emulator.publicToken), 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      password: 'a quiet lighthouse keeps 7 owls',
      session_duration_minutes: 60,
    }),
  });
  assert.equal(response.status, 200, await response.clone().text());
  const { data } = (await response.json()) as { data: { session_token: string; session_jwt: string } };
  const context = await browser.newContext();
  const url = new URL(emulator.url);
  await context.addCookies([
    { name: 'stytch_session', value: data.session_token, domain: url.hostname, path: '/' },
    { name: 'stytch_session_jwt', value: data.session_jwt, domain: url.hostname, path: '/' },
  ]);
  const { page, seen } = await watched(context);
  return { context, page, seen, token: data.session_token };
}

/** A page recording the element's events and stopping (recording) navigations to the relying party. */
async function watched(context: BrowserContext): Promise<{ page: Page; seen: Watched }> {
  const seen: Watched = { events: [], errors: [], landed: [] };
  await context.exposeBinding('__record', (_s, kind: 'event' | 'error', detail: unknown) => {
    if (kind === 'event') seen.events.push(detail as Watched['events'][number]);
    else seen.errors.push(detail as Watched['errors'][number]);
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { __record(kind: string, detail: unknown): void }).__record;
    document.addEventListener('idp-event', (e) => record('event', (e as CustomEvent).detail), true);
    document.addEventListener('idp-error', (e) => record('error', (e as CustomEvent).detail), true);
  });
  await context.route(
    (url) => url.pathname === '/rp.html',
    async (route) => {
      seen.landed.push(route.request().url());
      await route.fulfill({
        status: 200,
        contentType: 'text/html',
        body: '<!doctype html><p>Relying party</p>',
      });
    },
  );
  const page = await context.newPage();
  return { page, seen };
}

const consent = (page: Page) => page.locator('idp-consent');

function pkce(): { verifier: string; challenge: string } {
  const verifier = randomBytes(32).toString('base64url');
  return { verifier, challenge: createHash('sha256').update(verifier).digest('base64url') };
}

function authorizeUrl(params: Record<string, string>): string {
  return `${emulator.url}/oauth/authorize?${new URLSearchParams(params).toString()}`;
}

/** An ID token of `demo-rp` for the session's user: authorize submit through the SDK API, then the code exchange. */
async function idTokenOf(token: string): Promise<string> {
  const { verifier, challenge } = pkce();
  const submitted = await fetch(`${emulator.url}/sdk/v1/idp/oauth/authorize/submit`, {
    method: 'POST',
    headers: { authorization: basic(token), 'content-type': 'application/json' },
    body: JSON.stringify({
      client_id: CLIENT_ID,
      redirect_uri: redirectUri(),
      scopes: ['openid'],
      code_challenge: challenge,
      consent_granted: true,
    }),
  });
  assert.equal(submitted.status, 200, await submitted.clone().text());
  const { data } = (await submitted.json()) as { data: { redirect_uri: string } };
  const code = new URL(data.redirect_uri).searchParams.get('code') ?? '';
  const exchange = await fetch(`${emulator.url}/v1/oauth2/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      redirect_uri: redirectUri(),
      client_id: CLIENT_ID,
      code_verifier: verifier,
    }).toString(),
  });
  assert.equal(exchange.status, 200, await exchange.clone().text());
  return ((await exchange.json()) as { id_token: string }).id_token;
}

async function sessionAlive(token: string): Promise<boolean> {
  const response = await fetch(`${emulator.url}/sdk/v1/sessions/authenticate`, {
    method: 'POST',
    headers: { authorization: basic(token), 'content-type': 'application/json' },
    body: '{}',
  });
  return response.status === 200;
}

describe('<idp-consent> on the emulator as an OpenID provider', () => {
  test('Allow: lands on the redirect with code and state, and the code is exchanged for tokens', async () => {
    const { context, page, seen } = await loggedIn();
    const { verifier, challenge } = pkce();
    await page.goto(
      authorizeUrl({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri(),
        response_type: 'code',
        scope: 'openid email profile',
        state: 'state-allow-1',
        nonce: 'nonce-allow-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    await consent(page)
      .getByRole('heading', { name: 'Sign in to Demo relying party with idp-elements local' })
      .waitFor();
    await consent(page).getByText('Verify your identity').waitFor();
    await consent(page).getByText('View your email address').waitFor();
    await consent(page).getByText('View your profile').waitFor();
    await consent(page).getByRole('button', { name: 'Allow' }).click();
    await page.waitForURL((url) => url.pathname === '/rp.html');

    assert.equal(seen.landed.length, 1);
    const landed = new URL(seen.landed[0]!);
    assert.equal(landed.origin + landed.pathname, redirectUri());
    assert.equal(landed.searchParams.get('state'), 'state-allow-1');
    const code = landed.searchParams.get('code');
    assert.ok(code, `a code in ${landed.href}`);
    assert.deepEqual(
      seen.events.map((e) => e.type),
      ['idp_flow_complete'],
    );
    assert.deepEqual(seen.errors, []);

    const exchange = await fetch(`${emulator.url}/v1/oauth2/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        grant_type: 'authorization_code',
        code,
        redirect_uri: redirectUri(),
        client_id: CLIENT_ID,
        code_verifier: verifier,
      }).toString(),
    });
    assert.equal(exchange.status, 200, await exchange.clone().text());
    const tokens = (await exchange.json()) as { id_token: string; access_token: string };
    const claims = JSON.parse(Buffer.from(tokens.id_token.split('.')[1]!, 'base64url').toString()) as Record<
      string,
      unknown
    >;
    assert.equal(claims.nonce, 'nonce-allow-1', 'the nonce the widget submitted');
    assert.equal(claims.aud, CLIENT_ID);
    await context.close();
  });

  test('Deny: lands on the redirect with error=access_denied and the state', async () => {
    const { context, page, seen } = await loggedIn();
    const { challenge } = pkce();
    await page.goto(
      authorizeUrl({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri(),
        scope: 'openid email',
        state: 'state-deny-1',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    await consent(page).getByRole('button', { name: 'Deny' }).click();
    await page.waitForURL((url) => url.pathname === '/rp.html');
    const landed = new URL(seen.landed[0]!);
    assert.equal(landed.searchParams.get('error'), 'access_denied');
    assert.equal(landed.searchParams.get('state'), 'state-deny-1');
    assert.equal(landed.searchParams.get('code'), null);
    await context.close();
  });

  test('a custom scope the user cannot grant: the other title and the note listing it', async () => {
    const { context, page } = await loggedIn();
    const { challenge } = pkce();
    await page.goto(
      authorizeUrl({
        client_id: CLIENT_ID,
        redirect_uri: redirectUri(),
        scope: 'openid read:notes write:notes',
        state: 's',
        code_challenge: challenge,
        code_challenge_method: 'S256',
      }),
    );
    await consent(page)
      .getByRole('heading', { name: 'Demo relying party wants to access your idp-elements local account' })
      .waitFor();
    await consent(page).getByText('Read your notes').waitFor();
    const note = consent(page).getByText(
      'You do not have permissions to grant Demo relying party access to some of the requested scopes.',
    );
    await note.click();
    await consent(page).getByText('Create, edit and delete your notes').waitFor();
    await context.close();
  });

  test('an unregistered redirect_uri: the provider says so and the browser goes nowhere', async () => {
    const { context, page, seen } = await loggedIn();
    await page.goto(authorizeUrl({ client_id: CLIENT_ID, redirect_uri: 'https://evil.example/steal' }));
    await consent(page).getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    assert.equal(seen.landed.length, 0);
    assert.equal(seen.errors.length, 1);
    assert.ok(new URL(page.url()).pathname.startsWith('/oauth/authorize'));
    await context.close();
  });

  test('logout, "Log out?" then Yes: the session ends and the browser lands on the post-logout redirect', async () => {
    const { context, page, seen, token } = await loggedIn();
    await page.goto(
      authorizeUrl({ client_id: CLIENT_ID, post_logout_redirect_uri: redirectUri(), state: 'bye-1' }),
    );
    await consent(page).getByRole('heading', { name: 'Log out?' }).waitFor();
    await consent(page)
      .getByText('Are you sure you want to log out of your idp-elements local account?')
      .waitFor();
    assert.equal(await sessionAlive(token), true);
    await consent(page).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/rp.html');
    const landed = new URL(seen.landed[0]!);
    assert.equal(landed.searchParams.get('state'), 'bye-1');
    assert.equal(await sessionAlive(token), false, 'the session is revoked on the server');
    const cookies = await context.cookies(emulator.url);
    assert.equal(
      cookies.some((c) => c.name === 'stytch_session'),
      false,
      'and in the browser',
    );
    assert.deepEqual(seen.events, [{ type: 'idp_flow_complete', data: { flow: 'logout' } }]);
    await context.close();
  });

  test('logout without client_id (oidc-client-ts): the ID token hint names the client; a forged hint is refused', async () => {
    const { context, page, seen, token } = await loggedIn();
    const hint = await idTokenOf(token);
    const [header, payload] = hint.split('.');
    await page.goto(
      authorizeUrl({
        post_logout_redirect_uri: redirectUri(),
        id_token_hint: `${header}.${payload}.${'A'.repeat(342)}`,
      }),
    );
    await consent(page).getByText('id_token_hint is not an ID token this provider issued.').waitFor();
    assert.equal(await sessionAlive(token), true);
    assert.equal(seen.landed.length, 0);

    await page.goto(
      authorizeUrl({ post_logout_redirect_uri: redirectUri(), id_token_hint: hint, state: 'bye-3' }),
    );
    await consent(page).getByRole('heading', { name: 'Log out?' }).waitFor();
    await consent(page).getByRole('button', { name: 'Yes' }).click();
    await page.waitForURL((url) => url.pathname === '/rp.html');
    assert.equal(new URL(seen.landed[0]!).searchParams.get('state'), 'bye-3');
    assert.equal(await sessionAlive(token), false, 'the session is revoked on the server');
    await context.close();
  });

  test('logout, No: "You have not been logged out" and the session lives on', async () => {
    const { context, page, seen, token } = await loggedIn();
    await page.goto(authorizeUrl({ client_id: CLIENT_ID, post_logout_redirect_uri: redirectUri() }));
    await consent(page).getByRole('button', { name: 'No' }).click();
    await consent(page).getByText('You have not been logged out. You may close this page.').waitFor();
    assert.equal(await sessionAlive(token), true);
    assert.equal(seen.landed.length, 0);
    await context.close();
  });

  test('without a session: idp_no_session, and the page offers to log in', async () => {
    const context = await browser.newContext();
    const { page, seen } = await watched(context);
    await page.goto(authorizeUrl({ client_id: CLIENT_ID, redirect_uri: redirectUri() }));
    await page.locator('idp-login').getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    assert.deepEqual(seen.events[0], { type: 'idp_no_session', data: {} });
    await context.close();
  });
});
