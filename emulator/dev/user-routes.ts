import type { FastifyInstance } from 'fastify';
import { BOUNDS, type ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { normaliseEmail } from '../services/email';
import { hashPassword, passwordFactor, storePassword } from '../services/passwords';
import {
  authResponse,
  emailMagicLinkFactor,
  otpFactor,
  startSession,
  touchSession,
} from '../services/sessions';
import { createServerUser } from '../services/server-users';
import { createTotp, authenticatorAppFactor } from '../services/totps';
import { createUserWithEmail, findUserByEmail, requireUser, userJson } from '../services/users';
import { webauthnJson } from '../services/webauthn';
import { sendPage } from '../http/html';
import { usersPage } from './users-page';

interface UserBody {
  email: string;
  /** The project's public token; the default project when absent. */
  public_token?: string;
}

interface CreateBody extends UserBody {
  first_name?: string;
  last_name?: string;
  phone_number?: string;
  /** Enrol an authenticator app (verified): the answer carries `totp: { totp_id, secret, recovery_codes }`. */
  totp?: boolean;
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
  registerSessionDevRoute(dev, deps);

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
            last_name: { type: 'string', maxLength: 200 },
            phone_number: { type: 'string', maxLength: 20 },
            totp: { type: 'boolean' },
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
      const { user, email, totp } = deps.store.transaction(() => {
        const created = createServerUser(deps, project, {
          email: body.email,
          ...(body.phone_number !== undefined ? { phone_number: body.phone_number } : {}),
          name:
            body.first_name !== undefined || body.last_name !== undefined
              ? {
                  ...(body.first_name !== undefined ? { first_name: body.first_name } : {}),
                  ...(body.last_name !== undefined ? { last_name: body.last_name } : {}),
                }
              : undefined,
        });
        if (hash) storePassword(deps, created.user, hash);
        if (body.email_verified && created.email) deps.store.emails.markVerified(created.email.email_id);
        if (!body.totp) return { ...created, totp: undefined };
        const enrolled = createTotp(deps, project, created.user, undefined);
        deps.store.totps.markVerified(enrolled.totp.totp_id);
        return {
          ...created,
          totp: {
            totp_id: enrolled.totp.totp_id,
            secret: enrolled.totp.secret,
            recovery_codes: enrolled.recoveryCodes,
          },
        };
      });
      deps.notice(`user ${email?.email ?? ''} created through the dev users page`);
      return {
        user_id: user.user_id,
        email_id: email?.email_id ?? '',
        user: userJson(deps, requireUser(deps, project.project_id, user.user_id)),
        ...(totp ? { totp } : {}),
      };
    },
  );
}

/** The factors `POST /_dev/sessions` can say the session was authenticated with. */
const SEED_FACTORS = ['magic_link', 'password', 'otp_sms', 'otp_email', 'authenticator_app'] as const;
type SeedFactor = (typeof SEED_FACTORS)[number];

interface SessionBody {
  email?: string;
  user_id?: string;
  public_token?: string;
  session_duration_minutes?: number;
  factors?: SeedFactor[];
}

/**
 * `POST /_dev/sessions`: a live session for an existing user (by `email` or `user_id`), as if they had just logged
 * in with `factors` (default: the email magic link, or an SMS passcode for a user with a phone number only).
 * Answers like a login: `user`, `session`, `session_token`, `session_jwt`.
 */
function registerSessionDevRoute(dev: FastifyInstance, deps: Deps): void {
  dev.post<{ Body: SessionBody }>(
    '/_dev/sessions',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: {
            email: userBody.email,
            user_id: { type: 'string', maxLength: 200 },
            public_token: userBody.public_token,
            session_duration_minutes: { type: 'integer', minimum: 5, maximum: 527040 },
            factors: { type: 'array', minItems: 1, items: { type: 'string', enum: SEED_FACTORS } },
          },
        },
      },
    },
    async (request) => {
      const body = request.body;
      const project = projectOf(deps, body.public_token);
      let user;
      if (body.user_id !== undefined) user = requireUser(deps, project.project_id, body.user_id);
      else if (body.email !== undefined) {
        const found = findUserByEmail(deps, project, normaliseEmail(body.email));
        if (!found)
          throw new ApiError('email_not_found', `No user of "${project.project_name}" has ${body.email}.`);
        user = found.user;
      } else throw new ApiError('invalid_request_body', 'Send email or user_id.');
      const email = deps.store.emails.listForUser(user.user_id)[0];
      const phone = deps.store.phoneNumbers.listForUser(user.user_id)[0];
      const factors = body.factors ?? [email ? 'magic_link' : 'otp_sms'];
      const made = factors.map((factor) => {
        if (factor === 'password') return passwordFactor(deps);
        if (factor === 'authenticator_app') {
          const totp = deps.store.totps.listForUser(user.user_id).find((t) => t.verified);
          if (!totp)
            throw new ApiError('totps_not_found_for_user', `${user.user_id} has no authenticator app.`);
          return authenticatorAppFactor(deps, totp.totp_id);
        }
        if (factor === 'otp_sms') {
          if (!phone) throw new ApiError('phone_number_not_found', `${user.user_id} has no phone number.`);
          return otpFactor(deps, 'sms', phone.phone_id, phone.phone_number);
        }
        if (!email) throw new ApiError('email_not_found', `${user.user_id} has no email.`);
        return factor === 'otp_email'
          ? otpFactor(deps, 'email', email.email_id, email.email)
          : emailMagicLinkFactor(deps, email.email_id, email.email);
      });
      const minutes = body.session_duration_minutes ?? deps.config.sessions.default_duration_minutes;
      let active = startSession(deps, project, user, made[0]!, minutes, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      });
      for (const factor of made.slice(1)) active = touchSession(deps, active, { factor });
      deps.notice(`session seeded for ${email?.email ?? phone?.phone_number ?? user.user_id}`);
      return authResponse(deps, project, active);
    },
  );
}
