import type { Http } from './http';
import type { AuthResp } from './types';

/** The two chains the provider verifies signatures for (docs/protocol.md#the-calls). */
export type CryptoWalletType = 'ethereum' | 'solana';

/** Sign-In with Ethereum fields (EIP-4361), sent when bootstrap requires SIWE for an Ethereum wallet. */
export interface SiweParams {
  uri: string;
  chain_id?: number;
  issued_at?: string;
  statement?: string;
  not_before?: string;
  message_request_id?: string;
  resources?: string[];
}

export interface CryptoStartRequest {
  crypto_wallet_address: string;
  crypto_wallet_type: CryptoWalletType;
  siwe_params?: SiweParams;
}

/** `authenticate/start/primary` without a session, `/secondary` with one (adds the wallet to the user). */
export function authenticateStart(
  http: Http,
  secondary: boolean,
  body: CryptoStartRequest,
): Promise<{ challenge: string }> {
  return http.post(`/crypto_wallets/authenticate/start/${secondary ? 'secondary' : 'primary'}`, body, {
    antiAbuse: true,
  });
}

export function authenticate(
  http: Http,
  body: {
    crypto_wallet_address: string;
    crypto_wallet_type: CryptoWalletType;
    signature: string;
    session_duration_minutes: number;
  },
): Promise<AuthResp> {
  return http.post('/crypto_wallets/authenticate', body, { retriable: true });
}
