import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { normaliseEmail } from '../services/email';
import { findUserByEmail } from '../services/users';
import { DEFAULT_ROLE, rolesOf } from './scopes';

interface RolesBody {
  email: string;
  roles: string[];
  /** The project's public token; the default project when absent. */
  public_token?: string;
}

/**
 * `POST /_dev/users/roles` (dev scope): assigns roles of the project's `rbac_policy` to a user, replacing the ones
 * assigned before (every user also holds `stytch_user`). The consent screen's custom scopes are grantable by the
 * users whose roles hold their permissions.
 */
export function registerRoleDevRoutes(dev: FastifyInstance, deps: Deps): void {
  dev.post<{ Body: RolesBody }>(
    '/_dev/users/roles',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['email', 'roles'],
          properties: {
            email: { type: 'string', maxLength: 320 },
            roles: { type: 'array', maxItems: 100, items: { type: 'string', minLength: 1, maxLength: 200 } },
            public_token: { type: 'string', maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const { public_token: token, roles } = request.body;
      const project =
        token === undefined ? deps.config.defaultProject : deps.config.projectByToken.get(token);
      if (!project) throw new ApiError('invalid_public_token', `No project has the public token ${token}.`);
      const address = normaliseEmail(request.body.email);
      const found = findUserByEmail(deps, project, address);
      if (!found)
        throw new ApiError('email_not_found', `No user of "${project.project_name}" has ${address}.`);
      const defined = new Set(project.rbac_policy?.roles.map((r) => r.role_id) ?? []);
      const unknown = roles.filter((r) => r !== DEFAULT_ROLE && !defined.has(r));
      if (unknown.length > 0) {
        throw new ApiError(
          'bad_request',
          `Project "${project.project_name}" defines no role ${unknown.join(', ')} (rbac_policy.roles in the ` +
            `emulator config defines ${[...defined].join(', ') || 'none'}).`,
        );
      }
      deps.store.roles.set(
        project.project_id,
        found.user.user_id,
        roles.filter((r) => r !== DEFAULT_ROLE),
      );
      deps.notice(`roles of ${address} set through the dev endpoint`);
      return { user_id: found.user.user_id, roles: rolesOf(deps, found.user) };
    },
  );
}
