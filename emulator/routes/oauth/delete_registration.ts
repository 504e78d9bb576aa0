import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { userJson } from '../../services/users';

/**
 * `DELETE /sdk/v1/users/oauth/{oauth_user_registration_id}` (docs/protocol.md#the-calls "delete factor"): removes one of the
 * session user's provider identities (`providers[]`); answers the updated user (`__user`). A later sign-in with
 * that provider links again by email.
 */
export default endpoint.session<undefined, { oauth_user_registration_id: string }>({
  method: 'DELETE',
  url: '/users/oauth/:oauth_user_registration_id',
  schema: {
    params: {
      type: 'object',
      required: ['oauth_user_registration_id'],
      properties: { oauth_user_registration_id: { type: 'string', maxLength: 200 } },
    },
  },
  handle(ctx) {
    const { deps, project, session, params } = ctx;
    const registration = deps.store.oauthLogins.getRegistration(
      project.project_id,
      params.oauth_user_registration_id,
    );
    if (!registration || registration.user_id !== session.user.user_id) {
      throw new ApiError('not_found', 'The session user has no such OAuth provider identity.');
    }
    deps.store.oauthLogins.deleteRegistration(registration.registration_id);
    const user = userJson(deps, session.user);
    return { user_id: user.user_id, user, __user: user };
  },
});
