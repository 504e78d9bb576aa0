/**
 * The headless client's user area: the user the session belongs to, read through the core's read cache (reads
 * within 2 s share one request, transient failures are retried), and dropped from it when the session changes.
 */
import * as usersApi from '../api/users';
import type { Core } from './core';
import type { PasskeysArea } from './passkeys';
import type { IdpClient } from './types';

/** `passkeys` loads the passkey area, which deletes a passkey. */
export function userArea(
  { http, manager, reads }: Core,
  passkeys: () => Promise<PasskeysArea>,
): IdpClient['user'] {
  // A new session (or none) makes the cached `users/me` answer someone else's.
  manager.subscribe((next, previous) => {
    if ((next?.session?.session_id ?? null) !== (previous?.session?.session_id ?? null)) {
      reads.invalidate('users/me');
    }
  });
  return {
    getSync: () => manager.getUser(),
    deleteWebauthnRegistration: async (id) => (await passkeys()).deleteRegistration(id),
    get: () =>
      reads.read('users/me', async () => {
        const user = await usersApi.getMe(http);
        manager.setUser(user);
        return user;
      }),
    onChange: (listener) =>
      manager.subscribe((next, previous) => {
        if (JSON.stringify(next?.user ?? null) !== JSON.stringify(previous?.user ?? null)) {
          listener(next?.user ?? null);
        }
      }),
  };
}
