/**
 * The headless client's bootstrap area: the project's settings, fetched once when the client is
 * created and cached to storage. Every call that needs them waits for the first attempt only; a failure logs and
 * falls back to the defaults while transient failures are retried in the background.
 */
import { fetchBootstrap, mapBootstrap } from '../api/projects';
import { DEFAULT_BOOTSTRAP, type Bootstrap } from '../api/types';
import { AuthError, toAuthError } from '../errors/AuthError';
import { STORAGE_SUB_KEYS } from '../session/storage';
import type { Core } from './core';
import type { IdpClient } from './types';

export interface BootstrapArea {
  /** The client's `bootstrap` methods. */
  api: IdpClient['bootstrap'];
  /** The settings fetched so far (the defaults after a failure), or undefined while the first fetch runs. */
  loaded(): Bootstrap | undefined;
  stop(): void;
}

/** An error as one line of a console message. */
export const describeError = (e: unknown) =>
  e instanceof AuthError ? `${e.type}: ${e.serverMessage}` : String(e);

export function bootstrapArea({ http, platform, publicToken, reads, storage }: Core): BootstrapArea {
  let current: Bootstrap | undefined;
  let failure: AuthError | null = null;
  const listeners = new Set<(bootstrap: Bootstrap) => void>();

  const readCached = (): Bootstrap => {
    try {
      const cached = storage.getJson(STORAGE_SUB_KEYS.bootstrap);
      if (typeof cached === 'object' && cached !== null) return { ...DEFAULT_BOOTSTRAP, ...cached };
    } catch {
      // malformed cache: ignore
    }
    return DEFAULT_BOOTSTRAP;
  };

  const load = (): Promise<Bootstrap> =>
    new Promise<Bootstrap>((resolve) => {
      let settled = false;
      const fallBack = (e: unknown, retrying: boolean) => {
        failure = toAuthError(e);
        if (settled) return;
        settled = true;
        platform.console.error(
          `idp-elements: the project settings could not be loaded (${describeError(e)}); using defaults` +
            `${retrying ? ' while trying again' : ''}.`,
        );
        current = DEFAULT_BOOTSTRAP;
        resolve(current);
      };
      reads
        .read('bootstrap', async () => mapBootstrap(await fetchBootstrap(http, publicToken)), {
          onRetry: (e) => fallBack(e, true),
        })
        .then(
          (mapped) => {
            storage.setJson(STORAGE_SUB_KEYS.bootstrap, mapped);
            if (mapped.vertical === 'B2B') {
              platform.console.error(
                'idp-elements: this public token belongs to a B2B project; use a consumer project.',
              );
            }
            current = mapped;
            failure = null;
            if (settled) {
              platform.console.info('idp-elements: the project settings loaded on a later try.');
              for (const listener of [...listeners]) listener(mapped);
            } else {
              settled = true;
              resolve(mapped);
            }
          },
          (e: unknown) => fallBack(e, false),
        );
    });
  // Fired at construction; every call that needs it waits for it (its first attempt only).
  const promise = load();

  return {
    api: {
      getSync: () => current ?? readCached(),
      get: () => promise,
      failure: () => failure,
      onChange(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
    },
    loaded: () => current,
    stop: () => listeners.clear(),
  };
}
