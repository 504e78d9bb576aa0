import type { Http } from './http';
import type { AuthResp, BaseResponse } from './types';

export interface SessionAuthenticateRequest {
  session_duration_minutes?: number;
}

/** `POST /sessions/authenticate`: checks (and, with a duration, extends) the current session. Refresh sends `{}`. */
export function authenticate(http: Http, body: SessionAuthenticateRequest = {}): Promise<AuthResp> {
  return http.post<AuthResp>('/sessions/authenticate', body);
}

/** `POST /sessions/revoke`, without a body: ends the session identified by the Authorization header. */
export function revoke(http: Http): Promise<BaseResponse> {
  return http.post<BaseResponse>('/sessions/revoke');
}
