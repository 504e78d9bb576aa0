/**
 * Crypto wallets in the page: which are there, connecting to one, and signing a challenge with it.
 * Ethereum-family wallets are found through EIP-6963 announcements first, then the injected `window.ethereum`
 * flags; Solana wallets through `window.phantom.solana` and `window.solana`. In the crypto chunk only.
 */
import bs58 from 'bs58';

export type WalletType = 'ethereum' | 'solana';
export type WalletId =
  'metamask' | 'phantom' | 'coinbase' | 'binance' | 'vessel' | 'otherEthereum' | 'otherSolana';

/** An EIP-1193 provider (window.ethereum, or one announced through EIP-6963). */
export interface Eip1193Provider {
  request(args: { method: string; params?: unknown[] }): Promise<unknown>;
}

/** The Solana wallet-standard-like provider Phantom and others inject. */
export interface SolanaProvider {
  connect(): Promise<{ publicKey: { toString(): string } }>;
  signMessage(message: Uint8Array, display?: 'utf8'): Promise<{ signature: Uint8Array } | Uint8Array>;
}

export interface Wallet {
  id: WalletId;
  /** What the button says after "Continue with". */
  name: string;
  type: WalletType;
  /** The wallet's own icon (an EIP-6963 data: URI), if it announced one. */
  icon?: string;
  /** EIP-6963 reverse-DNS id, to tell announced wallets apart. */
  rdns?: string;
  provider: Eip1193Provider | SolanaProvider;
}

/** The named wallets (docs/crypto-wallets.md), by EIP-6963 rdns. */
const KNOWN_RDNS: Record<string, { id: WalletId; name: string }> = {
  'io.metamask': { id: 'metamask', name: 'Metamask' },
  'io.metamask.flask': { id: 'metamask', name: 'Metamask' },
  'com.coinbase.wallet': { id: 'coinbase', name: 'Coinbase' },
  'com.binance.wallet': { id: 'binance', name: 'Binance' },
  'com.binance': { id: 'binance', name: 'Binance' },
  'com.vessel': { id: 'vessel', name: 'Vessel' },
  'com.vesselwallet': { id: 'vessel', name: 'Vessel' },
};

/** Display order of the named wallets; other wallets follow in announcement order. */
const ORDER: WalletId[] = [
  'metamask',
  'phantom',
  'coinbase',
  'binance',
  'vessel',
  'otherEthereum',
  'otherSolana',
];

interface Announcement {
  info?: { uuid?: unknown; name?: unknown; icon?: unknown; rdns?: unknown };
  provider?: unknown;
}

const isProvider = (value: unknown): value is Eip1193Provider =>
  typeof value === 'object' && value !== null && typeof (value as Eip1193Provider).request === 'function';
const isSolana = (value: unknown): value is SolanaProvider =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as SolanaProvider).connect === 'function' &&
  typeof (value as SolanaProvider).signMessage === 'function';
const text = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/** Only images as data: URIs (what EIP-6963 requires): a wallet's icon never makes the page fetch anything. */
const safeIcon = (value: unknown) => {
  const icon = text(value);
  return /^data:image\/(svg\+xml|png|jpeg|webp|gif)[;,]/i.test(icon) ? icon : undefined;
};

/**
 * The wallets in this page, the named ones first. EIP-6963 wallets answer the request event synchronously;
 * `settleMs` leaves late announcers a moment.
 */
