import { schemaError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { serverUserJson } from '../../../services/server-sessions';
import { createServerUser, type CreateUserInput } from '../../../services/server-users';
import { serverField } from '../schemas';

/**
 * `POST /v1/users` (`users.create`): a user with an email and/or a phone number, name, metadata and roles; active
 * unless `create_user_as_pending`. The same user the SDK API signs in (a later magic link to the email logs in).
 */
export default serverEndpoint<CreateUserInput & { attributes?: unknown }>({
  method: 'POST',
  url: '/users',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        email: serverField.email,
        phone_number: serverField.phoneNumber,
        name: serverField.name,
        attributes: serverField.attributes,
        create_user_as_pending: { type: 'boolean' },
        trusted_metadata: serverField.object,
        untrusted_metadata: serverField.object,
        roles: { type: 'array', maxItems: 100, items: serverField.id },
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    if (body.email === undefined && body.phone_number === undefined) {
      throw schemaError('body', [{ dataPath: '', message: 'needs email or phone_number' }]);
    }
    const { user, email, phone } = createServerUser(deps, project, body);
    return {
      user_id: user.user_id,
      email_id: email?.email_id ?? '',
      phone_id: phone?.phone_id ?? '',
      status: user.status,
      user: serverUserJson(deps, user),
    };
  },
});
