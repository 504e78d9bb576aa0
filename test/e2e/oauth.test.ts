// Social sign-in end to end in Chromium against the emulator, offline: the demo's buttons reach the emulator's
// stand-in provider pages, the demo's redirect page finishes the login; sign-up then login as the same user, cancel,
// PKCE on and off, a tampered verifier refused; Google One Tap shown, chosen, dismissed, and failing to the
// fallback button.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../../emulator/index';
import { LUDS_PUBLIC_TOKEN } from '../../emulator/config/defaults';
import { launchChromium, readUntil } from '../helpers/e2e';
// @ts-expect-error -- plain ESM script without types
import { buildDemo } from '../../scripts/build-demo.mjs';

/** A project of this test's emulator that requires PKCE for OAuth, with the default project's open redirects. */
const PKCE_TOKEN = 'public-token-test-e2e-oauth-pkce';

let browser: Browser;
let emulator: RunningEmulator;

/**
 * The PKCE project's redirect page (served by the emulator: the provider's 303 lands on it, which a test's route
 * cannot intercept): a headless `oauth.authenticate` that says `logged in` (#done) or its error (#failed).
 */
const PKCE_RETURN_PAGE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Back</title></head><body>
<script type="module">
  import { createClient } from '/dist/esm/headless.js';
  const client = createClient({ publicToken: ${JSON.stringify(PKCE_TOKEN)}, apiUrl: location.origin });
  const token = new URLSearchParams(location.search).get('token');
  const say = (id, text) => {
    const p = document.createElement('p');
    p.id = id;
    p.textContent = text;
    document.body.append(p);
  };
  client.oauth.authenticate(token).then(() => say('done', 'logged in'), (e) => say('failed', e.message));
</script></body></html>`;

/** The demo (its pages and the built widget) on an emulator that also knows the PKCE project. */
async function startDemoWithPkceProject(): Promise<RunningEmulator> {
  const demoBuild = mkdtempSync(join(tmpdir(), 'idp-demo-oauth-'));
  const pages = mkdtempSync(join(tmpdir(), 'idp-oauth-pages-'));
  writeFileSync(join(pages, 'pkce-return.html'), PKCE_RETURN_PAGE);
  const started = await startEmulator({
    port: 0,
    db: ':memory:',
    log: false,
    static: [
      { mount: '/dist/', dir: 'dist' },
      { mount: '/demo-build/', dir: demoBuild },
      { mount: '/e2e-oauth/', dir: pages },
      { mount: '/', dir: 'demo' },
    ],
    config: {
      projects: [
        {
          project_id: 'project-test-e2e-oauth-pkce',
          public_token: PKCE_TOKEN,
          allow_localhost_origins: true,
          redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
          pkce_required_for_oauth: true,
        },
      ],
    },
  });
  await buildDemo({
    outDir: demoBuild,
    env: { IDP_PUBLIC_TOKEN: started.publicToken, IDP_API_URL: started.url, IDP_APP_URL: started.url },
  });
  return started;
}

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemoWithPkceProject()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

interface Watched {
  events: { type: string; data: Record<string, unknown> }[];
  errors: { type: string; message: string }[];
  /** Top-level navigations the page made (the OAuth starts among them). */
  navigations: string[];
}

async function watchedPage(): Promise<{ context: BrowserContext; page: Page; seen: Watched }> {
  const context = await browser.newContext();
  const seen: Watched = { events: [], errors: [], navigations: [] };
  await context.exposeBinding('__record', (_s, kind: 'event' | 'error', detail: unknown) => {
    if (kind === 'event') seen.events.push(detail as Watched['events'][number]);
    else seen.errors.push(detail as Watched['errors'][number]);
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { __record(kind: string, detail: unknown): void }).__record;
    document.addEventListener(
      'idp-event',
      (e) => {
        const detail = (e as CustomEvent<{ type: string }>).detail;
        record('event', detail);
        // The binding's message can be lost when the page navigates away at once (the OAuth start does): the
        // start events are also kept in the tab's sessionStorage, which the same-origin pages after it can read.
        if (detail.type === 'start_oauth_flow') {
          const kept = JSON.parse(sessionStorage.getItem('__idpStartEvents') ?? '[]') as unknown[];
          sessionStorage.setItem('__idpStartEvents', JSON.stringify([...kept, detail]));
        }
      },
      true,
    );
    document.addEventListener('idp-error', (e) => record('error', (e as CustomEvent).detail), true);
  });
  const page = await context.newPage();
  page.on('request', (request) => {
    if (request.isNavigationRequest() && request.frame() === page.mainFrame())
      seen.navigations.push(request.url());
  });
  return { context, page, seen };
}

const card = (page: Page) => page.locator('#login');

/** The user the page's session belongs to (`GET /users/me` with its session cookie). */
async function me(
  page: Page,
  publicToken = emulator.publicToken,
): Promise<{
  user_id: string;
  emails: { email: string; verified: boolean }[];
  providers: { provider_type: string }[];
}> {
  const session = (await page.context().cookies(emulator.url)).find((c) => c.name === 'stytch_session');
  assert.ok(session, 'a session cookie');
  const response = await fetch(`${emulator.url}/sdk/v1/users/me`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${publicToken}:${session.value}`).toString('base64')}`,
      'content-type': 'application/json',
    },
  });
  return ((await response.json()) as { data: never }).data;
}

/** On the stand-in provider page: sign in as anyone by email. */
async function signInAtProvider(page: Page, provider: string, email: string): Promise<void> {
  await page.getByRole('heading', { name: `Sign in with ${provider}` }).waitFor();
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Back on the demo's redirect page, logged in as `email`. */
async function loggedInAs(page: Page, email: string): Promise<void> {
  await page.waitForURL(`${emulator.url}/authenticate.html`);
  await page.locator('#result').getByText('Logged in').waitFor();
  await page.locator('#result strong', { hasText: email }).waitFor();
}

const unique = (name: string) => `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

