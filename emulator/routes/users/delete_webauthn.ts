import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { userJson } from '../../services/users';

/**
 * `DELETE /sdk/v1/users/webauthn_registrations/{webauthn_registration_id}`: removes one of the session user's
 * passkeys; answers the updated user (`__user`, which the SDK stores, docs/protocol.md#the-calls).
 */
export default endpoint.session<undefined, { webauthn_registration_id: string }>({
  method: 'DELETE',
  url: '/users/webauthn_registrations/:webauthn_registration_id',
  schema: {
    params: {
      type: 'object',
      required: ['webauthn_registration_id'],
      properties: { webauthn_registration_id: { type: 'string', maxLength: 200 } },
    },
  },
  handle(ctx) {
    const { deps, project, session, params } = ctx;
    const registration = deps.store.webauthn.get(project.project_id, params.webauthn_registration_id);
    if (!registration || registration.user_id !== session.user.user_id) {
      throw new ApiError(
        'webauthn_registration_not_found',
        'The session user has no such WebAuthn registration.',
      );
    }
    deps.store.webauthn.delete(registration.webauthn_registration_id);
    const user = userJson(deps, session.user);
    return { user_id: user.user_id, user, __user: user };
  },
});
