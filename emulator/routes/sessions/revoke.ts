import { endpoint } from '../../http/endpoint';
import { revokeSession } from '../../services/sessions';

/** `POST /sdk/v1/sessions/revoke` (no body): ends the session of the Basic header. */
export default endpoint.session({
  method: 'POST',
  url: '/sessions/revoke',
  handle(ctx) {
    revokeSession(ctx.deps, ctx.session.session);
    return {};
  },
});
