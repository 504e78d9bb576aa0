import { ApiError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { webauthnJson } from '../../../services/webauthn';
import { idParams } from '../schemas';

/** `PUT /v1/webauthn/{webauthn_registration_id}` (`webauthn.update`): renames a passkey of any user of the project. */
export default serverEndpoint<{ name: string }, { webauthn_registration_id: string }>({
  method: 'PUT',
  url: '/webauthn/:webauthn_registration_id',
  schema: {
    params: idParams('webauthn_registration_id'),
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 200, pattern: '\\S' } },
    },
  },
  handle(ctx) {
    const { deps, project, params, body } = ctx;
    const registration = deps.store.webauthn.get(project.project_id, params.webauthn_registration_id);
    if (!registration) {
      throw new ApiError(
        'webauthn_registration_not_found',
        'No WebAuthn registration of this project has this id.',
      );
    }
    const name = body.name.trim();
    deps.store.webauthn.rename(registration.webauthn_registration_id, name);
    return { webauthn_registration: webauthnJson({ ...registration, name }) };
  },
});
