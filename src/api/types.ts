/**
 * Wire types of the provider's SDK API (docs/protocol.md#the-calls). Field names are the wire's snake_case, except the
 * mapped {@link Bootstrap}, which is camelCase as the published client keeps it.
 */

/** `request_id` and `status_code`, present in every success envelope's `data`. */
export interface BaseResponse {
  request_id: string;
  status_code: number;
}

export interface UserName {
  first_name: string;
  middle_name: string;
  last_name: string;
}

export interface UserEmail {
  email: string;
  email_id: string;
  verified: boolean;
}

export interface UserPhoneNumber {
  phone_number: string;
  phone_id: string;
  verified: boolean;
}

export interface UserProvider {
  provider_type: string;
  provider_subject: string;
  profile_picture_url?: string;
  locale?: string;
  oauth_user_registration_id?: string;
}

export interface UserPassword {
  password_id: string;
  requires_reset: boolean;
}

export interface UserTotp {
  totp_id: string;
  verified: boolean;
}

export interface UserCryptoWallet {
  crypto_wallet_id: string;
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  verified: boolean;
}

export interface WebAuthnRegistration {
  webauthn_registration_id: string;
  domain: string;
  user_agent: string;
  authenticator_type: string;
  verified: boolean;
  name: string;
  /** Emulator extras (absent from the hosted provider's answer): when it was made and last used, synced. */
  created_at?: string;
  last_used_at?: string | null;
  backed_up?: boolean;
}

export interface BiometricRegistration {
  biometric_registration_id: string;
  verified: boolean;
}

/** The user object (docs/protocol.md#the-calls `GET /users/me`, also `AuthResp.user`). */
export interface User {
  user_id: string;
  created_at: string;
  status: string;
  name: UserName;
  emails: UserEmail[];
  phone_numbers: UserPhoneNumber[];
  providers: UserProvider[];
  password: UserPassword | null;
  totps: UserTotp[];
  crypto_wallets: UserCryptoWallet[];
  webauthn_registrations: WebAuthnRegistration[];
  biometric_registrations: BiometricRegistration[];
  trusted_metadata: Record<string, unknown>;
  untrusted_metadata: Record<string, unknown>;
  roles: string[];
}

/** One factor of a session (`delivery_method` plus a method-specific object, e.g. `email_factor`). */
export interface AuthenticationFactor {
  type: string;
  delivery_method: string;
  last_authenticated_at: string;
  [factor: string]: unknown;
}

/** `AuthResp.session` (docs/protocol.md#the-calls). Times are ISO 8601 strings. */
export interface Session {
  session_id: string;
  user_id: string;
  started_at: string;
  last_accessed_at: string;
  expires_at: string;
  attributes: { ip_address: string; user_agent: string };
  authentication_factors: AuthenticationFactor[];
  custom_claims: Record<string, unknown>;
  roles: string[];
}

/** The `data` of every call that logs in (docs/protocol.md#the-calls). The two tokens go to cookies, never further. */
export interface AuthResp extends BaseResponse {
  user_id: string;
  user: User;
  /** Absent (or null) when the answer carries only an intermediate session token (MFA pending). */
  session: Session | null;
  session_token: string;
  session_jwt: string;
  /** B2B / MFA only; consumer logins leave it out. */
  intermediate_session_token?: string;
  method_id?: string;
}

/** `captcha_settings` as mapped by the client (camelCase `siteKey`). */
export type CaptchaSettings = { enabled: false } | { enabled: true; siteKey: string };

export interface PasswordConfig {
  ludsComplexity: number;
  ludsMinimumCount: number;
}

export interface RbacPermission {
  resource_id: string;
  actions: string[];
}

export interface RbacPolicy {
  roles: { role_id: string; description: string; permissions: RbacPermission[] }[];
  resources: { resource_id: string; description: string; actions: string[] }[];
  scopes: { scope: string; description: string; permissions?: RbacPermission[] }[];
}

export type DfpProtectedAuthMode = 'OBSERVATION' | 'DECISIONING';

/** The `data` of `GET /projects/bootstrap/{public_token}` (docs/protocol.md#the-calls). */
export interface BootstrapWire extends Partial<BaseResponse> {
  project_name: string;
  disable_sdk_watermark: boolean;
  captcha_settings: { enabled: boolean; site_key?: string; siteKey?: string };
  cname_domain: string | null;
  email_domains: string[];
  pkce_required_for_email_magic_links: boolean;
  pkce_required_for_password_resets: boolean;
  pkce_required_for_oauth: boolean;
  pkce_required_for_sso: boolean;
  slug_pattern: string | null;
  create_organization_enabled: boolean;
  password_config: { luds_complexity: number; luds_minimum_count: number } | null;
  dfp_protected_auth_enabled?: boolean;
  dfp_protected_auth_mode?: DfpProtectedAuthMode | null;
  rbac_policy: RbacPolicy | null;
  siwe_required_for_crypto_wallets: boolean;
  vertical: string | null;
  /** Emulator extension: whether the project has a default redirect URL of each kind (absent from the hosted API). */
  redirect_url_defaults?: { login?: unknown; signup?: unknown; reset_password?: unknown };
}

/** Which default redirect URLs the project has; `null` when the provider does not say (the hosted one). */
export interface RedirectUrlDefaults {
  login: boolean;
  signup: boolean;
  resetPassword: boolean;
}

/** The mapped project settings the widget reads (docs/protocol.md#the-calls, "Bootstrap data"). */
export interface Bootstrap {
  projectName: string;
  /** Show the "Powered by" footer (`!disable_sdk_watermark`). */
  displayWatermark: boolean;
  captchaSettings: CaptchaSettings;
  /** OAuth start host when set; `null` for the emulator. */
  cnameDomain: string | null;
  emailDomains: string[];
  pkceRequiredForEmailMagicLinks: boolean;
  pkceRequiredForPasswordResets: boolean;
  pkceRequiredForOAuth: boolean;
  pkceRequiredForSso: boolean;
  slugPattern: string | null;
  createOrganizationEnabled: boolean;
  passwordConfig: PasswordConfig | null;
  runDFPProtectedAuth: boolean;
  dfpProtectedAuthMode: DfpProtectedAuthMode;
  rbacPolicy: RbacPolicy | null;
  siweRequiredForCryptoWallets: boolean;
  /** `CONSUMER` or `B2B`; `null` when unknown. */
  vertical: string | null;
  redirectUrlDefaults: RedirectUrlDefaults | null;
}

/** Used until the bootstrap arrives and whenever it fails: watermark, PKCE, captcha and DFP all off. */
export const DEFAULT_BOOTSTRAP: Readonly<Bootstrap> = Object.freeze<Bootstrap>({
  projectName: '',
  displayWatermark: false,
  captchaSettings: { enabled: false },
  cnameDomain: null,
  emailDomains: [],
  pkceRequiredForEmailMagicLinks: false,
  pkceRequiredForPasswordResets: false,
  pkceRequiredForOAuth: false,
  pkceRequiredForSso: false,
  slugPattern: null,
  createOrganizationEnabled: false,
  redirectUrlDefaults: null,
  passwordConfig: null,
  runDFPProtectedAuth: false,
  dfpProtectedAuthMode: 'OBSERVATION',
  rbacPolicy: null,
  siweRequiredForCryptoWallets: false,
  vertical: null,
});
