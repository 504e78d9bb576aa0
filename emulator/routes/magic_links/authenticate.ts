import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { endpoint, type AuthStepContext } from '../../http/endpoint';
import { hashSecret, looksLikeSecret, pkceChallengeOf, safeEqual } from '../../services/ids';
import { iso } from '../../services/jwt';
import {
  assertNotLocked,
  clearFailedAuthentications,
  recordFailedAuthentication,
} from '../../services/limits';
import {
  authResponse,
  emailMagicLinkFactor,
  startSession,
  touchSession,
  type ActiveSession,
} from '../../services/sessions';
import { requireUser } from '../../services/users';
import type { MagicLinkRecord, UserRecord } from '../../store/types';
import { field } from '../schemas';

interface Body {
  token: string;
  session_duration_minutes?: number;
  code_verifier?: string;
}

/** What the steps read: the SDK API's context or its server twin's. */
type Context = AuthStepContext<Body>;

/**
 * `POST /sdk/v1/magic_links/authenticate`: trades a magic-link token for a session. Steps: find the token → refuse
 * a locked user → refuse a used or expired token → check the PKCE verifier → consume the token → activate the
 * user and verify the email → start a session (or add the factor to the caller's live session) → AuthResp.
 * Used and expired tokens count towards the user's lockout.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/magic_links/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['token'],
      properties: {
        token: { type: 'string', maxLength: 200 },
        session_duration_minutes: field.sessionDurationMinutes,
        code_verifier: { type: 'string', maxLength: 256 },
      },
    },
  },
  async handle(ctx) {
    const { link, active } = authenticateMagicLink(ctx);
    return {
      ...(await authResponse(ctx.deps, ctx.project, active as ActiveSession)),
      method_id: link.email_id,
      reset_sessions: false,
    };
  },
});

/** The steps, shared by both doors; `active` is null only when the context starts no session. */
export function authenticateMagicLink(ctx: Context): { link: MagicLinkRecord; active: ActiveSession | null } {
  const link = findToken(ctx);
  const user = requireUser(ctx.deps, ctx.project.project_id, link.user_id);
  assertNotLocked(ctx.deps, user);
  refuseUsedOrExpired(ctx.deps, link, user);
  checkPkce(link, ctx.body.code_verifier);
  const active = ctx.deps.store.transaction(() => {
    consume(ctx.deps, link);
    activate(ctx.deps, user, link);
    return openSession(ctx, user, link);
  });
  return { link, active };
}

const unableToAuth = (detail: string) =>
  new ApiError(
    'unable_to_auth_magic_link',
    `The magic link could not be authenticated because it was either already used or expired. ${detail}`,
  );

function findToken(ctx: Context): MagicLinkRecord {
  const { token } = ctx.body;
  const link = looksLikeSecret(token) ? ctx.deps.store.magicLinks.findByTokenHash(hashSecret(token)) : null;
  if (!link || link.project_id !== ctx.project.project_id)
    throw unableToAuth('No magic link has this token.');
  return link;
}

function refuseUsedOrExpired(deps: Deps, link: MagicLinkRecord, user: UserRecord): void {
  let reason: string | undefined;
  if (link.used_at !== null) reason = `It was used at ${iso(link.used_at)}.`;
  else if (link.expires_at <= deps.clock.now()) reason = `It expired at ${iso(link.expires_at)}.`;
  if (reason === undefined) return;
  recordFailedAuthentication(deps, user);
  throw unableToAuth(reason);
}

/**
 * A link sent with a `code_challenge` needs the matching `code_verifier`. The SDK retries with another stored
 * verifier when the error message mentions PKCE, so both messages do; a failed check leaves the token unused and
 * is not counted towards the lockout. A verifier sent for a link without a challenge is ignored.
 */
function checkPkce(link: MagicLinkRecord, verifier: string | undefined): void {
  if (link.code_challenge === null) return;
  if (verifier === undefined || verifier === '') {
    throw new ApiError(
      'invalid_pkce_code_verifier',
      'This magic link was sent with a PKCE code_challenge, so authenticate needs its code_verifier (PKCE).',
    );
  }
  if (!safeEqual(pkceChallengeOf(verifier), link.code_challenge)) {
    throw new ApiError(
      'pkce_mismatch',
      'The code_verifier does not match the PKCE code_challenge this magic link was sent with.',
    );
  }
}

function consume(deps: Deps, link: MagicLinkRecord): void {
  if (!deps.store.magicLinks.consume(link.token_hash, deps.clock.now())) {
    throw unableToAuth('It was used by a concurrent request.');
  }
}

/** The link proves the email: the email becomes verified and a pending user active. */
function activate(deps: Deps, user: UserRecord, link: MagicLinkRecord): void {
  deps.store.emails.markVerified(link.email_id);
  if (user.status !== 'active') deps.store.users.update(user.user_id, { status: 'active' });
  clearFailedAuthentications(deps, user);
}

/** Adds the factor to the caller's live session of the same user, else starts a new session. */
function openSession(ctx: Context, user: UserRecord, link: MagicLinkRecord): ActiveSession | null {
  const { deps, project, body } = ctx;
  const address =
    deps.store.emails.listForUser(user.user_id).find((e) => e.email_id === link.email_id)?.email ?? '';
  // An embeddable link (the server API's `magic_links.create`) names no email.
  const factor =
    link.email_id === ''
      ? {
          ...emailMagicLinkFactor(deps, '', ''),
          delivery_method: 'embedded',
          email_factor: undefined,
          embeddable_magic_link_factor: { embedded_id: link.user_id },
        }
      : emailMagicLinkFactor(deps, link.email_id, address);
  const current = ctx.optionalSession();
  if (current && current.user.user_id === user.user_id) {
    return touchSession(deps, current, { durationMinutes: body.session_duration_minutes, factor });
  }
  if (ctx.startsSession === false) return null;
  const minutes = body.session_duration_minutes ?? deps.config.sessions.default_duration_minutes;
  return startSession(deps, project, user, factor, minutes, ctx.request);
}
