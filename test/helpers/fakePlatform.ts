/**
 * An in-memory {@link Platform} for unit tests: a cookie jar that records every write with its attributes, Map
 * storage, a manual clock, a fixed location, recorded navigations, a captured console and a scripted fetch that
 * records every request. `installFakeWindow` maps one onto `globalThis.window` / `document` so the real
 * `browserPlatform()` can run in Node.
 */
import { webcrypto } from 'node:crypto';
import type {
  Clock,
  CookieAttributes,
  CookieJar,
  KeyValueStorage,
  Navigator,
  PageLocation,
  Platform,
} from '../../src/platform/types';
import { isHttpUrl } from '../../src/platform/types';
import { FakeClock } from './fakeClock';

export { FakeClock };

/** Lets pending promise chains (fake fetch answers, `await`s) run to completion. */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

// ---------------------------------------------------------------------------------------------- clock

// ---------------------------------------------------------------------------------------------- cookies

export interface CookieOperation {
  op: 'set' | 'remove';
  name: string;
  value?: string;
  attrs: CookieAttributes;
}

export interface StoredCookie {
  name: string;
  value: string;
  attrs: CookieAttributes;
}

/** A cookie jar keyed by (name, domain, path) that logs every operation. Expired cookies are invisible. */
export class FakeCookieJar implements CookieJar {
  readonly log: CookieOperation[] = [];
  private readonly jar = new Map<string, StoredCookie>();

  constructor(private readonly clock: Clock) {}

  get(name: string): string | undefined {
    let found: string | undefined;
    for (const cookie of this.jar.values()) {
      if (cookie.name === name && !this.expired(cookie)) found = cookie.value;
    }
    return found;
  }

  set(name: string, value: string, attrs: CookieAttributes): void {
    this.log.push({ op: 'set', name, value, attrs: { ...attrs } });
    const stored: StoredCookie = { name, value, attrs: { ...attrs } };
    if (this.expired(stored)) this.jar.delete(key(name, attrs));
    else this.jar.set(key(name, attrs), stored);
  }

  remove(name: string, attrs: CookieAttributes): void {
    this.log.push({ op: 'remove', name, attrs: { ...attrs } });
    this.jar.delete(key(name, attrs));
  }

  /** The live cookies, optionally only those called `name`. */
  all(name?: string): StoredCookie[] {
    return [...this.jar.values()].filter((c) => (name === undefined || c.name === name) && !this.expired(c));
  }

  /** Writes a cookie without logging it (test set-up). */
  seed(name: string, value: string, attrs: CookieAttributes = { path: '/' }): void {
    this.jar.set(key(name, attrs), { name, value, attrs: { ...attrs } });
  }

  private expired(cookie: StoredCookie): boolean {
    return cookie.attrs.expires !== undefined && cookie.attrs.expires.getTime() <= this.clock.now();
  }
}

function key(name: string, attrs: CookieAttributes): string {
  return `${name}|${attrs.domain ?? ''}|${attrs.path ?? ''}`;
}

// ---------------------------------------------------------------------------------------------- storage

/** `localStorage` over a Map. */
export class FakeStorage implements KeyValueStorage {
  readonly map = new Map<string, string>();
  getItem(key: string): string | null {
    return this.map.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.map.set(key, String(value));
  }
  removeItem(key: string): void {
    this.map.delete(key);
  }
}

// ---------------------------------------------------------------------------------------------- fetch

/** One request seen by the fake server. Header names are lower-case. */
export interface FakeRequest {
  url: string;
  /** The URL's pathname, e.g. `/sdk/v1/sessions/authenticate`. */
  path: string;
  method: string;
  headers: Record<string, string>;
  /** The parsed JSON body (the raw text when it is not JSON; `undefined` without a body). */
  body: unknown;
  rawBody: string | undefined;
  credentials: RequestCredentials | undefined;
  keepalive: boolean;
  signal: AbortSignal | undefined;
}

export type FakeAnswer =
  | { status?: number; json: unknown; headers?: Record<string, string> }
  | { status?: number; text: string; contentType?: string }
  | { networkError: true }
  | { hang: true };

export type FakeResponder = FakeAnswer | ((request: FakeRequest) => FakeAnswer | Promise<FakeAnswer>);

/**
 * Scripted answers per (method, path). `on('POST', '/sessions/authenticate', a, b)` answers `a` to the first
 * call and `b` to every later one (the last answer repeats). Paths are matched with or without `/sdk/v1`.
 * Unrouted requests get a 404 JSON error. Every request is recorded in `requests`.
 */
export class FakeServer {
  readonly requests: FakeRequest[] = [];
  private readonly routes = new Map<string, FakeResponder[]>();

  on(method: string, path: string, ...responders: FakeResponder[]): this {
    this.routes.set(`${method.toUpperCase()} ${path}`, [...responders]);
    return this;
  }

