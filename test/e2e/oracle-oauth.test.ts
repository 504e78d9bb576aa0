// The provider's own published browser client (@stytch/vanilla-js 5.35.1, the oracle for the emulator's wire) signs
// in with its own "Continue with Google" button and with Google One Tap against the emulator, unchanged, in
// Chromium: its button reaches the emulator's stand-in Google page, and its `oauth.authenticate` finishes the login.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import type { Browser, Page } from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../../emulator/index';
import { launchChromium, startPageServer } from '../helpers/e2e';

/** A project of this test's emulator that requires PKCE for OAuth (bootstrap `pkce_required_for_oauth`). */
const PKCE_TOKEN = 'public-token-test-oracle-oauth-pkce';

let browser: Browser;
let emulator: RunningEmulator;
let bundle: string;

before(async () => {
  [browser, emulator, bundle] = await Promise.all([
    launchChromium(),
    startEmulator({
      port: 0,
      db: ':memory:',
      log: false,
      config: {
        projects: [
          {
            project_id: 'project-test-oracle-oauth-pkce',
            public_token: PKCE_TOKEN,
            allow_localhost_origins: true,
            redirect_urls: { login: [], signup: [], reset_password: [], allow_any_localhost: true },
            pkce_required_for_oauth: true,
          },
        ],
      },
    }),
    stytchUiBundle(),
  ]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

/** The published UI client, bundled for the page (it has bare imports and reads process.env). */
async function stytchUiBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { StytchUIClient } from '@stytch/vanilla-js'; window.StytchUIClient = StytchUIClient;",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    write: false,
    define: { 'process.env.STORYBOOK': 'undefined', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script');
}

interface Outcome {
  ok: boolean;
  error?: string;
  user_id?: string;
  email?: string;
  provider_type?: string;
  scopes?: string[];
  session?: boolean;
}

/**
 * One page that is both the login page (the client's mounted UI) and its redirect target: with
 * `stytch_token_type=oauth` in its URL it calls the client's `oauth.authenticate` and shows the outcome.
 */
function loginPage(publicToken: string, oauthOptions: Record<string, unknown>): string {
  const settings = JSON.stringify({ api: emulator.url, publicToken, oauthOptions }).replace(/</g, '\\u003c');
  return `<!doctype html><meta charset="utf-8"><title>oracle</title>
<div id="stytch"></div><pre id="outcome"></pre>
<script>${bundle}</script>
<script>
  const settings = ${settings};
  const redirect = location.origin + '/index.html';
  const client = new StytchUIClient(settings.publicToken, {
    endpoints: {
      testAPIURL: settings.api,
      liveAPIURL: settings.api,
      clientsideServicesIframeURL: settings.api + '/clientside-services/index.html',
    },
  });
  const show = (outcome) => { document.getElementById('outcome').textContent = JSON.stringify(outcome); };
  const params = new URLSearchParams(location.search);
  if (params.get('stytch_token_type') === 'oauth') {
    client.oauth.authenticate(params.get('token'), { session_duration_minutes: 30 }).then(
      (r) => show({ ok: true, user_id: r.user_id, email: r.user.emails[0].email, provider_type: r.provider_type,
                    scopes: r.provider_values.scopes, session: client.session.getSync() !== null }),
      (e) => show({ ok: false, error: String(e && e.message) }),
    );
  } else {
    client.mountLogin({
      elementId: '#stytch',
      config: {
        products: ['oauth'],
        oauthOptions: Object.assign({ loginRedirectURL: redirect, signupRedirectURL: redirect }, settings.oauthOptions),
      },
    });
  }
</script>`;
}

async function outcomeOf(page: Page): Promise<Outcome> {
  const outcome = page.locator('#outcome');
  await outcome.filter({ hasText: /\S/ }).waitFor({ timeout: 20_000 });
  return JSON.parse((await outcome.textContent()) ?? '{}') as Outcome;
}

/** Opens the login page on its own origin, runs `steps`, and closes everything. */
async function withLoginPage(
  publicToken: string,
  oauthOptions: Record<string, unknown>,
  steps: (page: Page, origin: string) => Promise<void>,
): Promise<void> {
  const server = await startPageServer(loginPage(publicToken, oauthOptions));
  const context = await browser.newContext();
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/index.html`);
    await steps(page, server.url);
  } finally {
    await context.close();
    await server.close();
  }
}

describe('the published provider client against the emulator: social sign-in', () => {
  test('its Google button reaches the stand-in Google page, and its oauth.authenticate logs in', async () => {
    const options = {
      providers: [
        {
          type: 'google',
          custom_scopes: ['https://www.googleapis.com/auth/calendar.readonly'],
          provider_params: { login_hint: 'someone@example.com' },
        },
      ],
    };
    await withLoginPage(emulator.publicToken, options, async (page, origin) => {
      await page.locator('#oauth-google').click();
      await page.waitForURL(/\/v1\/public\/oauth\/google\/start\?/);
      const start = new URL(page.url());
      assert.equal(start.origin, emulator.url);
      assert.equal(start.searchParams.get('public_token'), emulator.publicToken);
      assert.equal(start.searchParams.get('login_redirect_url'), `${origin}/index.html`);
      assert.equal(
        start.searchParams.get('code_challenge'),
        null,
        'the default project does not require PKCE',
      );
      await page.getByRole('heading', { name: 'Sign in with Google' }).waitFor();
      assert.equal(await page.getByLabel('Email').inputValue(), 'someone@example.com', 'login_hint arrived');
      await page.getByText('What the app asked Google for').click();
      await page.getByText('https://www.googleapis.com/auth/calendar.readonly', { exact: true }).waitFor();

      await page.getByRole('button', { name: /Ada Lovelace/ }).click();
      await page.waitForURL(/stytch_token_type=oauth/);
      const outcome = await outcomeOf(page);
      assert.equal(outcome.ok, true, outcome.error);
      assert.equal(outcome.email, 'ada.lovelace@example.com');
      assert.equal(outcome.provider_type, 'Google');
      assert.equal(outcome.session, true, 'the client stored the session');
      assert.ok(outcome.scopes?.includes('https://www.googleapis.com/auth/calendar.readonly'));
    });
  });

  test('with PKCE required, its start carries a code_challenge and its authenticate the verifier', async () => {
    await withLoginPage(PKCE_TOKEN, { providers: [{ type: 'github' }] }, async (page) => {
      await page.locator('#oauth-github').click();
      await page.waitForURL(/\/v1\/public\/oauth\/github\/start\?/);
      assert.match(new URL(page.url()).searchParams.get('code_challenge') ?? '', /^[A-Za-z0-9_-]{43}$/);
      await page.getByText('code_challenge (S256) received').waitFor({ state: 'attached' });
      await page.getByLabel('Email').fill('oracle.pkce@example.com');
      await page.getByLabel('Name').fill('Oracle Pkce');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await page.waitForURL(/stytch_token_type=oauth/);
      const outcome = await outcomeOf(page);
      assert.equal(outcome.ok, true, outcome.error);
      assert.equal(outcome.provider_type, 'GitHub');
      assert.equal(outcome.email, 'oracle.pkce@example.com');
    });
  });

  test('its Google One Tap runs through the clientside-services iframe and the GIS stand-in', async () => {
    await withLoginPage(
      emulator.publicToken,
      { providers: [{ type: 'google', one_tap: true }] },
      async (page) => {
        // The published client loads Google's script from a fixed URL; the page gets the emulator's stand-in there.
        const standIn = await (await fetch(`${emulator.url}/gsi/client`)).text();
        await page.route('https://accounts.google.com/gsi/client', (route) =>
          route.fulfill({ contentType: 'text/javascript', body: standIn }),
        );
        await page.reload();
        const chooser = page.getByRole('dialog', { name: 'Use localhost with Google' });
        await chooser.waitFor();
        await chooser.getByRole('button', { name: /Grace Hopper/ }).click();
        await page.waitForURL(/stytch_token_type=oauth/);
        const outcome = await outcomeOf(page);
        assert.equal(outcome.ok, true, outcome.error);
        assert.equal(outcome.email, 'grace.hopper@example.com');
        assert.equal(outcome.provider_type, 'Google');
      },
    );
  });
});
