/**
 * The authenticator-app calls of the provider's SDK API (docs/protocol.md#the-calls, "TOTP"), for the session
 * user, over the client's typed HTTP layer: in the two-factor chunk only.
 */
import type { IdpClient } from '../../client';
import type { AuthResp, BaseResponse, User } from '../../api/types';

export interface TotpCreated extends BaseResponse {
  totp_id: string;
  secret: string;
  qr_code: string;
  recovery_codes: string[];
  __user?: User;
}

/** `POST /totps`: a new, unverified authenticator app (its key, QR code and ten recovery codes). */
export async function createTotp(client: IdpClient): Promise<TotpCreated> {
  const created = await client.http.post<TotpCreated>('/totps', { expiration_minutes: 60 });
  if (created.__user) client.sessionManager.setUser(created.__user);
  return created;
}

/** `POST /totps/authenticate`: adds `authenticator_app` to the session (and verifies a new app). */
export async function authenticateTotp(client: IdpClient, code: string, minutes: number): Promise<AuthResp> {
  const resp = await client.http.post<AuthResp>(
    '/totps/authenticate',
    { totp_code: code, session_duration_minutes: minutes },
    { retriable: true },
  );
  client.sessionManager.applyAuthResponse(resp);
  return resp;
}

/** `POST /totps/recover`: a recovery code (once) adds `recovery_code` to the session. */
export async function recoverTotp(client: IdpClient, code: string, minutes: number): Promise<AuthResp> {
  const resp = await client.http.post<AuthResp>(
    '/totps/recover',
    { recovery_code: code, session_duration_minutes: minutes },
    { retriable: true },
  );
  client.sessionManager.applyAuthResponse(resp);
  return resp;
}

/** Only an inline PNG is shown as the QR code: never a URL the answer could point elsewhere. */
export function safeQrCode(qr: string): string | null {
  return /^data:image\/png;base64,[A-Za-z0-9+/=]+$/.test(qr) ? qr : null;
}

/** The key as people type it: groups of four. */
export const groupedKey = (secret: string): string => secret.replace(/(.{4})(?=.)/g, '$1 ');
