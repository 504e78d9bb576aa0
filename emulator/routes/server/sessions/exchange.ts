/**
 * The server API's calls that start a session from something other than a factor: `sessions.exchangeAccessToken`
 * (an access token of the project's OpenID provider), `sessions.migrate` (another identity provider's UserInfo) and
 * `impersonation.authenticate` (a token from `POST /_dev/impersonation`).
 */
import type { ProjectConfig } from '../../../config/defaults';
import type { Deps } from '../../../deps';
import { ApiError } from '../../../errors';
import { serverEndpoint, type ServerEndpoint } from '../../../http/server-endpoint';
import { expandApi } from '../../../oidc/clients';
import { normaliseEmail } from '../../../services/email';
import { hashSecret, newSecret } from '../../../services/ids';
import { iso } from '../../../services/jwt';
import { mergeCustomClaims, serverAuthAnswer } from '../../../services/server-sessions';
import { serverUser } from '../../../services/server-users';
import { startSession } from '../../../services/sessions';
import { createUserWithEmail, findUserByEmail } from '../../../services/users';
import { serverField } from '../schemas';

const sessionFields = {
  session_duration_minutes: serverField.sessionDurationMinutes,
  session_custom_claims: serverField.object,
  telemetry_id: serverField.opaque,
} as const;

async function newSessionAnswer(
  deps: Deps,
  project: ProjectConfig,
  userId: string,
  factor: Record<string, unknown> & { type: string; delivery_method: string },
  body: { session_duration_minutes?: number; session_custom_claims?: Record<string, unknown> },
  client: { ip: string; userAgent: string },
) {
  if (body.session_custom_claims) mergeCustomClaims({}, body.session_custom_claims);
  const user = serverUser(deps, project, userId);
  const now = iso(deps.clock.now());
  const active = startSession(
    deps,
    project,
    user,
    { ...factor, created_at: now, updated_at: now, last_authenticated_at: now },
    body.session_duration_minutes ?? deps.config.sessions.default_duration_minutes,
    client,
  );
  return serverAuthAnswer(deps, project, user.user_id, active, body.session_custom_claims);
}

/**
 * `sessions.exchangeAccessToken`: an access token this project's OpenID provider issued (live, not revoked) → a new
 * session for its user; anything else is `invalid_access_token`.
 */
const exchangeAccessToken = serverEndpoint<{
  access_token: string;
  session_duration_minutes?: number;
  session_custom_claims?: Record<string, unknown>;
}>({
  method: 'POST',
  url: '/sessions/exchange_access_token',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['access_token'],
      properties: { access_token: serverField.sessionJwt, ...sessionFields },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const record = deps.store.idp.tokens.findByHash(hashSecret(body.access_token));
    if (
      !record ||
      record.kind !== 'access' ||
      record.project_id !== project.project_id ||
      record.revoked_at !== null ||
      record.expires_at <= deps.clock.now()
    ) {
      throw new ApiError(
        'invalid_access_token',
        "The access token is unknown, expired, revoked or another project's.",
      );
    }
    return newSessionAnswer(
      deps,
      project,
      record.user_id,
      {
        type: 'oauth_access_token_exchange',
        delivery_method: 'oauth_access_token_exchange',
        oauth_access_token_exchange_factor: { client_id: record.client_id },
      },
      body,
      ctx.request,
    );
  },
});

/** How long `sessions.migrate` waits for the UserInfo endpoint, and how much of its answer it reads. */
const MIGRATE_TIMEOUT_MS = 5000;
const MIGRATE_MAX_BYTES = 64 * 1024;

/**
 * `sessions.migrate`: the project's `session_migration_userinfo_url` is called with the token as a Bearer token;
 * its `email` claim names the user (created, active, if new; the email counts as verified) and a new session starts
 * with an `imported` factor. No URL configured, a refused token, a slow or oversized answer or no email: 4xx.
 */
