/**
 * Machine clients (`m2m.clients.*`, `m2m.token`) and connected apps (`connectedApp.clients.*`) of the server API.
 * Both live in memory, per emulator process (like the config they extend): a machine client's secret is kept only as
 * its hash; a connected app is an OAuth client added to the project's `oauth_clients`, so the authorization-code
 * flow of `<idp-consent>` and the token endpoint serve it at once.
 */
import { randomUUID } from 'node:crypto';
import type { OAuthClientConfig, ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { hashSecret, newSecret, safeEqual } from './ids';

/** A machine token lives one hour, as the provider's. */
export const M2M_TOKEN_LIFETIME_SECONDS = 3600;

interface M2MRecord {
  client_id: string;
  client_name: string;
  client_description: string;
  status: 'active' | 'inactive';
  scopes: string[];
  trusted_metadata: Record<string, unknown>;
  secret_hash: string;
  secret_last_four: string;
  next_secret_hash: string | null;
  next_secret_last_four: string | null;
}

const m2mByDeps = new WeakMap<Deps, Map<string, Map<string, M2MRecord>>>();

function m2mOf(deps: Deps, project: ProjectConfig): Map<string, M2MRecord> {
  let projects = m2mByDeps.get(deps);
  if (!projects) m2mByDeps.set(deps, (projects = new Map()));
  let clients = projects.get(project.project_id);
  if (!clients) projects.set(project.project_id, (clients = new Map()));
  return clients;
}

function m2mJson(c: M2MRecord) {
  return {
    client_id: c.client_id,
    client_name: c.client_name,
    client_description: c.client_description,
    status: c.status,
    scopes: [...c.scopes],
    client_secret_last_four: c.secret_last_four,
    trusted_metadata: c.trusted_metadata,
    ...(c.next_secret_last_four !== null ? { next_client_secret_last_four: c.next_secret_last_four } : {}),
  };
}

function requireM2M(deps: Deps, project: ProjectConfig, clientId: string): M2MRecord {
  const client = m2mOf(deps, project).get(clientId);
  if (!client) {
    throw new ApiError(
      'm2m_client_not_found',
      `No machine client of project "${project.project_name}" has the id ${JSON.stringify(clientId.slice(0, 100))}.`,
    );
  }
  return client;
}

/** Scopes: space-free, at most 200 characters each, at most 50. */
function checkScopes(scopes: readonly string[]): string[] {
  if (scopes.length > 50 || scopes.some((s) => s === '' || /\s/.test(s) || s.length > 200)) {
    throw new ApiError('bad_request', 'scopes: at most 50, each 1–200 characters without spaces.');
  }
  return [...new Set(scopes)];
}

export interface M2MInput {
  client_id?: string | undefined;
  client_name?: string | undefined;
  client_description?: string | undefined;
  status?: 'active' | 'inactive' | undefined;
  scopes?: string[] | undefined;
  trusted_metadata?: Record<string, unknown> | undefined;
}

export const m2mClients = {
  create(deps: Deps, project: ProjectConfig, input: M2MInput & { client_secret?: string | undefined }) {
    const clients = m2mOf(deps, project);
    const clientId = input.client_id ?? `m2m-client-test-${randomUUID()}`;
    if (clients.has(clientId)) {
      throw new ApiError('bad_request', `A machine client with the id ${JSON.stringify(clientId)} exists.`);
    }
    const secret = input.client_secret ?? newSecret();
    const record: M2MRecord = {
      client_id: clientId,
      client_name: input.client_name ?? '',
      client_description: input.client_description ?? '',
      status: 'active',
      scopes: checkScopes(input.scopes ?? []),
      trusted_metadata: input.trusted_metadata ?? {},
      secret_hash: hashSecret(secret),
      secret_last_four: secret.slice(-4),
      next_secret_hash: null,
      next_secret_last_four: null,
    };
    clients.set(clientId, record);
    return { m2m_client: { ...m2mJson(record), client_secret: secret } };
  },
  get(deps: Deps, project: ProjectConfig, clientId: string) {
    return { m2m_client: m2mJson(requireM2M(deps, project, clientId)) };
  },
  /** Search: `client_id` / `client_name` / `scopes` operands (`filter_value` arrays), `AND` or `OR`. */
  search(
    deps: Deps,
    project: ProjectConfig,
    query: { operator?: string; operands?: { filter_name: string; filter_value: unknown }[] } | undefined,
    limit: number,
    cursor: string | undefined,
  ) {
    const tests = (query?.operands ?? []).map((op) => {
      const values = Array.isArray(op.filter_value) ? op.filter_value.map(String) : [String(op.filter_value)];
      switch (op.filter_name) {
        case 'client_id':
          return (c: M2MRecord) => values.includes(c.client_id);
        case 'client_name':
          return (c: M2MRecord) => values.includes(c.client_name);
        case 'scopes':
          return (c: M2MRecord) => values.some((v) => c.scopes.includes(v));
        default:
          throw new ApiError(
            'invalid_search_query',
            `filter_name ${JSON.stringify(String(op.filter_name).slice(0, 100))} is not one of client_id, client_name, scopes.`,
          );
      }
    });
    const and = query?.operator !== 'OR';
    const all = [...m2mOf(deps, project).values()].filter((c) =>
      tests.length === 0 ? true : and ? tests.every((t) => t(c)) : tests.some((t) => t(c)),
    );
    const offset = pageOffset(cursor);
    const page = all.slice(offset, offset + limit);
    return {
      m2m_clients: page.map(m2mJson),
      results_metadata: {
        total: all.length,
        next_cursor: offset + limit < all.length ? `m2m-${offset + limit}` : null,
      },
    };
  },
  update(deps: Deps, project: ProjectConfig, input: M2MInput & { client_id: string }) {
    const c = requireM2M(deps, project, input.client_id);
    if (input.client_name !== undefined) c.client_name = input.client_name;
    if (input.client_description !== undefined) c.client_description = input.client_description;
    if (input.status !== undefined) c.status = input.status;
    if (input.scopes !== undefined) c.scopes = checkScopes(input.scopes);
    if (input.trusted_metadata !== undefined) c.trusted_metadata = input.trusted_metadata;
    return { m2m_client: m2mJson(c) };
  },
  delete(deps: Deps, project: ProjectConfig, clientId: string) {
    requireM2M(deps, project, clientId);
    m2mOf(deps, project).delete(clientId);
    return { client_id: clientId };
  },
  rotateStart(deps: Deps, project: ProjectConfig, clientId: string) {
    const c = requireM2M(deps, project, clientId);
    const next = newSecret();
    c.next_secret_hash = hashSecret(next);
    c.next_secret_last_four = next.slice(-4);
    return { m2m_client: { ...m2mJson(c), next_client_secret: next } };
  },
  rotateCancel(deps: Deps, project: ProjectConfig, clientId: string) {
    const c = requireM2M(deps, project, clientId);
    requirePending(c.next_secret_hash, clientId);
    c.next_secret_hash = null;
    c.next_secret_last_four = null;
    return { m2m_client: m2mJson(c) };
  },
  rotate(deps: Deps, project: ProjectConfig, clientId: string) {
    const c = requireM2M(deps, project, clientId);
    c.secret_hash = requirePending(c.next_secret_hash, clientId);
    c.secret_last_four = c.next_secret_last_four ?? '';
    c.next_secret_hash = null;
    c.next_secret_last_four = null;
    return { m2m_client: m2mJson(c) };
  },
  /**
   * `client_credentials` (`m2m.token`): the client's secret (or, during a rotation, the next one) and scopes it has
   * (all of them when none are asked) → an RS256 access token from the project's key set, which `m2m.authenticateToken`
   * verifies offline. Null for an unknown or inactive client or a wrong secret (the caller answers `invalid_client`).
   */
  async token(
    deps: Deps,
    project: ProjectConfig,
    clientId: string,
    secret: string,
    scope: string | undefined,
  ) {
    const c = m2mOf(deps, project).get(clientId);
    const hash = hashSecret(secret);
    if (
      !c ||
      c.status !== 'active' ||
      !(
        safeEqual(hash, c.secret_hash) ||
        (c.next_secret_hash !== null && safeEqual(hash, c.next_secret_hash))
      )
    ) {
      return null;
    }
    const asked = scope === undefined || scope.trim() === '' ? c.scopes : scope.trim().split(/\s+/);
    const missing = asked.filter((s) => !c.scopes.includes(s));
    if (missing.length) return { error: `The client may not ask for ${missing.join(' ')}.` } as const;
    const now = Math.floor(deps.clock.now() / 1000);
    const accessToken = await deps.signer.keys.sign(project.project_id, {
      scope: asked.join(' '),
      iss: project.jwt_issuer ?? `stytch.com/${project.project_id}`,
      aud: [project.project_id],
      sub: c.client_id,
      iat: now,
      nbf: now,
      exp: now + M2M_TOKEN_LIFETIME_SECONDS,
      jti: randomUUID(),
    });
    return {
      access_token: accessToken,
      token_type: 'bearer',
      expires_in: M2M_TOKEN_LIFETIME_SECONDS,
      scope: asked.join(' '),
    } as const;
  },
};

function requirePending(hash: string | null, clientId: string): string {
  if (hash === null) {
    throw new ApiError(
      'bad_request',
      `Client ${JSON.stringify(clientId.slice(0, 100))} has no secret rotation in progress: call secrets.rotateStart first.`,
    );
  }
  return hash;
}

function pageOffset(cursor: string | undefined): number {
  if (cursor === undefined || cursor === '') return 0;
  const match = /^(?:m2m|app)-(\d{1,9})$/.exec(cursor);
  if (!match) throw new ApiError('invalid_search_query', 'The cursor is malformed.');
  return Number(match[1]);
}

/** What the server API stores of a connected app beyond the OAuth client config. */
interface AppExtras {
  status: string;
  full_access_allowed: boolean;
  access_token_expiry_minutes: number;
  access_token_template_content: string;
  access_token_custom_audience: string;
  id_token_template_content: string;
  bypass_consent_for_offline_access: boolean;
  next_client_secret: string | null;
}

const extrasOf = new WeakMap<OAuthClientConfig, AppExtras>();

function extras(client: OAuthClientConfig): AppExtras {
  let e = extrasOf.get(client);
  if (!e) {
    e = {
      status: 'active',
      full_access_allowed: false,
      access_token_expiry_minutes: 60,
      access_token_template_content: '',
      access_token_custom_audience: '',
      id_token_template_content: '',
      bypass_consent_for_offline_access: false,
      next_client_secret: null,
    };
    extrasOf.set(client, e);
  }
  return e;
}

function appJson(client: OAuthClientConfig) {
  const e = extras(client);
  return {
    client_id: client.client_id,
    client_name: client.client_name,
    client_description: client.client_description,
    status: e.status,
    full_access_allowed: e.full_access_allowed,
    client_type: client.client_type,
    redirect_urls: [...client.redirect_uris],
    access_token_expiry_minutes: e.access_token_expiry_minutes,
    access_token_template_content: e.access_token_template_content,
    post_logout_redirect_urls: [...client.post_logout_redirect_uris],
    bypass_consent_for_offline_access: e.bypass_consent_for_offline_access,
    id_token_template_content: e.id_token_template_content,
    ...(client.client_secret !== null ? { client_secret_last_four: client.client_secret.slice(-4) } : {}),
    ...(e.next_client_secret !== null
      ? { next_client_secret_last_four: e.next_client_secret.slice(-4) }
      : {}),
    ...(e.access_token_custom_audience
      ? { access_token_custom_audience: e.access_token_custom_audience }
      : {}),
    ...(client.client_logo_url !== null ? { logo_url: client.client_logo_url } : {}),
  };
}

function requireApp(project: ProjectConfig, clientId: string): OAuthClientConfig {
  const client = project.oauth_clients.find((c) => c.client_id === clientId);
  if (!client) {
    throw new ApiError(
      'connected_app_not_found',
      `No connected app of project "${project.project_name}" has the client id ${JSON.stringify(clientId.slice(0, 100))}.`,
    );
  }
  return client;
}

const CLIENT_TYPES = ['first_party', 'first_party_public', 'third_party', 'third_party_public'] as const;

/** Redirect URLs: absolute http(s) URLs (http only for loopback hosts), as the provider requires. */
function checkUrls(field: string, urls: readonly string[]): string[] {
  for (const url of urls) {
    const parsed = URL.canParse(url) ? new URL(url) : null;
    const loopback = parsed !== null && ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
    if (
      !parsed ||
      !(parsed.protocol === 'https:' || (parsed.protocol === 'http:' && loopback)) ||
      parsed.hash
    ) {
      throw new ApiError(
        'invalid_redirect_url',
        `${field}: ${JSON.stringify(url.slice(0, 200))} is not an https URL (http only for localhost) without a fragment.`,
      );
    }
  }
  return [...urls];
}

function checkLogo(url: string | undefined): string | null {
  if (url === undefined || url === '') return null;
  const parsed = URL.canParse(url) ? new URL(url) : null;
  if (!parsed || (parsed.protocol !== 'https:' && parsed.protocol !== 'http:')) {
    throw new ApiError('bad_request', 'logo_url must be an http(s) URL.');
  }
  return parsed.href;
}

export interface AppInput {
  client_id?: string;
  client_type?: string;
  client_name?: string;
  client_description?: string;
  redirect_urls?: string[];
  post_logout_redirect_urls?: string[];
  logo_url?: string;
  full_access_allowed?: boolean;
  access_token_expiry_minutes?: number;
  access_token_custom_audience?: string;
  access_token_template_content?: string;
  id_token_template_content?: string;
  bypass_consent_for_offline_access?: boolean;
}

function applyExtras(client: OAuthClientConfig, input: AppInput): void {
  const e = extras(client);
  if (input.full_access_allowed !== undefined) e.full_access_allowed = input.full_access_allowed;
  if (input.access_token_expiry_minutes !== undefined)
    e.access_token_expiry_minutes = input.access_token_expiry_minutes;
  if (input.access_token_custom_audience !== undefined)
    e.access_token_custom_audience = input.access_token_custom_audience;
  if (input.access_token_template_content !== undefined)
    e.access_token_template_content = input.access_token_template_content;
  if (input.id_token_template_content !== undefined)
    e.id_token_template_content = input.id_token_template_content;
  if (input.bypass_consent_for_offline_access !== undefined)
    e.bypass_consent_for_offline_access = input.bypass_consent_for_offline_access;
}

export const connectedApps = {
  create(project: ProjectConfig, input: AppInput) {
    const type = input.client_type;
    if (!CLIENT_TYPES.includes(type as (typeof CLIENT_TYPES)[number])) {
      throw new ApiError('bad_request', `client_type must be one of ${CLIENT_TYPES.join(', ')}.`);
    }
    const clientType = type as OAuthClientConfig['client_type'];
    const secret = clientType.endsWith('_public') ? null : newSecret();
    const client: OAuthClientConfig = {
      client_id: `connected-app-test-${randomUUID()}`,
      client_name: input.client_name ?? '',
      client_description: input.client_description ?? '',
      client_type: clientType,
      client_secret: secret,
      client_logo_url: checkLogo(input.logo_url),
      redirect_uris: checkUrls('redirect_urls', input.redirect_urls ?? []),
      post_logout_redirect_uris: checkUrls(
        'post_logout_redirect_urls',
        input.post_logout_redirect_urls ?? [],
      ),
    };
    applyExtras(client, input);
    project.oauth_clients.push(client);
    return { connected_app: { ...appJson(client), ...(secret !== null ? { client_secret: secret } : {}) } };
  },
  get(project: ProjectConfig, clientId: string) {
    return { connected_app: appJson(requireApp(project, clientId)) };
  },
  update(project: ProjectConfig, input: AppInput & { client_id: string }) {
    const client = requireApp(project, input.client_id);
    if (input.client_name !== undefined) client.client_name = input.client_name;
    if (input.client_description !== undefined) client.client_description = input.client_description;
    if (input.redirect_urls !== undefined)
      client.redirect_uris = checkUrls('redirect_urls', input.redirect_urls);
    if (input.post_logout_redirect_urls !== undefined) {
      client.post_logout_redirect_uris = checkUrls(
        'post_logout_redirect_urls',
        input.post_logout_redirect_urls,
      );
    }
    if (input.logo_url !== undefined) client.client_logo_url = checkLogo(input.logo_url);
    applyExtras(client, input);
    return { connected_app: appJson(client) };
  },
  delete(project: ProjectConfig, clientId: string) {
    const client = requireApp(project, clientId);
    project.oauth_clients.splice(project.oauth_clients.indexOf(client), 1);
    return { client_id: clientId };
  },
  search(project: ProjectConfig, limit: number, cursor: string | undefined) {
    const offset = pageOffset(cursor);
    const all = project.oauth_clients;
    return {
      connected_apps: all.slice(offset, offset + limit).map(appJson),
      results_metadata: {
        total: all.length,
        next_cursor: offset + limit < all.length ? `app-${offset + limit}` : null,
      },
    };
  },
  rotateStart(project: ProjectConfig, clientId: string) {
    const client = requireApp(project, clientId);
    if (client.client_secret === null) {
      throw new ApiError('bad_request', 'A public client has no secret to rotate.');
    }
    const next = newSecret();
    extras(client).next_client_secret = next;
    return { connected_app: { ...appJson(client), next_client_secret: next } };
  },
  rotateCancel(project: ProjectConfig, clientId: string) {
    const client = requireApp(project, clientId);
    const e = extras(client);
    requirePending(e.next_client_secret, clientId);
    e.next_client_secret = null;
    return { connected_app: appJson(client) };
  },
  rotate(project: ProjectConfig, clientId: string) {
    const client = requireApp(project, clientId);
    const e = extras(client);
    client.client_secret = requirePending(e.next_client_secret, clientId);
    e.next_client_secret = null;
    return { connected_app: appJson(client) };
  },
};

/** How many machine clients the project has (`project.metrics`). */
export function m2mCount(deps: Deps, project: ProjectConfig): number {
  return m2mOf(deps, project).size;
}
