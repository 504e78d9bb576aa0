import type { OAuthClientConfig, ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { hashSecret, newSecret } from '../services/ids';
import { withQueryParams } from '../services/redirects';
import type { ActiveSession } from '../services/sessions';
import {
  checkRedirectUri,
  isFirstParty,
  isPublicClient,
  issuerOf,
  LIFETIMES,
  requireClient,
  show,
} from './clients';
import { checkResources, withResources } from './resources';
import { parseScopes, scopeResults, type ScopeResult } from './scopes';

/** The authorize parameters the widget forwards from its page's query string (docs/protocol.md#the-calls). */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  response_type?: string;
  scopes?: string[];
  prompt?: string;
  state?: string;
  nonce?: string;
  code_challenge?: string;
  code_challenge_method?: string;
  /** RFC 8707 resource indicators: the audience of the access token (the project's id without any). */
  resources?: string[];
  /** OpenID Core §3.1.2.1: the longest time (seconds) since the user last authenticated; older asks again. */
  max_age?: number;
}

/** A request the provider accepted: from here on, problems are reported to the client by redirect. */
export interface CheckedAuthorize {
  client: OAuthClientConfig;
  redirectUri: string;
  prompts: Set<string>;
  scopes: string[];
  results: ScopeResult[];
  /** The requested scopes this user may grant. */
  grantable: string[];
  /** Whether the user must be asked (prompt=consent, or a third-party client without consent for these scopes). */
  consentNeeded: boolean;
  /** The checked resource indicators. */
  resources: string[];
}

/** The `scopes` the widget sends when the page's URL names none. */
export const DEFAULT_SCOPES = ['openid', 'email', 'profile'];

/** `login` and `select_account` would need the consent page to log the user in again; not supported. */
const PROMPTS = new Set(['none', 'consent', 'login']);

/**
 * An authorize problem found once the client and its redirect URI are known: RFC 6749 §4.1.2.1 and OpenID Core
 * §3.1.2.6 send it back to the client (`error`, `error_description`, `state`, `iss`), never show it on the page.
 */
export class AuthorizeRedirect extends Error {
  constructor(readonly outcome: SubmitOutcome) {
    super(outcome.redirect_uri);
    this.name = 'AuthorizeRedirect';
  }
}

/** The client's redirect URI with an OAuth error, `state` and the RFC 9207 `iss`. */
export function redirectWithError(
  deps: Deps,
  redirectUri: string,
  state: string | undefined,
  error: string,
  description: string,
): AuthorizeRedirect {
  return new AuthorizeRedirect({
    redirect_uri: withQueryParams(redirectUri, {
      error,
      error_description: description,
      ...(state !== undefined ? { state } : {}),
      iss: issuerOf(deps),
    }),
  });
}

/** What an authorize request asks, checked, before any user is known. */
export interface CheckedRequest {
  client: OAuthClientConfig;
  redirectUri: string;
  prompts: Set<string>;
  scopes: string[];
  resources: string[];
  maxAge: number | undefined;
}

/**
 * The request's own checks. The client must be registered and the redirect URI exactly one of its own: those
 * failures are error answers (the widget shows them). Then `response_type` is `code` (`unsupported_response_type`),
 * `prompt` valid (`invalid_request`), `max_age` a whole number of seconds (`invalid_request`), the resources
 * absolute URLs (`invalid_target`), the scopes well formed (`invalid_scope`): those go back to the client
 * (`AuthorizeRedirect`).
 */
