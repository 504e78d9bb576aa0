import { endpoint } from '../../http/endpoint';
import { userJson } from '../../services/users';

/** `GET /sdk/v1/users/me`: the session's user, flattened into `data` (docs/protocol.md#the-calls). */
export default endpoint.session({
  method: 'GET',
  url: '/users/me',
  handle: (ctx) => ({ ...userJson(ctx.deps, ctx.session.user) }),
});
