import { ERROR_CATALOGUE, type ServerOnlyErrorType } from '../../src/errors/catalogue';
import { statusOf } from '../errors';
import { html, type PageOptions } from '../http/html';

/** What each server-only error type means; the catalogue types carry their user-facing text. */
const SERVER_ONLY: Record<ServerOnlyErrorType, string> = {
  bad_request: 'The request is well-formed but not acceptable (the message says why).',
  captcha_required:
    'The project requires captcha (captcha_required) and the call carried no valid captcha_token: none, expired, ' +
    'already used, or not from this emulator. The SDK fetches a fresh token and tries once more.',
  invalid_domain: 'The WebAuthn domain (relying-party id) is not a host name.',
  invalid_public_key_credential:
    'The passkey ceremony failed: malformed credential JSON, an unknown, used or expired challenge, a page origin ' +
    "that is not one of the project's authorized domains, another user's credential, or a signature, counter or " +
    'user-verification check that failed (the message says which).',
  duplicate_webauthn_registration: 'This authenticator is already registered in the project.',
  webauthn_registration_not_found:
    'The passkey is not (or no longer) registered: deleted from the account but still in the password manager.',
  invalid_request_body:
    'The body, path or query does not match the endpoint schema, is not JSON, or has the wrong Content-Type.',
  invalid_public_token: 'The public token is not one of the configured projects.',
  unauthorized_public_token:
    'The Authorization header is missing or is not Basic base64(public_token:secret).',
  invalid_redirect_url:
    "The redirect URL is not in the project's allowlist (or none was sent and none is configured).",
  invalid_pkce_code_verifier:
    'The magic link, password reset or OAuth sign-in was started with a PKCE code_challenge but no code_verifier ' +
    'was sent.',
  pkce_mismatch:
    'The code_verifier does not match the code_challenge the magic link, password reset or OAuth sign-in was ' +
    'started with.',
  payload_too_large: 'The request body is larger than the configured limit.',
  not_found: 'No such route or resource.',
  internal_server_error: 'The emulator failed unexpectedly; its console has the details.',
  user_not_found: 'The user a token or session points at no longer exists (the data was reset).',
  session_expired: 'Reserved; expired sessions answer session_not_found so the SDK clears its session.',
  weak_password:
    "The new password does not meet the project's strength policy (zxcvbn score or LUDS rules); the message says why.",
  duplicate_email:
    'Creating a password account for an email that already has one: log in or reset the password.',
  unauthorized_origin:
    "The calling page's origin is not one of the project's authorized domains (allowed_origins; the built-in " +
    'projects allow any localhost origin).',
  invalid_crypto_wallet_type:
    'crypto_wallet_type is not one of the supported wallet types: ethereum, solana.',
  invalid_crypto_wallet_address:
    'crypto_wallet_address is not an address of its type: 0x and 40 hex digits for ethereum (a mixed-case ' +
    'address must carry a valid EIP-55 checksum), base58 of 32 bytes for solana.',
  invalid_siwe_params:
    'The project requires Sign-In With Ethereum (siwe_required_for_crypto_wallets) and siwe_params is missing, or ' +
    'siwe_params is malformed: uri must be an absolute http(s) URL, chain_id a positive integer, issued_at and ' +
    'not_before ISO 8601 dates, statement a single line, resources URIs (the message says which).',
  invalid_crypto_wallet_signature:
    'The signature is not well-formed: 65 bytes as 0x-prefixed hex for ethereum (personal_sign), 64 bytes in ' +
    'base58 for solana.',
  crypto_wallet_signature_mismatch:
    'The signature is well-formed but was not made by the wallet over the challenge: another key signed it, or it ' +
    'signed another message. The challenge is used up: start again.',
  crypto_wallet_challenge_not_found:
    'No challenge is waiting for this wallet: authenticate/start was never called for this address and type, ' +
    'the challenge was already used (each is single use), or it expired (5 minutes).',
  duplicate_crypto_wallet:
    'The wallet is already attached to another user of the project, so it cannot be added to this one.',
  crypto_wallet_not_found: 'The session user has no such crypto wallet.',
  phone_number_not_found: 'No phone number of the project has this phone_id.',
  password_not_found: 'No password of the project has this password_id.',
  oauth_user_registration_not_found: 'No OAuth registration of the project has this id.',
  invalid_user_id: 'The user_id is malformed (user ids look like user-test-…).',
  duplicate_phone_number: 'Another user of the project already has this phone number.',
  invalid_session_jwt:
    "The session JWT is malformed, or not signed by this project's key (server API: sessions.authenticate / revoke).",
  invalid_search_query:
    'users.search: an operand names an unknown filter, or its filter_value has the wrong type; or the cursor is not one this emulator issued.',
  invite_not_found: 'magic_links.email.revoke_invite: no pending invite was sent to this email.',
  unable_to_auth_otp_code: 'The passcode is wrong, expired or already used.',
  invalid_trusted_auth_token:
    "sessions.attest: the token's signature, issuer, audience or lifetime does not match the profile, or its email claim is missing.",
  trusted_auth_token_profile_not_found:
    'sessions.attest: no trusted auth token profile of the project has this profile_id.',
  m2m_client_not_found: 'm2m.clients.*: no machine client of the project has this client_id.',
  connected_app_not_found:
    'connectedApp.clients.*: no OAuth client (connected app) of the project has this client_id.',
  invalid_access_token:
    "sessions.exchangeAccessToken: the access token is unknown, expired, revoked or another project's.",
  invalid_impersonation_token:
    'impersonation.authenticate: the token is unknown, expired or already used (POST /_dev/impersonation makes one).',
  invalid_session_custom_claims:
    'session_custom_claims sets a reserved claim (iss, sub, aud, exp, nbf, iat, jti, https://stytch.com/…) or is too large.',
  active_totp_exists: 'totps.create: the user already has a verified authenticator app; delete it first.',
  totps_not_found_for_user: 'The user has no authenticator app (TOTP), or none verified (recover).',
  totp_not_found: 'No authenticator app (TOTP) of the project (or of the session user) has this id.',
  invalid_totp_code: 'The TOTP code is not 6 digits.',
  expired_totp: 'The authenticator app was not verified with a code before its expiration_minutes ran out.',
  unable_to_authenticate_totp:
    'The TOTP code is wrong, or of a 30-second window more than one step from now; counts towards the lockout.',
  totp_code_already_authenticated: 'This TOTP code (its 30-second window) was already accepted once.',
  recovery_code_used_as_totp_code:
    'A recovery code was sent to totps.authenticate; send it to totps.recover.',
  totp_code_used_as_recovery_code: 'A 6-digit code was sent to totps.recover; send it to totps.authenticate.',
  unable_to_authenticate_recovery_code:
    "The recovery code is not one of the user's; counts towards the lockout.",
  invalid_recovery_code: 'The recovery code was already used: each works once.',
};