const migrate = serverEndpoint<{
  session_token: string;
  session_duration_minutes?: number;
  session_custom_claims?: Record<string, unknown>;
}>({
  method: 'POST',
  url: '/sessions/migrate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['session_token'],
      properties: { session_token: { type: 'string', minLength: 1, maxLength: 16384 }, ...sessionFields },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    if (project.session_migration_userinfo_url === null) {
      throw new ApiError(
        'bad_request',
        `Project "${project.project_name}" has no session_migration_userinfo_url (the emulator config), so there is ` +
          'no identity provider to migrate sessions from.',
      );
    }
    const url = expandApi(deps, project.session_migration_userinfo_url);
    let claims: unknown;
    try {
      const response = await fetch(url, {
        headers: { authorization: `Bearer ${body.session_token}`, accept: 'application/json' },
        redirect: 'error',
        signal: AbortSignal.timeout(MIGRATE_TIMEOUT_MS),
      });
      const text = await response.text();
      if (!response.ok) {
        throw new ApiError(
          'invalid_access_token',
          `The identity provider's UserInfo endpoint refused the token (HTTP ${response.status}).`,
        );
      }
      if (text.length > MIGRATE_MAX_BYTES) throw new Error('too large');
      claims = JSON.parse(text) as unknown;
    } catch (e) {
      if (e instanceof ApiError) throw e;
      throw new ApiError(
        'bad_request',
        `The identity provider's UserInfo endpoint (${url}) did not answer JSON in time.`,
      );
    }
    const rawEmail = (claims as { email?: unknown } | null)?.email;
    let address: string;
    try {
      address = normaliseEmail(typeof rawEmail === 'string' ? rawEmail : '');
    } catch {
      throw new ApiError('bad_request', 'The UserInfo answer has no usable email claim.');
    }
    const sub = (claims as { sub?: unknown }).sub;
    const user = deps.store.transaction(() => {
      const found =
        findUserByEmail(deps, project, address) ?? createUserWithEmail(deps, project, address, 'active');
      deps.store.emails.markVerified(found.email.email_id);
      if (found.user.status !== 'active') deps.store.users.update(found.user.user_id, { status: 'active' });
      return found.user;
    });
    return newSessionAnswer(
      deps,
      project,
      user.user_id,
      {
        type: 'imported',
        delivery_method: 'imported',
        imported_factor: { external_id: typeof sub === 'string' ? sub.slice(0, 200) : '' },
      },
      body,
      ctx.request,
    );
  },
});

/** Impersonation tokens (`POST /_dev/impersonation`): single use, five minutes, by hash. */
const IMPERSONATION_TTL_MS = 5 * 60_000;
const impersonationTokens = new WeakMap<
  Deps,
  Map<string, { userId: string; projectId: string; expires: number }>
>();

function impersonationsOf(deps: Deps) {
  let map = impersonationTokens.get(deps);
  if (!map) impersonationTokens.set(deps, (map = new Map()));
  return map;
}

/** Makes an impersonation token for a user (the dashboard's "impersonate" button; `POST /_dev/impersonation`). */
export function issueImpersonationToken(deps: Deps, project: ProjectConfig, userId: string): string {
  const user = serverUser(deps, project, userId);
  const token = newSecret();
  const map = impersonationsOf(deps);
  const now = deps.clock.now();
  for (const [hash, entry] of map) if (entry.expires <= now) map.delete(hash);
  map.set(hashSecret(token), {
    userId: user.user_id,
    projectId: project.project_id,
    expires: now + IMPERSONATION_TTL_MS,
  });
  return token;
}

const impersonation = serverEndpoint<{ impersonation_token: string }>({
  method: 'POST',
  url: '/impersonation/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['impersonation_token'],
      properties: { impersonation_token: serverField.sessionToken },
    },
  },
  async handle(ctx) {
    const { deps, project } = ctx;
    const map = impersonationsOf(deps);
    const hash = hashSecret(ctx.body.impersonation_token);
    const entry = map.get(hash);
    map.delete(hash);
    if (!entry || entry.projectId !== project.project_id || entry.expires <= deps.clock.now()) {
      throw new ApiError(
        'invalid_impersonation_token',
        'The impersonation token is unknown, expired or already used.',
      );
    }
    return newSessionAnswer(
      deps,
      project,
      entry.userId,
      {
        type: 'impersonated',
        delivery_method: 'impersonation',
        impersonated_factor: { impersonator_id: 'dev' },
      },
      { session_duration_minutes: 60 },
      ctx.request,
    );
  },
});

export const SESSION_EXCHANGE_ENDPOINTS: ServerEndpoint[] = [exchangeAccessToken, migrate, impersonation];
