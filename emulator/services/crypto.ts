import { ed25519 } from '@noble/curves/ed25519.js';
import { secp256k1 } from '@noble/curves/secp256k1.js';
import { keccak_256 } from '@noble/hashes/sha3.js';
import bs58 from 'bs58';
import { randomBytes } from 'node:crypto';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import type {
  AuthenticationFactor,
  CryptoWalletChallengeRecord,
  CryptoWalletRecord,
  CryptoWalletType,
  UserRecord,
} from '../store/types';
import { newId } from './ids';
import { iso } from './jwt';

/** How long a challenge may be signed and sent back. */
export const CHALLENGE_SECONDS = 300;

/** Expired challenges are kept this long, so a late answer is told "expired" rather than "unknown". */
const EXPIRED_KEPT_MS = 24 * 60 * 60 * 1000;

export const WALLET_TYPES: readonly CryptoWalletType[] = ['ethereum', 'solana'];

/** A crypto wallet as the user object carries it (`crypto_wallets[]`). */
export function cryptoWalletJson(w: CryptoWalletRecord) {
  return {
    crypto_wallet_id: w.crypto_wallet_id,
    crypto_wallet_address: w.crypto_wallet_address,
    crypto_wallet_type: w.crypto_wallet_type,
    verified: true,
  };
}

/** The wallet type named by the call; `invalid_crypto_wallet_type` otherwise. */
export function walletType(value: string): CryptoWalletType {
  if ((WALLET_TYPES as readonly string[]).includes(value)) return value as CryptoWalletType;
  throw new ApiError(
    'invalid_crypto_wallet_type',
    `crypto_wallet_type ${JSON.stringify(value.slice(0, 40))} is not supported: use "ethereum" (any EVM chain) or ` +
      '"solana".',
  );
}

const bytesToHex = (bytes: Uint8Array) => Buffer.from(bytes).toString('hex');

/** `0x` + the EIP-55 mixed-case checksum form of a lower-case hex address. */
function checksumAddress(lowerHex: string): string {
  const hash = bytesToHex(keccak_256(new TextEncoder().encode(lowerHex)));
  let out = '0x';
  for (let i = 0; i < lowerHex.length; i++) {
    const c = lowerHex.charAt(i);
    out += parseInt(hash.charAt(i), 16) >= 8 ? c.toUpperCase() : c;
  }
  return out;
}

function base58(value: string): Uint8Array | null {
  try {
    return bs58.decode(value);
  } catch {
    return null;
  }
}

/**
 * The address as stored and compared: ethereum lower-cased (`0x` + 40 hex; a mixed-case address must carry a valid
 * EIP-55 checksum), solana the base58 public key as sent (32 bytes). `invalid_crypto_wallet_address` otherwise.
 */
export function normaliseAddress(type: CryptoWalletType, address: string): string {
  const shown = JSON.stringify(address.slice(0, 100));
  if (type === 'ethereum') {
    if (!/^0x[0-9a-fA-F]{40}$/.test(address)) {
      throw new ApiError(
        'invalid_crypto_wallet_address',
        `${shown} is not an Ethereum address: it must be 0x followed by 40 hex digits.`,
      );
    }
    const hex = address.slice(2);
    const mixed = hex !== hex.toLowerCase() && hex !== hex.toUpperCase();
    if (mixed && checksumAddress(hex.toLowerCase()) !== address) {
      throw new ApiError(
        'invalid_crypto_wallet_address',
        `${shown} has an invalid EIP-55 checksum (mixed case that does not match the address).`,
      );
    }
    return address.toLowerCase();
  }
  const bytes = address.length < 32 || address.length > 44 ? null : base58(address);
  if (bytes?.length !== 32) {
    throw new ApiError(
      'invalid_crypto_wallet_address',
      `${shown} is not a Solana address: it must be a base58 public key of 32 bytes.`,
    );
  }
  if (weakSolanaKey(bytes)) {
    throw new ApiError(
      'invalid_crypto_wallet_address',
      `${shown} is not a usable Solana address: it is a small-order or non-canonical ed25519 point, which no ` +
        'private key controls.',
    );
  }
  return address;
}

/**
 * True for a 32-byte key that decodes as an ed25519 point only leniently (a non-canonical encoding: y ≥ p, or x = 0
 * with the sign bit set) or that is of small order (the identity, the all-zero key and the other torsion points):
 * such keys "verify" forged signatures under cofactored / ZIP-215 rules. Off-curve keys (program addresses) are
 * not weak: no signature verifies for them.
 */
