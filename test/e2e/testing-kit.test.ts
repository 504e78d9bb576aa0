// idp-elements-emulator as a site's own Playwright test would use it: a page on another origin hosting the built
// elements (dist/), the kit's emulator, and every helper of the kit. One emulator and one browser for the file;
// each test has its own context. The "full" page configures every product at once, so each helper is shown to
// work whatever else is configured, in English and in French.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import {
  addVirtualAuthenticator,
  answerConsent,
  hook,
  injectWallets,
  kitFixtures,
  loginWithMagicLink,
  loginWithOAuth,
  loginWithPasscode,
  loginWithPasskey,
  loginWithPassword,
  loginWithWallet,
  registerPasskey,
  resetPassword,
  startEmulator,
  type TestEmulator,
} from '../../emulator/testing/index';
import { serverClient } from '../emulator/server-helpers';
import { launchChromium, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: TestEmulator;
let site: { url: string; close(): Promise<void> };

/**
 * The site under test. It finishes a magic-link or OAuth login when the URL carries a token (as a site's redirect
 * page does, with the headless client), then shows, by `?mode=`: `full` (every product), `otp`, `reset`
 * (`<idp-reset-password>`), `register` (`<idp-passkey-register>`), `seeded` (`<idp-login>` with its logged-in
 * view) or `account` (no element: the page a login goes on to); `?lang=` sets the page's language, `?after=` the
 * element's `after-login-url`.
 */
function sitePage(apiUrl: string, publicToken: string): string {
  return `<!doctype html><meta charset="utf-8"><title>Site</title>
<p id="status">Nobody is logged in.</p>
<script type="module">
  import '/dist/esm/idp-elements.js';
  import { createClient } from '/dist/esm/headless.js';
  const apiUrl = ${JSON.stringify(apiUrl)};
  const publicToken = ${JSON.stringify(publicToken)};
  const params = new URLSearchParams(location.search);
  const mode = params.get('mode') ?? 'full';
  const lang = params.get('lang');
  if (lang) document.documentElement.lang = lang;
  const status = document.getElementById('status');
  const token = params.get('token');
  const type = params.get('stytch_token_type');
  const here = (m) => location.origin + '/?mode=' + m + (lang ? '&lang=' + lang : '');
  const client = createClient({ publicToken, apiUrl });
  // The scanner-safe recipe (docs/magic-links.md): a link asked for in this browser finishes here at once; any other
  // (another device) is left to <idp-login>, which asks for one click and explains.
  if (token && (type === 'oauth' || (type === 'magic_links' && client.magicLinks.requestedHere()))) {
    history.replaceState(null, '', here(mode));
    const options = { session_duration_minutes: 60 };
    const { user } = type === 'oauth'
      ? await client.oauth.authenticate(token, options)
      : await client.magicLinks.authenticate(token, options);
    status.textContent = 'Welcome, ' + user.emails[0].email;
  }
  if (mode === 'account') status.textContent = 'The account page';
  else {
    const tag = { reset: 'idp-reset-password', register: 'idp-passkey-register' }[mode] ?? 'idp-login';
    const element = document.createElement(tag);
    if (params.get('after')) element.setAttribute('after-login-url', params.get('after'));
    element.setAttribute('public-token', publicToken);
    element.setAttribute('api-url', apiUrl);
    const back = here(mode);
    element.config = {
      products: mode === 'otp' ? ['otp'] : mode === 'seeded' ? ['emailMagicLinks']
        : ['emailMagicLinks', 'passwords', 'passkeys', 'otp', 'oauth', 'crypto'],
      // The email passcode tab and magic links exclude each other: the full page has the phone ones.
      otpOptions: { methods: mode === 'otp' ? ['sms', 'whatsapp', 'email'] : ['sms', 'whatsapp'], expirationMinutes: 5 },
      emailMagicLinksOptions: { loginRedirectURL: back, signupRedirectURL: back },
      passwordOptions: { loginRedirectURL: back, resetPasswordRedirectURL: here('reset') },
      oauthOptions: { providers: [{ type: 'github' }, { type: 'gitlab' }], loginRedirectURL: back, signupRedirectURL: back },
      sessionOptions: { sessionDurationMinutes: 60, showLoggedInView: mode === 'seeded' },
    };
    document.body.append(element);
  }
</script>`;
}

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startEmulator()]);
  site = await startPageServer(sitePage(emulator.url, emulator.publicToken));
});
after(async () => {
  await site?.close();
  await browser?.close();
  await emulator?.close();
});

const unique = (name: string) => `${name}-${randomBytes(4).toString('hex')}@example.com`;
const STRONG = 'a quiet lighthouse keeps 7 owls';

/** A fresh context and page; page errors are collected and must stay empty. */
async function fresh(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  return { context, page, errors };
}

