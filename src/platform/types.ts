/**
 * Browser side effects behind small adapters (item 6). Everything in the headless client that touches
 * `window`, `document`, `localStorage`, timers or the network goes through a {@link Platform}, so unit tests can
 * swap in fakes (see `test/helpers/fakePlatform.ts`) and the browser build uses {@link browserPlatform}.
 */

/** Attributes of a cookie write or delete (the subset the client uses, js-cookie style). */
export interface CookieAttributes {
  expires?: Date;
  path?: string;
  domain?: string;
  sameSite?: 'Lax' | 'Strict' | 'None';
  secure?: boolean;
}

/** The page's cookies (JavaScript-visible ones only). */
export interface CookieJar {
  /** The value of the cookie `name`, or `undefined` when the page cannot see one. */
  get(name: string): string | undefined;
  set(name: string, value: string, attrs: CookieAttributes): void;
  /** Deletes the cookie `name` set with the given `path` / `domain`. */
  remove(name: string, attrs: CookieAttributes): void;
}

/** `localStorage`-shaped key/value storage. */
export interface KeyValueStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Wall clock and timers. */
export interface Clock {
  /** Milliseconds since the epoch. */
  now(): number;
  setTimeout(fn: () => void, ms: number): unknown;
  clearTimeout(id: unknown): void;
  setInterval(fn: () => void, ms: number): unknown;
  clearInterval(id: unknown): void;
}

/** The parts of `window.location` the client reads. */
export interface PageLocation {
  hostname: string;
  host: string;
  origin: string;
  href: string;
  search: string;
}

/**
 * Top-level navigation. Only `http:` and `https:` URLs are followed; anything else (`javascript:`, `data:`, …)
 * is refused with a `console.error` and ignored.
 */
export interface Navigator {
  assign(url: string): void;
  open(url: string, target: string): void;
  /** Optional: replaces the address in the bar and in history without loading (a same-origin path and query). */
  replace?(path: string): void;
}

/** A loaded captcha provider (reCAPTCHA Enterprise or the emulator's stand-in). */
export interface CaptchaClient {
  /** A fresh single-use token for `action` (the SDK always uses `LOGIN`). */
  execute(action: string): Promise<string>;
}

/** WebAuthn in base64url JSON (docs/protocol.md#the-calls shapes); the browser's through @github/webauthn-json by default. */
export interface WebAuthnDevice {
  /** `navigator.credentials.create` for creation options JSON; the credential as JSON. */
  create(optionsJson: string, signal?: AbortSignal, options?: { conditional?: boolean }): Promise<string>;
  /** `navigator.credentials.get`; `null` when the browser answers with nothing. */
  get(optionsJson: string, options?: { conditional?: boolean; signal?: AbortSignal }): Promise<string | null>;
  /** Conditional mediation (passkeys offered in autofill) is available. */
  autofillSupported(): Promise<boolean>;
}

/** Every browser effect the headless client uses. */
export interface Platform {
  /** The one network primitive; called at request time (so a page may replace `window.fetch` later). */
  fetch: typeof fetch;
  cookies: CookieJar;
  storage: KeyValueStorage;
  clock: Clock;
  location: PageLocation;
  navigation: Navigator;
  crypto: Crypto;
  /**
   * Subscribes to storage changes made by *other* tabs (the `storage` event). `key` is `null` when another tab
   * cleared the whole storage. Returns an unsubscribe function.
   */
  onStorage(listener: (key: string | null, newValue: string | null) => void): () => void;
  /** Optional: called when the page is being hidden or unloaded (`pagehide`). Returns an unsubscribe function. */
  onPageHide?(listener: () => void): () => void;
  console: Pick<Console, 'warn' | 'error' | 'info'>;
  /** Optional: replaces the browser's WebAuthn (tests). */
  webauthn?: WebAuthnDevice;
  /** Optional: loads the captcha script (`scriptUrl?render=siteKey`) once; absent where captcha cannot run. */
  loadCaptcha?(scriptUrl: string, siteKey: string): Promise<CaptchaClient>;
  /** Optional: true on a slow connection (Network Information API `effectiveType` 2g / slow-2g / 3g). */
  slowNetwork?(): boolean;
  /** The IANA time zone of the browser, e.g. `Europe/Berlin`. */
  timezone(): string;
  /** A random RFC 4122 version 4 UUID. */
  randomUUID(): string;
}

/** True for `http:` / `https:` URLs, the only ones {@link Navigator} follows. */
export function isHttpUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