  /** Recorded requests to `path` (with or without `/sdk/v1`), optionally of one method. */
  calls(path: string, method?: string): FakeRequest[] {
    return this.requests.filter(
      (r) =>
        (r.path === path || r.path === `/sdk/v1${path}`) && (!method || r.method === method.toUpperCase()),
    );
  }

  readonly fetch = (async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const rawBody = typeof init.body === 'string' ? init.body : undefined;
    let body: unknown = rawBody;
    if (rawBody !== undefined) {
      try {
        body = JSON.parse(rawBody);
      } catch {
        body = rawBody;
      }
    }
    const headers: Record<string, string> = {};
    new Headers(init.headers).forEach((value, name) => {
      headers[name] = value;
    });
    const request: FakeRequest = {
      url,
      path: new URL(url).pathname,
      method: (init.method ?? 'GET').toUpperCase(),
      headers,
      body,
      rawBody,
      credentials: init.credentials,
      keepalive: init.keepalive === true,
      signal: init.signal ?? undefined,
    };
    this.requests.push(request);
    const responder = this.next(request);
    const answer = typeof responder === 'function' ? await responder(request) : responder;
    return respond(answer, request);
  }) as typeof fetch;

  private next(request: FakeRequest): FakeResponder {
    const queue =
      this.routes.get(`${request.method} ${request.path}`) ??
      this.routes.get(`${request.method} ${request.path.replace(/^\/sdk\/v1/, '')}`);
    if (!queue || queue.length === 0) {
      return {
        status: 404,
        json: {
          status_code: 404,
          request_id: 'request-id-fake-404',
          error_type: 'not_found',
          error_message: `No fake route for ${request.method} ${request.path}`,
        },
      };
    }
    return (queue.length > 1 ? queue.shift() : queue[0]) as FakeResponder;
  }
}

function respond(answer: FakeAnswer, request: FakeRequest): Promise<Response> {
  if ('networkError' in answer) return Promise.reject(new TypeError('fetch failed'));
  if ('hang' in answer) {
    return new Promise((_resolve, reject) => {
      const abort = () => reject(new DOMException('This operation was aborted', 'AbortError'));
      if (request.signal?.aborted) abort();
      request.signal?.addEventListener('abort', abort);
    });
  }
  if ('json' in answer) {
    return Promise.resolve(
      new Response(JSON.stringify(answer.json), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json', ...answer.headers },
      }),
    );
  }
  return Promise.resolve(
    new Response(answer.text, {
      status: answer.status ?? 200,
      headers: { 'content-type': answer.contentType ?? 'text/html; charset=utf-8' },
    }),
  );
}

// ---------------------------------------------------------------------------------------------- platform

export interface ConsoleEntry {
  level: 'warn' | 'error' | 'info';
  text: string;
}

export interface NavigationEntry {
  kind: 'assign' | 'open';
  url: string;
  target?: string;
}

export interface FakePlatformOptions {
  /** The page address; default `https://app.example.com/login`. */
  url?: string;
  /** The clock's start (ms since the epoch); default 2025-01-01T00:00:00Z. */
  now?: number;
  timezone?: string;
  crypto?: Crypto;
  /** A UUID source; default `crypto.randomUUID`. */
  randomUUID?: () => string;
}

export interface FakePlatform extends Platform {
  clock: FakeClock;
  cookies: FakeCookieJar;
  storage: FakeStorage;
  server: FakeServer;
  console: Pick<Console, 'warn' | 'error' | 'info'> & { entries: ConsoleEntry[] };
  navigations: NavigationEntry[];
  /** Simulates another tab writing `key` (or clearing everything when `key` is null): updates storage, fires `storage`. */
  emitStorage(key: string | null, newValue: string | null): void;
  /** Fires `pagehide`. */
  firePageHide(): void;
  /** Listeners per window event type (`storage`, `pagehide`), shared with `installFakeWindow`. */
  listeners: Map<string, Set<(event: unknown) => void>>;
}

export const FAKE_NOW = Date.parse('2025-01-01T00:00:00.000Z');

function fakeLocation(url: string): PageLocation {
  const u = new URL(url);
  return { hostname: u.hostname, host: u.host, origin: u.origin, href: u.href, search: u.search };
}