export function weakSolanaKey(publicKey: Uint8Array): boolean {
  let lenient;
  try {
    lenient = ed25519.Point.fromBytes(publicKey, true);
  } catch {
    return false;
  }
  if (lenient.isSmallOrder()) return true;
  try {
    ed25519.Point.fromBytes(publicKey, false);
    return false;
  } catch {
    return true;
  }
}

/**
 * Strict ed25519 verification (RFC 8032 with canonical encodings, small-order keys refused), not the ZIP-215 rules
 * that are @noble/curves' default: under those the all-zero key with an all-zero signature verifies any message.
 */
export function solanaSignatureValid(signature: Uint8Array, message: string, publicKey: Uint8Array): boolean {
  if (weakSolanaKey(publicKey)) return false;
  try {
    return ed25519.verify(signature, new TextEncoder().encode(message), publicKey, { zip215: false });
  } catch {
    return false;
  }
}

/** The `siwe_params` of a start call (docs/protocol.md#the-calls), as received (checked by {@link siweFields}). */
export interface SiweParams {
  uri?: unknown;
  chain_id?: unknown;
  issued_at?: unknown;
  statement?: unknown;
  not_before?: unknown;
  message_request_id?: unknown;
  resources?: unknown;
}

function invalidSiwe(detail: string): ApiError {
  return new ApiError('invalid_siwe_params', `siwe_params is invalid: ${detail}`);
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}:\d{2})$/;

function isoDate(value: unknown, key: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !ISO_DATE.test(value) || Number.isNaN(Date.parse(value))) {
    throw invalidSiwe(`${key} must be an ISO 8601 date-time like "2026-01-01T00:00:00Z".`);
  }
  return value;
}

/** A single-line text field (EIP-4361 forbids line breaks in every field). */
function line(value: unknown, key: string, max: number): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > max || /[\r\n]/.test(value)) {
    throw invalidSiwe(`${key} must be a string of at most ${max} characters without line breaks.`);
  }
  return value;
}

interface SiweFields {
  domain: string;
  uri: string;
  chainId: number;
  issuedAt: string | undefined;
  statement: string | undefined;
  notBefore: string | undefined;
  requestId: string | undefined;
  resources: string[];
}

/** Checks `siwe_params`: `uri` an absolute http(s) URL (its host is the message's domain), `chain_id` an integer. */
export function siweFields(params: SiweParams): SiweFields {
  const uri = line(params.uri, 'uri', 2048);
  if (uri === undefined || !URL.canParse(uri) || !/^https?:$/.test(new URL(uri).protocol)) {
    throw invalidSiwe(
      'uri is required and must be an absolute http(s) URL (the page origin, e.g. location.origin).',
    );
  }
  const rawChain = params.chain_id ?? 1;
  const chainId =
    typeof rawChain === 'string' && /^[1-9]\d{0,15}$/.test(rawChain) ? Number(rawChain) : rawChain;
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId < 1) {
    throw invalidSiwe(
      'chain_id must be a positive integer (the EIP-155 chain id, e.g. 1 for Ethereum mainnet).',
    );
  }
  const resources = params.resources ?? [];
  if (
    !Array.isArray(resources) ||
    resources.length > 50 ||
    !resources.every((r) => typeof r === 'string' && r.length <= 2048 && !/[\s]/.test(r) && URL.canParse(r))
  ) {
    throw invalidSiwe('resources must be an array of URIs.');
  }
  return {
    domain: new URL(uri).host,
    uri,
    chainId,
    issuedAt: isoDate(params.issued_at, 'issued_at'),
    statement: line(params.statement, 'statement', 1024),
    notBefore: isoDate(params.not_before, 'not_before'),
    requestId: line(params.message_request_id, 'message_request_id', 200),
    resources: resources as string[],
  };
}

/** The EIP-4361 (Sign-In With Ethereum) message, as its ABNF lays it out. */
export function siweMessage(
  fields: SiweFields,
  address: string,
  nonce: string,
  now: number,
  expiresAt: number,
): string {
  const lines = [
    `${fields.domain} wants you to sign in with your Ethereum account:`,
    checksumAddress(address.slice(2)),
    '',
    ...(fields.statement !== undefined ? [fields.statement] : []),
    '',
    `URI: ${fields.uri}`,
    'Version: 1',
    `Chain ID: ${fields.chainId}`,
    `Nonce: ${nonce}`,
    `Issued At: ${fields.issuedAt ?? iso(now)}`,
    `Expiration Time: ${iso(expiresAt)}`,
    ...(fields.notBefore !== undefined ? [`Not Before: ${fields.notBefore}`] : []),
    ...(fields.requestId !== undefined ? [`Request ID: ${fields.requestId}`] : []),
    ...(fields.resources.length > 0 ? ['Resources:', ...fields.resources.map((r) => `- ${r}`)] : []),
  ];
  return lines.join('\n');
}

