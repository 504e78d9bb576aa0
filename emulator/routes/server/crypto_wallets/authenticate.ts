import { serverEndpoint } from '../../../http/server-endpoint';
import {
  cryptoWalletFactor,
  normaliseAddress,
  startChallenge,
  verifyChallenge,
  walletType,
  walletUser,
  type SiweParams,
} from '../../../services/crypto';
import {
  bodySession,
  requestedSession,
  serverAuthAnswer,
  serverFactorSession,
} from '../../../services/server-sessions';
import { serverUser } from '../../../services/server-users';
import { serverField, sessionOptions, type SessionOptionsBody } from '../schemas';

interface StartBody {
  crypto_wallet_type: string;
  crypto_wallet_address: string;
  user_id?: string;
  session_token?: string;
  session_jwt?: string;
  siwe_params?: SiweParams;
}

const siweParams = {
  type: 'object',
  additionalProperties: false,
  properties: {
    uri: {},
    chain_id: {},
    issued_at: {},
    statement: {},
    not_before: {},
    message_request_id: {},
    resources: {},
  },
} as const;

/**
 * `POST /v1/crypto_wallets/authenticate/start` (`cryptoWallets.authenticateStart`): the SDK API's challenge (wallet
 * type and address checked, SIWE when the project requires it or `siwe_params` is sent, single use, 5 minutes). With
 * `user_id`, `session_token` or `session_jwt` the wallet will be attached to that user (`duplicate_crypto_wallet` if
 * another user has it). `user_id` answers the wallet's user (or the named one); a new wallet's user is created when
 * its signature is verified, so `user_created` is false and `user_id` `""` until then.
 */
export const authenticateStart = serverEndpoint<StartBody>({
  method: 'POST',
  url: '/crypto_wallets/authenticate/start',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['crypto_wallet_type', 'crypto_wallet_address'],
      properties: {
        crypto_wallet_type: serverField.shortText,
        crypto_wallet_address: serverField.shortText,
        user_id: serverField.id,
        session_token: serverField.sessionToken,
        session_jwt: serverField.sessionJwt,
        siwe_params: siweParams,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const named = body.user_id !== undefined ? serverUser(deps, project, body.user_id) : null;
    const user = named ?? (await bodySession(deps, project, body))?.user ?? null;
    const challenge = startChallenge(deps, project, user, {
      type: body.crypto_wallet_type,
      address: body.crypto_wallet_address,
      siweParams: body.siwe_params,
    });
    const type = walletType(body.crypto_wallet_type);
    const owner = deps.store.cryptoWallets.find(
      project.project_id,
      type,
      normaliseAddress(type, body.crypto_wallet_address),
    );
    return { user_id: user?.user_id ?? owner?.user_id ?? '', challenge, user_created: false };
  },
});

interface FinishBody extends SessionOptionsBody {
  crypto_wallet_type: string;
  crypto_wallet_address: string;
  signature: string;
}

/**
 * `POST /v1/crypto_wallets/authenticate` (`cryptoWallets.authenticate`): the SDK API's steps (challenge single use
 * and unexpired, `personal_sign` recovery for ethereum, ed25519 for solana) → the wallet's user (created for a new
 * wallet), with the factor added to the body's session or a session of `session_duration_minutes`.
 */
export const authenticate = serverEndpoint<FinishBody>({
  method: 'POST',
  url: '/crypto_wallets/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['crypto_wallet_type', 'crypto_wallet_address', 'signature'],
      properties: {
        crypto_wallet_type: serverField.shortText,
        crypto_wallet_address: serverField.shortText,
        signature: { type: 'string', maxLength: 1024 },
        ...sessionOptions,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const current = await requestedSession(deps, project, body);
    const verified = verifyChallenge(deps, project, {
      type: body.crypto_wallet_type,
      address: body.crypto_wallet_address,
      signature: body.signature,
    });
    const { user, active } = deps.store.transaction(() => {
      const found = walletUser(deps, project, verified);
      const session = serverFactorSession(deps, project, found.user, cryptoWalletFactor(deps, found.wallet), {
        current,
        durationMinutes: body.session_duration_minutes,
        client: ctx.request,
      });
      return { user: found.user, active: session };
    });
    return { ...(await serverAuthAnswer(deps, project, user.user_id, active, body.session_custom_claims)) };
  },
});
