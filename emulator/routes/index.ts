import type { Endpoint } from '../http/endpoint';
import cryptoAuthenticate from './crypto_wallets/authenticate';
import * as cryptoAuthenticateStart from './crypto_wallets/authenticate_start';
import events from './events';
import idpAuthorizeStart from './idp/authorize_start';
import idpAuthorizeSubmit from './idp/authorize_submit';
import idpLogoutStart from './idp/logout_start';
import magicLinkAuthenticate from './magic_links/authenticate';
import oauthAuthenticate from './oauth/authenticate';
import deleteOAuthRegistration from './oauth/delete_registration';
import magicLinkLoginOrCreate from './magic_links/login_or_create';
import magicLinkSendPrimary from './magic_links/send_primary';
import otpAuthenticate from './otps/authenticate';
import otpEmailLoginOrCreate from './otps/email_login_or_create';
import otpSmsLoginOrCreate from './otps/sms_login_or_create';
import otpWhatsappLoginOrCreate from './otps/whatsapp_login_or_create';
import * as otpSendSecondary from './otps/send_secondary';
import passwordAuthenticate from './passwords/authenticate';
import passwordCreate from './passwords/create';
import passwordExistingReset from './passwords/existing_password_reset';
import passwordReset from './passwords/reset';
import passwordResetStart from './passwords/reset_start';
import passwordSessionReset from './passwords/session_reset';
import passwordStrengthCheck from './passwords/strength_check';
import bootstrap from './projects/bootstrap';
import sessionAttest from './sessions/attest';
import sessionAuthenticate from './sessions/authenticate';
import { sdkJwks, serverJwks, wellKnownJwks } from './sessions/jwks';
import sessionRevoke from './sessions/revoke';
import getMe from './users/me';
import searchUser from './users/search';
import updateMe from './users/update_me';
import deleteCryptoWallet from './users/delete_crypto_wallet';
import deleteWebauthn from './users/delete_webauthn';
import * as deleteContact from './users/delete_contact';
import * as connectedApps from './users/connected_apps';
import webauthnAuthenticate from './webauthn/authenticate';
import * as webauthnAuthenticateStart from './webauthn/authenticate_start';
import webauthnRegister from './webauthn/register';
import webauthnRegisterStart from './webauthn/register_start';
import webauthnUpdate from './webauthn/update';
import { TOTP_SDK_ENDPOINTS } from './totps/sdk';

/** Every endpoint of the SDK wire protocol the emulator implements (paths below `/sdk/v1` unless absolute). */
export const ENDPOINTS: Endpoint[] = [
  bootstrap,
  magicLinkLoginOrCreate,
  magicLinkSendPrimary,
  magicLinkAuthenticate,
  otpSmsLoginOrCreate,
  otpWhatsappLoginOrCreate,
  otpEmailLoginOrCreate,
  otpAuthenticate,
  otpSendSecondary.emailSecondary,
  otpSendSecondary.smsSecondary,
  otpSendSecondary.whatsappSecondary,
  searchUser,
  passwordCreate,
  passwordAuthenticate,
  passwordStrengthCheck,
  passwordResetStart,
  passwordReset,
  passwordSessionReset,
  passwordExistingReset,
  sessionAuthenticate,
  sessionRevoke,
  sessionAttest,
  sdkJwks,
  serverJwks,
  wellKnownJwks,
  getMe,
  updateMe,
  webauthnRegisterStart,
  webauthnRegister,
  webauthnAuthenticateStart.primary,
  webauthnAuthenticateStart.secondary,
  webauthnAuthenticate,
  webauthnUpdate,
  deleteWebauthn,
  cryptoAuthenticateStart.primary,
  cryptoAuthenticateStart.secondary,
  cryptoAuthenticate,
  deleteCryptoWallet,
  deleteContact.deleteEmail,
  deleteContact.deletePhoneNumber,
  connectedApps.listConnectedApps,
  connectedApps.revokeConnectedApp,
  oauthAuthenticate,
  deleteOAuthRegistration,
  idpAuthorizeStart,
  idpAuthorizeSubmit,
  idpLogoutStart,
  events,
  // Authenticator apps (TOTP) and recovery codes.
  ...TOTP_SDK_ENDPOINTS,
];