/** The plain challenge of a project without SIWE (and of Solana wallets): the project's name and a nonce. */
function plainMessage(project: ProjectConfig, address: string, nonce: string, now: number): string {
  return [
    `Signing in with Project: ${project.project_name}`,
    '',
    `Wallet: ${address}`,
    `Nonce: ${nonce}`,
    `Issued At: ${iso(now)}`,
  ].join('\n');
}

export interface CryptoStart {
  type: string;
  address: string;
  siweParams: SiweParams | undefined;
}

/**
 * `authenticate/start/*`: checks the type and address, refuses a wallet attached to another user (secondary), and
 * stores a fresh challenge bound to the wallet (replacing its earlier ones). Returns the message to sign.
 */
export function startChallenge(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord | null,
  start: CryptoStart,
): string {
  const type = walletType(start.type);
  const address = normaliseAddress(type, start.address);
  const useSiwe =
    type === 'ethereum' && (project.siwe_required_for_crypto_wallets || start.siweParams !== undefined);
  if (useSiwe && start.siweParams === undefined) {
    throw invalidSiwe(
      `project "${project.project_name}" requires Sign-In With Ethereum (siwe_required_for_crypto_wallets), so ` +
        'ethereum starts need siwe_params with at least uri.',
    );
  }
  const siwe = useSiwe && start.siweParams ? siweFields(start.siweParams) : null;
  if (user) assertAttachable(deps, project, user, type, address);
  const now = deps.clock.now();
  const expiresAt = now + CHALLENGE_SECONDS * 1000;
  const nonce = randomBytes(16).toString('hex');
  const message = siwe
    ? siweMessage(siwe, address, nonce, now, expiresAt)
    : plainMessage(project, type === 'ethereum' ? checksumAddress(address.slice(2)) : address, nonce, now);
  deps.store.cryptoWallets.pruneChallenges(now - EXPIRED_KEPT_MS);
  deps.store.cryptoWallets.addChallenge({
    challenge_id: newId.cryptoWalletChallenge(),
    project_id: project.project_id,
    crypto_wallet_type: type,
    crypto_wallet_address: address,
    user_id: user?.user_id ?? null,
    message,
    created_at: now,
    expires_at: expiresAt,
  });
  return message;
}

/** A wallet can be added to `user` unless another user of the project already has it. */
function assertAttachable(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  type: CryptoWalletType,
  address: string,
): void {
  const existing = deps.store.cryptoWallets.find(project.project_id, type, address);
  if (existing && existing.user_id !== user.user_id) {
    throw new ApiError(
      'duplicate_crypto_wallet',
      'This crypto wallet belongs to another user of the project; it cannot be added to the session user.',
    );
  }
}

function malformedSignature(detail: string): ApiError {
  return new ApiError('invalid_crypto_wallet_signature', `The signature is malformed: ${detail}`);
}

/** The signature's bytes: `0x` + 130 hex (r‖s‖v, personal_sign) for ethereum, base58 of 64 bytes for solana. */
function signatureBytes(type: CryptoWalletType, signature: string): Uint8Array {
  if (type === 'ethereum') {
    if (!/^0x[0-9a-fA-F]{130}$/.test(signature)) {
      throw malformedSignature(
        'an Ethereum personal_sign signature is 0x followed by 130 hex digits (r, s, v).',
      );
    }
    return new Uint8Array(Buffer.from(signature.slice(2), 'hex'));
  }
  const bytes = signature.length <= 100 ? base58(signature) : null;
  if (bytes?.length !== 64) throw malformedSignature('a Solana signature is 64 bytes in base58.');
  return bytes;
}

/** The lower-case address that signed `message` with `personal_sign` (EIP-191), or null if none can be recovered. */
function recoverEthereumAddress(message: string, signature: Uint8Array): string | null {
  const v = signature[64] ?? 0;
  const recovery = v >= 27 ? v - 27 : v;
  if (recovery !== 0 && recovery !== 1) return null;
  const body = new TextEncoder().encode(message);
  const prefix = new TextEncoder().encode(`\x19Ethereum Signed Message:\n${body.length}`);
  const digest = keccak_256(new Uint8Array([...prefix, ...body]));
  try {
    const publicKey = secp256k1.Signature.fromBytes(signature.slice(0, 64), 'compact')
      .addRecoveryBit(recovery)
      .recoverPublicKey(digest)
      .toBytes(false);
    return `0x${bytesToHex(keccak_256(publicKey.slice(1)).slice(12))}`;
  } catch {
    return null;
  }
}

