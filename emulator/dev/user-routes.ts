import type { FastifyInstance } from 'fastify';
import { BOUNDS, type ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { normaliseEmail } from '../services/email';
import { hashPassword, storePassword } from '../services/passwords';
import { createServerUser } from '../services/server-users';
import { createUserWithEmail, findUserByEmail, requireUser, userJson } from '../services/users';
import { webauthnJson } from '../services/webauthn';
import { sendPage } from './html';
import { usersPage } from './users-page';

interface UserBody {
  email: string;
  /** The project's public token; the default project when absent. */
  public_token?: string;
}

interface CreateBody extends UserBody {
  first_name?: string;
  password?: string;
  email_verified?: boolean;
}

interface SetPasswordBody extends UserBody {
  password: string;
  requires_reset?: boolean;
}

const userBody = {
  email: { type: 'string', maxLength: 320 },
  public_token: { type: 'string', maxLength: 200 },
} as const;

function projectOf(deps: Deps, publicToken: string | undefined): ProjectConfig {
  if (publicToken === undefined) return deps.config.defaultProject;
  const project = deps.config.projectByToken.get(publicToken);
  if (!project) throw new ApiError('invalid_public_token', `No project has the public token ${publicToken}.`);
  return project;
}

/**
 * Dev endpoints that arrange user accounts for tests and demos (registered inside the dev scope, so the same
 * cross-origin refusal applies): the users page and creating a user, flag a password for reset, and set a password without the strength and breach
 * checks (to seed a legacy or breached password).
 */
export function registerUserDevRoutes(dev: FastifyInstance, deps: Deps): void {
  registerUsersPage(dev, deps);

  dev.post<{ Body: UserBody }>(
    '/_dev/users/flag_reset',
    {
      schema: {
        body: { type: 'object', additionalProperties: false, required: ['email'], properties: userBody },
      },
    },
    async (request) => {
      const project = projectOf(deps, request.body.public_token);
      const address = normaliseEmail(request.body.email);
      const found = findUserByEmail(deps, project, address);
      if (!found)
        throw new ApiError('email_not_found', `No user of "${project.project_name}" has ${address}.`);
      if (!deps.store.passwords.setRequiresReset(found.user.user_id, true)) {
        throw new ApiError('no_user_password', `${address} has no password to flag.`);
      }
      deps.notice(`password of ${address} flagged to reset`);
      return { user_id: found.user.user_id, requires_reset: true };
    },
  );

  dev.post<{ Body: SetPasswordBody }>(
    '/_dev/users/set_password',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'password'],
          properties: {
            ...userBody,
            password: { type: 'string', minLength: 1, maxLength: BOUNDS.password_length.max },
            requires_reset: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const project = projectOf(deps, request.body.public_token);
      const address = normaliseEmail(request.body.email);
      const hash = await hashPassword(request.body.password);
      const result = deps.store.transaction(() => {
        const existing = findUserByEmail(deps, project, address);
        const { user, email } = existing ?? createUserWithEmail(deps, project, address, 'active');
        storePassword(deps, user, hash);
        if (request.body.requires_reset) deps.store.passwords.setRequiresReset(user.user_id, true);
        return { user_id: user.user_id, email_id: email.email_id, user_created: !existing };
      });
      deps.notice(`password of ${address} set through the dev endpoint (no strength or breach checks)`);
      return result;
    },
  );

  // Passkeys: list a user's, and delete one or all server-side (the password manager keeps its copy, which then
  // reproduces "Passkey registration not found").
  const passkeyOwner = (body: UserBody) => {
    const project = projectOf(deps, body.public_token);
    const address = normaliseEmail(body.email);
    const found = findUserByEmail(deps, project, address);
    if (!found) throw new ApiError('email_not_found', `No user of "${project.project_name}" has ${address}.`);
    return found.user;
  };

  dev.get<{ Querystring: UserBody }>(
    '/_dev/users/passkeys',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: userBody,
        },
      },
    },
    async (request) => {
      const user = passkeyOwner(request.query);
      return {
        user_id: user.user_id,
        webauthn_registrations: deps.store.webauthn.listForUser(user.user_id).map(webauthnJson),
      };
    },
  );

  dev.post<{ Body: UserBody & { webauthn_registration_id?: string } }>(
    '/_dev/users/delete_passkeys',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: { ...userBody, webauthn_registration_id: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const user = passkeyOwner(request.body);
      const targets = deps.store.webauthn
        .listForUser(user.user_id)
        .filter(
          (r) =>
            request.body.webauthn_registration_id === undefined ||
            r.webauthn_registration_id === request.body.webauthn_registration_id,
        );
      for (const r of targets) deps.store.webauthn.delete(r.webauthn_registration_id);
      deps.notice(`${targets.length} passkey(s) of ${request.body.email} deleted through the dev endpoint`);
      return { user_id: user.user_id, deleted: targets.map((r) => r.webauthn_registration_id) };
    },
  );
}

/** `GET /_dev/users` (the users page, dev/users-page.ts) and `POST /_dev/users` (its form: create a user). */
function registerUsersPage(dev: FastifyInstance, deps: Deps): void {
  // The users page and its form: the newest 200 users of the default project with their factors.
  dev.get('/_dev/users', async (_request, reply) => {
    const project = deps.config.defaultProject;
    const ids = deps.store.users.listIds(project.project_id);
    const users = ids
      .slice(-200)
      .reverse()
      .flatMap((id) => {
        const user = deps.store.users.get(project.project_id, id);
        return user ? [userJson(deps, user)] : [];
      });
    await sendPage(reply, usersPage({ project: project.project_name, users, total: ids.length }));
  });

  dev.post<{ Body: CreateBody }>(
    '/_dev/users',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email'],
          properties: {
            ...userBody,
            first_name: { type: 'string', maxLength: 200 },
            password: { type: 'string', minLength: 1, maxLength: BOUNDS.password_length.max },
            email_verified: { type: 'boolean' },
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const project = projectOf(deps, body.public_token);
      const hash = body.password !== undefined ? await hashPassword(body.password) : null;
      const { user, email } = deps.store.transaction(() => {
        const created = createServerUser(deps, project, {
          email: body.email,
          name: body.first_name !== undefined ? { first_name: body.first_name } : undefined,
        });
        if (hash) storePassword(deps, created.user, hash);
        if (body.email_verified && created.email) deps.store.emails.markVerified(created.email.email_id);
        return created;
      });
      deps.notice(`user ${email?.email ?? ''} created through the dev users page`);
      return {
        user_id: user.user_id,
        email_id: email?.email_id ?? '',
        user: userJson(deps, requireUser(deps, project.project_id, user.user_id)),
      };
    },
  );
}
