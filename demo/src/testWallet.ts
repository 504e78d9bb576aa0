// The demo's test wallet: when the browser has no crypto wallet, the wallets page adds one — an EIP-6963 wallet
// named "Demo Test Wallet" holding a throwaway key kept in this browser's localStorage (so it logs in as the same
// user again). It asks before connecting and before signing, as a real wallet does. Never use it for real funds.
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';

const KEY = 'idp-demo-test-wallet-key';
const hex = (bytes: Uint8Array) => [...bytes].map((b) => b.toString(16).padStart(2, '0')).join('');
const fromHex = (text: string) =>
  Uint8Array.from((text.replace(/^0x/, '').match(/../g) ?? []).map((b) => Number.parseInt(b, 16)));

function secretKey(): Uint8Array {
  const stored = localStorage.getItem(KEY);
  if (stored && /^[0-9a-f]{64}$/.test(stored)) return fromHex(stored);
  const key = secp256k1.utils.randomSecretKey();
  localStorage.setItem(KEY, hex(key));
  return key;
}

const rejected = () => Object.assign(new Error('User rejected the request.'), { code: 4001 });

/** Adds the test wallet when no wallet is in the page; returns its address, or null when a real one is there. */
export async function installTestWalletIfNone(): Promise<string | null> {
  let announced = false;
  const seen = () => (announced = true);
  window.addEventListener('eip6963:announceProvider', seen);
  window.dispatchEvent(new Event('eip6963:requestProvider'));
  await new Promise((resolve) => setTimeout(resolve, 100));
  window.removeEventListener('eip6963:announceProvider', seen);
  const w = window as unknown as { ethereum?: unknown; solana?: unknown; phantom?: unknown };
  if (announced || w.ethereum || w.solana || w.phantom) return null;

  const key = secretKey();
  const address = `0x${hex(keccak_256(secp256k1.getPublicKey(key, false).slice(1)).slice(-20))}`;
  let connected = false;
  const provider = {
    async request({ method, params }: { method: string; params?: unknown[] }): Promise<unknown> {
      switch (method) {
        case 'eth_requestAccounts':
          if (!connected && !window.confirm(`Demo Test Wallet\n\nConnect account ${address} to this site?`))
            throw rejected();
          connected = true;
          return [address];
        case 'eth_accounts':
          return connected ? [address] : [];
        case 'eth_chainId':
          return '0x1';
        case 'personal_sign': {
          const message = fromHex(String(params?.[0] ?? ''));
          const text = new TextDecoder().decode(message);
          if (!window.confirm(`Demo Test Wallet\n\nSign this message?\n\n${text}`)) throw rejected();
          const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${message.length}`);
          const hash = keccak_256(new Uint8Array([...prefix, ...message]));
          const signature = secp256k1.sign(hash, key, { prehash: false, format: 'recovered' });
          return `0x${hex(signature.slice(1))}${(27 + (signature[0] ?? 0)).toString(16)}`;
        }
        default:
          throw Object.assign(new Error(`The demo wallet does not support ${method}.`), { code: 4200 });
      }
    },
  };
  const icon =
    'data:image/svg+xml,' +
    encodeURIComponent(
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 24 24"><rect width="24" height="24" rx="6" fill="#0b6e4f"/><path d="M6 9h12v8H6zM8 7h8v2H8z" fill="#fff"/></svg>',
    );
  const detail = Object.freeze({
    info: {
      uuid: 'idp-demo-test-wallet',
      name: 'Demo Test Wallet',
      icon,
      rdns: 'dev.idp-elements.test-wallet',
    },
    provider,
  });
  const announce = () => window.dispatchEvent(new CustomEvent('eip6963:announceProvider', { detail }));
  window.addEventListener('eip6963:requestProvider', announce);
  announce();
  return address;
}
