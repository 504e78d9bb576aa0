import type { Http } from './http';
import type { AuthResp, BaseResponse } from './types';

/**
 * The identity-provider calls of `<idp-consent>` (docs/protocol.md#the-calls): authorize start and submit, logout start. The
 * session attest call (docs/protocol.md#the-calls) lives here too, not in `sessions.ts`: only the identity-provider flow uses it
 * (a trusted auth token), and `sessions.ts` ships with every `<idp-login>`.
 */

/** Authorize parameters as the wire names them; `scopes` is the URL's `scope` split on spaces. */
export interface AuthorizeParams {
  client_id: string;
  redirect_uri: string;
  /** Default `code`. */
  response_type: string;
  /** Default `["openid", "email", "profile"]`. */
  scopes: string[];
  code_challenge?: string;
  state?: string;
  nonce?: string;
  prompt?: string;
  /** RFC 8707 resource indicators (the URL's `resource` parameters): the audience of the access token. */
  resources?: string[];
  /** OpenID Core `max_age` (seconds): a login older than this asks the user to log in again. */
  max_age?: number;
}

/** `POST /idp/oauth/authorize/start` body: what the provider needs to decide whether to ask for consent. */
export type AuthorizeStartRequest = Pick<
  AuthorizeParams,
  'client_id' | 'redirect_uri' | 'response_type' | 'scopes' | 'prompt' | 'resources' | 'state' | 'max_age'
>;

/** The relying party, as the provider registered it. */
export interface IdpOAuthClient {
  client_id: string;
  client_name: string;
  client_type: string;
  client_description: string;
  client_logo_url?: string | null;
}

/** One requested scope: whether this user may grant it (grantability comes from the server). */
export interface ScopeResult {
  scope: string;
  description: string;
  is_grantable: boolean;
}

export interface AuthorizeStartResponse extends BaseResponse {
  consent_required: boolean;
  /** The request goes back to the relying party at once: its `redirect_uri` with `error` (and `state`, `iss`). */
  redirect_uri?: string;
  /** The user must log in again first (`prompt=login`, or a login older than `max_age`). */
  login_required?: boolean;
  client: IdpOAuthClient;
  scope_results: ScopeResult[];
  user_id?: string;
}

/** `POST /idp/oauth/authorize/submit` body: the parsed URL parameters and the user's answer. */
export interface AuthorizeSubmitRequest extends AuthorizeParams {
  consent_granted: boolean;
}

export interface AuthorizeSubmitResponse extends BaseResponse {
  /** Where the browser goes next: the relying party's redirect with `code` (or `error`) and `state`. */
  redirect_uri?: string;
  authorization_code?: string;
}

/** Logout parameters. */
export interface LogoutStartRequest {
  /** Optional when `id_token_hint` is given: the provider then takes the client from the hint's audience. */
  client_id?: string;
  post_logout_redirect_uri: string;
  id_token_hint?: string;
  state?: string;
}

export interface LogoutStartResponse extends BaseResponse {
  consent_required: boolean;
  redirect_uri: string;
}

/** `POST /sessions/attest`: a session from a trusted auth token (default 60 minutes for the consent screen). */
export interface SessionAttestRequest {
  profile_id: string;
  token: string;
  session_duration_minutes?: number;
}

export function authorizeStart(http: Http, body: AuthorizeStartRequest): Promise<AuthorizeStartResponse> {
  return http.post<AuthorizeStartResponse>('/idp/oauth/authorize/start', body);
}

export function authorizeSubmit(http: Http, body: AuthorizeSubmitRequest): Promise<AuthorizeSubmitResponse> {
  return http.post<AuthorizeSubmitResponse>('/idp/oauth/authorize/submit', body);
}

export function logoutStart(http: Http, body: LogoutStartRequest): Promise<LogoutStartResponse> {
  return http.post<LogoutStartResponse>('/oauth/logout/start', body);
}

export function attest(http: Http, body: SessionAttestRequest): Promise<AuthResp> {
  return http.post<AuthResp>('/sessions/attest', body);
}
