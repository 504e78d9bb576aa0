import { serverEndpoint } from '../../../http/server-endpoint';
import { serverUserJson } from '../../../services/server-sessions';
import { serverUser } from '../../../services/server-users';
import { idParams } from '../schemas';

/** `GET /v1/users/{user_id}` (`users.get`): the user's fields at the top level. */
export default serverEndpoint<Record<string, never>, { user_id: string }>({
  method: 'GET',
  url: '/users/:user_id',
  schema: { params: idParams('user_id') },
  handle(ctx) {
    return { ...serverUserJson(ctx.deps, serverUser(ctx.deps, ctx.project, ctx.params.user_id)) };
  },
});
