import { AuthError } from '../errors/AuthError';
import { isRecord } from '../validation/isRecord';
import type { Http } from './http';
import type { AuthResp, BaseResponse } from './types';

/** What `POST /users/search` says about an email (docs/protocol.md#the-calls; note the camelCase key). */
export type UserType = 'new' | 'password' | 'passwordless';
const USER_TYPES: readonly unknown[] = ['new', 'password', 'passwordless'] satisfies UserType[];

export interface UserSearchResponse extends BaseResponse {
  userType: UserType;
}

/** `POST /passwords/strength_check` (docs/protocol.md#the-calls, Password strength response). */
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

/** An answer whose shape cannot be used: the "unexpected response" message, not a broken screen. */
function malformed(what: string): AuthError {
  return AuthError.unexpected('unexpected_response', 200, what);
}

export async function searchUser(http: Http, email: string): Promise<UserSearchResponse> {
  const r = await http.post<UserSearchResponse>('/users/search', { email }, { antiAbuse: true });
  // Each type leads to a different screen and call; an unknown one must not fall through to the wrong one.
  if (!USER_TYPES.includes(r.userType))
    throw malformed(`users/search answered userType ${String(r.userType)}.`);
  return r;
}

export function create(http: Http, body: PasswordCredentials): Promise<AuthResp> {
  return http.post<AuthResp>('/passwords', body, { retriable: true });
}

export function authenticate(http: Http, body: PasswordCredentials): Promise<AuthResp> {
  return http.post<AuthResp>('/passwords/authenticate', body, { retriable: true });
}

/**
 * The strength check, its answer checked before a screen draws it: `valid_password` must be a boolean; the rest
 * falls back to "no feedback" when missing or of the wrong type.
 */
export async function strengthCheck(
  http: Http,
  body: { email?: string; password: string },
): Promise<StrengthCheckResponse> {
  const r = await http.post<Record<string, unknown>>('/passwords/strength_check', body);
  if (typeof r.valid_password !== 'boolean') throw malformed('strength_check answered no valid_password.');
  const feedback = isRecord(r.feedback) ? r.feedback : {};
  const luds = isRecord(feedback.luds_requirements) ? feedback.luds_requirements : null;
  const count = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) && v > 0 ? v : 0);
  return {
    request_id: typeof r.request_id === 'string' ? r.request_id : '',
    status_code: typeof r.status_code === 'number' ? r.status_code : 200,
    valid_password: r.valid_password,
    score: typeof r.score === 'number' ? Math.max(0, Math.min(4, Math.round(r.score))) : 0,
    breached_password: r.breached_password === true,
    strength_policy:
      r.strength_policy === 'luds' || r.strength_policy === 'none' ? r.strength_policy : 'zxcvbn',
    breach_detection_on_create: r.breach_detection_on_create === true,
    feedback: {
      warning: typeof feedback.warning === 'string' ? feedback.warning : '',
      suggestions: Array.isArray(feedback.suggestions)
        ? feedback.suggestions.filter((x): x is string => typeof x === 'string')
        : [],
      luds_requirements: luds && {
        has_lower_case: luds.has_lower_case === true,
        has_upper_case: luds.has_upper_case === true,
        has_digit: luds.has_digit === true,
        has_symbol: luds.has_symbol === true,
        missing_complexity: count(luds.missing_complexity),
        missing_characters: count(luds.missing_characters),
      },
    },
  };
}

export function resetByEmailStart(http: Http, body: ResetStartRequest): Promise<BaseResponse> {
  return http.post<BaseResponse>('/passwords/email/reset/start', body, { retriable: true });
}

export function resetByEmail(http: Http, body: ResetByEmailRequest): Promise<AuthResp> {
  return http.post<AuthResp>('/passwords/email/reset', body, { retriable: true });
}