/** `GET /_dev/errors`: every error type the emulator emits, with its status; `error_url`s point here. */
export function errorsPage(): PageOptions {
  const rows = [
    ...Object.entries(ERROR_CATALOGUE).map(([type, { status, message }]) => ({
      type,
      status,
      text: message,
    })),
    ...Object.entries(SERVER_ONLY).map(([type, text]) => ({
      type,
      status: statusOf(type as ServerOnlyErrorType),
      text,
    })),
  ];
  return {
    title: 'Error types · idp-elements emulator',
    body: html`<header>
        <h1>idp-elements emulator <small>error types</small></h1>
      </header>
      <main>
        <p>
          Every error answer is <code>{status_code, request_id, error_type, error_message, error_url}</code>;
          schema errors add <code>body</code>, <code>params</code> or <code>query</code> with
          <code>[{dataPath, message}]</code>.
        </p>
        <table>
          <thead>
            <tr>
              <th>error_type</th>
              <th>Status</th>
              <th>Meaning / message the widget shows</th>
            </tr>
          </thead>
          <tbody>
            ${rows.map(
              (r) =>
                html`<tr id="${r.type}">
                  <td><code>${r.type}</code></td>
                  <td>${r.status}</td>
                  <td>${r.text}</td>
                </tr>`,
            )}
          </tbody>
        </table>
      </main>`,
  };
}
