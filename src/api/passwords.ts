import type { Http } from './http';
import type { AuthResp, BaseResponse } from './types';

/** What `POST /users/search` says about an email (WIRE.md §4.1; note the camelCase key). */
export type UserType = 'new' | 'password' | 'passwordless';

export interface UserSearchResponse extends BaseResponse {
  userType: UserType;
}

/** `POST /passwords/strength_check` (WIRE.md §4.2, SPEC §3 Password strength response). */
export interface StrengthCheckResponse extends BaseResponse {
  valid_password: boolean;
  score: number;
  breached_password: boolean;
  strength_policy: 'luds' | 'zxcvbn' | 'none';
  breach_detection_on_create?: boolean;
  feedback: {
    warning: string;
    suggestions: string[];
    luds_requirements?: {
      has_lower_case: boolean;
      has_upper_case: boolean;
      has_digit: boolean;
      has_symbol: boolean;
      missing_complexity: number;
      missing_characters: number;
    } | null;
  };
}

export interface PasswordCredentials {
  email: string;
  password: string;
  session_duration_minutes: number;
}

/** Body of `POST /passwords/email/reset/start`. */
export interface ResetStartRequest {
  email: string;
  login_redirect_url?: string;
  reset_password_redirect_url?: string;
  reset_password_expiration_minutes?: number;
  reset_password_template_id?: string;
  locale?: string;
  code_challenge?: string;
}

export interface ResetByEmailRequest {
  token: string;
  password: string;
  session_duration_minutes: number;
  code_verifier?: string;
}

export function searchUser(http: Http, email: string): Promise<UserSearchResponse> {
  return http.post<UserSearchResponse>('/users/search', { email }, { antiAbuse: true });
}

export function create(http: Http, body: PasswordCredentials): Promise<AuthResp> {
  return http.post<AuthResp>('/passwords', body, { retriable: true });
}

export function authenticate(http: Http, body: PasswordCredentials): Promise<AuthResp> {
  return http.post<AuthResp>('/passwords/authenticate', body, { retriable: true });
}

export function strengthCheck(
  http: Http,
  body: { email?: string; password: string },
): Promise<StrengthCheckResponse> {
  return http.post<StrengthCheckResponse>('/passwords/strength_check', body);
}

export function resetByEmailStart(http: Http, body: ResetStartRequest): Promise<BaseResponse> {
  return http.post<BaseResponse>('/passwords/email/reset/start', body, { retriable: true });
}

export function resetByEmail(http: Http, body: ResetByEmailRequest): Promise<AuthResp> {
  return http.post<AuthResp>('/passwords/email/reset', body, { retriable: true });
}
