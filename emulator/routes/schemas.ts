import { BOUNDS } from '../config/defaults';

/** JSON-schema fragments shared by the endpoints' request schemas. */
export const field = {
  /** Checked by the endpoint itself, so a bad address answers `invalid_email`, not a schema error. */
  email: { type: 'string', maxLength: 320 },
  /** Checked against the project's allowlist by the endpoint (`invalid_redirect_url`). */
  url: { type: 'string', maxLength: 2048 },
  expirationMinutes: {
    type: 'integer',
    minimum: BOUNDS.magic_link_expiration_minutes.min,
    maximum: BOUNDS.magic_link_expiration_minutes.max,
  },
  sessionDurationMinutes: {
    type: 'integer',
    minimum: BOUNDS.session_duration_minutes.min,
    maximum: BOUNDS.session_duration_minutes.max,
  },
  /** base64url(SHA-256(verifier)) without padding: always 43 characters. */
  codeChallenge: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' },
  otpExpirationMinutes: {
    type: 'integer',
    minimum: BOUNDS.otp_expiration_minutes.min,
    maximum: BOUNDS.otp_expiration_minutes.max,
  },
  /** Checked by the endpoint itself, so a bad number answers `invalid_phone_number`, not a schema error. */
  phoneNumber: { type: 'string', maxLength: 64 },
  shortText: { type: 'string', maxLength: 200 },
  locale: { type: 'string', maxLength: 35 },
  /** Anti-abuse keys the SDK adds when captcha or DFP is on (they are off here; accepted and ignored). */
  opaque: { type: 'string', maxLength: 8192 },
} as const;

/** The body of both email magic-link sends (docs/protocol.md#the-calls plus `create_user_as_pending`). */
export const emailMagicLinkSendBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: field.email,
    login_magic_link_url: field.url,
    signup_magic_link_url: field.url,
    login_expiration_minutes: field.expirationMinutes,
    signup_expiration_minutes: field.expirationMinutes,
    login_template_id: field.shortText,
    signup_template_id: field.shortText,
    locale: field.locale,
    code_challenge: field.codeChallenge,
    create_user_as_pending: { type: 'boolean' },
    captcha_token: field.opaque,
    dfp_telemetry_id: field.opaque,
  },
} as const;

/** The body of `POST /otps/whatsapp/login_or_create` (docs/protocol.md#the-calls). */
export const whatsappOtpSendBody = {
  type: 'object',
  additionalProperties: false,
  required: ['phone_number'],
  properties: {
    phone_number: field.phoneNumber,
    expiration_minutes: field.otpExpirationMinutes,
    locale: field.locale,
    captcha_token: field.opaque,
    dfp_telemetry_id: field.opaque,
  },
} as const;

/** The body of `POST /otps/sms/login_or_create`: the WhatsApp one plus the SMS autofill (WebOTP) keys. */
export const smsOtpSendBody = {
  ...whatsappOtpSendBody,
  properties: {
    ...whatsappOtpSendBody.properties,
    enable_autofill: { type: 'boolean' },
    autofill_session_duration_minutes: field.sessionDurationMinutes,
  },
} as const;

/** The body of `POST /otps/email/login_or_create` (docs/protocol.md#the-calls). */
export const emailOtpSendBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: {
    email: field.email,
    expiration_minutes: field.otpExpirationMinutes,
    login_template_id: field.shortText,
    signup_template_id: field.shortText,
    locale: field.locale,
    captcha_token: field.opaque,
    dfp_telemetry_id: field.opaque,
  },
} as const;

/** A password, checked by the endpoint (`weak_password`, `breached_password`); at most 256 characters. */
export const passwordField = { type: 'string', maxLength: BOUNDS.password_length.max } as const;

/** The body of `POST /passwords` and `POST /passwords/authenticate` (docs/protocol.md#the-calls). */
/** The body `passwordCredentialsBody` admits (`POST /passwords` and `/passwords/authenticate`). */
export interface PasswordCredentials {
  email: string;
  password: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

export const passwordCredentialsBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: {
    email: field.email,
    password: passwordField,
    session_duration_minutes: field.sessionDurationMinutes,
    captcha_token: field.opaque,
    dfp_telemetry_id: field.opaque,
  },
} as const;
