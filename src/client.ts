/**
 * The headless client: `createClient` composes the core (`src/client/core.ts`) and one area per product under
 * `src/client/`, and shares the result between the handles of one public token. Its types live in
 * `src/client/types.ts`, the areas' shared constants in `src/client/shared.ts`.
 */
import { createCore } from './client/core';
import { bootstrapArea } from './client/bootstrap';
import { captchaArea } from './client/captcha';
import { lazyAreas } from './client/lazyAreas';
import { magicLinksArea } from './client/magicLinks';
import { sessionArea } from './client/sessions';
import { userArea } from './client/users';
import type { ClientOptions, IdpClient } from './client/types';
import { browserPlatform } from './platform/browser';
import type { Platform } from './platform/types';

export {
  DEFAULT_OTP_EXPIRATION_MINUTES,
  DEFAULT_SESSION_DURATION_MINUTES,
  RECAPTCHA_ENTERPRISE_URL,
  toAuthResult,
} from './client/shared';
export type {
  AuthResult,
  ClientOptions,
  CookieOptions,
  EmlLoginOrCreateOptions,
  IdpClient,
  MagicLinkSent,
  OAuthResult,
  OAuthStartOptions,
  OtpEmailOptions,
  OtpPhoneOptions,
  OtpSent,
  PasskeyAuthenticateOptions,
  PasskeyRegisterOptions,
  PasskeyResult,
  ResetByEmailStartOptions,
} from './client/types';

/** The parts of a client that do not depend on who holds it. */
type SharedClient = Omit<IdpClient, 'destroy'> & {
  stop(): void;
  /** A later handle's captcha script URL, used when none was given before and no script has loaded yet. */
  offerCaptchaScriptUrl(url: string): void;
};

/** The core and its areas, wired together: the data layer the handles of one public token share. */
function createShared(options: ClientOptions, platform: Platform): SharedClient {
  const core = createCore(options, platform);
  const { manager, events } = core;
  const bootstrap = bootstrapArea(core);
  const captcha = captchaArea(core, bootstrap, options.captchaScriptUrl);
  const ctx = { ...core, bootstrap: bootstrap.api.get };
  const lazy = lazyAreas(ctx);
  return {
    publicToken: core.publicToken,
    apiUrl: core.apiUrl,
    platform,
    bootstrap: bootstrap.api,
    magicLinks: magicLinksArea(ctx),
    session: sessionArea(core),
    user: userArea(core, lazy.passkeys),
    ...lazy.api,
    logout: () => manager.revoke({ forceClear: true }),
    events: { log: (name, details, error) => events.log(name, details, error) },
    http: core.http,
    sessionManager: manager,
    pkce: core.pkce,
    offerCaptchaScriptUrl: captcha.offerScriptUrl,
    stop() {
      bootstrap.stop();
      core.stop();
    },
  };
}

interface RegistryEntry {
  core: SharedClient;
  refs: number;
  cookieOptions: string;
}

const REGISTRY_KEY = Symbol.for('idp-elements.clients.v1');

/** One data layer per (public token, API URL) per window, shared by every bundle copy on the page. */
function registry(): Map<string, RegistryEntry> {
  const holder = globalThis as unknown as Record<symbol, Map<string, RegistryEntry> | undefined>;
  return (holder[REGISTRY_KEY] ??= new Map());
}

function handle(core: SharedClient, release: () => void): IdpClient {
  const { stop: _stop, offerCaptchaScriptUrl: _offer, ...api } = core;
  let released = false;
  return {
    ...api,
    destroy() {
      if (released) return;
      released = true;
      release();
    },
  };
}

/**
 * Creates (or joins) the headless client of a public token. Clients of the same token and API URL in one window
 * share one data layer (state, cookies, a single refresh timer); each call returns its own handle
 * whose `destroy()` releases it, and the data layer stops when the last handle is released. A client given an
 * explicit `platform` is always isolated. Creating a client fetches the bootstrap and checks the session.
 */
export function createClient(options: ClientOptions): IdpClient {
  if (!options.publicToken) throw new TypeError('createClient: publicToken is required.');
  if (!options.apiUrl) throw new TypeError('createClient: apiUrl is required.');
  if (options.platform) {
    const core = createShared(options, options.platform);
    core.sessionManager.start();
    return handle(core, () => core.stop());
  }
  if (typeof window === 'undefined') {
    throw new TypeError(
      'createClient: no browser here (window is undefined). On a server, create the client in client-side code ' +
        '(a client component, onMount, a <ClientOnly> block), or pass a platform.',
    );
  }
  const key = `${options.publicToken}\n${options.apiUrl.replace(/\/+$/, '')}`;
  const clients = registry();
  const cookieOptions = JSON.stringify(options.cookieOptions ?? {});
  let entry = clients.get(key);
  if (!entry) {
    const core = createShared(options, browserPlatform());
    core.sessionManager.start();
    entry = { core, refs: 0, cookieOptions };
    clients.set(key, entry);
  } else if (entry.cookieOptions !== cookieOptions) {
    entry.core.platform.console.warn(
      'idp-elements: a client for this public token already exists; its cookieOptions are kept.',
    );
  }
  if (options.captchaScriptUrl) entry.core.offerCaptchaScriptUrl(options.captchaScriptUrl);
  entry.refs += 1;
  const shared = entry;
  return handle(shared.core, () => {
    shared.refs -= 1;
    if (shared.refs === 0 && clients.get(key) === shared) {
      clients.delete(key);
      shared.core.stop();
    }
  });
}
