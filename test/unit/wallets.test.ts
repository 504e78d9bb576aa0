import { test } from 'node:test';
import assert from 'node:assert/strict';
import bs58 from 'bs58';
import { walletSlots } from '../../src/screens/Crypto/slots';
import { parseConfig, type Product } from '../../src/config/config';
import {
  connectWallet,
  detectWallets,
  signChallenge,
  walletError,
  type Wallet,
} from '../../src/platform/wallets';

type FakeWindow = EventTarget & Record<string, unknown>;

/** A window with EIP-6963 wallets that answer the request event, and injected globals. */
function fakeWindow(
  announced: { name: string; rdns: string; icon?: string }[],
  globals: Record<string, unknown> = {},
): FakeWindow {
  const win = Object.assign(new EventTarget(), globals) as FakeWindow;
  win.addEventListener('eip6963:requestProvider', () => {
    for (const info of announced)
      win.dispatchEvent(
        new CustomEvent('eip6963:announceProvider', {
          detail: { info: { uuid: info.rdns, icon: '', ...info }, provider: { request: async () => null } },
        }),
      );
  });
  return win;
}

const solanaProvider = (extra: Record<string, unknown> = {}) => ({
  connect: async () => ({ publicKey: { toString: () => 'So1anaAddress' } }),
  signMessage: async () => ({ signature: new Uint8Array([1, 2, 3]) }),
  ...extra,
});

const summary = (wallets: Wallet[]) => wallets.map((w) => `${w.id}:${w.name}:${w.type}`);

