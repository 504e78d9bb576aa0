/**
 * idp-elements/headless: the client layer without any element. Finish a magic-link login on a redirect page,
 * read the session and user, log out; the identity provider's consent and logout calls (`idpClient`).
 */
export {
  createClient,
  DEFAULT_SESSION_DURATION_MINUTES,
  type AuthResult,
  type ClientOptions,
  type CookieOptions,
  type EmlLoginOrCreateOptions,
  type IdpClient,
  type OAuthResult,
  type OAuthStartOptions,
} from './client';
export type { OAuthProviderType } from './config/config';
export type { ProviderValues } from './api/oauth';
export {
  DEFAULT_BOOTSTRAP,
  type AuthResp,
  type AuthenticationFactor,
  type BaseResponse,
  type Bootstrap,
  type CaptchaSettings,
  type PasswordConfig,
  type RbacPolicy,
  type Session,
  type User,
  type WebAuthnRegistration,
} from './api/types';
export type { Http, HttpMethod, RequestOptions, AntiAbuseProvider } from './api/http';
// The identity provider's consent and logout calls (docs/protocol.md#the-calls), over a client: `idpClient(client)`.
export { idpClient } from './client/idpHeadless';
export type { IdpArea } from './client/idp';
export type {
  AuthorizeParams,
  AuthorizeStartRequest,
  AuthorizeStartResponse,
  AuthorizeSubmitRequest,
  AuthorizeSubmitResponse,
  IdpOAuthClient,
  LogoutStartRequest,
  LogoutStartResponse,
  ScopeResult,
  SessionAttestRequest,
} from './api/idp';
export type { SessionManager, SessionState } from './session/SessionManager';
export type { PkceNamespace, PkcePair, PkceStore } from './session/pkce';
export type { EventError } from './telemetry/events';
export { AuthError, toAuthError, type ClientErrorType, type SchemaProblem } from './errors/AuthError';
export { CLIENT_ERROR_MESSAGES } from './errors/messages';
export {
  ERROR_CATALOGUE,
  CLEAR_SESSION_ERROR_TYPES,
  catalogueMessage,
  isCatalogueErrorType,
  type CatalogueErrorType,
  type ErrorType,
} from './errors/catalogue';
export { browserPlatform } from './platform/browser';
export type {
  Platform,
  CookieJar,
  CookieAttributes,
  KeyValueStorage,
  Clock,
  PageLocation,
  Navigator,
} from './platform/types';
