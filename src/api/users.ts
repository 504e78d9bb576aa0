import type { Http } from './http';
import type { BaseResponse, User } from './types';

/** `GET /users/me`: the logged-in user, flattened into `data`; `request_id` / `status_code` are stripped. */
export async function getMe(http: Http): Promise<User> {
  const data = await http.get<User & Partial<BaseResponse>>('/users/me');
  const { request_id: _requestId, status_code: _statusCode, ...user } = data;
  return user;
}
