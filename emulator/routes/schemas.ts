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
  shortText: { type: 'string', maxLength: 200 },
  /** Anti-abuse keys the SDK adds when captcha or DFP is on (they are off here; accepted and ignored). */
  opaque: { type: 'string', maxLength: 8192 },
} as const;

/** The body of both email magic-link sends (WIRE.md §4.1 plus `create_user_as_pending`, SPEC §7). */
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
    locale: { type: 'string', maxLength: 35 },
    code_challenge: field.codeChallenge,
    create_user_as_pending: { type: 'boolean' },
    captcha_token: field.opaque,
    dfp_telemetry_id: field.opaque,
  },
} as const;