export function checkRequest(deps: Deps, project: ProjectConfig, params: AuthorizeParams): CheckedRequest {
  const client = requireClient(project, params.client_id);
  const redirectUri = checkRedirectUri(deps, client, 'redirect_uri', params.redirect_uri);
  const back = (error: string, description: string) =>
    redirectWithError(deps, redirectUri, params.state, error, description);
  const responseType = params.response_type ?? 'code';
  if (responseType !== 'code') {
    throw back(
      'unsupported_response_type',
      `response_type ${show(responseType)} is not supported: this provider supports the authorization code flow ` +
        '(response_type=code) only.',
    );
  }
  const maxAge = params.max_age;
  if (maxAge !== undefined && (!Number.isInteger(maxAge) || maxAge < 0)) {
    throw back('invalid_request', 'max_age must be a whole number of seconds.');
  }
  const step = <T>(error: string, fn: () => T): T => {
    try {
      return fn();
    } catch (e) {
      if (e instanceof ApiError) throw back(error, e.message);
      throw e;
    }
  };
  const prompts = step('invalid_request', () => parsePrompt(params.prompt));
  const resources = step('invalid_target', () => checkResources(params.resources));
  const scopes = step('invalid_scope', () => parseScopes(params.scopes ?? DEFAULT_SCOPES));
  return { client, redirectUri, prompts, scopes, resources, maxAge };
}

/**
 * Whether the user must authenticate again before the provider answers: `prompt=login`, or a last authentication
 * older than `max_age`. Under `prompt=none` that is `login_required`, sent back to the client.
 */
export function reauthenticationNeeded(
  deps: Deps,
  request: CheckedRequest,
  active: ActiveSession,
  state: string | undefined,
): boolean {
  const stale =
    request.prompts.has('login') ||
    (request.maxAge !== undefined && deps.clock.now() - authTimeOf(active) > request.maxAge * 1000);
  if (stale && request.prompts.has('none')) {
    throw redirectWithError(
      deps,
      request.redirectUri,
      state,
      'login_required',
      request.maxAge !== undefined
        ? `The user last authenticated more than max_age (${request.maxAge} s) ago.`
        : 'The user must log in again.',
    );
  }
  return stale;
}

/**
 * Checks an authorize request for the session's user: `checkRequest`, then which of the scopes the user may grant
 * and whether consent is needed.
 */
export function checkAuthorize(
  deps: Deps,
  project: ProjectConfig,
  active: ActiveSession,
  params: AuthorizeParams,
): CheckedAuthorize {
  const request = checkRequest(deps, project, params);
  const { client, prompts } = request;
  const results = scopeResults(deps, project, client, active.user, request.scopes);
  const grantable = results.filter((r) => r.is_grantable).map((r) => r.scope);
  return {
    client,
    redirectUri: request.redirectUri,
    prompts,
    scopes: request.scopes,
    results,
    grantable,
    consentNeeded: needsConsent(deps, client, active, grantable, prompts),
    resources: request.resources,
  };
}

function parsePrompt(prompt: string | undefined): Set<string> {
  const values = new Set((prompt ?? '').split(' ').filter((p) => p !== ''));
  for (const value of values) {
    if (!PROMPTS.has(value)) {
      throw new ApiError(
        'bad_request',
        `prompt ${show(value)} is not supported by this provider; use none, login or consent.`,
      );
    }
  }
  if (values.has('none') && values.size > 1) {
    throw new ApiError('bad_request', 'prompt=none cannot be combined with other prompt values.');
  }
  return values;
}

/**
 * `prompt=consent` always asks; first-party clients never do otherwise; third-party clients ask unless the user
 * already granted this client every grantable scope requested (consent is remembered per user and client, as the
 * union of the scope sets granted, so only new scopes ask again).
 */
function needsConsent(
  deps: Deps,
  client: OAuthClientConfig,
  active: ActiveSession,
  grantable: string[],
  prompts: Set<string>,
): boolean {
  if (prompts.has('consent')) return true;
  if (isFirstParty(client)) return false;
  const remembered = deps.store.idp.consents.get(active.user.user_id, client.client_id);
  return !grantable.every((scope) => remembered?.scopes.includes(scope));
}

/** Where the browser goes after submit: the code, or an OAuth error, on the client's redirect URI (with `iss`). */
export interface SubmitOutcome {
  redirect_uri: string;
  authorization_code?: string;
}

