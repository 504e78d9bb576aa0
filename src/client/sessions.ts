/**
 * The headless client's session area: the session the cookies and storage hold, its check with the
 * server, its revocation, and its changes.
 */
import type { Session } from '../api/types';
import type { Core } from './core';
import { toAuthResult } from './shared';
import type { IdpClient } from './types';

/** The same session, ignoring `last_accessed_at` (every check moves it). */
function sameSession(a: Session | null, b: Session | null): boolean {
  if (a === null || b === null) return a === b;
  const { last_accessed_at: _a, ...restA } = a;
  const { last_accessed_at: _b, ...restB } = b;
  return JSON.stringify(restA) === JSON.stringify(restB);
}

export function sessionArea({ manager }: Core): IdpClient['session'] {
  return {
    getSync: () => manager.getSession(),
    authenticate: async (opts = {}) => toAuthResult(await manager.authenticate(opts)),
    revoke: (opts = {}) => manager.revoke(opts),
    onChange: (listener) =>
      manager.subscribe((next, previous) => {
        if (!sameSession(next?.session ?? null, previous?.session ?? null)) listener(next?.session ?? null);
      }),
  };
}