async function hasSession(context: BrowserContext): Promise<boolean> {
  return (await context.cookies(emulator.url)).some((c) => c.name === 'stytch_session');
}

for (const lang of ['en', 'fr']) {
  describe(`the helpers on a page with every product (lang=${lang})`, () => {
    const full = () => `${site.url}/?mode=full&lang=${lang}`;

    test('loginWithMagicLink: sign-up through "Continue" and "Email me a login link", then log-in again', async () => {
      const { context, page, errors } = await fresh();
      const email = unique(`link-${lang}`);
      await page.goto(full());
      const { link, message } = await loginWithMagicLink(page, { email, inbox: emulator.inbox });
      assert.equal(message.to, email);
      assert.equal(new URL(link).searchParams.get('stytch_token_type'), 'magic_links');
      await page.getByText(`Welcome, ${email}`).waitFor();
      assert.ok(await hasSession(context));

      // Again, signed out: the account has no password, so the element sends the link by itself; the helper
      // waits for the new link, not the one already in the inbox (the inbox's `after`).
      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(full());
      const again = await loginWithMagicLink(page, { email, inbox: emulator.inbox, open: false });
      assert.notEqual(again.link, link);
      // A second device opens it: the link is bound to the browser that asked (PKCE), so the phone gets one
      // labelled click, then "Open the link where you asked for it", and no session; the link is left unused.
      const phone = await emulator.secondDevice(browser);
      await phone.open(again.link);
      await phone.page.locator('[data-idp-action="confirm-login"]').click();
      await phone.page.locator('[data-idp-screen="LinkLanding"] [data-testid="other-device"]').waitFor();
      await phone.page.locator('[data-idp-action="new-link"]').waitFor();
      assert.ok(!(await phone.context.cookies(emulator.url)).some((c) => c.name === 'stytch_session'));
      await phone.close();
      // Where it was asked for, the same link still logs in, with no click.
      await page.goto(again.link);
      await page.getByText(`Welcome, ${email}`).waitFor();
      assert.ok(await hasSession(context));
      assert.deepEqual(errors, []);
      await context.close();
    });

    test('loginWithPassword creates the account, then logs in; resetPassword sets a new one', async () => {
      const { context, page } = await fresh();
      const email = unique(`password-${lang}`);
      await page.goto(full());
      assert.deepEqual(await loginWithPassword(page, { email, password: STRONG }), { created: true });
      assert.ok(await hasSession(context));

      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(full());
      assert.deepEqual(await loginWithPassword(page, { email, password: STRONG, expect: 'login' }), {
        created: false,
      });

      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      await page.goto(full());
      const { link } = await resetPassword(page, {
        email,
        password: `${STRONG} and 3 cats`,
        inbox: emulator.inbox,
      });
      assert.match(link, /mode=reset/);
      await context.clearCookies();
      await page.goto(full());
      await page.evaluate(() => localStorage.clear());
      await page.goto(full());
      await loginWithPassword(page, { email, password: `${STRONG} and 3 cats`, expect: 'login' });
      await context.close();
    });

    test('registerPasskey on a seeded session, then loginWithPasskey by autofill', async () => {
      const { context, page } = await fresh();
      const authenticator = await addVirtualAuthenticator(page);
      const user = await emulator.seed.user({ email: unique(`passkey-${lang}`) });
      await emulator.seed.session(context, { email: user.email, url: site.url });
      await page.goto(`${site.url}/?mode=register&lang=${lang}`);
      await registerPasskey(page);
      assert.equal((await authenticator.credentials()).length, 1);

      await context.clearCookies();
      await page.evaluate(() => localStorage.clear());
      // The authenticator completes the login through autofill as soon as the page loads.
      await page.goto(full());
      await loginWithPasskey(page);
      assert.ok(await hasSession(context));
      await authenticator.remove();
      await context.close();
    });

    test('loginWithPasscode: SMS and WhatsApp tabs beside the other products', async () => {
      for (const who of [
        { phone: '+12135550101' },
        { phone: '+12135550102', channel: 'whatsapp' as const },
      ]) {
        const { context, page } = await fresh();
        await page.goto(full());
        const { code, message } = await loginWithPasscode(page, { ...who, inbox: emulator.inbox });
        assert.match(code, /^\d{6}$/);
        assert.equal(message.channel, who.channel ?? 'sms');
        assert.ok(await hasSession(context));
        await context.close();
      }
    });
  });
}

