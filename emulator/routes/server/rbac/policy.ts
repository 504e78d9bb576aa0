import { serverEndpoint } from '../../../http/server-endpoint';

/**
 * `GET /v1/rbac/policy` (`rbac.policy`, which the SDK's local `authorization_check` caches): the project's
 * `rbac_policy` from the config, with the implicit `stytch_user` role listed; an empty policy when none is set.
 */
export default serverEndpoint({
  method: 'GET',
  url: '/rbac/policy',
  handle(ctx) {
    const policy = ctx.project.rbac_policy ?? { roles: [], resources: [], scopes: [] };
    const roles = policy.roles.some((r) => r.role_id === 'stytch_user')
      ? policy.roles
      : [{ role_id: 'stytch_user', description: 'Every user', permissions: [] }, ...policy.roles];
    return { policy: { roles, resources: policy.resources, scopes: policy.scopes } };
  },
});