describe('social sign-in in Chromium against the emulator', () => {
  for (const [type, name] of [
    ['google', 'Google'],
    ['github', 'GitHub'],
    ['apple', 'Apple'],
    ['microsoft', 'Microsoft'],
  ] as const) {
    test(`"Continue with ${name}": sign up at the stand-in, back logged in; again later as the same user`, async () => {
      const email = unique(type);
      const first = await watchedPage();
      await first.page.goto(`${emulator.url}/social.html`);
      await card(first.page)
        .getByRole('button', { name: `Continue with ${name}` })
        .click();
      await signInAtProvider(first.page, name, email);
      await loggedInAs(first.page, email);
      const start = first.seen.navigations.find((u) => u.includes(`/v1/public/oauth/${type}/start?`));
      assert.ok(start, 'the start was a top-level navigation');
      const query = new URL(start);
      assert.equal(`${query.origin}${query.pathname}`, `${emulator.url}/v1/public/oauth/${type}/start`);
      assert.equal(query.searchParams.get('public_token'), emulator.publicToken);
      assert.equal(query.searchParams.get('login_redirect_url'), `${emulator.url}/authenticate.html`);
      assert.equal(
        query.searchParams.has('code_challenge'),
        false,
        'the default project does not ask for PKCE',
      );
      const startEvents = JSON.parse(
        (await first.page.evaluate("sessionStorage.getItem('__idpStartEvents')")) as string,
      ) as { data: { provider: string } }[];
      assert.deepEqual(
        startEvents.map((e) => e.data.provider),
        [type],
        'the start_oauth_flow event',
      );
      const user = await me(first.page);
      assert.deepEqual(
        user.emails.map((e) => [e.email, e.verified]),
        [[email, true]],
      );
      assert.deepEqual(
        user.providers.map((p) => p.provider_type.toLowerCase()),
        [type],
      );
      assert.equal(new URL(first.page.url()).search, '', 'the single-use token left the address bar');
      await first.context.close();

      const again = await watchedPage();
      await again.page.goto(`${emulator.url}/social.html`);
      await card(again.page)
        .getByRole('button', { name: `Continue with ${name}` })
        .click();
      await signInAtProvider(again.page, name, email);
      await loggedInAs(again.page, email);
      assert.equal((await me(again.page)).user_id, user.user_id, 'the same user');
      await again.context.close();
    });
  }

  test('custom scopes and provider params reach the stand-in page', async () => {
    const { context, page, seen } = await watchedPage();
    await page.goto(`${emulator.url}/social.html`);
    await card(page).getByRole('button', { name: 'Continue with GitHub' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitHub' }).waitFor();
    const start = new URL(seen.navigations.find((u) => u.includes('/github/start?'))!);
    assert.equal(start.searchParams.get('custom_scopes'), 'read:user');
    assert.equal(start.searchParams.get('provider_allow_signup'), 'true');
    await page.getByText('What the app asked GitHub for').click();
    await page.locator('code', { hasText: 'read:user' }).waitFor();
    await page.locator('code', { hasText: 'allow_signup=true' }).waitFor();
    await context.close();
  });

  test("a redirect's token works once: opened again, the redirect page says so and logs nobody in", async () => {
    const first = await watchedPage();
    await first.page.goto(`${emulator.url}/social.html`);
    await card(first.page).getByRole('button', { name: 'Continue with GitHub' }).click();
    const email = unique('replay');
    await signInAtProvider(first.page, 'GitHub', email);
    await loggedInAs(first.page, email);
    const landed = first.seen.navigations.find((u) => u.includes('stytch_token_type=oauth'));
    assert.ok(landed, 'the redirect carried the token');
    await first.context.close();

    const replay = await watchedPage();
    await replay.page.goto(landed);
    await replay.page.locator('#result').getByText('OAuth Token could not be found.').waitFor();
    assert.equal(
      (await replay.context.cookies(emulator.url)).some((c) => c.name === 'stytch_session'),
      false,
    );
    await replay.context.close();
  });

  test('Cancel at the provider: back on the redirect page with access_denied, nobody logged in', async () => {
    const { context, page } = await watchedPage();
    await page.goto(`${emulator.url}/social.html`);
    await card(page).getByRole('button', { name: 'Continue with Apple' }).click();
    await page.getByRole('heading', { name: 'Sign in with Apple' }).waitFor();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.waitForURL(`${emulator.url}/authenticate.html`);
    await page.locator('#result').getByText('Sign-in was cancelled at the provider.').waitFor();
    const cookies = await context.cookies(emulator.url);
    assert.equal(
      cookies.some((c) => c.name === 'stytch_session'),
      false,
    );
    await context.close();
  });

  test('PKCE on: the start sends a challenge, the redirect page sends the verifier, the pair is cleared', async () => {
    const { context, page, seen } = await watchedPage();
    await openPkcePage(page);
    await page.locator('idp-login').getByRole('button', { name: 'Continue with GitLab' }).click();
    await signInAtProvider(page, 'GitLab', unique('pkce'));
    await page.locator('#done').waitFor();
    const start = new URL(seen.navigations.find((u) => u.includes('/gitlab/start?'))!);
    assert.match(start.searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
    assert.equal(await page.locator('#done').textContent(), 'logged in');
    assert.equal(await pkcePair(page), null, 'the verifier was used and cleared');
    await context.close();
  });

  test('PKCE on: a verifier that does not match the challenge is refused, no session', async () => {
    const { context, page } = await watchedPage();
    await openPkcePage(page);
    await page.locator('idp-login').getByRole('button', { name: 'Continue with GitLab' }).click();
    await page.getByRole('heading', { name: 'Sign in with GitLab' }).waitFor();
    // The stand-in page shares the app's origin here: swap the stored verifier for another one.
    await page.evaluate((key) => {
      localStorage.setItem(key, JSON.stringify({ code_challenge: 'x', code_verifier: 'f'.repeat(128) }));
    }, `stytch_sdk_state_${PKCE_TOKEN}::PKCE_VERIFIER:oauth`);
    await signInAtProvider(page, 'GitLab', unique('mismatch'));
    await page.locator('#failed').waitFor();
    assert.match((await page.locator('#failed').textContent()) ?? '', /pkce/i);
    assert.equal(
      (await context.cookies(emulator.url)).some((c) => c.name === 'stytch_session'),
      false,
    );
    await context.close();
  });
});

/** A login page on the PKCE project: GitLab's button, back to the PKCE redirect page. */
async function openPkcePage(page: Page): Promise<void> {
  const back = `${emulator.url}/e2e-oauth/pkce-return.html`;
  await page.route(`${emulator.url}/pkce.html`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>PKCE</title>
        <script type="module" src="/dist/esm/idp-elements.js"></script></head><body>
        <idp-login public-token="${PKCE_TOKEN}" api-url="${emulator.url}" config='${JSON.stringify({
          products: ['oauth'],
          oauthOptions: { providers: [{ type: 'gitlab' }], loginRedirectURL: back, signupRedirectURL: back },
        })}'></idp-login></body></html>`,
    }),
  );
  await page.goto(`${emulator.url}/pkce.html`);
}

