import { endpoint, type Endpoint } from '../../http/endpoint';
import { startChallenge, type SiweParams } from '../../services/crypto';
import { field } from '../schemas';

interface Body {
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  siwe_params?: SiweParams;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** Types and formats are checked by the service, so they answer the wallet error types, not schema errors. */
const schema = {
  body: {
    type: 'object',
    additionalProperties: false,
    required: ['crypto_wallet_address', 'crypto_wallet_type'],
    properties: {
      crypto_wallet_address: field.shortText,
      crypto_wallet_type: field.shortText,
      siwe_params: {
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
      },
      captcha_token: field.opaque,
      dfp_telemetry_id: field.opaque,
    },
  },
};

/**
 * `POST /sdk/v1/crypto_wallets/authenticate/start/primary` (no session, docs/protocol.md#the-calls, C): checks the wallet type
 * and address → builds the challenge (an EIP-4361 message for ethereum when the project requires SIWE or
 * `siwe_params` is sent, else the plain "Signing in with Project" text) → stores it for the wallet, single use,
 * expiring in 5 minutes → `challenge`.
 */
export const primary: Endpoint = endpoint.project<Body>({
  method: 'POST',
  url: '/crypto_wallets/authenticate/start/primary',
  schema,
  handle(ctx) {
    const challenge = startChallenge(ctx.deps, ctx.project, null, {
      type: ctx.body.crypto_wallet_type,
      address: ctx.body.crypto_wallet_address,
      siweParams: ctx.body.siwe_params,
    });
    return { challenge };
  },
});

/**
 * `…/start/secondary`: the same for the session's user; the wallet is attached to that user when the signature is
 * verified (`duplicate_crypto_wallet` if another user has it).
 */
export const secondary: Endpoint = endpoint.session<Body>({
  method: 'POST',
  url: '/crypto_wallets/authenticate/start/secondary',
  schema,
  handle(ctx) {
    const challenge = startChallenge(ctx.deps, ctx.project, ctx.session.user, {
      type: ctx.body.crypto_wallet_type,
      address: ctx.body.crypto_wallet_address,
      siweParams: ctx.body.siwe_params,
    });
    return { challenge };
  },
});
