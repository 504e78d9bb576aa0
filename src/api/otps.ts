import type { Http } from './http';
import type { AuthResp, BaseResponse } from './types';

/** Channels a one-time passcode can go out on (docs/protocol.md#the-calls). */
export type OtpChannel = 'sms' | 'whatsapp' | 'email';

/** Body of `POST /otps/{sms,whatsapp}/login_or_create`. */
export interface OtpPhoneLoginOrCreateRequest {
  phone_number: string;
  expiration_minutes: number;
  locale?: string;
}

/** Body of `POST /otps/email/login_or_create`. */
export interface OtpEmailLoginOrCreateRequest {
  email: string;
  expiration_minutes: number;
  login_template_id?: string;
  signup_template_id?: string;
  locale?: string;
}

export interface OtpSendResponse extends BaseResponse {
  method_id: string;
  user_id?: string;
  user_created?: boolean;
}

/** Body of `POST /otps/authenticate`. */
export interface OtpAuthenticateRequest {
  token: string;
  method_id: string;
  session_duration_minutes: number;
}

/** Sends a code to a phone number by SMS or WhatsApp, creating the user if new (retriable). */
export function phoneLoginOrCreate(
  http: Http,
  channel: 'sms' | 'whatsapp',
  body: OtpPhoneLoginOrCreateRequest,
): Promise<OtpSendResponse> {
  return http.post<OtpSendResponse>(`/otps/${channel}/login_or_create`, body, { retriable: true });
}

/** Sends a code by email, creating the user if new (retriable). */
export function emailLoginOrCreate(http: Http, body: OtpEmailLoginOrCreateRequest): Promise<OtpSendResponse> {
  return http.post<OtpSendResponse>('/otps/email/login_or_create', body, { retriable: true });
}

/** Exchanges a code for a session (retriable). */
export function authenticate(http: Http, body: OtpAuthenticateRequest): Promise<AuthResp> {
  return http.post<AuthResp>('/otps/authenticate', body, { retriable: true });
}
