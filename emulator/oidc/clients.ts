import type { OAuthClientConfig, ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';

/** Lifetimes of what the OpenID provider issues (seconds). */
export const LIFETIMES = {
  /** An authorization code: short, single use. */
  code: 300,
  /** Access tokens and ID tokens. */
  accessToken: 3600,
  idToken: 3600,
  /** Refresh tokens (only with `offline_access`); each refresh rotates the token and restarts this. */
  refreshToken: 30 * 24 * 3600,
} as const;

/** The prefix config values may use for the emulator's own base URL. */
export const API_PLACEHOLDER = '{api}';

/** Where the emulator serves its own consent page (a project's `authorization_url: null`). */
export const CONSENT_PAGE_PATH = '/oauth/authorize';

/** A config URL with `{api}` replaced by the emulator's public base URL. */
export function expandApi(deps: Deps, value: string): string {
  return value.startsWith(API_PLACEHOLDER) ? deps.publicUrl() + value.slice(API_PLACEHOLDER.length) : value;
}

/** The OpenID provider's `issuer`: exactly the emulator's base URL (e.g. `http://localhost:9400`). */
export function issuerOf(deps: Deps): string {
  return deps.publicUrl();
}

/** The page hosting `<idp-consent>`: the project's `authorization_url`, or the emulator's own consent page. */
export function authorizationUrlOf(deps: Deps, project: ProjectConfig): string {
  return project.authorization_url === null
    ? deps.publicUrl() + CONSENT_PAGE_PATH
    : expandApi(deps, project.authorization_url);
}

/** The project whose OpenID provider the standard endpoints (discovery, token, userinfo) serve. */
export function providerProject(deps: Deps): ProjectConfig {
  return deps.config.defaultProject;
}

export function findClient(project: ProjectConfig, clientId: string): OAuthClientConfig | undefined {
  return project.oauth_clients.find((c) => c.client_id === clientId);
}

/** The client, or `not_found` naming where clients are registered. */
export function requireClient(project: ProjectConfig, clientId: string): OAuthClientConfig {
  const client = findClient(project, clientId);
  if (!client) {
    throw new ApiError(
      'not_found',
      `No OAuth client ${show(clientId)} is registered in project "${project.project_name}" (oauth_clients in ` +
        'the emulator config).',
    );
  }
  return client;
}

/** Browser and native apps: no secret, PKCE required. */
export function isPublicClient(client: OAuthClientConfig): boolean {
  return client.client_type.endsWith('_public');
}

/** The project's own apps: no consent screen. */
export function isFirstParty(client: OAuthClientConfig): boolean {
  return client.client_type.startsWith('first_party');
}

/** Whether `uri` is exactly (as a string) one of `registered` once `{api}` is expanded. */
export function isRegisteredUri(deps: Deps, registered: readonly string[], uri: string): boolean {
  return registered.some((entry) => expandApi(deps, entry) === uri);
}

/**
 * The redirect URI, when it is exactly one the client registered; otherwise `invalid_redirect_url` (an error
 * answer: an unregistered URI is never redirected to).
 */
export function checkRedirectUri(
  deps: Deps,
  client: OAuthClientConfig,
  field: 'redirect_uri' | 'post_logout_redirect_uri',
  uri: string,
): string {
  const registered = field === 'redirect_uri' ? client.redirect_uris : client.post_logout_redirect_uris;
  if (!isRegisteredUri(deps, registered, uri)) {
    const list = registered.map((entry) => expandApi(deps, entry));
    throw new ApiError(
      'invalid_redirect_url',
      `${field} ${show(uri)} is not registered for client ${show(client.client_id)}; it must be exactly one of ` +
        `${list.length ? list.map(show).join(', ') : '(none registered)'} (${field === 'redirect_uri' ? 'redirect_uris' : 'post_logout_redirect_uris'} in the emulator config).`,
    );
  }
  return uri;
}

/** The client as authorize start describes it (docs/protocol.md#the-calls). */
export function clientJson(client: OAuthClientConfig) {
  return {
    client_id: client.client_id,
    client_name: client.client_name,
    client_type: client.client_type,
    client_description: client.client_description,
    client_logo_url: client.client_logo_url,
  };
}

export function show(value: string): string {
  return JSON.stringify(value.length > 200 ? `${value.slice(0, 200)}…` : value);
}
