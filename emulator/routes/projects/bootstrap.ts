import { endpoint } from '../../http/endpoint';
import { assertAllowedOrigin, projectForToken } from '../../services/projects';
import type { ProjectConfig } from '../../config/defaults';
import { captchaSiteKey } from '../../services/captcha';

/**
 * `GET /sdk/v1/projects/bootstrap/{public_token}`: the project settings the SDK reads at start-up. Every field of
 * docs/protocol.md#the-calls is present (the SDK falls back to built-in defaults if one is missing). No Authorization needed.
 */
export default endpoint.open<undefined, { public_token: string }>({
  method: 'GET',
  url: '/projects/bootstrap/:public_token',
  schema: {
    params: {
      type: 'object',
      required: ['public_token'],
      properties: { public_token: { type: 'string', minLength: 1, maxLength: 200 } },
    },
  },
  handle: (ctx) => {
    const project = projectForToken(ctx.deps, ctx.params.public_token);
    assertAllowedOrigin(project, ctx.request.origin);
    return bootstrapOf(project);
  },
});

export function bootstrapOf(project: ProjectConfig) {
  return {
    project_name: project.project_name,
    disable_sdk_watermark: project.disable_sdk_watermark,
    captcha_settings: project.captcha_required
      ? { enabled: true, siteKey: captchaSiteKey(project) }
      : { enabled: false },
    cname_domain: null,
    email_domains: project.email_domains,
    pkce_required_for_email_magic_links: project.pkce_required_for_email_magic_links,
    pkce_required_for_password_resets: project.pkce_required_for_password_resets,
    pkce_required_for_oauth: project.pkce_required_for_oauth,
    pkce_required_for_sso: false,
    slug_pattern: null,
    create_organization_enabled: false,
    password_config: project.password_config,
    dfp_protected_auth_enabled: false,
    dfp_protected_auth_mode: 'OBSERVATION',
    rbac_policy: project.rbac_policy,
    siwe_required_for_crypto_wallets: project.siwe_required_for_crypto_wallets,
    vertical: 'CONSUMER',
    // Emulator extension (absent from the hosted provider's answer): whether the project has a default redirect
    // URL of each kind, so a widget that names none can say so at mount instead of failing on submit.
    redirect_url_defaults: {
      login: project.redirect_urls.login.length > 0,
      signup: project.redirect_urls.signup.length > 0,
      reset_password: project.redirect_urls.reset_password.length > 0,
    },
  };
}
