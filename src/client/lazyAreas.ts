/**
 * The client's methods of the areas that are chunks of their own: passcodes, passwords, crypto wallets, OAuth and
 * passkeys. Each method loads its area's module on the first call (a product's chunk brings the module along, so
 * its form does not wait), then calls the area's method of the same name.
 */
import type { Bootstrap } from '../api/types';
import type { Core } from './core';
import type { PasskeysArea } from './passkeys';
import type { IdpClient, OAuthStartOptions } from './types';

export type LazyAreasContext = Core & { bootstrap(): Promise<Bootstrap> };

/** One load per client, on first use, shared by later calls; a failed load is tried again on the next call. */
export function once<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((e: unknown) => {
      loading = undefined;
      throw e;
    }));
}

/** Methods named `names` that load the area, then call its method of the same name with the same arguments. */
function forward<T, K extends keyof T>(load: () => Promise<T>, names: readonly K[]): Pick<T, K> {
  const methods: Partial<Record<K, unknown>> = {};
  for (const name of names) {
    methods[name] = async (...args: unknown[]) =>
      ((await load()) as Record<K, (...a: unknown[]) => unknown>)[name](...args);
  }
  return methods as Pick<T, K>;
}

export interface LazyAreas {
  api: Pick<IdpClient, 'otps' | 'passwords' | 'cryptoWallets' | 'oauth' | 'webauthn'>;
  /** The passkey area, for the user's `deleteWebauthnRegistration`. */
  passkeys(): Promise<PasskeysArea>;
}

export function lazyAreas(ctx: LazyAreasContext): LazyAreas {
  const otps = once(() => import('./otps').then((m) => m.otpsArea(ctx)));
  const passwords = once(() => import('./passwords').then((m) => m.passwordsArea(ctx)));
  const crypto = once(() => import('./crypto').then((m) => m.cryptoArea(ctx)));
  const oauth = once(() => import('./oauth').then((m) => m.oauthArea(ctx)));
  const passkeys = once(() => import('./passkeys').then((m) => m.passkeysArea(ctx)));
  const sendOtp = ['loginOrCreate'] as const;
  return {
    api: {
      otps: {
        sms: forward(async () => (await otps()).sms, sendOtp),
        whatsapp: forward(async () => (await otps()).whatsapp, sendOtp),
        email: forward(async () => (await otps()).email, sendOtp),
        ...forward(otps, ['authenticate']),
      },
      passwords: forward(passwords, [
        'searchUser',
        'create',
        'authenticate',
        'strengthCheck',
        'resetByEmailStart',
        'resetByEmail',
      ]),
      cryptoWallets: forward(crypto, ['authenticateStart', 'authenticate']),
      // `oauth.{name}.start` for any name, without the provider list in this chunk: the area refuses unknown ones.
      oauth: new Proxy({} as IdpClient['oauth'], {
        get: (_, key) =>
          typeof key !== 'string' || key === 'then'
            ? undefined
            : key === 'authenticate'
              ? async (token: string, o?: object) => (await oauth()).authenticate(token, o)
              : { start: async (o?: OAuthStartOptions) => (await oauth()).start(key, o) },
      }),
      webauthn: forward(passkeys, ['register', 'authenticate', 'update', 'browserSupportsAutofill']),
    },
    passkeys,
  };
}
