import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';
import { userJson } from '../../services/users';

/**
 * `DELETE /sdk/v1/users/crypto_wallets/{crypto_wallet_id}`: removes one of the session user's crypto wallets;
 * answers the updated user (`__user`, which the SDK stores, docs/protocol.md#the-calls).
 */
export default endpoint.session<undefined, { crypto_wallet_id: string }>({
  method: 'DELETE',
  url: '/users/crypto_wallets/:crypto_wallet_id',
  schema: {
    params: {
      type: 'object',
      required: ['crypto_wallet_id'],
      properties: { crypto_wallet_id: { type: 'string', maxLength: 200 } },
    },
  },
  handle(ctx) {
    const { deps, project, session, params } = ctx;
    const wallet = deps.store.cryptoWallets.get(project.project_id, params.crypto_wallet_id);
    if (!wallet || wallet.user_id !== session.user.user_id) {
      throw new ApiError('crypto_wallet_not_found', 'The session user has no such crypto wallet.');
    }
    deps.store.cryptoWallets.delete(wallet.crypto_wallet_id);
    const user = userJson(deps, session.user);
    return { user_id: user.user_id, user, __user: user };
  },
});
