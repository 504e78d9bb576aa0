/** Wire data builders shared by the unit tests. */
import type { AuthResp, BootstrapWire, Session, User } from '../../src/api/types';

export const PUBLIC_TOKEN = 'public-token-test-00000000-0000-4000-8000-000000000000';
export const API_URL = 'http://127.0.0.1:9401';

export function makeUser(overrides: Partial<User> = {}): User {
  return {
    user_id: 'user-test-1',
    created_at: '2024-12-31T00:00:00Z',
    status: 'active',
    name: { first_name: '', middle_name: '', last_name: '' },
    emails: [{ email: 'ada@example.com', email_id: 'email-test-1', verified: true }],
    phone_numbers: [],
    providers: [],
    password: null,
    totps: [],
    crypto_wallets: [],
    webauthn_registrations: [],
    biometric_registrations: [],
    trusted_metadata: {},
    untrusted_metadata: {},
    roles: [],
    ...overrides,
  };
}

export function makeSession(overrides: Partial<Session> = {}): Session {
  return {
    session_id: 'session-test-1',
    user_id: 'user-test-1',
    started_at: '2025-01-01T00:00:00Z',
    last_accessed_at: '2025-01-01T00:00:00Z',
    expires_at: '2025-01-01T01:00:00.000Z',
    attributes: { ip_address: '127.0.0.1', user_agent: 'node' },
    authentication_factors: [],
    custom_claims: {},
    roles: [],
    ...overrides,
  };
}

export function makeAuthResp(overrides: Partial<AuthResp> = {}): AuthResp {
  const session = overrides.session === undefined ? makeSession() : overrides.session;
  return {
    request_id: 'request-id-test-1',
    status_code: 200,
    user_id: 'user-test-1',
    user: makeUser(),
    session_token: 'opaque-session-token-1',
    session_jwt: 'header.payload.signature',
    ...overrides,
    session,
  };
}

export function bootstrapWire(overrides: Partial<BootstrapWire> = {}): BootstrapWire {
  return {
    request_id: 'request-id-bootstrap',
    status_code: 200,
    project_name: 'Test project',
    disable_sdk_watermark: true,
    captcha_settings: { enabled: false },
    cname_domain: null,
    email_domains: ['example.com'],
    pkce_required_for_email_magic_links: false,
    pkce_required_for_password_resets: false,
    pkce_required_for_oauth: false,
    pkce_required_for_sso: false,
    slug_pattern: null,
    create_organization_enabled: false,
    password_config: null,
    dfp_protected_auth_enabled: false,
    dfp_protected_auth_mode: 'OBSERVATION',
    rbac_policy: null,
    siwe_required_for_crypto_wallets: false,
    vertical: 'CONSUMER',
    ...overrides,
  };
}

/** The success envelope: fields under `data`, next to `request_id` / `status_code`. */
export function ok(data: object, status = 200) {
  return { status, json: { data: { request_id: 'request-id-test', status_code: status, ...data } } };
}

/** The error envelope of WIRE.md §2. */
export function apiError(status: number, error_type: string, error_message: string) {
  return {
    status,
    json: {
      status_code: status,
      request_id: 'request-id-error',
      error_type,
      error_message,
      error_url: `https://stytch.com/docs/api/errors/${status}#${error_type}`,
    },
  };
}

/** Decodes a `Basic` header into `[user, password]`. */
export function decodeBasic(header: string | undefined): [string, string] {
  const raw = Buffer.from((header ?? '').replace(/^Basic /, ''), 'base64').toString('utf8');
  const i = raw.indexOf(':');
  return [raw.slice(0, i), raw.slice(i + 1)];
}

/** Decodes the `X-SDK-Client` header. */
export function decodeTelemetry(header: string | undefined): Record<string, unknown> {
  return JSON.parse(Buffer.from(header ?? '', 'base64').toString('utf8')) as Record<string, unknown>;
}
