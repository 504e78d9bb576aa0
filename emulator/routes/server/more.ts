/**
 * The remaining server API calls of the Node SDK's B2C client: `debug.whoami`, `project.metrics`,
 * `users.connectedApps` / `users.revoke` / `users.exchangePrimaryFactor` / `users.deleteExternalId` /
 * `users.deleteBiometricRegistration`, `webauthn.listCredentials`, `oauth.attach` and the server side of the OpenID authorize flow
 * (`idp.oauth.authorizeStart` / `idp.oauth.authorize`).
 */
import { randomUUID } from 'node:crypto';
import type { ProjectConfig } from '../../config/defaults';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { serverEndpoint, type ServerEndpoint } from '../../http/server-endpoint';
import {
  AuthorizeRedirect,
  checkAuthorize,
  submitAuthorize,
  type AuthorizeParams,
} from '../../oidc/authorize';
import { clientJson } from '../../oidc/clients';
import { normaliseEmail } from '../../services/email';
import { hashSecret, newId } from '../../services/ids';
import { oauthProvider } from '../../services/oauth-providers';
import { validatePhoneNumber } from '../../services/phone';
import { resolveSession, serverUserJson } from '../../services/server-sessions';
import { serverUser, userAnswer } from '../../services/server-users';
import type { ActiveSession } from '../../services/sessions';
import { connectedAppsOf } from '../../services/connected-apps';
import { m2mCount } from '../../services/machine-clients';
import { authorizeProperties } from '../idp/schemas';
import { idParams, serverField } from './schemas';

const whoami = serverEndpoint({
  method: 'GET',
  url: '/debug/whoami',
  handle: (ctx) => ({ project_id: ctx.project.project_id, name: ctx.project.project_name }),
});

const metrics = serverEndpoint({
  method: 'GET',
  url: '/projects/metrics',
  handle(ctx) {
    const { deps, project } = ctx;
    return {
      project_id: project.project_id,
      metrics: [
        { metric_type: 'USER_COUNT', count: deps.store.users.listIds(project.project_id).length },
        { metric_type: 'M2M_CLIENT_COUNT', count: m2mCount(deps, project) },
      ],
    };
  },
});

const userConnectedApps = serverEndpoint<Record<string, never>, { user_id: string }>({
  method: 'GET',
  url: '/users/:user_id/connected_apps',
  schema: { params: idParams('user_id') },
  handle(ctx) {
    const user = serverUser(ctx.deps, ctx.project, ctx.params.user_id);
    return { connected_apps: connectedAppsOf(ctx.deps, ctx.project, user.user_id) };
  },
});

const userRevoke = serverEndpoint<Record<string, never>, { user_id: string; connected_app_id: string }>({
  method: 'POST',
  url: '/users/:user_id/connected_apps/:connected_app_id/revoke',
  schema: {
    params: {
      type: 'object',
      required: ['user_id', 'connected_app_id'],
      properties: { user_id: serverField.id, connected_app_id: serverField.id },
    },
  },
  handle(ctx) {
    const { deps, params } = ctx;
    const user = serverUser(deps, ctx.project, params.user_id);
    deps.store.transaction(() => {
      if (!deps.store.idp.consents.delete(user.user_id, params.connected_app_id)) {
        throw new ApiError('not_found', 'The user has not granted access to this connected app.');
      }
      deps.store.idp.tokens.revokeForClient(user.user_id, params.connected_app_id, deps.clock.now());
    });
    return {};
  },
});

/**
 * `users.exchangePrimaryFactor`: a user whose only factor is one email or one phone number gets the given email or
 * number instead (unverified); any other factor, both or neither given, or an address of another user is refused.
 */
const exchangePrimaryFactor = serverEndpoint<
  { email_address?: string; phone_number?: string },
  { user_id: string }
