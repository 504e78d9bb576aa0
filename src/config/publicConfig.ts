/**
 * The product's own public configuration: frozen, filled at build time from environment variables.
 * The demo build replaces `process.env.IDP_*` with literal values; a missing one throws, naming it.
 */
export interface PublicConfig {
  /** The provider's public token. */
  readonly publicToken: string;
  /** The provider's API base address. */
  readonly apiBaseUrl: string;
  /** Where the app itself is served (redirect pages live here). */
  readonly appUrl: string;
  /** Always `production`. */
  readonly environment: 'production';
}

/** Variables a browser bundle may read. */
export const CLIENT_ENV = ['IDP_PUBLIC_TOKEN', 'IDP_API_URL', 'IDP_APP_URL'] as const;
export type ClientEnvName = (typeof CLIENT_ENV)[number];

export class EnvironmentError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'EnvironmentError';
  }
}

function required(env: Partial<Record<ClientEnvName, string | undefined>>, name: ClientEnvName): string {
  const value = env[name];
  if (value === undefined || value.trim() === '') {
    throw new EnvironmentError(`idp-elements: the required environment variable ${name} is not set.`);
  }
  return value.trim();
}

export function readPublicConfig(env: Partial<Record<ClientEnvName, string | undefined>>): PublicConfig {
  return Object.freeze({
    publicToken: required(env, 'IDP_PUBLIC_TOKEN'),
    apiBaseUrl: required(env, 'IDP_API_URL'),
    appUrl: required(env, 'IDP_APP_URL'),
    environment: 'production',
  });
}

/**
 * Reads a server-only variable. In a browser this throws: secrets must never be bundled into client code.
 */
export function serverEnv(name: string): string | undefined {
  if (typeof window !== 'undefined' && typeof document !== 'undefined') {
    throw new EnvironmentError(
      `idp-elements: the server-only environment variable ${name} cannot be read in the browser.`,
    );
  }
  const proc = (globalThis as { process?: { env: Record<string, string | undefined> } }).process;
  return proc?.env[name];
}
