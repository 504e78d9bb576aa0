import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { endpoint, type AuthStepContext } from '../../http/endpoint';
import { normaliseEmail } from '../../services/email';
import { assertNotLocked, clearFailedAuthentications, guardAttempt } from '../../services/limits';
import {
  activateUser,
  hashPassword,
  needsRehash,
  openSession,
  passwordFactor,
  passwordOf,
  spendVerificationTime,
  storePassword,
  verifyPassword,
} from '../../services/passwords';
import { authResponse, type ActiveSession } from '../../services/sessions';
import { isBreached } from '../../services/strength';
import { findUserByEmail, requireUser } from '../../services/users';
import type { PasswordRecord, UserRecord } from '../../store/types';
import { passwordCredentialsBody, type PasswordCredentials } from '../schemas';

type Body = PasswordCredentials;

/** What the steps read: the SDK API's context or its server twin's. */
type Context = AuthStepContext<Body>;

/**
 * `POST /sdk/v1/passwords/authenticate`: logs a user in with email and password. Steps: validate the email → find
 * the user (unknown → `unauthorized_credentials`, after the time a check takes) → refuse a locked user → refuse a
 * user without a password (`no_user_password`) → take a lockout slot (a locked user, or one whose slots the checks under way hold, gets
 * `user_lock_limit_reached` whatever the password) → check the password (wrong → `unauthorized_credentials`, counted
 * towards the user's lockout) → refuse a user locked while the password was checked → refuse a password flagged to
 * reset (`reset_password`) or on the breached list (`breached_password`; the user must reset it) → re-hash a password
 * imported by `passwords.migrate` with the emulator's own scrypt → start a session
 * (or add the factor to the caller's live session) → AuthResp.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/passwords/authenticate',
  schema: { body: passwordCredentialsBody },
  async handle(ctx) {
    const { active } = await authenticatePassword(ctx);
    return { ...(await authResponse(ctx.deps, ctx.project, active as ActiveSession)) };
  },
});

/** The steps, shared by both doors; `active` is null only when the context starts no session. */
export async function authenticatePassword(
  ctx: Context,
): Promise<{ user: UserRecord; active: ActiveSession | null }> {
  const { deps, project, body } = ctx;
  const user = await findUser(ctx);
  assertNotLocked(deps, user);
  const password = requirePassword(deps, user);
  await checkPassword(deps, user, password, body.password);
  // a hash imported by passwords.migrate is replaced by the emulator's own on the first successful log-in
  const rehashed = needsRehash(password.hash) ? await hashPassword(body.password) : null;
  const active = deps.store.transaction(() => {
    // again: wrong guesses checked meanwhile may have locked the user
    assertNotLocked(deps, requireUser(deps, project.project_id, user.user_id));
    refuseFlaggedOrBreached(deps, password, body.password);
    if (rehashed) storePassword(deps, user, rehashed);
    activateUser(deps, user);
    clearFailedAuthentications(deps, user);
    const current = ctx.optionalSession();
    if (ctx.startsSession === false && !(current && current.user.user_id === user.user_id)) return null;
    return openSession(deps, project, user, passwordFactor(deps), {
      durationMinutes: body.session_duration_minutes,
      current,
      client: ctx.request,
    });
  });
  return { user, active };
}

const unauthorized = (detail: string) =>
  new ApiError('unauthorized_credentials', `Unauthorized credentials. ${detail}`);

async function findUser(ctx: Context): Promise<UserRecord> {
  const address = normaliseEmail(ctx.body.email);
  const found = findUserByEmail(ctx.deps, ctx.project, address);
  if (found) return found.user;
  await spendVerificationTime(ctx.body.password);
  throw unauthorized('The email and password do not match an account.');
}

function requirePassword(deps: Deps, user: UserRecord): PasswordRecord {
  const password = passwordOf(deps, user);
  if (!password) {
    throw new ApiError(
      'no_user_password',
      'Password not found for this user. Please try again. (The account has no password: log in with a ' +
        'passwordless method, or set one with a password-reset email.)',
    );
  }
  return password;
}

async function checkPassword(
  deps: Deps,
  user: UserRecord,
  password: PasswordRecord,
  attempt: string,
): Promise<void> {
  // A lockout slot is taken before the hash is checked: parallel guesses cannot outrun the count (limits.ts).
  const guard = guardAttempt(deps, user);
  let matches = false;
  try {
    matches = await verifyPassword(password.hash, attempt);
  } finally {
    if (matches) guard.succeeded();
    else guard.failed();
  }
  if (!matches) throw unauthorized('The email and password do not match an account.');
}

/** Only after a correct password: the flag and the breach are about the account's password, not the attempt. */
function refuseFlaggedOrBreached(deps: Deps, password: PasswordRecord, attempt: string): void {
  if (password.requires_reset) {
    throw new ApiError(
      'reset_password',
      'Password must be reset. (This account is flagged to reset its password: send a password-reset email.)',
    );
  }
  if (isBreached(deps, attempt)) {
    throw new ApiError(
      'breached_password',
      "Password appears in the list of breached passwords and must be reset. (It is on the emulator's " +
        'breached-password list: send a password-reset email to choose another.)',
    );
  }
}