>({
  method: 'PUT',
  url: '/users/:user_id/exchange_primary_factor',
  schema: {
    params: idParams('user_id'),
    body: {
      type: 'object',
      additionalProperties: false,
      properties: { email_address: serverField.email, phone_number: serverField.phoneNumber },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const user = serverUser(deps, project, ctx.params.user_id);
    if ((body.email_address === undefined) === (body.phone_number === undefined)) {
      throw new ApiError('bad_request', 'Send exactly one of email_address and phone_number.');
    }
    const emails = deps.store.emails.listForUser(user.user_id);
    const phones = deps.store.phoneNumbers.listForUser(user.user_id);
    const others =
      deps.store.webauthn.listForUser(user.user_id).length +
      deps.store.cryptoWallets.listForUser(user.user_id).length +
      (deps.store.passwords.get(user.user_id) ? 1 : 0);
    if (emails.length + phones.length !== 1 || others > 0) {
      throw new ApiError(
        'bad_request',
        'The primary factor can only be exchanged for a user with exactly one factor (one email or one phone number).',
      );
    }
    const now = deps.clock.now();
    const base = { user_id: user.user_id, project_id: project.project_id, verified: false, created_at: now };
    deps.store.transaction(() => {
      if (body.email_address !== undefined) {
        const address = normaliseEmail(body.email_address);
        const owner = deps.store.emails.findByAddress(project.project_id, address);
        if (owner && owner.user_id !== user.user_id) {
          throw new ApiError('duplicate_email', `Another user of this project has the email ${address}.`);
        }
        for (const e of emails) deps.store.emails.delete(e.email_id);
        for (const p of phones) deps.store.phoneNumbers.delete(p.phone_id);
        deps.store.emails.create({ ...base, email_id: newId.email(), email: address });
      } else {
        const number = validatePhoneNumber(project, body.phone_number ?? '');
        const owner = deps.store.phoneNumbers.findByNumber(project.project_id, number);
        if (owner && owner.user_id !== user.user_id) {
          throw new ApiError(
            'duplicate_phone_number',
            `Another user of this project has the number ${number}.`,
          );
        }
        for (const e of emails) deps.store.emails.delete(e.email_id);
        for (const p of phones) deps.store.phoneNumbers.delete(p.phone_id);
        deps.store.phoneNumbers.create({ ...base, phone_id: newId.phoneNumber(), phone_number: number });
      }
    });
    return userAnswer(deps, project, user.user_id);
  },
});

/** `users.deleteExternalId`: the emulator stores no external ids, so the user is answered as it is. */
const deleteExternalId = serverEndpoint<Record<string, never>, { user_id: string }>({
  method: 'DELETE',
  url: '/users/:user_id/external_id',
  schema: { params: idParams('user_id') },
  handle: (ctx) =>
    userAnswer(ctx.deps, ctx.project, serverUser(ctx.deps, ctx.project, ctx.params.user_id).user_id),
});

/** `users.deleteBiometricRegistration`: biometric registrations come from the mobile SDKs, so none exists here. */
const deleteBiometricRegistration = serverEndpoint<
  Record<string, never>,
  { biometric_registration_id: string }
>({
  method: 'DELETE',
  url: '/users/biometric_registrations/:biometric_registration_id',
  schema: { params: idParams('biometric_registration_id') },
  handle(ctx) {
    throw new ApiError(
      'not_found',
      `No biometric registration has the id ${JSON.stringify(ctx.params.biometric_registration_id.slice(0, 100))} ` +
        '(the emulator has no mobile SDK, so it holds none).',
    );
  },
});

/** `webauthn.listCredentials`: the user's passkeys registered for the domain (relying-party id). */
const listCredentials = serverEndpoint<Record<string, never>, { user_id: string; domain: string }>({
  method: 'GET',
  url: '/webauthn/credentials/:user_id/:domain',
  schema: {
    params: {
      type: 'object',
      required: ['user_id', 'domain'],
      properties: { user_id: serverField.id, domain: { type: 'string', minLength: 1, maxLength: 253 } },
    },
  },
  handle(ctx) {
    const user = serverUser(ctx.deps, ctx.project, ctx.params.user_id);
    const credentials = ctx.deps.store.webauthn
      .listForUser(user.user_id)
      .filter((r) => r.domain === ctx.params.domain)
      .map((r) => ({
        credential_id: r.credential_id,
        webauthn_registration_id: r.webauthn_registration_id,
        type: 'public-key',
        public_key: r.public_key,
      }));
    return { credentials };
  },
});

/**
 * `oauth.attach`: a single-use token (ten minutes) naming the user (by `user_id`, `session_token` or `session_jwt`)
 * and the provider, for an OAuth start that links the provider's account to that user.
 */
const attachTokens = new WeakMap<Deps, Map<string, { userId: string; provider: string; expires: number }>>();

const oauthAttach = serverEndpoint<{
  provider: string;
  user_id?: string;
  session_token?: string;
  session_jwt?: string;
}>({
  method: 'POST',
  url: '/oauth/attach',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['provider'],
      properties: {
        provider: { type: 'string', maxLength: 60 },
        user_id: serverField.id,
        session_token: serverField.sessionToken,
        session_jwt: serverField.sessionJwt,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    if (!oauthProvider(body.provider)) {
      throw new ApiError('bad_request', `No OAuth provider ${JSON.stringify(body.provider)}.`);
    }
    const given = [body.user_id, body.session_token, body.session_jwt].filter((v) => v !== undefined);
    if (given.length !== 1) {
      throw new ApiError('bad_request', 'Send exactly one of user_id, session_token and session_jwt.');
    }
    const userId =
      body.user_id !== undefined
        ? serverUser(deps, project, body.user_id).user_id
        : (await resolveSession(deps, project, body)).user.user_id;
    const token = `oauth-attach-test-${randomUUID()}`;
    let map = attachTokens.get(deps);
    if (!map) attachTokens.set(deps, (map = new Map()));
    map.set(hashSecret(token), { userId, provider: body.provider, expires: deps.clock.now() + 600_000 });
    return { oauth_attach_token: token };
  },
});

interface ServerAuthorize extends AuthorizeParams {
  user_id?: string | undefined;
  session_token?: string | undefined;
  session_jwt?: string | undefined;
}

/**
 * The session the server authorize calls act for: the one `session_token` / `session_jwt` names, or with `user_id`
 * the user's most recent live session (the code's `auth_time` is that session's); none is `session_not_found`.
 */
async function authorizingSession(
  deps: Deps,
  project: ProjectConfig,
  body: ServerAuthorize,
): Promise<ActiveSession> {
  if (body.session_token !== undefined || body.session_jwt !== undefined) {
    return resolveSession(deps, project, body);
  }
  if (body.user_id === undefined) {
    throw new ApiError('bad_request', 'Send user_id, session_token or session_jwt.');
  }
  const user = serverUser(deps, project, body.user_id);
  const live = deps.store.sessions.listLive(user.user_id, deps.clock.now());
  const latest = live.sort((a, b) => b.last_accessed_at - a.last_accessed_at)[0];
  if (!latest) {
    throw new ApiError('session_not_found', 'The user has no live session to authorize with.');
  }
  return { session: latest, user, token: '' };
}

const serverAuthorizeProperties = {
  ...authorizeProperties,
  user_id: serverField.id,
  session_token: serverField.sessionToken,
  session_jwt: serverField.sessionJwt,
} as const;

const idpAuthorizeStart = serverEndpoint<ServerAuthorize>({
  method: 'POST',
  url: '/idp/oauth/authorize/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['client_id', 'redirect_uri', 'response_type', 'scopes'],
      properties: serverAuthorizeProperties,
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const active = await authorizingSession(deps, project, body);
    let checked;
    try {
      checked = checkAuthorize(deps, project, active, body);
    } catch (e) {
      // The browser flow sends these back to the client; a backend asking is answered directly.
      if (e instanceof AuthorizeRedirect) {
        const url = new URL(e.outcome.redirect_uri);
        throw new ApiError(
          'bad_request',
          `${url.searchParams.get('error') ?? 'invalid_request'}: ${url.searchParams.get('error_description') ?? ''}`,
        );
      }
      throw e;
    }
    return {
      user_id: active.user.user_id,
      user: serverUserJson(deps, active.user),
      client: clientJson(checked.client),
      consent_required: checked.consentNeeded && !checked.prompts.has('none'),
      scope_results: checked.results,
    };
  },
});

