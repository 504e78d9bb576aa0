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
const PROMPTS = new Set(['none', 'consent']);

/**
 * Checks an authorize request for the session's user. Steps: the client is registered → the redirect URI is
 * exactly one of its own → `response_type` is `code` → `prompt` is valid → the resources are absolute URLs → the
 * scopes are well formed → which of
 * them the user may grant → whether consent is needed. Failures are error answers (the widget shows their message),
 * never redirects.
 */
export function checkAuthorize(
  deps: Deps,
  project: ProjectConfig,
  active: ActiveSession,
  params: AuthorizeParams,
): CheckedAuthorize {
  const client = requireClient(project, params.client_id);
  const redirectUri = checkRedirectUri(deps, client, 'redirect_uri', params.redirect_uri);
  const responseType = params.response_type ?? 'code';
  if (responseType !== 'code') {
    throw new ApiError(
      'bad_request',
      `response_type ${show(responseType)} is not supported: this provider supports the authorization code flow ` +
        '(response_type=code) only.',
    );
  }
  const prompts = parsePrompt(params.prompt);
  const resources = checkResources(params.resources);
  const scopes = parseScopes(params.scopes ?? DEFAULT_SCOPES);
  const results = scopeResults(deps, project, client, active.user, scopes);
  const grantable = results.filter((r) => r.is_grantable).map((r) => r.scope);
  return {
    client,
    redirectUri,
    prompts,
    scopes,
    results,
    grantable,
    consentNeeded: needsConsent(deps, client, active, grantable, prompts),
    resources,
  };
}

function parsePrompt(prompt: string | undefined): Set<string> {
  const values = new Set((prompt ?? '').split(' ').filter((p) => p !== ''));
  for (const value of values) {
    if (!PROMPTS.has(value)) {
      throw new ApiError(
        'bad_request',
        `prompt ${show(value)} is not supported by this provider; use none or consent.`,
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