test('EIP-6963 wallets by rdns, SPEC order first, unknown ones by their announced name', async () => {
  const win = fakeWindow([
    { name: 'Rabby', rdns: 'io.rabby' },
    { name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
    { name: 'MetaMask', rdns: 'io.metamask' },
    { name: 'Phantom', rdns: 'app.phantom' },
  ]);
  assert.deepEqual(summary(await detectWallets(win as unknown as Window, 0)), [
    'metamask:Metamask:ethereum',
    'coinbase:Coinbase:ethereum',
    'otherEthereum:Rabby:ethereum',
  ]);
});

test('injected providers by their flags; Phantom is its Solana side; a plain window.solana is another Solana wallet', async () => {
  const phantom = solanaProvider({ isPhantom: true });
  const win = fakeWindow([], {
    ethereum: { request: async () => null, isCoinbaseWallet: true },
    phantom: { solana: phantom },
    solana: solanaProvider(),
  });
  assert.deepEqual(summary(await detectWallets(win as unknown as Window, 0)), [
    'phantom:Phantom:solana',
    'coinbase:Coinbase:ethereum',
    'otherSolana:Other Solana Wallet:solana',
  ]);
  const generic = fakeWindow([], { ethereum: { request: async () => null } });
  assert.deepEqual(summary(await detectWallets(generic as unknown as Window, 0)), [
    'otherEthereum:Other Ethereum Wallet:ethereum',
  ]);
  assert.deepEqual(await detectWallets(fakeWindow([]) as unknown as Window, 0), []);
});

test("an announced MetaMask is not listed twice with the injected one; a wallet's icon is kept only as a data: image", async () => {
  const win = fakeWindow(
    [
      { name: 'MetaMask', rdns: 'io.metamask' },
      { name: 'Odd', rdns: 'io.odd', icon: 'https://tracker.example/icon.png' },
      { name: 'Nice', rdns: 'io.nice', icon: 'data:image/svg+xml,<svg/>' },
    ],
    { ethereum: { request: async () => null, isMetaMask: true } },
  );
  const wallets = await detectWallets(win as unknown as Window, 0);
  assert.deepEqual(summary(wallets), [
    'metamask:Metamask:ethereum',
    'otherEthereum:Odd:ethereum',
    'otherEthereum:Nice:ethereum',
  ]);
  assert.equal(wallets[1]?.icon, undefined);
  assert.equal(wallets[2]?.icon, 'data:image/svg+xml,<svg/>');
});

test('connect and sign: eth_requestAccounts + eth_chainId, personal_sign with hex data; Solana base58', async () => {
  const calls: unknown[] = [];
  const ethereum: Wallet = {
    id: 'metamask',
    name: 'Metamask',
    type: 'ethereum',
    provider: {
      async request(args) {
        calls.push(args);
        if (args.method === 'eth_requestAccounts') return ['0xAbC0000000000000000000000000000000000001'];
        if (args.method === 'eth_chainId') return '0x89';
        return `0x${'ab'.repeat(65)}`;
      },
    },
  };
  assert.deepEqual(await connectWallet(ethereum), {
    address: '0xAbC0000000000000000000000000000000000001',
    chainId: 137,
  });
  await signChallenge(ethereum, '0xabc', 'Hi');
  assert.deepEqual(calls.at(-1), { method: 'personal_sign', params: ['0x4869', '0xabc'] });

  const solana: Wallet = { id: 'phantom', name: 'Phantom', type: 'solana', provider: solanaProvider() };
  assert.deepEqual(await connectWallet(solana), { address: 'So1anaAddress', chainId: null });
  assert.equal(await signChallenge(solana, 'So1anaAddress', 'Hi'), bs58.encode(new Uint8Array([1, 2, 3])));
});

test('a wallet that returns nothing usable is an error; EIP-1193 codes are read from any error shape', async () => {
  const empty: Wallet = {
    id: 'otherEthereum',
    name: 'X',
    type: 'ethereum',
    provider: { request: async () => [] },
  };
  await assert.rejects(connectWallet(empty), /no account/);
  await assert.rejects(signChallenge(empty, '0x1', 'Hi'), /no signature/);
  assert.deepEqual(walletError({ code: 4001, message: 'User rejected the request.' }), {
    code: 4001,
    message: 'User rejected the request.',
  });
  assert.deepEqual(walletError('boom'), { code: null, message: 'boom' });
});

test('Main has 6 − OAuth providers − 1 wallet slots (SPEC §9), never fewer than none', () => {
  const oauth = (providers: { type: 'google' | 'github' }[]) => ({
    products: ['oauth', 'crypto'] as Product[],
    oauthOptions: { providers },
  });
  assert.equal(walletSlots({ products: ['crypto'], oauthOptions: {} }), 5);
  assert.equal(walletSlots(oauth([{ type: 'google' }, { type: 'github' }])), 3);
  assert.equal(walletSlots(oauth(new Array(9).fill({ type: 'google' }))), 0);
  // Without the oauth product no social button is on Main: its providers take no slot.
  assert.equal(walletSlots({ ...oauth([{ type: 'google' }]), products: ['crypto'] }), 5);
  // A configuration as the element parses it (SPEC §3 oauthOptions).
  assert.equal(
    walletSlots(
      parseConfig({ products: ['crypto', 'oauth'], oauthOptions: { providers: [{ type: 'apple' }] } }).config,
    ),
    4,
  );
});

test('an announced rdns named like a prototype member is an unknown wallet, by its announced name', async () => {
  const win = fakeWindow([
    { name: 'Odd', rdns: 'constructor' },
    { name: 'Odder', rdns: '__proto__' },
  ]);
  assert.deepEqual(summary(await detectWallets(win as unknown as Window, 0)), [
    'otherEthereum:Odd:ethereum',
    'otherEthereum:Odder:ethereum',
  ]);
});

test("the selected wallet option starts as Metamask (SPEC cryptoState.walletOption), the page's Metamask", async () => {
  const g = globalThis as { window?: unknown };
  g.window = fakeWindow([], { ethereum: { request: async () => null, isMetaMask: true } });
  try {
    const { cryptoStore, walletsReady } = await import('../../src/screens/Crypto/cryptoFlow');
    await walletsReady;
    const state = cryptoStore({}).getState();
    assert.equal(state.walletOption, 'metamask');
    assert.equal(state.wallet?.id, 'metamask');
    assert.equal(state.wallet?.name, 'Metamask');
  } finally {
    delete g.window;
  }
});
