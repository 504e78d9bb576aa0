/**
 * The headless client's crypto-wallet area (docs/protocol.md#the-calls): a chunk of its own, loaded on first use and with the
 * crypto product's chunk.
 */
import * as cryptoApi from '../api/crypto';
import type { Core } from './core';
import { DEFAULT_SESSION_DURATION_MINUTES, toAuthResult } from './shared';
import type { IdpClient } from './types';

export function cryptoArea({ http, manager }: Pick<Core, 'http' | 'manager'>): IdpClient['cryptoWallets'] {
  return {
    async authenticateStart(body) {
      // With a session the wallet is added to its user (secondary); without one it logs in (primary).
      const { challenge } = await cryptoApi.authenticateStart(http, manager.getSession() !== null, body);
      if (typeof challenge !== 'string' || !challenge) throw new TypeError('the provider sent no challenge');
      return { challenge };
    },
    async authenticate(body) {
      const resp = await cryptoApi.authenticate(http, {
        ...body,
        session_duration_minutes: body.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
      });
      manager.applyAuthResponse(resp);
      return toAuthResult(resp);
    },
  };
}
