import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { SIWE_PUBLIC_TOKEN } from '../../emulator/config/defaults';
import { launchChromium, startDemo } from '../helpers/e2e';
import { ethereumKey, injectWallets, solanaKey, type InjectedWallets } from '../../emulator/testing/wallets';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const widget = (page: Page) => page.locator('idp-login');

interface Watched {
  events: { type: string; data: Record<string, unknown> }[];
  errors: { type: string; message: string }[];
  console: string[];
}

/** A context with the test wallets injected, recording the element's events and the console. */
async function walletContext(
  options: Parameters<typeof injectWallets>[1] = {},
): Promise<{ context: BrowserContext; wallets: InjectedWallets; page: Page; seen: Watched }> {
  const context = await browser.newContext();
  const wallets = await injectWallets(context, options);
  const seen: Watched = { events: [], errors: [], console: [] };
  await context.exposeBinding('__record', (_s, kind: 'event' | 'error', detail: unknown) => {
    if (kind === 'event') seen.events.push(detail as Watched['events'][number]);
    else seen.errors.push(detail as Watched['errors'][number]);
  });
  await context.addInitScript(() => {
    const record = (window as unknown as { __record(kind: string, detail: unknown): void }).__record;
    document.addEventListener('idp-event', (e) => record('event', (e as CustomEvent).detail), true);
    document.addEventListener('idp-error', (e) => record('error', (e as CustomEvent).detail), true);
  });
  context.on('console', (m) => seen.console.push(m.text()));
  const page = await context.newPage();
  return { context, wallets, page, seen };
}

/** `users/me` as the page's session sees it (Basic public_token:session_token, WIRE.md §2). */
async function me(
  page: Page,
): Promise<{ user_id: string; crypto_wallets: { crypto_wallet_address: string }[] }> {
  const session = (await page.context().cookies(emulator.url)).find((c) => c.name === 'stytch_session');
  assert.ok(session, 'a session cookie');
  const token = (await widget(page).getAttribute('public-token')) ?? '';
  const response = await fetch(`${emulator.url}/sdk/v1/users/me`, {
    headers: {
      authorization: `Basic ${Buffer.from(`${token}:${session.value}`).toString('base64')}`,
      'content-type': 'application/json',
    },
  });
  return ((await response.json()) as { data: never }).data;
}

async function loggedInWith(page: Page): Promise<void> {
  await widget(page).getByRole('heading', { name: 'Success!' }).waitFor();
  await widget(page).getByText('You have successfully connected your wallet.').waitFor();
}

