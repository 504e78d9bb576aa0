/**
 * The idp-elements identity-provider emulator: a local server speaking the hosted provider's SDK wire protocol
 * (docs/protocol.md), with a dev inbox for the messages it "sends". See docs/emulator.md.
 *
 * ```ts
 * const emulator = await startEmulator({ port: 0, db: ':memory:' });
 * // … point the widget at emulator.url with emulator.publicToken …
 * await emulator.close();
 * ```
 */
import { relative } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { createEmulatorApp, type AppOptions } from './app';
import type { AdjustableClock, Clock } from './clock';
import { DEFAULT_HOST, DEFAULT_PORT, type EmulatorConfig } from './config/defaults';
import type { EmulatorConfigInput } from './config/load';
import type { StaticMount } from './http/static';

export {
  DEFAULT_CONFIG,
  DEFAULT_HOST,
  DEFAULT_PORT,
  CAPTCHA_PUBLIC_TOKEN,
  DEFAULT_PUBLIC_TOKEN,
  LUDS_PUBLIC_TOKEN,
  SIWE_PUBLIC_TOKEN,
  STRICT_PUBLIC_TOKEN,
} from './config/defaults';
export { ZXCVBN_SUGGESTIONS, ZXCVBN_WARNINGS } from './services/strength';
export type { EmulatorConfig, ProjectConfig } from './config/defaults';
export type { EmulatorConfigInput } from './config/load';
export { ConfigError } from './config/load';
export { AdjustableClock, systemClock, type Clock } from './clock';
export type { StaticMount } from './http/static';

export interface StartOptions {
  /** Port to listen on; 0 picks a free one. Default 9400. */
  port?: number;
  /** Interface to listen on. Default 127.0.0.1. */
  host?: string;
  /** SQLite file (created with its folder if needed), or `:memory:`. Default `.data/emulator.sqlite`. */
  db?: string;
  /** A config object (any subset of `EmulatorConfig`), or the path of a JSON / TS / JS config file. */
  config?: EmulatorConfig | EmulatorConfigInput | string;
  /**
   * Serve `/_dev/*` (inbox, messages, events, reset, clock). Default: true on a loopback host; on any other host
   * (reachable from the network) only when set to true explicitly.
   */
  devEndpoints?: boolean;
  /** The base URL `error_url`s are built from (e.g. behind a proxy). Default: the emulator's own URL. */
  publicUrl?: string;
  /** The base time source; `/_dev/clock` and `RunningEmulator.clock` shift it. Default: the system clock. */
  clock?: Clock;
  /** Extra static folders, e.g. `[{ mount: '/', dir: 'demo' }, { mount: '/dist/', dir: 'dist' }]`. */
  static?: StaticMount[];
  /** Print the start banner, one line per API request and a notice per message sent. Default true. */
  log?: boolean;
}

export interface RunningEmulator {
  /** API base URL, `http://localhost:PORT` (the bound host instead when it is neither loopback nor wildcard). */
  url: string;
  port: number;
  /** The default project's public token. */
  publicToken: string;
  /** The default project's id: the user name of the server API's Basic auth (`/v1/…`, the provider's Node SDK). */
  projectId: string;
  /** The default project's server secret (null when a config file turned it off). */
  secret: string | null;
  /** `http://localhost:PORT/_dev/inbox`. */
  inboxUrl: string;
  /** The emulator's clock: `advance(seconds)`, `set(epochMs)`, `reset()`. */
  clock: AdjustableClock;
  /** Stops listening and closes the database. */
  close(): Promise<void>;
}

/** Hosts reachable as `localhost`: loopback and wildcard binds. */
const LOCALHOST_BINDS = new Set(['127.0.0.1', '::1', '[::1]', '0.0.0.0', '::', '[::]', 'localhost']);

/** The base URL for a bind: `http://localhost:PORT` for loopback or wildcard hosts, else the host (IPv6 bracketed). */
export function emulatorUrl(host: string, port: number): string {
  const name = LOCALHOST_BINDS.has(host.toLowerCase())
    ? 'localhost'
    : host.includes(':') && !host.startsWith('[')
      ? `[${host}]`
      : host;
  return `http://${name}:${port}`;
}

function appOptions(opts: StartOptions): AppOptions {
  const { port: _port, host: _host, ...rest } = opts;
  return rest as AppOptions;
}

