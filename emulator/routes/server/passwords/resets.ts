import existingPasswordReset from '../../passwords/existing_password_reset';
import reset from '../../passwords/reset';
import resetStart from '../../passwords/reset_start';
import sessionReset from '../../passwords/session_reset';
import { normaliseEmail } from '../../../services/email';
import { findUserByEmail } from '../../../services/users';
import { fromSdkEndpoint } from '../from_sdk';

/**
 * The password resets of the server API, running the SDK API's steps (redirect allowlist, PKCE, single-use tokens,
 * policy and breach checks, lockout, other sessions revoked): `passwords.email.resetStart` (answers the user and
 * email ids), `passwords.email.reset`, `passwords.existingPassword.reset`, `passwords.sessions.reset` (the session
 * named by `session_token` / `session_jwt`; authenticated within the last 5 minutes).
 */
export const emailResetStart = fromSdkEndpoint(resetStart, {
  url: '/passwords/email/reset/start',
  answer: (_data, ctx) => {
    const found = findUserByEmail(ctx.deps, ctx.project, normaliseEmail(String(ctx.body.email)));
    return { user_id: found?.user.user_id ?? '', email_id: found?.email.email_id ?? '' };
  },
});
export const emailReset = fromSdkEndpoint(reset, { url: '/passwords/email/reset', session: true });
export const existingPassword = fromSdkEndpoint(existingPasswordReset, {
  url: '/passwords/existing_password/reset',
  session: true,
});
export const sessionPasswordReset = fromSdkEndpoint(sessionReset, {
  url: '/passwords/session/reset',
  session: true,
});
