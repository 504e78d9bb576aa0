import type { ProjectConfig } from '../../config/defaults';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { normaliseEmail } from '../../services/email';
import {
  hashPassword,
  passwordFactor,
  passwordOf,
  requireAcceptablePassword,
  storePassword,
} from '../../services/passwords';
import { authResponse, startSession } from '../../services/sessions';
import { createUserWithEmail, findUserByEmail } from '../../services/users';
import { passwordCredentialsBody, type PasswordCredentials } from '../schemas';

type Body = PasswordCredentials;

/**
 * `POST /sdk/v1/passwords`: signs a new user up with an email and a password. Steps: validate the email → refuse
 * an email that already has an account (`duplicate_email` with a password, `reset_password` without: the widget
 * then sends a reset email to prove the address) → refuse a breached password
 * (`breached_password`) or one that fails the project's policy (`weak_password`) → hash it (scrypt) → create the
 * user, its email (not verified: a password sign-up proves nothing about the address) and the password → start a
 * session with the password factor → AuthResp + `email_id`.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/passwords',
  schema: { body: passwordCredentialsBody },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const address = normaliseEmail(body.email);
    refuseExistingAccount(deps, project, address);
    requireAcceptablePassword(deps, project, body.password, address);
    const hash = await hashPassword(body.password);
    const { active, emailId } = deps.store.transaction(() => {
      refuseExistingAccount(deps, project, address); // again: another request may have signed up meanwhile
      const { user, email } = createUserWithEmail(deps, project, address, 'active');
      storePassword(deps, user, hash);
      const minutes = body.session_duration_minutes ?? deps.config.sessions.default_duration_minutes;
      return {
        active: startSession(deps, project, user, passwordFactor(deps), minutes, ctx.request),
        emailId: email.email_id,
      };
    });
    return { ...(await authResponse(deps, project, active)), email_id: emailId };
  },
});

function refuseExistingAccount(deps: Deps, project: ProjectConfig, address: string): void {
  const existing = findUserByEmail(deps, project, address);
  if (!existing) return;
  if (passwordOf(deps, existing.user)) {
    throw new ApiError(
      'duplicate_email',
      `A user with the email ${address} already exists for this project and has a password: log in, or reset ` +
        'the password.',
    );
  }
  throw new ApiError(
    'reset_password',
    `Password must be reset. ${address} already has an account without a password: to add one, prove the ` +
      'address with a password-reset email (POST /passwords/email/reset/start).',
  );
}
