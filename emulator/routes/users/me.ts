import { endpoint } from '../../http/endpoint';
import { userJson } from '../../services/users';

/** `GET /sdk/v1/users/me`: the session's user, flattened into `data` (WIRE.md §4.5). */
export default endpoint.session({
  method: 'GET',
  url: '/users/me',
  handle: (ctx) => ({ ...userJson(ctx.deps, ctx.session.user) }),
});
