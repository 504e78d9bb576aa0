import type { Http } from './http';
import type { AuthResp, User, WebAuthnRegistration } from './types';

/** docs/protocol.md#the-calls `register/start`. */
export interface RegisterStartRequest {
  domain: string;
  authenticator_type?: 'platform' | 'cross-platform';
  return_passkey_credential_options?: boolean;
  user_agent?: string;
}

export function registerStart(
  http: Http,
  body: RegisterStartRequest,
): Promise<{ user_id: string; public_key_credential_creation_options: string }> {
  return http.post('/webauthn/register/start', body);
}

export function register(
  http: Http,
  body: { public_key_credential: string; session_duration_minutes: number },
): Promise<AuthResp & { webauthn_registration_id: string }> {
  return http.post('/webauthn/register', body);
}

/** `authenticate/start/primary` without a session, `/secondary` with one. */
export function authenticateStart(
  http: Http,
  secondary: boolean,
  body: { domain: string; return_passkey_credential_options?: boolean },
): Promise<{ public_key_credential_request_options: string }> {
  return http.post(`/webauthn/authenticate/start/${secondary ? 'secondary' : 'primary'}`, body);
}

export function authenticate(
  http: Http,
  body: { public_key_credential: string; session_duration_minutes: number },
): Promise<AuthResp & { webauthn_registration_id: string }> {
  return http.post('/webauthn/authenticate', body, { retriable: true });
}

export function update(
  http: Http,
  id: string,
  name: string,
): Promise<{ webauthn_registration?: WebAuthnRegistration }> {
  return http.put(`/webauthn/update/${encodeURIComponent(id)}`, { name });
}

export function deleteRegistration(http: Http, id: string): Promise<{ __user?: User; user?: User }> {
  return http.delete(`/users/webauthn_registrations/${encodeURIComponent(id)}`);
}
