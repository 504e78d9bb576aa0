import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { connectedAppsOf } from '../../services/connected-apps';

/**
 * `GET /sdk/v1/users/connected_apps` (docs/protocol.md#the-calls "connected apps"): the OpenID clients the session
 * user granted access through the consent screen, the latest grant first. `scopes_granted` is space-separated, as
 * the provider answers it. A client removed from the config since is left out.
 */
export const listConnectedApps = endpoint.session({
  method: 'GET',
  url: '/users/connected_apps',
  handle(ctx) {
    const { deps, project, session } = ctx;
    const connected_apps = connectedAppsOf(deps, project, session.user.user_id);
    return { connected_apps };
  },
});

/**
 * `POST /sdk/v1/users/connected_apps/{connected_app_id}/revoke`: withdraws the session user's grant to the client.
 * Steps: the grant must exist (`not_found`) → forget the consent (the next authorize asks again) →
 * revoke every access and refresh token the client holds for the user (its introspection answers `active: false`).
 */
export const revokeConnectedApp = endpoint.session<undefined, { connected_app_id: string }>({
  method: 'POST',
  url: '/users/connected_apps/:connected_app_id/revoke',
  schema: {
    params: {
      type: 'object',
      required: ['connected_app_id'],
      properties: { connected_app_id: { type: 'string', maxLength: 200 } },
    },
  },
  handle(ctx) {
    const { deps, session, params } = ctx;
    const userId = session.user.user_id;
    deps.store.transaction(() => {
      if (!deps.store.idp.consents.delete(userId, params.connected_app_id)) {
        throw new ApiError('not_found', 'The session user has not granted access to this app.');
      }
      deps.store.idp.tokens.revokeForClient(userId, params.connected_app_id, deps.clock.now());
    });
    return {};
  },
});
