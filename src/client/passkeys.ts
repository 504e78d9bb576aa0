/**
 * The headless client's passkey area: a chunk of its own with the ceremonies and @github/webauthn-json
 * (`src/passkeys/ceremony.ts`), loaded on first use. A change to the user's passkeys drops the cached `users/me`.
 */
import type { User } from '../api/types';
import * as ceremony from '../passkeys/ceremony';
import type { Core } from './core';
import { DEFAULT_SESSION_DURATION_MINUTES, toAuthResult } from './shared';
import type { IdpClient } from './types';

export interface PasskeysArea extends Readonly<IdpClient['webauthn']> {
  /** Deletes one of the user's passkeys; resolves the updated user (the client's `user.deleteWebauthnRegistration`). */
  deleteRegistration(webauthnRegistrationId: string): Promise<User | null>;
}

export function passkeysArea(core: Pick<Core, 'http' | 'manager' | 'platform' | 'reads'>): PasskeysArea {
  const usersChanged = () => core.reads.invalidate('users/me');
  return {
    async register(opts = {}) {
      const resp = await ceremony.register(core, opts, DEFAULT_SESSION_DURATION_MINUTES);
      usersChanged();
      return { ...toAuthResult(resp), webauthnRegistrationId: resp.webauthn_registration_id };
    },
    async authenticate(opts = {}) {
      const resp = await ceremony.authenticate(core, opts, DEFAULT_SESSION_DURATION_MINUTES);
      return { ...toAuthResult(resp), webauthnRegistrationId: resp.webauthn_registration_id };
    },
    async update(id, name) {
      await ceremony.update(core, id, name);
      usersChanged();
    },
    browserSupportsAutofill: () => ceremony.autofillSupported(core),
    async deleteRegistration(id) {
      const user = await ceremony.deleteRegistration(core, id);
      usersChanged();
      return user;
    },
  };
}
