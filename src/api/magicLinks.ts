import type { Http } from './http';
import type { AuthResp, BaseResponse } from './types';

/** Body of `POST /magic_links/email/login_or_create` (docs/protocol.md#the-calls). */
export interface EmlLoginOrCreateRequest {
  email: string;
  login_magic_link_url?: string;
  signup_magic_link_url?: string;
  login_expiration_minutes?: number;
  signup_expiration_minutes?: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
  create_user_as_pending?: boolean;
  code_challenge?: string;
}

export interface EmlLoginOrCreateResponse extends BaseResponse {
  user_id?: string;
  email_id?: string;
  user_created?: boolean;
}

/** Body of `POST /magic_links/authenticate`. */
export interface MagicLinkAuthenticateRequest {
  token: string;
  session_duration_minutes: number;
  code_verifier?: string;
}

/** Sends a login or sign-up magic link (retriable). */
export function emailLoginOrCreate(
  http: Http,
  body: EmlLoginOrCreateRequest,
): Promise<EmlLoginOrCreateResponse> {
  return http.post<EmlLoginOrCreateResponse>('/magic_links/email/login_or_create', body, { retriable: true });
}

/** Exchanges the token of an emailed link for a session. */
export function authenticate(http: Http, body: MagicLinkAuthenticateRequest): Promise<AuthResp> {
  return http.post<AuthResp>('/magic_links/authenticate', body);
}
