import {
  isHttpUrl,
  type CookieAttributes,
  type CookieJar,
  type KeyValueStorage,
  type Platform,
} from './types';

/** Cookie value encoding compatible with js-cookie: only the characters a cookie value may not hold are escaped. */
function encodeCookieValue(value: string): string {
  return encodeURIComponent(value).replace(/%(2[346BF]|3[AC-F]|40|5[BDE]|60|7[BCD])/g, decodeURIComponent);
}

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}

/** Characters that would end a cookie attribute and start another (config.ts refuses them first). */
// eslint-disable-next-line no-control-regex -- control characters are what it finds
const UNSAFE_ATTRIBUTE = /[\s;,\u0000-\u001f\u007f]/;

/** The `document.cookie` line, or null when `path` or `domain` would inject attributes of its own. */
export function serializeCookie(name: string, value: string, attrs: CookieAttributes): string | null {
  if (UNSAFE_ATTRIBUTE.test(`${attrs.path ?? ''}${attrs.domain ?? ''}`)) return null;
  let cookie = `${encodeURIComponent(name)}=${encodeCookieValue(value)}`;
  if (attrs.expires) cookie += `; expires=${attrs.expires.toUTCString()}`;
  if (attrs.path !== undefined) cookie += `; path=${attrs.path}`;
  if (attrs.domain !== undefined) cookie += `; domain=${attrs.domain}`;
  if (attrs.sameSite) cookie += `; samesite=${attrs.sameSite}`;
  if (attrs.secure) cookie += '; secure';
  return cookie;
}

function write(cookie: string | null, name: string): void {
  if (cookie === null)
    console.error(`idp-elements: the ${name} cookie was not written (unsafe path or domain).`);
  else document.cookie = cookie;
}

/** `document.cookie` behind the {@link CookieJar} interface. */
function documentCookieJar(): CookieJar {
  return {
    get(name) {
      for (const part of document.cookie ? document.cookie.split('; ') : []) {
        const eq = part.indexOf('=');
        const key = eq === -1 ? part : part.slice(0, eq);
        if (decodeCookieValue(key) === name) return decodeCookieValue(eq === -1 ? '' : part.slice(eq + 1));
      }
      return undefined;
    },
    set(name, value, attrs) {
      write(serializeCookie(name, value, attrs), name);
    },
    remove(name, attrs) {
      write(serializeCookie(name, '', { ...attrs, expires: new Date(0) }), name);
    },
  };
}

/**
 * `localStorage`, degrading to an in-memory map when it is unavailable (blocked third-party storage, Safari
 * private mode quota errors) so the widget still works for the lifetime of the page.
 */
function safeLocalStorage(): KeyValueStorage {
  const memory = new Map<string, string>();
  const backing = (): Storage | null => {
    try {
      return window.localStorage;
    } catch {
      return null;
    }
  };
  return {
    getItem(key) {
      try {
        const ls = backing();
        if (ls) return ls.getItem(key);
      } catch {
        // fall through to memory
      }
      return memory.get(key) ?? null;
    },
    setItem(key, value) {
      memory.set(key, value);
      try {
        backing()?.setItem(key, value);
      } catch {
        // quota or access error: the in-memory copy still serves this page
      }
    },
    removeItem(key) {
      memory.delete(key);
      try {
        backing()?.removeItem(key);
      } catch {
        // ignore
      }
    },
  };
}

/** A version 4 UUID, also where `crypto.randomUUID` is missing (pages served over plain http on a LAN address). */
function randomUUID(crypto: Crypto): string {
  if (typeof crypto.randomUUID === 'function') {
    try {
      return crypto.randomUUID();
    } catch {
      // not a secure context
    }
  }
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * The real browser {@link Platform}. Globals are read lazily, at call time, so creating it has no side effects
 * and a test page may still replace `window.fetch` afterwards.
 */
export function browserPlatform(): Platform {
  const storage = safeLocalStorage();
  return {
    fetch: (input, init) => window.fetch(input, init),
    cookies: documentCookieJar(),
    storage,
    clock: {
      now: () => Date.now(),
      setTimeout: (fn, ms) => window.setTimeout(fn, ms),
      clearTimeout: (id) => window.clearTimeout(id as number | undefined),
      setInterval: (fn, ms) => window.setInterval(fn, ms),
      clearInterval: (id) => window.clearInterval(id as number | undefined),
    },
    location: {
      get hostname() {
        return window.location.hostname;
      },
      get host() {
        return window.location.host;
      },
      get origin() {
        return window.location.origin;
      },
      get href() {
        return window.location.href;
      },
      get search() {
        return window.location.search;
      },
    },
    navigation: {
      assign(url) {
        if (!isHttpUrl(url)) {
          console.error('idp-elements: refused to navigate to a non-http(s) URL.');
          return;
        }
        window.location.assign(url);
      },
      open(url, target) {
        if (!isHttpUrl(url)) {
          console.error('idp-elements: refused to open a non-http(s) URL.');
          return;
        }
        window.open(url, target, 'noopener,noreferrer');
      },
      replace(path) {
        window.history.replaceState(window.history.state, '', path);
      },
    },
    get crypto() {
      return window.crypto;
    },
    onStorage(listener) {
      const handler = (event: StorageEvent) => {
        let local: Storage;
        try {
          local = window.localStorage;
        } catch {
          return;
        }
        if (event.storageArea === local) listener(event.key, event.newValue);
      };
      window.addEventListener('storage', handler);
      return () => window.removeEventListener('storage', handler);
    },
    onPageHide(listener) {
      window.addEventListener('pagehide', listener);
      return () => window.removeEventListener('pagehide', listener);
    },
    console: {
      warn: (...args: unknown[]) => console.warn(...args),
      error: (...args: unknown[]) => console.error(...args),
      info: (...args: unknown[]) => console.info(...args),
    },
    loadCaptcha: async (scriptUrl, siteKey) => (await import('./captcha')).loadCaptcha(scriptUrl, siteKey),
    slowNetwork() {
      if (typeof navigator === 'undefined') return false;
      const connection = (navigator as { connection?: { effectiveType?: string } }).connection;
      return ['slow-2g', '2g', '3g'].includes(connection?.effectiveType ?? '');
    },
    timezone() {
      try {
        return Intl.DateTimeFormat().resolvedOptions().timeZone;
      } catch {
        return 'UTC';
      }
    },
    randomUUID: () => randomUUID(window.crypto),
  };
}