/** An error redirect (RFC 6749 §4.1.2.1) with `state` and the RFC 9207 `iss`. */
export function errorRedirect(
  deps: Deps,
  checked: CheckedAuthorize,
  state: string | undefined,
  error: string,
  description: string,
): SubmitOutcome {
  return {
    redirect_uri: withQueryParams(checked.redirectUri, {
      error,
      error_description: description,
      ...(state !== undefined ? { state } : {}),
      iss: issuerOf(deps),
    }),
  };
}

/**
 * Submit's steps after `checkAuthorize`: PKCE present where required (public clients) and S256 → consent
 * (denied → `access_denied`; needed under prompt=none → `consent_required`) → remember a granted consent → a
 * single-use code bound to the user, client, redirect URI, granted scopes, nonce, code challenge and auth time.
 */
export function submitAuthorize(
  deps: Deps,
  project: ProjectConfig,
  active: ActiveSession,
  checked: CheckedAuthorize,
  params: AuthorizeParams,
  consentGranted: boolean,
): SubmitOutcome {
  const { client } = checked;
  const method = params.code_challenge_method ?? 'S256';
  if (params.code_challenge !== undefined && method !== 'S256') {
    return errorRedirect(
      deps,
      checked,
      params.state,
      'invalid_request',
      `code_challenge_method ${method} is not supported; use S256.`,
    );
  }
  if (isPublicClient(client) && params.code_challenge === undefined) {
    return errorRedirect(
      deps,
      checked,
      params.state,
      'invalid_request',
      'code_challenge is required: public clients must use PKCE (S256).',
    );
  }
  if (checked.consentNeeded && !consentGranted) {
    return checked.prompts.has('none')
      ? errorRedirect(deps, checked, params.state, 'consent_required', 'The user has not consented yet.')
      : errorRedirect(deps, checked, params.state, 'access_denied', 'The user denied access.');
  }
  const now = deps.clock.now();
  const code = withResources(newSecret(), checked.resources);
  deps.store.transaction(() => {
    if (consentGranted && !isFirstParty(client))
      rememberConsent(deps, project, active, client, checked.grantable);
    deps.store.idp.codes.prune(now - 24 * 3600_000);
    deps.store.idp.codes.create({
      code_hash: hashSecret(code),
      project_id: project.project_id,
      client_id: client.client_id,
      user_id: active.user.user_id,
      session_id: active.session.session_id,
      redirect_uri: checked.redirectUri,
      scopes: checked.grantable,
      nonce: params.nonce ?? null,
      code_challenge: params.code_challenge ?? null,
      auth_time: authTimeOf(active),
      created_at: now,
      expires_at: now + LIFETIMES.code * 1000,
      used_at: null,
    });
  });
  return {
    redirect_uri: withQueryParams(checked.redirectUri, {
      code,
      ...(params.state !== undefined ? { state: params.state } : {}),
      iss: issuerOf(deps),
    }),
    authorization_code: code,
  };
}

function rememberConsent(
  deps: Deps,
  project: ProjectConfig,
  active: ActiveSession,
  client: OAuthClientConfig,
  scopes: string[],
): void {
  const previous = deps.store.idp.consents.get(active.user.user_id, client.client_id);
  deps.store.idp.consents.put({
    project_id: project.project_id,
    user_id: active.user.user_id,
    client_id: client.client_id,
    scopes: [...new Set([...(previous?.scopes ?? []), ...scopes])],
    granted_at: deps.clock.now(),
  });
}

/** When the user last authenticated in this session (its newest factor), else when the session started. */
export function authTimeOf(active: ActiveSession): number {
  const times = active.session.authentication_factors
    .map((f) => Date.parse(f.last_authenticated_at))
    .filter((t) => Number.isFinite(t));
  return times.length > 0 ? Math.max(...times) : active.session.started_at;
}
