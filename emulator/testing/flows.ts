import type { Page } from 'playwright-core';
import { action, runHelper, screen, type WidgetOptions } from './hooks';

/*
 * Helpers for the flows without a message to read: passkeys (with `addVirtualAuthenticator`), social sign-in
 * through the emulator's stand-in provider, crypto wallets (with `injectWallets`) and the consent screen. Like
 * the others, they find the elements' parts by their automation hooks, in any language.
 */

/**
 * Creates a passkey through `<idp-passkey-register>` (the default element here) for the logged-in user: "Create a
 * Passkey", then the list of passkeys. The page needs an authenticator: `addVirtualAuthenticator(page)` first.
 *
 * ```ts
 * const authenticator = await addVirtualAuthenticator(page);
 * await registerPasskey(page);
 * assert.equal((await authenticator.credentials()).length, 1);
 * ```
 */
export function registerPasskey(page: Page, options: WidgetOptions = {}): Promise<void> {
  return runHelper(
    page,
    'registerPasskey',
    options,
    async (run) => {
      await run.click(
        `${screen('PasskeyRegistrationStart')} ${action('create-passkey')}`,
        '"Create a Passkey" (PasskeyRegistrationStart; the element needs a logged-in user)',
      );
      await run.waitFor(
        screen('PasskeyRegistrationSuccess'),
        'the passkey list after the creation (PasskeyRegistrationSuccess)',
      );
    },
    'idp-passkey-register',
  );
}

export interface PasskeyLoginOptions extends WidgetOptions {
  /**
   * `autofill`: wait for the browser's autofill (conditional mediation) to complete the login, which a virtual
   * authenticator with a passkey does as soon as the page loads; `button`: press "Login with a Passkey"; default
   * `auto`: the button when there is one, else autofill.
   */
  via?: 'auto' | 'autofill' | 'button';
}

/**
 * Logs in with a passkey through `<idp-login>` (products `passkeys`). With an email field the element offers
 * passkeys through autofill, and a virtual authenticator holding one completes the login on its own as soon as
 * the page loads: this helper then only waits for the success screen. Resolves on PasskeyConfirmation, or, when
 * the element has an `after-login-url`, once the page it goes to has loaded.
 */
export function loginWithPasskey(page: Page, options: PasskeyLoginOptions = {}): Promise<void> {
  return runHelper(page, 'loginWithPasskey', options, async (run) => {
    const done = `${screen('PasskeyConfirmation')}, ${screen('LoggedIn')}`;
    const via = options.via ?? 'auto';
    await run.expectLogin();
    if (via !== 'autofill') {
      const first = await run.waitForAny(
        [done, action('passkey-login')],
        via === 'button' ? '"Login with a Passkey"' : 'the passkey login (button or autofill)',
        { orAfterLogin: true },
      );
      if (first === 1) await run.click(action('passkey-login'), '"Login with a Passkey"');
    }
    await run.waitForLogin(done, 'the passkey success screen (PasskeyConfirmation)');
  });
}

export interface OAuthLoginOptions extends WidgetOptions {
  /** The provider's type, as in `oauthOptions.providers`: `google`, `github`, `apple`, … */
  provider: string;
  /** Who signs in at the stand-in provider ("sign in as anyone"). */
  email: string;
  /** Their name at the provider. */
  name?: string;
}

/**
 * Signs in with a social provider through the emulator's stand-in for it: "Continue with {Provider}" on
 * `<idp-login>`, then "sign in as anyone" with `email` on the stand-in page. Resolves once the browser is back on
 * your `oauthOptions.loginRedirectURL` page (which authenticates the token), with that URL.
 */
export function loginWithOAuth(page: Page, options: OAuthLoginOptions): Promise<{ url: string }> {
  return runHelper(page, 'loginWithOAuth', options, async (run) => {
    await run.click(
      action(`oauth-${options.provider}`),
      `the "${options.provider}" button (oauthOptions.providers)`,
    );
    const form = page.locator('form:has(input[name="email"][type="email"])');
    try {
      await page.waitForURL(/\/v1\/public\/oauth\/[^/]+\/start/, { timeout: run.timeout });
      await form.waitFor({ timeout: run.timeout });
    } catch {
      return run.fail(`the emulator's stand-in sign-in page of ${options.provider} (now at ${page.url()})`);
    }
    await form.locator('input[name="email"]').fill(options.email, { timeout: run.timeout });
    if (options.name !== undefined) await form.locator('input[name="name"]').fill(options.name);
    await form.locator('button[type="submit"]').click({ timeout: run.timeout });
    try {
      await page.waitForURL((url) => !url.pathname.startsWith('/v1/public/oauth/'), { timeout: run.timeout });
    } catch {
      const error = await page.locator('.error, [role="alert"]').allTextContents();
      throw new Error(
        `loginWithOAuth: waited for the redirect back to your site, but the stand-in page stayed` +
          (error.length ? `, saying "${error.join(' ').trim()}"` : '') +
          '.',
      );
    }
    return { url: page.url() };
  });
}

export interface WalletLoginOptions extends WidgetOptions {
  /** The wallet's button: `metamask` (the default injected Ethereum wallet), `phantom`, `coinbase`, … */
  wallet: string;
}

/**
 * Logs in with a crypto wallet through `<idp-login>` (products `crypto`): "Continue with {Wallet}", then the
 * wallet connects and signs (with `injectWallets`, at once). Resolves on the success screen (CryptoConfirmation),
 * or, when the element has an `after-login-url`, once the page it goes to has loaded.
 */
export function loginWithWallet(page: Page, options: WalletLoginOptions): Promise<void> {
  return runHelper(page, 'loginWithWallet', options, async (run) => {
    await run.expectLogin();
    await run.click(
      action(`wallet-${options.wallet}`),
      `the "${options.wallet}" wallet button (injectWallets, products: crypto)`,
    );
    await run.waitForLogin(screen('CryptoConfirmation'), 'the wallet success screen (CryptoConfirmation)', [
      screen('CryptoError'),
    ]);
  });
}

export interface ConsentOptions extends WidgetOptions {
  /** Default `allow`. */
  decision?: 'allow' | 'deny';
}

/**
 * Answers the consent screen of `<idp-consent>` (the default element here): "Allow" or "Deny". Resolves once the
 * browser has left the consent page for the client's redirect, with that URL (`code` and `state`, or
 * `error=access_denied`).
 */
export function answerConsent(page: Page, options: ConsentOptions = {}): Promise<{ url: string }> {
  return runHelper(
    page,
    'answerConsent',
    options,
    async (run) => {
      const decision = options.decision ?? 'allow';
      const from = page.url();
      await run.click(action(decision), `"${decision === 'allow' ? 'Allow' : 'Deny'}" on the consent screen`);
      try {
        await page.waitForURL((url) => url.href !== from, { timeout: run.timeout });
      } catch {
        return run.fail('the redirect to the client after the answer');
      }
      return { url: page.url() };
    },
    'idp-consent',
  );
}
