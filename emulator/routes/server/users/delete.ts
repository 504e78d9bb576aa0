import { serverEndpoint } from '../../../http/server-endpoint';
import { serverUser } from '../../../services/server-users';
import { idParams } from '../schemas';

/** `DELETE /v1/users/{user_id}` (`users.delete`): the user and everything of it (factors, sessions, tokens). */
export default serverEndpoint<Record<string, never>, { user_id: string }>({
  method: 'DELETE',
  url: '/users/:user_id',
  schema: { params: idParams('user_id') },
  handle(ctx) {
    const user = serverUser(ctx.deps, ctx.project, ctx.params.user_id);
    ctx.deps.store.users.delete(ctx.project.project_id, user.user_id);
    return { user_id: user.user_id };
  },
});