function signedBy(type: CryptoWalletType, address: string, message: string, signature: Uint8Array): boolean {
  if (type === 'ethereum') return recoverEthereumAddress(message, signature) === address;
  return solanaSignatureValid(signature, message, bs58.decode(address));
}

export interface CryptoFinish {
  type: string;
  address: string;
  signature: string;
}

/**
 * `authenticate`: checks type, address and signature shape → takes the wallet's challenge (single use, also when
 * the signature then fails) → refuses an expired one → verifies the signature (secp256k1 recovery of the
 * `personal_sign` digest for ethereum, ed25519 for solana).
 */
export function verifyChallenge(
  deps: Deps,
  project: ProjectConfig,
  finish: CryptoFinish,
): { type: CryptoWalletType; address: string; challenge: CryptoWalletChallengeRecord } {
  const type = walletType(finish.type);
  const address = normaliseAddress(type, finish.address);
  const signature = signatureBytes(type, finish.signature);
  const now = deps.clock.now();
  deps.store.cryptoWallets.pruneChallenges(now - EXPIRED_KEPT_MS);
  const challenge = deps.store.cryptoWallets.takeChallenge(project.project_id, type, address);
  if (!challenge) {
    throw new ApiError(
      'crypto_wallet_challenge_not_found',
      'No challenge is waiting for this wallet: it was never started, or was already used. Call ' +
        'crypto_wallets/authenticate/start again.',
    );
  }
  if (challenge.expires_at <= now) {
    throw new ApiError(
      'crypto_wallet_challenge_not_found',
      `The challenge for this wallet expired at ${iso(challenge.expires_at)}. Call crypto_wallets/authenticate/start ` +
        'again.',
    );
  }
  if (!signedBy(type, address, challenge.message, signature)) {
    throw new ApiError(
      'crypto_wallet_signature_mismatch',
      `The signature was not made by ${type} wallet ${finish.address.slice(0, 100)} over its challenge. The ` +
        'challenge is used up: start again.',
    );
  }
  return { type, address, challenge };
}

/**
 * The wallet's user after a verified signature: a secondary start's session user (the wallet is attached to it),
 * else the wallet's owner, else a new user with just this wallet. Runs inside the caller's transaction.
 */
export function walletUser(
  deps: Deps,
  project: ProjectConfig,
  verified: { type: CryptoWalletType; address: string; challenge: CryptoWalletChallengeRecord },
): { user: UserRecord; wallet: CryptoWalletRecord } {
  const { type, address, challenge } = verified;
  const now = deps.clock.now();
  const existing = deps.store.cryptoWallets.find(project.project_id, type, address);
  let userId = existing?.user_id ?? challenge.user_id;
  if (existing && challenge.user_id !== null && existing.user_id !== challenge.user_id) {
    throw new ApiError(
      'duplicate_crypto_wallet',
      'This crypto wallet was attached to another user of the project meanwhile.',
    );
  }
  if (userId === null) {
    const created: UserRecord = {
      user_id: newId.user(),
      project_id: project.project_id,
      status: 'active',
      created_at: now,
      first_name: '',
      middle_name: '',
      last_name: '',
      trusted_metadata: {},
      untrusted_metadata: {},
      locked_until: null,
    };
    deps.store.users.create(created);
    userId = created.user_id;
  }
  const user = deps.store.users.get(project.project_id, userId);
  if (!user) {
    throw new ApiError('user_not_found', `User ${userId} does not exist (the data may have been reset).`);
  }
  const wallet: CryptoWalletRecord = existing ?? {
    crypto_wallet_id: newId.cryptoWallet(),
    project_id: project.project_id,
    user_id: user.user_id,
    crypto_wallet_type: type,
    crypto_wallet_address: address,
    created_at: now,
    last_used_at: null,
  };
  if (!existing) deps.store.cryptoWallets.create(wallet);
  deps.store.cryptoWallets.used(wallet.crypto_wallet_id, now);
  return { user, wallet: { ...wallet, last_used_at: now } };
}

/** The session factor of a crypto-wallet sign-in. */
export function cryptoWalletFactor(deps: Deps, wallet: CryptoWalletRecord): AuthenticationFactor {
  const now = iso(deps.clock.now());
  return {
    type: 'crypto',
    delivery_method: 'crypto_wallet',
    created_at: now,
    updated_at: now,
    last_authenticated_at: now,
    crypto_wallet_factor: {
      crypto_wallet_id: wallet.crypto_wallet_id,
      crypto_wallet_address: wallet.crypto_wallet_address,
      crypto_wallet_type: wallet.crypto_wallet_type,
    },
  };
}
