/**
 * The client's core: what every area of the headless client works over. The transport, the session (cookies,
 * storage, refresh), the PKCE pairs, the read cache and the telemetry of one public token, on one platform. The
 * areas (`src/client/*.ts`) each receive it and return their methods; `createClient` composes them.
 */
import { Http } from '../api/http';
import { ReadCache } from '../api/readCache';
import type { Platform } from '../platform/types';
import { SessionCookies } from '../session/cookies';
import { PkceStore } from '../session/pkce';
import { SessionManager } from '../session/SessionManager';
import { NamespacedStorage } from '../session/storage';
import { EventLogger } from '../telemetry/events';
import type { ClientOptions } from './types';

export interface Core {
  readonly publicToken: string;
  /** The API base without a trailing slash. */
  readonly apiUrl: string;
  readonly platform: Platform;
  /** The public token's namespace in the platform's storage. */
  readonly storage: NamespacedStorage;
  readonly http: Http;
  readonly manager: SessionManager;
  readonly pkce: PkceStore;
  readonly events: EventLogger;
  /** Reads (bootstrap, users/me) are deduplicated, retried with back-off and garbage-collected. */
  readonly reads: ReadCache;
  /** Stops the timers and queues above; the areas hold none of their own. */
  stop(): void;
}

export function createCore(options: ClientOptions, platform: Platform): Core {
  const { publicToken } = options;
  const apiUrl = options.apiUrl.replace(/\/+$/, '');
  const storage = new NamespacedStorage(platform.storage, publicToken);
  const cookies = new SessionCookies(platform, storage, options.cookieOptions);
  // The session manager is created below; this closure only runs at request time.
  const late: { manager?: SessionManager } = {};
  const identity = () => late.manager?.identity() ?? null;
  const http = new Http({
    apiUrl,
    publicToken,
    platform,
    sessionToken: () => cookies.getSessionToken(),
    identity,
    ...(options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}),
  });
  const manager = new SessionManager({
    http,
    cookies,
    storage,
    platform,
    ...(options.customApiDomain ? { customApiDomain: true } : {}),
  });
  late.manager = manager;
  const events = new EventLogger({ apiUrl, publicToken, platform, identity });
  const reads = new ReadCache(platform.clock, () => platform.slowNetwork?.() ?? false);
  return {
    publicToken,
    apiUrl,
    platform,
    storage,
    http,
    manager,
    pkce: new PkceStore(storage, platform),
    events,
    reads,
    stop() {
      reads.stop();
      manager.stop();
      events.destroy();
    },
  };
}
