import type { KeyValueStorage } from '../platform/types';

/** The storage key of the session state of one public token. */
export function stateKey(publicToken: string): string {
  return `stytch_sdk_state_${publicToken}`;
}

/** Sub-keys stored next to the state. */
export const STORAGE_SUB_KEYS = {
  bootstrap: 'bootstrap',
  seenDomains: 'seen_domains',
  pkceVerifier: (namespace: string) => `PKCE_VERIFIER:${namespace}`,
} as const;

/**
 * `localStorage` namespaced per public token: the state lives under `stytch_sdk_state_{public_token}` and every
 * other value under `stytch_sdk_state_{public_token}::{key}`. Storage errors are swallowed (the value is simply
 * not persisted), since a full or blocked storage must not break sign-in.
 */
export class NamespacedStorage {
  /** `stytch_sdk_state_{public_token}`. */
  readonly prefix: string;

  constructor(
    private readonly storage: KeyValueStorage,
    publicToken: string,
  ) {
    this.prefix = stateKey(publicToken);
  }

  /** The full key of a sub-key, or the state key itself when `subKey` is omitted. */
  key(subKey?: string): string {
    return subKey === undefined ? this.prefix : `${this.prefix}::${subKey}`;
  }

  get(subKey?: string): string | null {
    try {
      return this.storage.getItem(this.key(subKey));
    } catch {
      return null;
    }
  }

  set(subKey: string | undefined, value: string): void {
    try {
      this.storage.setItem(this.key(subKey), value);
    } catch {
      // not persisted
    }
  }

  remove(subKey?: string): void {
    try {
      this.storage.removeItem(this.key(subKey));
    } catch {
      // nothing to do
    }
  }

  /** The parsed JSON under `subKey`; `undefined` when absent, `null` as stored, and throws on malformed JSON. */
  getJson(subKey?: string): unknown {
    const raw = this.get(subKey);
    return raw === null ? undefined : (JSON.parse(raw) as unknown);
  }

  setJson(subKey: string | undefined, value: unknown): void {
    this.set(subKey, JSON.stringify(value));
  }
}
