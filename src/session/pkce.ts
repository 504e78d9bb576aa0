import type { Platform } from '../platform/types';
import { STORAGE_SUB_KEYS, type NamespacedStorage } from './storage';

/** Flows that keep their own proof-key pair. */
export type PkceNamespace = 'magic_links' | 'passwords' | 'oauth';

/** A stored proof-key pair. */
export interface PkcePair {
  code_challenge: string;
  code_verifier: string;
}

/** 16 random 32-bit values as 8-digit hex each: always 128 lower-case hex characters. */
export function createVerifier(crypto: Crypto): string {
  const values = crypto.getRandomValues(new Uint32Array(16));
  return Array.from(values, (v) => v.toString(16).padStart(8, '0')).join('');
}

/** base64url without padding. */
export function base64Url(bytes: Uint8Array): string {
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)), no padding. */
export async function challengeFor(crypto: Crypto, verifier: string): Promise<string> {
  if (!crypto.subtle) {
    throw new Error('PKCE needs crypto.subtle, which the browser only offers on https pages or localhost.');
  }
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier));
  return base64Url(new Uint8Array(digest));
}

function isPair(value: unknown): value is PkcePair {
  if (typeof value !== 'object' || value === null) return false;
  const { code_challenge, code_verifier } = value as Record<string, unknown>;
  return (
    typeof code_challenge === 'string' &&
    !!code_challenge &&
    typeof code_verifier === 'string' &&
    !!code_verifier
  );
}

/**
 * Proof-key pairs per flow namespace, stored as JSON `{code_challenge, code_verifier}` under
 * `stytch_sdk_state_{pt}::PKCE_VERIFIER:{namespace}`.
 */
export class PkceStore {
  constructor(
    private readonly storage: NamespacedStorage,
    private readonly platform: Pick<Platform, 'crypto' | 'console'>,
  ) {}

  /** The stored pair, or `null`. A malformed stored value is logged (naming the namespace) and ignored. */
  get(namespace: PkceNamespace): PkcePair | null {
    const key = STORAGE_SUB_KEYS.pkceVerifier(namespace);
    const raw = this.storage.get(key);
    if (raw === null) return null;
    let value: unknown;
    try {
      value = JSON.parse(raw);
    } catch {
      value = undefined;
    }
    if (isPair(value)) return { code_challenge: value.code_challenge, code_verifier: value.code_verifier };
    this.platform.console.warn(
      `idp-elements: the stored PKCE pair for "${namespace}" is malformed; a new one will be generated.`,
    );
    return null;
  }

  /** The stored pair when there is a valid one (magic links and password resets reuse it), else a new one. */
  async getOrCreate(namespace: PkceNamespace): Promise<PkcePair> {
    return this.get(namespace) ?? this.createNew(namespace);
  }

  /** Generates, stores and returns a new pair (OAuth makes one per start). */
  async createNew(namespace: PkceNamespace): Promise<PkcePair> {
    const code_verifier = createVerifier(this.platform.crypto);
    const code_challenge = await challengeFor(this.platform.crypto, code_verifier);
    const pair: PkcePair = { code_challenge, code_verifier };
    this.storage.setJson(STORAGE_SUB_KEYS.pkceVerifier(namespace), pair);
    return pair;
  }

  /** Removes the namespace's pair (after a successful authenticate). */
  clear(namespace: PkceNamespace): void {
    this.storage.remove(STORAGE_SUB_KEYS.pkceVerifier(namespace));
  }
}
