import { serverEndpoint } from '../../../http/server-endpoint';
import { sessionJson } from '../../../services/sessions';
import { requireUser, rolesOf } from '../../../services/users';
import { serverField } from '../schemas';

/** `GET /v1/sessions?user_id=…` (`sessions.get`): the user's live sessions, oldest first. */
export default serverEndpoint<Record<string, never>, Record<string, never>, { user_id: string }>({
  method: 'GET',
  url: '/sessions',
  schema: {
    querystring: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id'],
      properties: { user_id: serverField.id },
    },
  },
  handle(ctx) {
    const { deps, project, query } = ctx;
    const user = requireUser(deps, project.project_id, query.user_id);
    const sessions = deps.store.sessions.listLive(user.user_id, deps.clock.now());
    const roles = rolesOf(deps, user);
    return { sessions: sessions.map((s) => sessionJson(s, roles)) };
  },
});
