// The platform the first paint is rendered with, in Node: nothing answers, nothing runs later. Storage holds what
// the test gives it; every other effect is inert (a static render runs no effects).
import { webcrypto } from 'node:crypto';
import type { Platform } from '../../src/platform/types';

export function firstPaintPlatform(stored: Record<string, string>): Platform {
  const storage = new Map(Object.entries(stored));
  const never = () => new Promise<Response>(() => undefined);
  const url = new URL('https://app.example.com/login');
  return {
    fetch: never as typeof fetch,
    cookies: { get: () => undefined, set: () => undefined, remove: () => undefined },
    storage: {
      getItem: (key) => storage.get(key) ?? null,
      setItem: (key, value) => void storage.set(key, value),
      removeItem: (key) => void storage.delete(key),
    },
    clock: {
      now: () => Date.parse('2025-01-01T00:00:00.000Z'),
      setTimeout: () => 0,
      clearTimeout: () => undefined,
      setInterval: () => 0,
      clearInterval: () => undefined,
    },
    location: {
      hostname: url.hostname,
      host: url.host,
      origin: url.origin,
      href: url.href,
      search: url.search,
    },
    navigation: { assign: () => undefined, open: () => undefined },
    crypto: webcrypto as unknown as Crypto,
    onStorage: () => () => undefined,
    console: { warn: () => undefined, error: () => undefined, info: () => undefined },
    timezone: () => 'UTC',
    randomUUID: () => '00000000-0000-4000-8000-000000000000',
  };
}