describe('the other helpers', () => {
  test('loginWithPasscode by email (the Email passcode tab)', async () => {
    const { context, page } = await fresh();
    await page.goto(`${site.url}/?mode=otp&lang=fr`);
    const email = unique('otp');
    const { message } = await loginWithPasscode(page, { email, inbox: emulator.inbox });
    assert.equal(message.channel, 'email');
    assert.ok(await hasSession(context));
    await context.close();
  });

  test('loginWithPassword on an element with after-login-url resolves on the page the login goes to', async () => {
    const { context, page, errors } = await fresh();
    const email = unique('after');
    // With a fragment, which the request for the page does not carry.
    const account = `${site.url}/?mode=account#welcome`;
    // The account page answers late: a helper that stopped at the success screen's flash would return on the
    // login page, before the navigation commits.
    await context.route(
      (url) => url.href === account.replace(/#.*/, ''),
      async (route) => {
        await new Promise((done) => setTimeout(done, 500));
        await route.continue();
      },
    );
    await page.goto(`${site.url}/?mode=full&after=${encodeURIComponent('/?mode=account#welcome')}`);
    assert.deepEqual(await loginWithPassword(page, { email, password: STRONG, timeoutMs: 5000 }), {
      created: true,
    });
    assert.equal(page.url(), account);
    assert.equal(await page.locator('#status').textContent(), 'The account page');
    assert.ok(await hasSession(context));

    // A wrong password on the same page still fails at once, with what the element says.
    await context.clearCookies();
    await page.evaluate(() => localStorage.clear());
    await page.goto(`${site.url}/?mode=full&after=${encodeURIComponent('/?mode=account#welcome')}`);
    await assert.rejects(loginWithPassword(page, { email, password: 'not the one 1234', timeoutMs: 5000 }), {
      message:
        /^loginWithPassword: waited for the success screen after the password \(PasswordConfirmation\), then the page at after-login-url http:\/\/localhost:\d+\/\?mode=account#welcome, but the element shows screen PasswordCreateOrLogin, heading "[^"]+", error "[^"]+"/,
    });
    assert.deepEqual(errors, []);
    await context.close();
  });

  test('loginWithOAuth through the stand-in provider', async () => {
    const { context, page } = await fresh();
    await page.goto(`${site.url}/?mode=full&lang=fr`);
    const email = unique('social');
    const { url } = await loginWithOAuth(page, { provider: 'github', email, name: 'Octo Cat' });
    assert.equal(new URL(url).origin, site.url);
    await page.getByText(`Welcome, ${email}`).waitFor();
    await context.close();
  });

  test('loginWithWallet with injected wallets', async () => {
    const { context, page } = await fresh();
    const wallets = await injectWallets(context);
    await page.goto(`${site.url}/?mode=full&lang=fr`);
    await loginWithWallet(page, { wallet: 'metamask' });
    assert.equal(wallets.signed.length, 1);
    assert.ok(await hasSession(context));
    await context.close();
  });

  test('answerConsent: allow lands with a code, deny with access_denied', async () => {
    for (const decision of ['allow', 'deny'] as const) {
      // A user per answer: the provider remembers an "Allow" and skips the screen next time.
      const user = await emulator.seed.user({ email: unique(`consent-${decision}`) });
      const { context, page } = await fresh();
      await context.route(
        (url) => url.pathname === '/rp.html',
        (route) => route.fulfill({ contentType: 'text/html', body: '<p>Relying party</p>' }),
      );
      await emulator.seed.session(context, { email: user.email, url: emulator.url });
      const challenge = createHash('sha256')
        .update(randomBytes(32).toString('base64url'))
        .digest('base64url');
      await page.goto(
        `${emulator.url}/oauth/authorize?${new URLSearchParams({
          client_id: 'demo-rp',
          redirect_uri: `${emulator.url}/rp.html`,
          response_type: 'code',
          scope: 'openid email',
          state: `state-${decision}`,
          code_challenge: challenge,
          code_challenge_method: 'S256',
        }).toString()}`,
      );
      const landed = new URL((await answerConsent(page, { decision })).url);
      assert.equal(landed.searchParams.get('state'), `state-${decision}`);
      if (decision === 'allow') assert.ok(landed.searchParams.get('code'));
      else assert.equal(landed.searchParams.get('error'), 'access_denied');
      await context.close();
    }
  });

  test('seed.user + seed.session: the page opens signed in, and the server SDK accepts the token', async () => {
    const { context, page } = await fresh();
    const user = await emulator.seed.user({
      email: unique('seeded'),
      phone: '+12135550199',
      password: 'any password seeds',
      name: 'Ada Lovelace',
    });
    assert.equal(user.user.name.last_name, 'Lovelace');
    assert.equal(user.phone, '+12135550199');
    const started = Date.now();
    const { session_token, session_jwt } = await emulator.seed.session(context, {
      email: user.email,
      url: site.url,
      factors: ['password', 'otp_sms'],
    });
    await page.goto(`${site.url}/?mode=seeded`);
    const login = page.locator('idp-login');
    await login.locator(hook.screen('LoggedIn')).waitFor();
    await login.getByText(user.email).waitFor();
    const seededMs = Date.now() - started;
    const server = serverClient(emulator as never);
    const checked = await server.sessions.authenticate({ session_token });
    assert.equal(checked.user.user_id, user.user_id);
    assert.deepEqual(
      checked.session.authentication_factors.map((f) => f.type),
      ['password', 'otp'],
    );
    const byJwt = await server.sessions.authenticate({ session_jwt });
    assert.equal(byJwt.session.session_id, checked.session.session_id);
    // The widget keeps the session alive with the seeded cookie (its startup refresh).
    assert.ok(await hasSession(context));
    await context.close();
    console.log(`# a seeded-session test: signed-in page in ${seededMs} ms`);
  });
});

test('docs/testing.md shows the runnable examples exactly as CI runs them', () => {
  const docs = readFileSync('docs/testing.md', 'utf8');
  for (const file of [
    'test/e2e/kit-examples/node-mode.test.ts',
    'test/e2e/kit-examples/playwright-core.test.ts',
    'test/e2e/kit-examples/site/index.html',
    'test/kit-runner/tests/fixtures.ts',
    'test/kit-runner/tests/login.spec.ts',
  ]) {
    const example = readFileSync(file, 'utf8').trimEnd();
    assert.ok(docs.includes(example), `docs/testing.md has ${file} verbatim`);
  }
});

describe('the Playwright Test fixtures', () => {
  // @playwright/test is not a dependency here: the fixture functions run as its runner runs them (worker scope
  // first, then each test's fixtures in dependency order, each handing its value to `use`).
  test('kitFixtures: emulator (worker), inbox, signedInUser and signedInPage', async () => {
    const fixtures = kitFixtures({
      emulator: {
        static: [
          { mount: '/dist/', dir: 'dist' },
          { mount: '/', dir: 'test/e2e/kit-examples/site' },
        ],
      },
    });
    const [worker, { scope }] = fixtures.emulator;
    assert.equal(scope, 'worker');
    let seen = '';
    await worker({}, async (own) => {
      await own.seed.user({ email: 'left-over@example.com' });
      await fixtures.inbox({ emulator: own }, async (inbox) => {
        assert.deepEqual(await inbox.list(), []);
        await fixtures.signedInUser({ emulator: own, inbox }, async (user) => {
          const context = await browser.newContext();
          const page = await context.newPage();
          const baseURL = `${own.url}/?public_token=${own.publicToken}`;
          await fixtures.signedInPage(
            { page, emulator: own, signedInUser: user, baseURL },
            async (signedIn) => {
              await signedIn
                .locator('idp-login')
                .locator(hook.screen('LoggedIn'))
                .getByText(user.email)
                .waitFor();
              seen = user.email;
            },
          );
          await context.close();
        });
      });
    });
    assert.match(seen, /^user-[0-9a-f]{10}@example\.com$/);
  });
});

describe('a failing helper says what it waited for and what the element showed', () => {
  test('a provider error on the magic-link send', async () => {
    const { context, page } = await fresh();
    await page.route('**/sdk/v1/magic_links/email/login_or_create', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 400,
          error_type: 'invalid_email',
          error_message: 'Email is bad.',
        }),
      }),
    );
    await page.goto(`${site.url}/?mode=seeded&lang=fr`);
    const failure = await loginWithMagicLink(page, {
      email: 'bad@example.com',
      inbox: emulator.inbox,
      timeoutMs: 5000,
    }).then(
      () => null,
      (e: Error) => e,
    );
    assert.ok(failure);
    console.log(`# the failure message: ${failure.message}`);
    assert.match(
      failure.message,
      /^loginWithMagicLink: waited for the "Check your email" screen \(EmailConfirmation\)/,
    );
    assert.match(failure.message, /the element shows screen Main, heading "[^"]+", error "[^"]+"/);
    assert.match(
      failure.message,
      /The provider answered: \/magic_links\/email\/login_or_create answered 400 invalid_email: Email is bad\./,
    );
    await context.close();
  });

  test('a wrong password', async () => {
    const { context, page } = await fresh();
    const user = await emulator.seed.user({ email: unique('wrong'), password: STRONG });
    await page.goto(`${site.url}/?mode=full`);
    await assert.rejects(
      loginWithPassword(page, { email: user.email, password: 'not the one 1234', timeoutMs: 5000 }),
      {
        message:
          /^loginWithPassword: waited for the success screen after the password \(PasswordConfirmation\), but the element shows screen PasswordCreateOrLogin, heading "[^"]+", error "[^"]+"/,
      },
    );
    await context.close();
  });
});
