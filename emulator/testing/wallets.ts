/**
 * Test wallets with real keys for end-to-end tests: an EIP-6963 Ethereum wallet and a Phantom-like Solana wallet
 * injected into every page of a Playwright context; the page's wallet asks Node (a binding) to sign, with keys the
 * test holds, and `behaviour` makes it decline a connection or a signature, or sign with another key.
 *
 * ```ts
 * const wallets = await injectWallets(context); // MetaMask-like + Phantom-like
 * await page.goto('http://localhost:3000/login');
 * await page.locator('idp-login').getByRole('button', { name: 'Continue with Metamask' }).click();
 * ```
 */
import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import type { BrowserContext } from 'playwright-core';

const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) =>
  Uint8Array.from((text.replace(/^0x/, '').match(/../g) ?? []).map((b) => Number.parseInt(b, 16)));

export interface EthereumKey {
  address: string;
  /** EIP-191 personal_sign of the message bytes: 0x r‖s‖v. */
  personalSign(message: Uint8Array): string;
}

export function ethereumKey(): EthereumKey {
  const secretKey = secp256k1.utils.randomSecretKey();
  const publicKey = secp256k1.getPublicKey(secretKey, false);
  const address = `0x${hex(keccak_256(publicKey.slice(1)).slice(-20))}`;
  return {
    address,
    personalSign(message) {
      const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${message.length}`);
      const hash = keccak_256(new Uint8Array([...prefix, ...message]));
      const recovered = secp256k1.sign(hash, secretKey, { prehash: false, format: 'recovered' });
      // noble puts the recovery id first; Ethereum wants r‖s‖v with v = 27 + id.
      return `0x${hex(recovered.slice(1))}${(27 + (recovered[0] ?? 0)).toString(16)}`;
    },
  };
}

export interface SolanaKey {
  address: string;
  sign(message: Uint8Array): Uint8Array;
}

export function solanaKey(): SolanaKey {
  const secretKey = ed25519.utils.randomSecretKey();
  return {
    address: bs58.encode(ed25519.getPublicKey(secretKey)),
    sign: (message) => ed25519.sign(message, secretKey),
  };
}

/** How the injected wallets behave; change it between steps with `setWalletBehaviour`. */
export interface WalletBehaviour {
  /** The user declines the connection (EIP-1193 4001). */
  rejectConnect?: boolean;
  /** The user declines the signature (4001). */
  rejectSign?: boolean;
  /** Sign with another key than the account's. */
  wrongKey?: boolean;
}

export interface InjectedWallets {
  ethereum: EthereumKey | null;
  solana: SolanaKey | null;
  /** Every message the wallets were asked to sign, as text. */
  signed: string[];
  behaviour: WalletBehaviour;
}

/**
 * Injects wallets into every page of the context: an EIP-6963 wallet announced as `ethereum.rdns` (MetaMask by
 * default) and `window.phantom.solana`. `extraEthereum` names more EIP-6963 wallets (same key) for slot tests.
 */
export async function injectWallets(
  context: BrowserContext,
  options: {
    ethereum?: EthereumKey | null;
    solana?: SolanaKey | null;
    ethereumName?: string;
    ethereumRdns?: string;
    extraEthereum?: { name: string; rdns: string }[];
  } = {},
): Promise<InjectedWallets> {
  const wallets: InjectedWallets = {
    ethereum: options.ethereum === undefined ? ethereumKey() : options.ethereum,
    solana: options.solana === undefined ? solanaKey() : options.solana,
    signed: [],
    behaviour: {},
  };
  const other = ethereumKey();
  await context.exposeBinding('__testWallet', (_source, call: string, payload: string) => {
    const { behaviour } = wallets;
    if (call === 'behaviour') return behaviour;
    const message = fromHex(payload);
    wallets.signed.push(new TextDecoder().decode(message));
    if (call === 'eth') return (behaviour.wrongKey ? other : wallets.ethereum!).personalSign(message);
    const key = behaviour.wrongKey ? solanaKey() : wallets.solana!;
    return [...key.sign(message)];
  });
  // As text: the test's TypeScript transform names functions with a helper the page does not have.
  const script = (({
    eth,
    sol,
    name,
    rdns,
    extra,
  }: {
    eth: string | null;
    sol: string | null;
    name: string;
    rdns: string;
    extra: { name: string; rdns: string }[];
  }) => {
    type Call = (call: string, payload?: string) => Promise<unknown>;
    const call = (window as unknown as { __testWallet: Call }).__testWallet;
    const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });
    const toHex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
    const behaviour = () => call('behaviour') as Promise<{ rejectConnect?: boolean; rejectSign?: boolean }>;
    const icon =
      'data:image/svg+xml,' +
      encodeURIComponent(
        '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8"><rect width="8" height="8" fill="#f80"/></svg>',
      );
    if (eth) {
      const provider = {
        async request({ method, params }: { method: string; params?: unknown[] }) {
          if (method === 'eth_requestAccounts') {
            if ((await behaviour()).rejectConnect) throw rejected();
            return [eth];
          }
          if (method === 'eth_accounts') return [eth];
          if (method === 'eth_chainId') return '0x1';
          if (method === 'personal_sign') {
            if ((await behaviour()).rejectSign) throw rejected();
            return call('eth', String(params?.[0] ?? '').replace(/^0x/, ''));
          }
          throw Object.assign(new Error(`unsupported ${method}`), { code: 4200 });
        },
      };
      const announce = () => {
        for (const [i, wallet] of [{ name, rdns }, ...extra].entries()) {
          window.dispatchEvent(
            new CustomEvent('eip6963:announceProvider', {
              detail: Object.freeze({
                info: { uuid: `test-wallet-${i}`, name: wallet.name, icon, rdns: wallet.rdns },
                // A distinct object per announced wallet, all holding the one key.
                provider: i === 0 ? provider : { request: provider.request },
              }),
            }),
          );
        }
      };
      window.addEventListener('eip6963:requestProvider', announce);
    }
    if (sol) {
      (window as unknown as { phantom: unknown }).phantom = {
        solana: {
          isPhantom: true,
          async connect() {
            if ((await behaviour()).rejectConnect) throw rejected();
            return { publicKey: { toString: () => sol } };
          },
          async signMessage(message: Uint8Array) {
            if ((await behaviour()).rejectSign) throw rejected();
            return { signature: Uint8Array.from((await call('sol', toHex(message))) as number[]) };
          },
        },
      };
    }
  }).toString();
  const settings = {
    eth: wallets.ethereum?.address ?? null,
    sol: wallets.solana?.address ?? null,
    name: options.ethereumName ?? 'MetaMask',
    rdns: options.ethereumRdns ?? 'io.metamask',
    extra: options.extraEthereum ?? [],
  };
  await context.addInitScript({
    content: `var __name = (f) => f; (${script})(${JSON.stringify(settings)});`,
  });
  return wallets;
}
