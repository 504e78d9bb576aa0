import { ApiError } from '../../../errors';
import { serverEndpoint, type ServerEndpoint } from '../../../http/server-endpoint';
import { userAnswer } from '../../../services/server-users';
import type { Deps } from '../../../deps';
import type { ProjectConfig } from '../../../config/defaults';
import { idParams } from '../schemas';

/**
 * One `DELETE /v1/users/{factor}/{id}` route: `find` returns the owner's user id (or null: `notFound`), `remove`
 * deletes the factor; the answer is the updated user.
 */
function deleteFactor(options: {
  path: string;
  param: string;
  notFound: ConstructorParameters<typeof ApiError>[0];
  what: string;
  find(deps: Deps, project: ProjectConfig, id: string): string | null;
  remove(deps: Deps, id: string): void;
}): ServerEndpoint {
  return serverEndpoint<Record<string, never>, Record<string, string>>({
    method: 'DELETE',
    url: `/users/${options.path}/:${options.param}`,
    schema: { params: idParams(options.param) },
    handle(ctx) {
      const id = ctx.params[options.param] ?? '';
      const userId = options.find(ctx.deps, ctx.project, id);
      if (userId === null) {
        throw new ApiError(
          options.notFound,
          `No ${options.what} of this project has the id ${JSON.stringify(id.slice(0, 100))}.`,
        );
      }
      options.remove(ctx.deps, id);
      return userAnswer(ctx.deps, ctx.project, userId);
    },
  });
}

/** `users.deleteEmail`. */
export const deleteEmail = deleteFactor({
  path: 'emails',
  param: 'email_id',
  notFound: 'email_not_found',
  what: 'email',
  find: (deps, project, id) => deps.store.emails.get(project.project_id, id)?.user_id ?? null,
  remove: (deps, id) => deps.store.emails.delete(id),
});

/** `users.deletePhoneNumber`. */
export const deletePhoneNumber = deleteFactor({
  path: 'phone_numbers',
  param: 'phone_id',
  notFound: 'phone_number_not_found',
  what: 'phone number',
  find: (deps, project, id) => deps.store.phoneNumbers.get(project.project_id, id)?.user_id ?? null,
  remove: (deps, id) => deps.store.phoneNumbers.delete(id),
});

/** `users.deleteWebAuthnRegistration` (a passkey). */
export const deleteWebAuthnRegistration = deleteFactor({
  path: 'webauthn_registrations',
  param: 'webauthn_registration_id',
  notFound: 'webauthn_registration_not_found',
  what: 'WebAuthn registration',
  find: (deps, project, id) => deps.store.webauthn.get(project.project_id, id)?.user_id ?? null,
  remove: (deps, id) => void deps.store.webauthn.delete(id),
});

/** `users.deleteOAuthRegistration`. */
export const deleteOAuthRegistration = deleteFactor({
  path: 'oauth',
  param: 'oauth_user_registration_id',
  notFound: 'oauth_user_registration_not_found',
  what: 'OAuth registration',
  find: (deps, project, id) =>
    deps.store.oauthLogins.getRegistration(project.project_id, id)?.user_id ?? null,
  remove: (deps, id) => void deps.store.oauthLogins.deleteRegistration(id),
});

/** `users.deleteCryptoWallet`. */
export const deleteCryptoWallet = deleteFactor({
  path: 'crypto_wallets',
  param: 'crypto_wallet_id',
  notFound: 'crypto_wallet_not_found',
  what: 'crypto wallet',
  find: (deps, project, id) => deps.store.cryptoWallets.get(project.project_id, id)?.user_id ?? null,
  remove: (deps, id) => void deps.store.cryptoWallets.delete(id),
});

/** `users.deletePassword`. */
export const deletePassword = deleteFactor({
  path: 'passwords',
  param: 'password_id',
  notFound: 'password_not_found',
  what: 'password',
  find: (deps, project, id) => deps.store.passwords.userOf(project.project_id, id),
  remove: (deps, id) => deps.store.passwords.delete(id),
});