export async function detectWallets(win: Window = window, settleMs = 50): Promise<Wallet[]> {
  const announced: Wallet[] = [];
  const seen = new Set<unknown>();
  const onAnnounce = (event: Event) => {
    const detail = (event as CustomEvent<Announcement>).detail;
    const provider = detail?.provider;
    if (!isProvider(provider) || seen.has(provider)) return;
    seen.add(provider);
    const rdns = text(detail.info?.rdns);
    // Phantom's EVM side: Phantom is a Solana wallet here (wallet types).
    if (rdns === 'app.phantom') return;
    const known = Object.hasOwn(KNOWN_RDNS, rdns) ? KNOWN_RDNS[rdns] : undefined;
    const name = known?.name ?? (text(detail.info?.name).slice(0, 40) || 'Other Ethereum Wallet');
    const icon = safeIcon(detail.info?.icon);
    announced.push({
      id: known?.id ?? 'otherEthereum',
      name,
      type: 'ethereum',
      provider,
      ...(rdns ? { rdns } : {}),
      ...(icon ? { icon } : {}),
    });
  };
  win.addEventListener('eip6963:announceProvider', onAnnounce);
  win.dispatchEvent(new Event('eip6963:requestProvider'));
  await new Promise((resolve) => setTimeout(resolve, settleMs));
  win.removeEventListener('eip6963:announceProvider', onAnnounce);

  const wallets = [...announced];
  const has = (id: WalletId) => wallets.some((w) => w.id === id);
  const injected = (win as unknown as { ethereum?: unknown }).ethereum;
  if (isProvider(injected) && !seen.has(injected)) {
    const flags = injected as unknown as Record<string, unknown>;
    const id: WalletId = flags.isMetaMask
      ? 'metamask'
      : flags.isCoinbaseWallet
        ? 'coinbase'
        : flags.isBinance
          ? 'binance'
          : flags.isVessel
            ? 'vessel'
            : 'otherEthereum';
    // Phantom injects an EVM provider too; its Solana side is the one offered.
    if (!flags.isPhantom && !has(id)) {
      const names: Partial<Record<WalletId, string>> = {
        metamask: 'Metamask',
        coinbase: 'Coinbase',
        binance: 'Binance',
        vessel: 'Vessel',
      };
      wallets.push({ id, name: names[id] ?? 'Other Ethereum Wallet', type: 'ethereum', provider: injected });
    }
  }
  const phantom = (win as unknown as { phantom?: { solana?: unknown } }).phantom?.solana;
  if (isSolana(phantom)) wallets.push({ id: 'phantom', name: 'Phantom', type: 'solana', provider: phantom });
  const solana = (win as unknown as { solana?: unknown }).solana;
  if (isSolana(solana) && solana !== phantom) {
    const isPhantom = (solana as unknown as { isPhantom?: unknown }).isPhantom === true;
    if (!isPhantom || !has('phantom'))
      wallets.push({
        id: isPhantom ? 'phantom' : 'otherSolana',
        name: isPhantom ? 'Phantom' : 'Other Solana Wallet',
        type: 'solana',
        provider: solana,
      });
  }
  const rank = (w: Wallet) => ORDER.indexOf(w.id);
  return wallets
    .map((wallet, index) => ({ wallet, index }))
    .sort((a, b) => rank(a.wallet) - rank(b.wallet) || a.index - b.index)
    .map(({ wallet }) => wallet);
}

/** EIP-1193's "User rejected the request." (also what Solana wallets use). */
export const USER_REJECTED = 4001;

/** The error a wallet threw, as a code (EIP-1193) and a message, whatever its shape. */
export function walletError(error: unknown): { code: number | null; message: string } {
  const e = error as { code?: unknown; message?: unknown } | null;
  const code = typeof e?.code === 'number' ? e.code : null;
  const message = typeof e?.message === 'string' && e.message ? e.message : String(error);
  return { code, message };
}

export interface Connection {
  address: string;
  /** The EVM chain the wallet is on (for SIWE), when it says. */
  chainId: number | null;
}

/** Asks the wallet for its account (the wallet shows its own prompt). */
export async function connectWallet(wallet: Wallet): Promise<Connection> {
  if (wallet.type === 'solana') {
    const { publicKey } = await (wallet.provider as SolanaProvider).connect();
    const address = publicKey?.toString() ?? '';
    if (!address) throw new Error('the wallet returned no account');
    return { address, chainId: null };
  }
  const provider = wallet.provider as Eip1193Provider;
  const accounts = await provider.request({ method: 'eth_requestAccounts' });
  const address = Array.isArray(accounts) && typeof accounts[0] === 'string' ? accounts[0] : '';
  if (!address) throw new Error('the wallet returned no account');
  return { address, chainId: await chainOf(provider) };
}

/** The EVM chain id the wallet is on, or null when it does not say. */
async function chainOf(provider: Eip1193Provider): Promise<number | null> {
  try {
    const chain = await provider.request({ method: 'eth_chainId' });
    const parsed = typeof chain === 'string' ? Number.parseInt(chain, 16) : Number(chain);
    return Number.isSafeInteger(parsed) && parsed > 0 ? parsed : null;
  } catch {
    return null;
  }
}

const hexOf = (message: string) =>
  '0x' + [...new TextEncoder().encode(message)].map((b) => b.toString(16).padStart(2, '0')).join('');

/**
 * Signs the provider's challenge: `personal_sign` with the message and the address for the Ethereum
 * family, `signMessage` for Solana with the signature in base58.
 */
export async function signChallenge(wallet: Wallet, address: string, challenge: string): Promise<string> {
  if (wallet.type === 'solana') {
    const signed = await (wallet.provider as SolanaProvider).signMessage(
      new TextEncoder().encode(challenge),
      'utf8',
    );
    const bytes = signed instanceof Uint8Array ? signed : signed?.signature;
    if (!(bytes instanceof Uint8Array) || bytes.length === 0)
      throw new Error('the wallet returned no signature');
    return bs58.encode(bytes);
  }
  const signature = await (wallet.provider as Eip1193Provider).request({
    method: 'personal_sign',
    params: [hexOf(challenge), address],
  });
  if (typeof signature !== 'string' || !/^0x[0-9a-f]+$/i.test(signature))
    throw new Error('the wallet returned no signature');
  return signature;
}