const pkcePair = (page: Page) =>
  page.evaluate((key) => localStorage.getItem(key), `stytch_sdk_state_${PKCE_TOKEN}::PKCE_VERIFIER:oauth`);

describe('Google One Tap in Chromium against the emulator', () => {
  const chooser = (page: Page) => page.locator('[data-idp-gsi-stand-in]');

  test('shown floating beside the form; choosing an account logs in through the redirect page', async () => {
    const { context, page } = await watchedPage();
    await page.goto(`${emulator.url}/social.html`);
    await chooser(page).getByText('Use localhost with Google').waitFor();
    // The card keeps its Google button while the prompt floats.
    await card(page).getByRole('button', { name: 'Continue with Google' }).waitFor();
    // Keyboard: the chooser comes right before the element in the tab order (Shift+Tab from the element's first
    // control reaches it), not after the rest of the page.
    await page.locator('idp-login#login').evaluate((login) => {
      const controls = [...login.shadowRoot!.querySelectorAll<HTMLElement>('button, a[href], input')];
      controls.find((c) => c.getClientRects().length > 0)!.focus();
    });
    await page.keyboard.press('Shift+Tab');
    assert.equal(
      await page.evaluate(() => document.activeElement?.closest('[data-idp-gsi-stand-in]') != null),
      true,
      'the chooser comes right before the element in the tab order',
    );
    await chooser(page)
      .getByRole('button', { name: /Grace Hopper/ })
      .click();
    await loggedInAs(page, 'grace.hopper@example.com');
    const user = await me(page);
    assert.deepEqual(
      user.providers.map((p) => p.provider_type.toLowerCase()),
      ['google'],
    );
    await context.close();
  });

  test('embedded: the prompt shows in the card; dismissed, the Google button takes its place and the page hears of it', async () => {
    const { context, page, seen } = await watchedPage();
    await servePage(page, '/one-tap-embedded.html', emulator.publicToken, {
      products: ['oauth', 'emailMagicLinks'],
      oauthOptions: {
        providers: [{ type: 'google', one_tap: true, position: 'forceLegacyEmbedded' }],
        ...oneTapUrls(),
      },
      emailMagicLinksOptions: {
        loginRedirectURL: `${emulator.url}/authenticate.html`,
        signupRedirectURL: `${emulator.url}/authenticate.html`,
      },
    });
    const widget = page.locator('idp-login');
    await chooser(page).getByText('Use localhost with Google').waitFor();
    // Inside the element (slotted into the card), not floating over the page.
    assert.equal(await widget.locator('[data-idp-gsi-stand-in]').count(), 1);
    assert.equal(await widget.getByRole('button', { name: 'Continue with Google' }).count(), 0);
    await chooser(page).getByRole('button', { name: 'Close' }).click();
    await widget.getByRole('button', { name: 'Continue with Google' }).waitFor();
    assert.equal(await chooser(page).count(), 0);
    const cancelled = await readUntil(
      () => seen.events.filter((e) => e.type === 'one_tap_cancelled'),
      (events) => events.length > 0,
    );
    assert.deepEqual(cancelled, [{ type: 'one_tap_cancelled', data: { reason: 'user_cancel' } }]);
    const frame = widget.locator('[data-testid="one-tap"]');
    assert.equal(await frame.getAttribute('data-one-tap'), 'hidden');
    // Back to the 47 px of the button (the frame's height eases there).
    const height = await readUntil(
      async () => Math.round((await frame.boundingBox())!.height),
      (h) => h === 47,
    );
    assert.equal(height, 47);
    await context.close();
  });

  test('error: a project without a Google client gets the fallback button and the developer message', async () => {
    const { context, page, seen } = await watchedPage();
    await servePage(page, '/one-tap-error.html', LUDS_PUBLIC_TOKEN, {
      products: ['oauth'],
      oauthOptions: { providers: [{ type: 'google', one_tap: true }], ...oneTapUrls() },
    });
    const widget = page.locator('idp-login');
    await widget.getByRole('button', { name: 'Continue with Google' }).waitFor();
    await widget.getByText('One Tap cannot show: the project has no Google OAuth client.').waitFor();
    assert.ok(seen.errors.some((e) => e.type === 'oauth_config_not_found'));
    assert.equal(await chooser(page).count(), 0);
    await context.close();
  });
});

const oneTapUrls = () => ({
  loginRedirectURL: `${emulator.url}/authenticate.html`,
  signupRedirectURL: `${emulator.url}/authenticate.html`,
  oneTapScriptURL: `${emulator.url}/gsi/client`,
  clientsideServicesURL: `${emulator.url}/clientside-services/index.html`,
});

async function servePage(page: Page, path: string, publicToken: string, config: object): Promise<void> {
  await page.route(`${emulator.url}${path}`, (route) =>
    route.fulfill({
      contentType: 'text/html',
      body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>One Tap</title>
        <script type="module" src="/dist/esm/idp-elements.js"></script></head><body>
        <idp-login public-token="${publicToken}" api-url="${emulator.url}"
          config='${JSON.stringify(config)}'></idp-login></body></html>`,
    }),
  );
  await page.goto(`${emulator.url}${path}`);
}
