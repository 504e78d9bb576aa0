import type { ServerEndpoint } from '../../http/server-endpoint';
import * as cryptoWallets from './crypto_wallets/authenticate';
import magicLinkAuthenticate from './magic_links/authenticate';
import magicLinkCreate from './magic_links/create';
import magicLinkInvite from './magic_links/invite';
import magicLinkLoginOrCreate from './magic_links/login_or_create';
import magicLinkRevokeInvite from './magic_links/revoke_invite';
import magicLinkSend from './magic_links/send';
import oauthAuthenticate from './oauth/authenticate';
import otpAuthenticate from './otps/authenticate';
import * as otpSend from './otps/send';
import passwordAuthenticate from './passwords/authenticate';
import passwordCreate from './passwords/create';
import passwordMigrate from './passwords/migrate';
import * as passwordResets from './passwords/resets';
import passwordStrengthCheck from './passwords/strength_check';
import rbacPolicy from './rbac/policy';
import sessionAttest from './sessions/attest';
import sessionAuthenticate from './sessions/authenticate';
import sessionGet from './sessions/get';
import sessionRevoke from './sessions/revoke';
import userCreate from './users/create';
import userDelete from './users/delete';
import * as deleteFactor from './users/delete_factors';
import userGet from './users/get';
import userSearch from './users/search';
import userUpdate from './users/update';
import * as webauthnAuthenticate from './webauthn/authenticate';
import * as webauthnRegister from './webauthn/register';
import webauthnUpdate from './webauthn/update';
import { TOTP_SERVER_ENDPOINTS } from '../totps/server';
import { CONNECTED_APP_ENDPOINTS, M2M_CLIENT_ENDPOINTS } from './clients/index';
import { FRAUD_ENDPOINTS } from './fraud';
import { MORE_SERVER_ENDPOINTS } from './more';
import { SESSION_EXCHANGE_ENDPOINTS } from './sessions/exchange';

/**
 * The server API (`/v1/…`, HTTP Basic `project_id:secret`) the provider's Node SDK calls, one module per call. The
 * session JWKS (`GET /v1/sessions/jwks/{project_id}`) is open and lives with the SDK API's endpoints.
 */
export const SERVER_ENDPOINTS: ServerEndpoint[] = [
  sessionAuthenticate,
  sessionGet,
  sessionRevoke,
  sessionAttest,
  userCreate,
  userSearch,
  userGet,
  userUpdate,
  userDelete,
  deleteFactor.deleteEmail,
  deleteFactor.deletePhoneNumber,
  deleteFactor.deleteWebAuthnRegistration,
  deleteFactor.deleteOAuthRegistration,
  deleteFactor.deleteCryptoWallet,
  deleteFactor.deletePassword,
  magicLinkSend,
  magicLinkLoginOrCreate,
  magicLinkInvite,
  magicLinkRevokeInvite,
  magicLinkAuthenticate,
  magicLinkCreate,
  otpSend.smsSend,
  otpSend.smsLoginOrCreate,
  otpSend.whatsappSend,
  otpSend.whatsappLoginOrCreate,
  otpSend.emailSend,
  otpSend.emailLoginOrCreate,
  otpAuthenticate,
  passwordCreate,
  passwordAuthenticate,
  passwordStrengthCheck,
  passwordMigrate,
  passwordResets.emailResetStart,
  passwordResets.emailReset,
  passwordResets.existingPassword,
  passwordResets.sessionPasswordReset,
  oauthAuthenticate,
  webauthnRegister.registerStart,
  webauthnRegister.register,
  webauthnAuthenticate.authenticateStart,
  webauthnAuthenticate.authenticate,
  webauthnUpdate,
  cryptoWallets.authenticateStart,
  cryptoWallets.authenticate,
  rbacPolicy,
  // Authenticator apps (TOTP), recovery codes, users.deleteTOTP.
  ...TOTP_SERVER_ENDPOINTS,
  // Machine clients, connected apps, fraud (the SDK's fraud_env), and the rest of the B2C client.
  ...M2M_CLIENT_ENDPOINTS,
  ...CONNECTED_APP_ENDPOINTS,
  ...FRAUD_ENDPOINTS,
  ...MORE_SERVER_ENDPOINTS,
  ...SESSION_EXCHANGE_ENDPOINTS,
];
