import type { Deps } from '../deps';
import { authorizationUrlOf, issuerOf, providerProject } from './clients';
import { ID_TOKEN_ALG } from './keys';
import { supportedScopes } from './scopes';
import { CLAIMS_SUPPORTED } from './tokens';
import { INTROSPECT_PATH } from './introspect';

/** Where the standard endpoints live, below the issuer. */
export const OIDC_PATHS = {
  discovery: '/.well-known/openid-configuration',
  authorizationServer: '/.well-known/oauth-authorization-server',
  token: '/v1/oauth2/token',
  userinfo: '/v1/oauth2/userinfo',
  jwks: '/v1/oauth2/jwks',
} as const;

/**
 * The provider metadata (OpenID Connect Discovery 1.0 §3, RFC 8414) of the default project. `issuer` is exactly the
 * emulator's base URL; the authorization and end-session endpoints are the project's `authorization_url` (the
 * page hosting `<idp-consent>`, which tells a logout by its `post_logout_redirect_uri`).
 */
export function discoveryDocument(deps: Deps) {
  const issuer = issuerOf(deps);
  const project = providerProject(deps);
  const authorizationUrl = authorizationUrlOf(deps, project);
  return {
    issuer,
    authorization_endpoint: authorizationUrl,
    token_endpoint: issuer + OIDC_PATHS.token,
    userinfo_endpoint: issuer + OIDC_PATHS.userinfo,
    jwks_uri: issuer + OIDC_PATHS.jwks,
    introspection_endpoint: issuer + INTROSPECT_PATH.replace(':project_id', project.project_id),
    introspection_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    end_session_endpoint: authorizationUrl,
    scopes_supported: supportedScopes(project),
    response_types_supported: ['code'],
    response_modes_supported: ['query'],
    grant_types_supported: ['authorization_code', 'refresh_token'],
    subject_types_supported: ['public'],
    id_token_signing_alg_values_supported: [ID_TOKEN_ALG],
    token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post', 'none'],
    code_challenge_methods_supported: ['S256'],
    prompt_values_supported: ['none', 'login', 'consent'],
    claims_supported: CLAIMS_SUPPORTED,
    claims_parameter_supported: false,
    request_parameter_supported: false,
    request_uri_parameter_supported: false,
    authorization_response_iss_parameter_supported: true,
  };
}
