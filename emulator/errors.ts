import {
  ERROR_CATALOGUE,
  isCatalogueErrorType,
  type ErrorType,
  type ServerOnlyErrorType,
} from '../src/errors/catalogue';

/** HTTP status of each error type the emulator emits beyond the catalogue (which carries its own). */
const SERVER_ONLY_STATUS: Record<ServerOnlyErrorType, number> = {
  bad_request: 400,
  invalid_domain: 400,
  invalid_public_key_credential: 400,
  duplicate_webauthn_registration: 409,
  webauthn_registration_not_found: 404,
  captcha_required: 403,
  invalid_request_body: 400,
  invalid_public_token: 401,
  unauthorized_public_token: 401,
  invalid_redirect_url: 400,
  invalid_pkce_code_verifier: 400,
  pkce_mismatch: 400,
  payload_too_large: 413,
  not_found: 404,
  internal_server_error: 500,
  user_not_found: 404,
  session_expired: 401,
  weak_password: 400,
  duplicate_email: 400,
  unauthorized_origin: 403,
  invalid_crypto_wallet_type: 400,
  invalid_crypto_wallet_address: 400,
  invalid_siwe_params: 400,
  invalid_crypto_wallet_signature: 400,
  crypto_wallet_signature_mismatch: 401,
  crypto_wallet_challenge_not_found: 404,
  duplicate_crypto_wallet: 409,
  crypto_wallet_not_found: 404,
  phone_number_not_found: 404,
  password_not_found: 404,
  oauth_user_registration_not_found: 404,
  invalid_user_id: 400,
  duplicate_phone_number: 400,
  invalid_session_jwt: 401,
  invalid_search_query: 400,
  invite_not_found: 404,
  unable_to_auth_otp_code: 401,
  invalid_session_custom_claims: 400,
  invalid_trusted_auth_token: 401,
  active_totp_exists: 400,
  totps_not_found_for_user: 404,
  totp_not_found: 404,
  invalid_totp_code: 400,
  expired_totp: 400,
  unable_to_authenticate_totp: 401,
  totp_code_already_authenticated: 400,
  recovery_code_used_as_totp_code: 400,
  totp_code_used_as_recovery_code: 400,
  unable_to_authenticate_recovery_code: 401,
  invalid_recovery_code: 400,
  trusted_auth_token_profile_not_found: 404,
  m2m_client_not_found: 404,
  connected_app_not_found: 404,
  invalid_access_token: 401,
  invalid_impersonation_token: 401,
};

/** Every error type the emulator can answer beyond the catalogue. */
export const SERVER_ONLY_TYPES = Object.keys(SERVER_ONLY_STATUS) as ServerOnlyErrorType[];

export function statusOf(type: ErrorType): number {
  return isCatalogueErrorType(type) ? ERROR_CATALOGUE[type].status : SERVER_ONLY_STATUS[type];
}

/** One problem in a malformed request, in the shape of the provider's schema errors (docs/protocol.md#what-every-call-carries). */
export interface SchemaIssue {
  dataPath: string;
  message: string;
}

/** Where a schema error was found; the key the SDK looks for to tell a schema error from an API error. */
export type SchemaLocation = 'body' | 'params' | 'query';

/**
 * An error answered with the wire error envelope. `type` is the stable `error_type`, `status` its HTTP status;
 * `message` becomes `error_message` (for catalogue types the catalogue text unless a more specific one is given).
 */
export class ApiError extends Error {
  readonly status: number;
  readonly headers: Record<string, string>;
  readonly schema: { location: SchemaLocation; issues: SchemaIssue[] } | undefined;

  constructor(
    readonly type: ErrorType,
    message?: string,
    options: {
      status?: number;
      schema?: { location: SchemaLocation; issues: SchemaIssue[] };
      headers?: Record<string, string>;
    } = {},
  ) {
    super(message ?? (isCatalogueErrorType(type) ? ERROR_CATALOGUE[type].message : type));
    this.name = 'ApiError';
    this.status = options.status ?? statusOf(type);
    this.schema = options.schema;
    this.headers = options.headers ?? {};
  }
}

/** A malformed request: `error_type` `invalid_request_body` plus the `body`/`params`/`query` issue list. */
export function schemaError(location: SchemaLocation, issues: SchemaIssue[], message?: string): ApiError {
  const summary = issues.map((i) => `${i.dataPath || location} ${i.message}`).join('; ');
  return new ApiError('invalid_request_body', message ?? `Request ${location} is invalid: ${summary}.`, {
    schema: { location, issues },
  });
}

/** The wire error envelope (docs/protocol.md#what-every-call-carries): top level, no `data`. */
export interface ErrorEnvelope {
  status_code: number;
  request_id: string;
  error_type: string;
  error_message: string;
  error_url: string;
  body?: SchemaIssue[];
  params?: SchemaIssue[];
  query?: SchemaIssue[];
}

export function errorEnvelope(error: ApiError, requestId: string, baseUrl: string): ErrorEnvelope {
  const envelope: ErrorEnvelope = {
    status_code: error.status,
    request_id: requestId,
    error_type: error.type,
    error_message: error.message,
    error_url: `${baseUrl}/_dev/errors#${error.type}`,
  };
  if (error.schema) envelope[error.schema.location] = error.schema.issues;
  return envelope;
}
