import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { findClient } from '../oidc/clients';

/**
 * The OpenID clients a user granted access through the consent screen, as `GET /sdk/v1/users/connected_apps` and the
 * server API's `users.connectedApps` answer them: the latest grant first, `scopes_granted` space-separated; a client
 * removed from the config since is left out.
 */
export function connectedAppsOf(deps: Deps, project: ProjectConfig, userId: string) {
  return deps.store.idp.consents
    .listForUser(userId)
    .filter((consent) => consent.project_id === project.project_id)
    .flatMap((consent) => {
      const client = findClient(project, consent.client_id);
      if (!client) return [];
      return [
        {
          connected_app_id: client.client_id,
          name: client.client_name,
          description: client.client_description,
          client_type: client.client_type,
          ...(client.client_logo_url ? { logo_url: client.client_logo_url } : {}),
          scopes_granted: consent.scopes.join(' '),
        },
      ];
    });
}
