import { endpoint } from '../../http/endpoint';
import { cryptoWalletFactor, verifyChallenge, walletUser } from '../../services/crypto';
import { openSession } from '../../services/passwords';
import { authResponse } from '../../services/sessions';
import { field } from '../schemas';

interface Body {
  crypto_wallet_address: string;
  crypto_wallet_type: string;
  signature: string;
  session_duration_minutes?: number;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/**
 * `POST /sdk/v1/crypto_wallets/authenticate` (docs/protocol.md#the-calls, R). Steps: check type, address and signature shape →
 * take the wallet's challenge (single use) → refuse an expired one → verify the signature (`personal_sign`
 * recovery for ethereum, ed25519 for solana) → find or create the wallet's user (a secondary start's session user
 * gets the wallet) → start a session (or add the factor to the caller's session of the same user) → AuthResp.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/crypto_wallets/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['crypto_wallet_address', 'crypto_wallet_type', 'signature'],
      properties: {
        crypto_wallet_address: field.shortText,
        crypto_wallet_type: field.shortText,
        signature: { type: 'string', maxLength: 1024 },
        session_duration_minutes: field.sessionDurationMinutes,
        captcha_token: field.opaque,
        dfp_telemetry_id: field.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const verified = verifyChallenge(deps, project, {
      type: body.crypto_wallet_type,
      address: body.crypto_wallet_address,
      signature: body.signature,
    });
    const active = deps.store.transaction(() => {
      const { user, wallet } = walletUser(deps, project, verified);
      return openSession(deps, project, user, cryptoWalletFactor(deps, wallet), {
        durationMinutes: body.session_duration_minutes,
        current: ctx.optionalSession(),
        client: ctx.request,
      });
    });
    return authResponse(deps, project, active);
  },
});
