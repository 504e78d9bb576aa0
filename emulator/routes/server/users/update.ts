import { ApiError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { mergeMetadata, serverUser, userAnswer } from '../../../services/server-users';
import type { Store } from '../../../store/types';
import { idParams, serverField } from '../schemas';

interface Body {
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  attributes?: unknown;
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
  roles?: string[];
}

/**
 * `PUT /v1/users/{user_id}` (`users.update`): name parts given replace; `trusted_metadata` and `untrusted_metadata`
 * merge top-level keys (null removes one); `roles` replaces the assigned roles.
 */
export default serverEndpoint<Body, { user_id: string }>({
  method: 'PUT',
  url: '/users/:user_id',
  schema: {
    params: idParams('user_id'),
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: serverField.name,
        attributes: serverField.attributes,
        trusted_metadata: serverField.object,
        untrusted_metadata: serverField.object,
        roles: { type: 'array', maxItems: 100, items: serverField.id },
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const user = serverUser(deps, project, ctx.params.user_id);
    const patch: Parameters<Store['users']['update']>[1] = { ...body.name };
    if (body.untrusted_metadata !== undefined) {
      patch.untrusted_metadata = mergeMetadata(
        'untrusted_metadata',
        user.untrusted_metadata,
        body.untrusted_metadata,
      );
    }
    if (body.roles !== undefined) {
      // only roles the project's RBAC policy defines (stytch_user is implicit)
      const defined = new Set(project.rbac_policy?.roles.map((r) => r.role_id) ?? []);
      const unknown = body.roles.filter((r) => r !== 'stytch_user' && !defined.has(r));
      if (unknown.length > 0) {
        throw new ApiError(
          'bad_request',
          `The project's RBAC policy defines no role ${unknown.map((r) => JSON.stringify(r.slice(0, 100))).join(', ')}.`,
        );
      }
    }
    const trusted =
      body.trusted_metadata &&
      mergeMetadata('trusted_metadata', user.trusted_metadata, body.trusted_metadata);
    deps.store.transaction(() => {
      deps.store.users.update(user.user_id, patch);
      if (trusted) deps.store.users.setTrustedMetadata(user.user_id, trusted);
      if (body.roles !== undefined) deps.store.roles.set(project.project_id, user.user_id, body.roles);
    });
    const answer = userAnswer(deps, project, user.user_id);
    return {
      ...answer,
      emails: answer.user.emails,
      phone_numbers: answer.user.phone_numbers,
      crypto_wallets: answer.user.crypto_wallets,
    };
  },
});