describe('crypto wallets in Chromium against the emulator', () => {
  test('a MetaMask-like EIP-6963 wallet signs in; the same wallet logs into the same user again', async () => {
    const key = ethereumKey();
    const first = await walletContext({ ethereum: key, solana: null });
    await first.page.goto(`${emulator.url}/wallets.html`);
    assert.equal(
      await first.page.locator('#test-wallet').isHidden(),
      true,
      'no demo wallet: one is installed',
    );
    await widget(first.page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await loggedInWith(first.page);
    assert.equal(first.wallets.signed.length, 1, 'one signature');
    const user = await me(first.page);
    assert.deepEqual(
      user.crypto_wallets.map((w) => w.crypto_wallet_address.toLowerCase()),
      [key.address.toLowerCase()],
    );
    const done = first.seen.events.find((e) => e.type === 'authenticate_flow_complete');
    assert.deepEqual(done?.data, { method: 'crypto', userId: user.user_id });
    const cookies = await first.context.cookies(emulator.url);
    assert.ok(
      cookies.some((c) => c.name === 'stytch_session'),
      'the session cookie is set',
    );
    await first.context.close();

    const again = await walletContext({ ethereum: key, solana: null });
    await again.page.goto(`${emulator.url}/wallets.html`);
    await widget(again.page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await loggedInWith(again.page);
    assert.equal((await me(again.page)).user_id, user.user_id, 'the same user');
    await again.context.close();
  });

  test('a Phantom-like Solana wallet signs in with a base58 signature', async () => {
    const key = solanaKey();
    const { context, page, wallets } = await walletContext({ ethereum: null, solana: key });
    await page.goto(`${emulator.url}/wallets.html`);
    await widget(page).getByRole('button', { name: 'Continue with Phantom' }).click();
    await loggedInWith(page);
    assert.equal(wallets.signed.length, 1);
    const user = await me(page);
    assert.deepEqual(
      user.crypto_wallets.map((w) => w.crypto_wallet_address),
      [key.address],
    );
    await context.close();
  });

  test('with a session, a second wallet is added to the same user (secondary start)', async () => {
    const { context, page } = await walletContext();
    await page.goto(`${emulator.url}/wallets.html`);
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await loggedInWith(page);
    const user = await me(page);
    await page.reload();
    await widget(page).getByRole('button', { name: 'Continue with Phantom' }).click();
    await loggedInWith(page);
    const after = await me(page);
    assert.equal(after.user_id, user.user_id);
    assert.equal(after.crypto_wallets.length, 2);
    await context.close();
  });

  test('a declined connection and a declined signature are errors to retry from, logged as SPEC says', async () => {
    const { context, page, wallets, seen } = await walletContext({ solana: null });
    await page.goto(`${emulator.url}/wallets.html`);

    wallets.behaviour = { rejectConnect: true };
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await widget(page).getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    await widget(page).getByText('The request was declined in your wallet.').waitFor();
    assert.ok(seen.console.some((l) => l.startsWith('[Error] Could not connect to wallet')));
    assert.deepEqual(seen.errors.at(-1), {
      type: 'user_rejected',
      message: 'The request was declined in your wallet.',
    });

    wallets.behaviour = { rejectSign: true };
    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await widget(page).getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    assert.ok(seen.console.some((l) => l.startsWith('[Error] Could not sign message')));

    wallets.behaviour = {};
    await widget(page).getByRole('button', { name: 'Try again' }).click();
    await loggedInWith(page);
    await context.close();
  });

  test('a signature by another key is refused by the provider, with its message', async () => {
    const { context, page, wallets, seen } = await walletContext({ solana: null });
    await page.goto(`${emulator.url}/wallets.html`);
    wallets.behaviour = { wrongKey: true };
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await widget(page).getByRole('heading', { name: 'Looks like there was an error!' }).waitFor();
    const error = seen.errors.at(-1);
    assert.ok(
      error && error.type !== 'wallet_error' && error.type !== 'user_rejected',
      JSON.stringify(error),
    );
    await widget(page).getByText(error.message).waitFor();
    const cookies = await context.cookies(emulator.url);
    assert.equal(
      cookies.find((c) => c.name === 'stytch_session'),
      undefined,
      'no session',
    );
    // Back to Main.
    await widget(page).getByRole('button', { name: 'Back' }).click();
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).waitFor();
    await context.close();
  });

  test('a SIWE project: the wallet signs an EIP-4361 message for this origin and chain', async () => {
    const { context, page, wallets } = await walletContext({ solana: null });
    const path = '/siwe-wallet.html';
    await context.route(`${emulator.url}${path}`, (route) =>
      route.fulfill({
        contentType: 'text/html',
        body: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>SIWE</title>
          <script type="module" src="/dist/esm/idp-elements.js"></script></head><body>
          <idp-login public-token="${SIWE_PUBLIC_TOKEN}" api-url="${emulator.url}"
            config='{"products":["crypto"]}'></idp-login></body></html>`,
      }),
    );
    await page.goto(`${emulator.url}${path}`);
    await widget(page).getByRole('button', { name: 'Continue with Metamask' }).click();
    await loggedInWith(page);
    const [message] = wallets.signed;
    const host = new URL(emulator.url).host;
    assert.match(message ?? '', new RegExp(`^${host} wants you to sign in with your Ethereum account:\\n`));
    assert.ok(
      message?.includes(`\n${wallets.ethereum!.address}\n`) ||
        message?.toLowerCase().includes(wallets.ethereum!.address.toLowerCase()),
    );
    assert.match(message ?? '', new RegExp(`\\nURI: ${emulator.url.replace(/[.]/g, '\\.')}\\n`));
    assert.match(message ?? '', /\nChain ID: 1\n/);
    await context.close();
  });

  test('Main shows 5 wallets, the rest behind "Continue with other Crypto Wallet"; the setup screen links four wallets', async () => {
    const { context, page } = await walletContext({
      extraEthereum: [
        { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
        { name: 'Binance Wallet', rdns: 'com.binance.wallet' },
        { name: 'Rabby', rdns: 'io.rabby' },
        { name: 'Zerion', rdns: 'io.zerion.wallet' },
      ],
    });
    await page.goto(`${emulator.url}/wallets.html`);
    const main = widget(page);
    await main.getByRole('button', { name: 'Continue with Metamask' }).waitFor();
    const names = await main.locator('[part~="wallet"]').allInnerTexts();
    assert.deepEqual(
      names.map((n) => n.trim()),
      [
        'Continue with Metamask',
        'Continue with Phantom',
        'Continue with Coinbase',
        'Continue with Binance',
        'Continue with Rabby',
      ],
    );
    await main.getByRole('button', { name: 'Continue with other Crypto Wallet' }).click();
    await main.getByRole('heading', { name: 'Other crypto wallets' }).waitFor();
    await main.getByRole('button', { name: 'Continue with Zerion' }).waitFor();
    await main.getByRole('button', { name: 'Set up a new crypto wallet' }).click();
    await main.getByRole('heading', { name: 'Set up a new crypto wallet' }).waitFor();
    const links = await main
      .locator('a[part="link"]')
      .evaluateAll((as) => as.map((a) => [(a as HTMLAnchorElement).href, (a as HTMLAnchorElement).rel]));
    assert.equal(links.length, 4);
    for (const [href, rel] of links) {
      assert.match(href ?? '', /^https:\/\//);
      assert.match(rel ?? '', /noopener/);
    }
    await main.getByRole('button', { name: 'Back' }).click();
    await main.getByRole('heading', { name: 'Other crypto wallets' }).waitFor();
    await context.close();
  });

  test('without any wallet, the demo page adds its labelled test wallet, which signs in after the user agrees', async () => {
    const context = await browser.newContext();
    const page = await context.newPage();
    page.on('dialog', (dialog) => void dialog.accept());
    await page.goto(`${emulator.url}/wallets.html`);
    await page.locator('#test-wallet').waitFor();
    await widget(page).getByRole('button', { name: 'Continue with Demo Test Wallet' }).click();
    await loggedInWith(page);
    await context.close();
  });
});
