import type { Deps } from '../../../deps';
import type { ProjectConfig } from '../../../config/defaults';
import { ApiError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { rolesOf } from '../../../oidc/scopes';
import { mergeCustomClaims, resolveSession, serverAuthResponse } from '../../../services/server-sessions';
import { touchSession } from '../../../services/sessions';
import type { UserRecord } from '../../../store/types';
import { serverField } from '../schemas';

interface Body {
  session_token?: string;
  session_jwt?: string;
  session_duration_minutes?: number;
  session_custom_claims?: Record<string, unknown>;
  authorization_check?: { resource_id: string; action: string };
}

/**
 * `POST /v1/sessions/authenticate` (`sessions.authenticate`, and `sessions.authenticateJwt` when its local check
 * fails): the session of a token or JWT, live → marked accessed; `session_duration_minutes` extends it from now;
 * `session_custom_claims` are merged in (null removes a key) and appear in the fresh JWT; `authorization_check`
 * asks the project's RBAC policy whether the user's roles grant the action (403 `unauthorized_action` if not).
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/sessions/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        session_token: serverField.sessionToken,
        session_jwt: serverField.sessionJwt,
        session_duration_minutes: serverField.sessionDurationMinutes,
        session_custom_claims: serverField.object,
        authorization_check: {
          type: 'object',
          additionalProperties: false,
          required: ['resource_id', 'action'],
          properties: { resource_id: serverField.id, action: serverField.id },
        },
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const found = await resolveSession(deps, project, body);
    const verdict =
      body.authorization_check && authorize(deps, project, found.user, body.authorization_check);
    let active = touchSession(deps, found, { durationMinutes: body.session_duration_minutes });
    if (body.session_custom_claims !== undefined) {
      const claims = mergeCustomClaims(active.session.custom_claims, body.session_custom_claims);
      deps.store.sessions.setCustomClaims(active.session.session_id, claims);
      active = { ...active, session: { ...active.session, custom_claims: claims } };
    }
    const response = await serverAuthResponse(deps, project, active);
    return {
      session: response.session,
      session_token: response.session_token,
      session_jwt: response.session_jwt,
      user: response.user,
      ...(verdict ? { verdict } : {}),
    };
  },
});

/** The verdict of the project's RBAC policy for the user's roles; 403 `unauthorized_action` when none grants it. */
function authorize(
  deps: Deps,
  project: ProjectConfig,
  user: UserRecord,
  check: { resource_id: string; action: string },
): { authorized: true; granting_roles: string[] } {
  const roles = rolesOf(deps, user);
  const granting = (project.rbac_policy?.roles ?? [])
    .filter((role) => roles.includes(role.role_id))
    .filter((role) =>
      role.permissions.some(
        (p) =>
          p.resource_id === check.resource_id &&
          (p.actions.includes(check.action) || p.actions.includes('*')),
      ),
    )
    .map((role) => role.role_id);
  if (granting.length === 0) {
    throw new ApiError(
      'unauthorized_action',
      `None of the user's roles (${roles.join(', ')}) grants ${JSON.stringify(check.action)} on ` +
        `${JSON.stringify(check.resource_id)} in the project's RBAC policy.`,
    );
  }
  return { authorized: true, granting_roles: granting };
}
