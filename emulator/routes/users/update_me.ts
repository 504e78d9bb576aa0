import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { requireUser, userJson } from '../../services/users';
import type { Store, UserRecord } from '../../store/types';

interface Body {
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  untrusted_metadata?: Record<string, unknown>;
}

const NAME_PART = { type: 'string', maxLength: 200 } as const;
const METADATA_LIMIT_BYTES = 4096;

/**
 * `PUT /sdk/v1/users/me`: updates the session user's name (parts given replace) and `untrusted_metadata` (top-level
 * keys merge; a key set to null is removed). Answers the user as `__user`, which the SDK stores.
 */
export default endpoint.session<Body>({
  method: 'PUT',
  url: '/users/me',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        name: {
          type: 'object',
          additionalProperties: false,
          properties: { first_name: NAME_PART, middle_name: NAME_PART, last_name: NAME_PART },
        },
        untrusted_metadata: { type: 'object' },
      },
    },
  },
  handle(ctx) {
    const { deps, body } = ctx;
    const user = ctx.session.user;
    const patch: Parameters<Store['users']['update']>[1] = { ...body.name };
    if (body.untrusted_metadata !== undefined)
      patch.untrusted_metadata = mergeMetadata(user, body.untrusted_metadata);
    deps.store.users.update(user.user_id, patch);
    const updated = userJson(deps, requireUser(deps, user.project_id, user.user_id));
    return {
      user_id: updated.user_id,
      emails: updated.emails,
      phone_numbers: updated.phone_numbers,
      crypto_wallets: updated.crypto_wallets,
      __user: updated,
    };
  },
});

function mergeMetadata(user: UserRecord, changes: Record<string, unknown>): Record<string, unknown> {
  const merged: Record<string, unknown> = { ...user.untrusted_metadata };
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  if (Buffer.byteLength(JSON.stringify(merged)) > METADATA_LIMIT_BYTES) {
    throw new ApiError(
      'bad_request',
      `untrusted_metadata may hold at most ${METADATA_LIMIT_BYTES} bytes of JSON.`,
    );
  }
  return merged;
}
