import { ApiError } from '../../errors';
import { endpoint, type Endpoint } from '../../http/endpoint';
import { userJson } from '../../services/users';
import type { Deps } from '../../deps';

/**
 * One `DELETE /sdk/v1/users/{emails,phone_numbers}/{id}` route (docs/protocol.md#the-calls "delete factor"): removes
 * one of the session user's email addresses or phone numbers; answers the updated user (`__user`, which the SDK
 * stores). Another user's id answers `not_found` as an unknown one does, so ids cannot be probed.
 */
function deleteContact(options: {
  path: string;
  param: string;
  notFound: ConstructorParameters<typeof ApiError>[0];
  what: string;
  owner(deps: Deps, projectId: string, id: string): string | null;
  remove(deps: Deps, id: string): void;
}): Endpoint {
  return endpoint.session<undefined, Record<string, string>>({
    method: 'DELETE',
    url: `/users/${options.path}/:${options.param}`,
    schema: {
      params: {
        type: 'object',
        required: [options.param],
        properties: { [options.param]: { type: 'string', maxLength: 200 } },
      },
    },
    handle(ctx) {
      const { deps, project, session, params } = ctx;
      const id = params[options.param] ?? '';
      if (options.owner(deps, project.project_id, id) !== session.user.user_id) {
        throw new ApiError(options.notFound, `The session user has no such ${options.what}.`);
      }
      options.remove(deps, id);
      const user = userJson(deps, session.user);
      return { user_id: user.user_id, user, __user: user };
    },
  });
}

/** `DELETE /sdk/v1/users/emails/{email_id}`. */
export const deleteEmail = deleteContact({
  path: 'emails',
  param: 'email_id',
  notFound: 'email_not_found',
  what: 'email address',
  owner: (deps, projectId, id) => deps.store.emails.get(projectId, id)?.user_id ?? null,
  remove: (deps, id) => deps.store.emails.delete(id),
});

/** `DELETE /sdk/v1/users/phone_numbers/{phone_id}`. */
export const deletePhoneNumber = deleteContact({
  path: 'phone_numbers',
  param: 'phone_id',
  notFound: 'phone_number_not_found',
  what: 'phone number',
  owner: (deps, projectId, id) => deps.store.phoneNumbers.get(projectId, id)?.user_id ?? null,
  remove: (deps, id) => deps.store.phoneNumbers.delete(id),
});
