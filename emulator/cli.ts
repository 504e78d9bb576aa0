/**
 * The emulator's command line: flags, their environment fallbacks and the usage text. `main.ts` runs it.
 */
import { existsSync, statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { DEFAULT_HOST, DEFAULT_PORT } from './config/defaults';
import type { StaticMount } from './http/static';
import type { StartOptions } from './index';

export const USAGE = `Usage: npm run emulator -- [options]

  --port N              port to listen on (0 = any free port)   [env IDP_EMULATOR_PORT, default ${DEFAULT_PORT}]
  --host HOST           interface to listen on                  [default ${DEFAULT_HOST}]
  --db FILE|:memory:    SQLite database file                    [env IDP_EMULATOR_DB, default .data/emulator.sqlite]
  --config FILE         JSON or TS config file merged over the built-in projects and defaults  [env IDP_EMULATOR_CONFIG]
  --no-dev-endpoints    turn off /_dev/* (inbox, messages, events, reset, clock)
  --dev-endpoints       keep /_dev/* on with a --host other than loopback (off there by default)
  --public-url URL      base URL of error_url links (default: the emulator's own URL)
  --static MOUNT=DIR    also serve folder DIR at URL prefix MOUNT (repeatable), e.g. --static /=demo
  --help                show this help`;

/** A bad flag or value: the CLI prints the message and the usage, and exits 2. */
export class UsageError extends Error {}

export interface CliOptions {
  port: number;
  host: string;
  db: string | undefined;
  config: string | undefined;
  /** Undefined unless a flag says: on by default on loopback hosts, off on others. */
  devEndpoints: boolean | undefined;
  publicUrl: string | undefined;
  static: StaticMount[];
}

/** Parses the flags (the environment fills what they leave out); throws `UsageError`. */
export function parseCli(argv: string[], env: NodeJS.ProcessEnv): CliOptions | 'help' {
  let values;
  try {
    ({ values } = parseArgs({
      args: argv,
      strict: true,
      allowPositionals: false,
      options: {
        port: { type: 'string' },
        host: { type: 'string' },
        db: { type: 'string' },
        config: { type: 'string' },
        'no-dev-endpoints': { type: 'boolean' },
        'dev-endpoints': { type: 'boolean' },
        'public-url': { type: 'string' },
        static: { type: 'string', multiple: true },
        help: { type: 'boolean', short: 'h' },
      },
    }));
  } catch (e) {
    throw new UsageError((e as Error).message);
  }
  if (values.help) return 'help';

  const portText = values.port ?? env.IDP_EMULATOR_PORT ?? String(DEFAULT_PORT);
  const port = /^\d{1,5}$/.test(portText) ? Number(portText) : NaN;
  if (!(port >= 0 && port <= 65535))
    throw new UsageError(`--port must be a number from 0 to 65535, got "${portText}".`);

  const host = values.host ?? DEFAULT_HOST;
  if (host === '') throw new UsageError('--host must not be empty.');

  const db = values.db ?? (env.IDP_EMULATOR_DB || undefined);
  if (db === '') throw new UsageError('--db must name a file or :memory:.');

  const config = values.config ?? (env.IDP_EMULATOR_CONFIG || undefined);
  if (config !== undefined && !existsSync(config))
    throw new UsageError(`--config: no such file "${config}".`);

  const mounts = (values.static ?? []).map((spec): StaticMount => {
    const at = spec.indexOf('=');
    const mount = spec.slice(0, at);
    const dir = spec.slice(at + 1);
    if (at <= 0 || !mount.startsWith('/') || dir === '') {
      throw new UsageError(`--static must look like MOUNT=DIR with MOUNT starting with "/", got "${spec}".`);
    }
    if (!existsSync(dir) || !statSync(dir).isDirectory())
      throw new UsageError(`--static: no such folder "${dir}".`);
    return { mount, dir };
  });

  if (values['dev-endpoints'] && values['no-dev-endpoints'])
    throw new UsageError('--dev-endpoints and --no-dev-endpoints contradict each other.');
  const devEndpoints = values['dev-endpoints'] ? true : values['no-dev-endpoints'] ? false : undefined;

  const publicUrl = values['public-url'];
  if (publicUrl !== undefined && !/^https?:\/\/[^/]+/.test(publicUrl))
    throw new UsageError(`--public-url must be an http(s) URL, got "${publicUrl}".`);

  return { port, host, db, config, devEndpoints, publicUrl, static: mounts };
}

/**
 * Stops the emulator cleanly on SIGINT / SIGTERM (a second signal exits at once), and says how to stop it.
 */
export function stopOnSignals(emulator: { close(): Promise<void> }): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.info(`\n${signal}: stopping the emulator…`);
    emulator.close().then(
      () => process.exit(0),
      (e: unknown) => {
        console.error('emulator: error while stopping:', e);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  console.info('Press Ctrl+C to stop.');
}

/** The `startEmulator` options for parsed flags, with `extraStatic` mounts served after the flags' own. */
export function startOptions(options: CliOptions, extraStatic: StaticMount[] = []): StartOptions {
  return {
    port: options.port,
    host: options.host,
    ...(options.db !== undefined ? { db: options.db } : {}),
    ...(options.config !== undefined ? { config: options.config } : {}),
    ...(options.devEndpoints !== undefined ? { devEndpoints: options.devEndpoints } : {}),
    ...(options.publicUrl !== undefined ? { publicUrl: options.publicUrl } : {}),
    static: [...options.static, ...extraStatic],
  };
}
