import { startEmulator as startServer, type StartOptions } from '../index';
import type { AdjustableClock, Clock } from '../clock';
import type { EmulatorConfigInput } from '../config/load';
import type { Browser, BrowserContextOptions } from 'playwright-core';
import { connectInbox, type Inbox } from './inbox';
import { createSeed, openSecondDevice, type Seed, type SecondDevice } from './seed';

/** A folder the emulator also serves, e.g. your built site: `{ mount: '/', dir: 'public' }`. */
export interface StaticFolder {
  /** URL prefix, e.g. `/` or `/assets/`. */
  mount: string;
  /** Folder on disk. */
  dir: string;
}

export interface TestEmulatorOptions {
  /** Port to listen on. Default 0: a free port, so parallel test files never collide. */
  port?: number;
  /** Interface to listen on. Default `127.0.0.1` (the URL then says `localhost`). */
  host?: string;
  /** SQLite file, or `:memory:`. Default `:memory:`: every emulator starts empty and leaves nothing behind. */
  db?: string;
  /**
   * Your projects and settings, merged over the built-in ones (emulator/config/defaults.ts): an object or the path
   * of a JSON/JS config file. For example your own public token with your site's origin in `allowed_origins`.
   */
  config?: EmulatorConfigInput | string;
  /** The base time source; `emulator.clock` shifts it. Default: the system clock. */
  clock?: Clock;
  /** Folders to serve from the emulator's own origin (a same-origin site in tests). */
  static?: StaticFolder[];
  /** Print the banner, one line per request and a notice per message. Default false. */
  log?: boolean;
}

/** A running emulator, as `startEmulator` resolves it. */
export interface TestEmulator {
  /** API base URL, `http://localhost:PORT`: the widget's `api-url`. */
  url: string;
  port: number;
  /** The default project's public token: the widget's `public-token`. */
  publicToken: string;
  /** The default project's id: the server SDK's `project_id`. */
  projectId: string;
  /** The default project's server secret: the server SDK's `secret`. */
  secret: string;
  /** The dev inbox page, `http://localhost:PORT/_dev/inbox` (open it to look around while a test is paused). */
  inboxUrl: string;
  /** Every email, SMS and WhatsApp message the emulator "sent". */
  inbox: Inbox;
  /** The emulator's clock: `advance(seconds)` expires links, codes and sessions without waiting. */
  clock: AdjustableClock;
  /** Users and signed-in sessions without the UI: `seed.user({ email })`, `seed.session(context, { email, url })`. */
  seed: Seed;
  /** A fresh browser context (a phone by default) for cross-device links: `(await secondDevice(browser)).open(link)`. */
  secondDevice(browser: Browser, options?: BrowserContextOptions): Promise<SecondDevice>;
  /** Deletes every user, session, token, message and counter (`POST /_dev/reset`); the projects stay. */
  reset(): Promise<void>;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/**
 * Starts an identity-provider emulator for a test: a free port on 127.0.0.1, an in-memory database, no output.
 *
 * ```ts
 * const emulator = await startEmulator();
 * // <idp-login public-token="${emulator.publicToken}" api-url="${emulator.url}">
 * const { link } = await emulator.inbox.waitForMessage('ada@example.com', { kind: 'link' });
 * await emulator.close();
 * ```
 */
export async function startEmulator(options: TestEmulatorOptions = {}): Promise<TestEmulator> {
  const start: StartOptions = {
    port: options.port ?? 0,
    host: options.host ?? '127.0.0.1',
    db: options.db ?? ':memory:',
    log: options.log ?? false,
    devEndpoints: true,
  };
  if (options.config !== undefined) start.config = options.config;
  if (options.clock !== undefined) start.clock = options.clock;
  if (options.static !== undefined) start.static = options.static.map(({ mount, dir }) => ({ mount, dir }));
  const running = await startServer(start);
  const inbox = connectInbox(running.url);
  return {
    url: running.url,
    port: running.port,
    publicToken: running.publicToken,
    projectId: running.projectId,
    secret: running.secret ?? '',
    inboxUrl: running.inboxUrl,
    inbox,
    clock: running.clock,
    seed: createSeed(running.url, running.publicToken),
    secondDevice: (browser, contextOptions) => openSecondDevice(browser, contextOptions),
    reset: async () => {
      const res = await fetch(`${running.url}/_dev/reset`, { method: 'POST' });
      if (!res.ok) throw new Error(`POST ${running.url}/_dev/reset answered ${res.status}.`);
    },
    close: () => running.close(),
  };
}
