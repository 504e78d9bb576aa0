import type { Http } from './http';
import type { Bootstrap, BootstrapWire, CaptchaSettings, RedirectUrlDefaults } from './types';

/** `GET /projects/bootstrap/{public_token}` (docs/protocol.md#the-calls): the project's settings, as sent. */
export function fetchBootstrap(http: Http, publicToken: string): Promise<BootstrapWire> {
  return http.get<BootstrapWire>(`/projects/bootstrap/${encodeURIComponent(publicToken)}`);
}

function mapCaptcha(wire: BootstrapWire['captcha_settings'] | undefined): CaptchaSettings {
  const siteKey = wire?.siteKey ?? wire?.site_key;
  return wire?.enabled && siteKey ? { enabled: true, siteKey } : { enabled: false };
}

function mapRedirectDefaults(wire: BootstrapWire['redirect_url_defaults']): RedirectUrlDefaults | null {
  if (typeof wire !== 'object' || wire === null) return null;
  const { login, signup, reset_password: resetPassword } = wire;
  if (typeof login !== 'boolean' || typeof signup !== 'boolean' || typeof resetPassword !== 'boolean')
    return null;
  return { login, signup, resetPassword };
}

/**
 * Maps the wire bootstrap to the client's camelCase {@link Bootstrap}. Like the published client it throws when
 * `password_config` is absent (it must be present, `null` or an object), so a malformed answer falls back to the
 * defaults as a whole rather than half-applied.
 */
export function mapBootstrap(wire: BootstrapWire): Bootstrap {
  if (wire.password_config === undefined) {
    throw new TypeError('The bootstrap answer has no password_config key.');
  }
  const password = wire.password_config;
  return {
    projectName: wire.project_name ?? '',
    displayWatermark: !wire.disable_sdk_watermark,
    captchaSettings: mapCaptcha(wire.captcha_settings),
    cnameDomain: wire.cname_domain ?? null,
    emailDomains: Array.isArray(wire.email_domains) ? [...wire.email_domains] : [],
    pkceRequiredForEmailMagicLinks: wire.pkce_required_for_email_magic_links === true,
    pkceRequiredForPasswordResets: wire.pkce_required_for_password_resets === true,
    pkceRequiredForOAuth: wire.pkce_required_for_oauth === true,
    pkceRequiredForSso: wire.pkce_required_for_sso === true,
    slugPattern: wire.slug_pattern ?? null,
    createOrganizationEnabled: wire.create_organization_enabled === true,
    passwordConfig: password
      ? { ludsComplexity: password.luds_complexity, ludsMinimumCount: password.luds_minimum_count }
      : null,
    runDFPProtectedAuth: wire.dfp_protected_auth_enabled === true,
    dfpProtectedAuthMode: wire.dfp_protected_auth_mode === 'DECISIONING' ? 'DECISIONING' : 'OBSERVATION',
    rbacPolicy: wire.rbac_policy ?? null,
    siweRequiredForCryptoWallets: wire.siwe_required_for_crypto_wallets === true,
    vertical: wire.vertical ?? null,
    redirectUrlDefaults: mapRedirectDefaults(wire.redirect_url_defaults),
  };
}
