import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { webauthnJson } from '../../services/webauthn';

/** `PUT /sdk/v1/webauthn/update/{webauthn_registration_id}`: renames one of the session user's passkeys. */
export default endpoint.session<{ name: string }, { webauthn_registration_id: string }>({
  method: 'PUT',
  url: '/webauthn/update/:webauthn_registration_id',
  schema: {
    params: {
      type: 'object',
      required: ['webauthn_registration_id'],
      properties: { webauthn_registration_id: { type: 'string', maxLength: 200 } },
    },
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
    },
  },
  handle(ctx) {
    const { deps, project, session, params, body } = ctx;
    const registration = deps.store.webauthn.get(project.project_id, params.webauthn_registration_id);
    if (!registration || registration.user_id !== session.user.user_id) {
      throw new ApiError(
        'webauthn_registration_not_found',
        'The session user has no such WebAuthn registration.',
      );
    }
    const name = body.name.trim();
    deps.store.webauthn.rename(registration.webauthn_registration_id, name);
    return { webauthn_registration: webauthnJson({ ...registration, name }) };
  },
});