/** A fresh, isolated fake platform. */
export function createFakePlatform(options: FakePlatformOptions = {}): FakePlatform {
  const clock = new FakeClock(options.now ?? FAKE_NOW);
  const storage = new FakeStorage();
  const server = new FakeServer();
  const crypto = options.crypto ?? (webcrypto as unknown as Crypto);
  const entries: ConsoleEntry[] = [];
  const navigations: NavigationEntry[] = [];
  const listeners = new Map<string, Set<(event: unknown) => void>>();
  const text = (args: unknown[]) =>
    args
      .map((a) => (a instanceof Error ? a.message : typeof a === 'string' ? a : JSON.stringify(a)))
      .join(' ');
  const listen = (type: string, fn: (event: unknown) => void) => {
    let set = listeners.get(type);
    if (!set) listeners.set(type, (set = new Set()));
    set.add(fn);
    return () => void set.delete(fn);
  };
  const dispatch = (type: string, event: unknown) => {
    for (const fn of [...(listeners.get(type) ?? [])]) fn(event);
  };
  const navigation: Navigator = {
    assign(url) {
      if (!isHttpUrl(url)) return void entries.push({ level: 'error', text: `refused ${url}` });
      navigations.push({ kind: 'assign', url });
    },
    open(url, target) {
      if (!isHttpUrl(url)) return void entries.push({ level: 'error', text: `refused ${url}` });
      navigations.push({ kind: 'open', url, target });
    },
  };
  return {
    fetch: server.fetch,
    server,
    cookies: new FakeCookieJar(clock),
    storage,
    clock,
    location: fakeLocation(options.url ?? 'https://app.example.com/login'),
    navigation,
    navigations,
    crypto,
    listeners,
    onStorage(listener) {
      return listen('storage', (event) => {
        const e = event as { key: string | null; newValue: string | null; storageArea: unknown };
        if (e.storageArea === storage) listener(e.key, e.newValue);
      });
    },
    onPageHide(listener) {
      return listen('pagehide', () => listener());
    },
    emitStorage(key, newValue) {
      if (key === null) storage.map.clear();
      else if (newValue === null) storage.map.delete(key);
      else storage.map.set(key, newValue);
      dispatch('storage', { key, newValue, storageArea: storage });
    },
    firePageHide() {
      dispatch('pagehide', { type: 'pagehide' });
    },
    console: {
      entries,
      warn: (...args: unknown[]) => void entries.push({ level: 'warn', text: text(args) }),
      error: (...args: unknown[]) => void entries.push({ level: 'error', text: text(args) }),
      info: (...args: unknown[]) => void entries.push({ level: 'info', text: text(args) }),
    },
    timezone: () => options.timezone ?? 'Europe/Berlin',
    randomUUID: options.randomUUID ?? (() => crypto.randomUUID()),
  };
}

// ---------------------------------------------------------------------------------------------- window shim

function parseCookieString(raw: string): { name: string; value: string; attrs: CookieAttributes } {
  const [pair = '', ...parts] = raw.split(';').map((p) => p.trim());
  const eq = pair.indexOf('=');
  const attrs: CookieAttributes = {};
  for (const part of parts) {
    const [k = '', v = ''] = part.split('=');
    const name = k.toLowerCase();
    if (name === 'expires') attrs.expires = new Date(v);
    else if (name === 'path') attrs.path = v;
    else if (name === 'domain') attrs.domain = v;
    else if (name === 'samesite') attrs.sameSite = v as 'Lax' | 'Strict' | 'None';
    else if (name === 'secure') attrs.secure = true;
  }
  return {
    name: decodeURIComponent(pair.slice(0, eq)),
    value: decodeURIComponent(pair.slice(eq + 1)),
    attrs,
  };
}

/**
 * Installs `globalThis.window` and `globalThis.document` backed by `fake`, for code that uses the real
 * `browserPlatform()`. `document.cookie` writes are parsed into `fake.cookies` (and logged there). Returns a
 * function restoring the previous globals.
 */
export function installFakeWindow(fake: FakePlatform): () => void {
  const g = globalThis as Record<string, unknown>;
  const previous = { window: g.window, document: g.document };
  const win = {
    fetch: (input: RequestInfo | URL, init?: RequestInit) => fake.fetch(input, init),
    localStorage: fake.storage,
    location: {
      ...fake.location,
      assign: (url: string) => fake.navigations.push({ kind: 'assign', url }),
    },
    open: (url: string, target: string) => void fake.navigations.push({ kind: 'open', url, target }),
    crypto: fake.crypto,
    setTimeout: (fn: () => void, ms: number) => fake.clock.setTimeout(fn, ms),
    clearTimeout: (id: unknown) => fake.clock.clearTimeout(id),
    setInterval: (fn: () => void, ms: number) => fake.clock.setInterval(fn, ms),
    clearInterval: (id: unknown) => fake.clock.clearInterval(id),
    addEventListener(type: string, fn: (event: unknown) => void) {
      let set = fake.listeners.get(type);
      if (!set) fake.listeners.set(type, (set = new Set()));
      set.add(fn);
    },
    removeEventListener(type: string, fn: (event: unknown) => void) {
      fake.listeners.get(type)?.delete(fn);
    },
  };
  const doc = {
    get cookie(): string {
      return fake.cookies
        .all()
        .map((c) => `${encodeURIComponent(c.name)}=${encodeURIComponent(c.value)}`)
        .join('; ');
    },
    set cookie(raw: string) {
      const { name, value, attrs } = parseCookieString(raw);
      fake.cookies.set(name, value, attrs);
    },
  };
  g.window = win;
  g.document = doc;
  return () => {
    g.window = previous.window;
    g.document = previous.document;
  };
}