const idpAuthorize = serverEndpoint<ServerAuthorize & { consent_granted: boolean }>({
  method: 'POST',
  url: '/idp/oauth/authorize',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['client_id', 'redirect_uri', 'response_type', 'scopes', 'consent_granted'],
      properties: { ...serverAuthorizeProperties, consent_granted: { type: 'boolean' } },
    },
  },
  async handle(ctx) {
    const { deps, project } = ctx;
    const { consent_granted: consentGranted, user_id, session_token, session_jwt, ...params } = ctx.body;
    const active = await authorizingSession(deps, project, {
      ...params,
      user_id,
      session_token,
      session_jwt,
    });
    try {
      const checked = checkAuthorize(deps, project, active, params);
      return { ...submitAuthorize(deps, project, active, checked, params, consentGranted) };
    } catch (e) {
      if (e instanceof AuthorizeRedirect) return { ...e.outcome };
      throw e;
    }
  },
});

export const MORE_SERVER_ENDPOINTS: ServerEndpoint[] = [
  whoami,
  metrics,
  userConnectedApps,
  userRevoke,
  exchangePrimaryFactor,
  deleteExternalId,
  deleteBiometricRegistration,
  listCredentials,
  oauthAttach,
  idpAuthorizeStart,
  idpAuthorize,
];