/** Whether a bind host is reachable only from this machine. */
export function isLoopbackHost(host: string): boolean {
  const name = host.toLowerCase().replace(/^\[|\]$/g, '');
  return name === 'localhost' || name === '::1' || /^127(\.\d{1,3}){3}$/.test(name);
}

/** The warning printed when the emulator listens beyond loopback. */
export function exposureWarning(host: string, port: number, devEndpoints: boolean): string {
  const where = ['0.0.0.0', '::', '[::]'].includes(host) ? `${host} (every network interface)` : host;
  return [
    '',
    `WARNING: the emulator listens on ${where}, port ${port}: other machines on this network can reach it.`,
    '  Its API accepts sign-ups and issues sessions for the built-in test projects; it is a development tool.',
    devEndpoints
      ? '  Dev endpoints are ON (--dev-endpoints): anyone who can reach this port can read every message and code ' +
        'in the inbox, set any password and wipe the data.'
      : '  Dev endpoints (/_dev/*: the inbox with every message and code, password and clock controls, reset) are ' +
        'off; --dev-endpoints turns them on, answering only Hosts named localhost or this bind.',
    '',
  ].join('\n');
}

/** The fastify app without listening, for `app.inject()` tests. Close it to close the database. */
export async function buildApp(opts: StartOptions = {}): Promise<FastifyInstance> {
  return (await createEmulatorApp(appOptions(opts))).app;
}

/** Starts the emulator and resolves once it listens. */
export async function startEmulator(opts: StartOptions = {}): Promise<RunningEmulator> {
  const host = opts.host ?? DEFAULT_HOST;
  const exposed = !isLoopbackHost(host);
  const devEndpoints = exposed ? opts.devEndpoints === true : (opts.devEndpoints ?? true);
  const exposedBind = exposed && !['0.0.0.0', '::', '[::]'].includes(host) ? [host] : [];
  const { app, clock, config, mounts, claim, setListeningUrl } = await createEmulatorApp({
    ...appOptions(opts),
    devEndpoints,
    devHosts: exposedBind,
  });
  try {
    await app.listen({ port: opts.port ?? DEFAULT_PORT, host });
  } catch (e) {
    await app.close();
    const error = e as NodeJS.ErrnoException;
    if (error.code === 'EADDRINUSE') {
      throw new Error(
        `Port ${opts.port ?? DEFAULT_PORT} is already in use: stop the other server or pick another port.`,
        { cause: e },
      );
    }
    throw e;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : (opts.port ?? DEFAULT_PORT);
  const url = emulatorUrl(opts.host ?? DEFAULT_HOST, port);
  claim.setPort(port);
  setListeningUrl(url);
  if (exposed) console.warn(exposureWarning(host, port, devEndpoints));
  const running: RunningEmulator = {
    url,
    port,
    publicToken: config.defaultProject.public_token,
    projectId: config.defaultProject.project_id,
    secret: config.defaultProject.secret,
    inboxUrl: `${url}/_dev/inbox`,
    clock,
    close: async () => {
      await app.close();
    },
  };
  if (opts.log ?? true) {
    const lines = [
      '',
      'idp-elements emulator',
      `  API           ${url}`,
      `  Listening     ${host.includes(':') && !host.startsWith('[') ? `[${host}]` : host}:${port}${exposed ? '  (reachable from the network)' : '  (this machine only)'}`,
      devEndpoints
        ? `  Inbox         ${running.inboxUrl}`
        : `  Inbox         (off: ${exposed ? 'not a loopback host; --dev-endpoints turns it on' : '--no-dev-endpoints'})`,
      `  Config        ${typeof opts.config === 'string' ? opts.config : opts.config ? 'the config object' : 'the built-in projects'}`,
      `  Public token  ${running.publicToken}  (project "${config.defaultProject.project_name}")`,
      `  Project id    ${running.projectId}`,
      ...config.projects.map(
        (p, i) =>
          `  ${i === 0 ? 'Projects' : '        '}      ${p.public_token}  "${p.project_name}"${p === config.defaultProject ? '  (default)' : ''}`,
      ),
      `  Secret        ${running.secret ?? '(none: the server API /v1/… is off for this project)'}`,
      `  Database      ${opts.db ?? '.data/emulator.sqlite'}`,
      ...(claim.recovered ? [`  Recovered     cleared ${claim.recovered} (no data lost)`] : []),
      ...mounts.map((m) => `  Static        ${url}${m.mount}  →  ${relative(process.cwd(), m.dir) || '.'}/`),
      '',
    ];
    console.info(lines.join('\n'));
  }
  return running;
}
