/**
 * The WebAuthn Signal API (docs/passkeys.md#keeping-the-browsers-list-right): tells the browser's passkey manager
 * what the provider knows, so that it stops offering a deleted passkey and shows the right account name. Each call
 * is made only where the browser has it, and never throws (a browser may refuse a signal; the page loses nothing).
 */
import * as webauthnApi from '../api/webauthn';
import type { Http } from '../api/http';
import type { Platform } from '../platform/types';

interface SignalApi {
  signalUnknownCredential?(options: { rpId: string; credentialId: string }): Promise<void>;
  signalAllAcceptedCredentials?(options: {
    rpId: string;
    userId: string;
    allAcceptedCredentialIds: string[];
  }): Promise<void>;
  signalCurrentUserDetails?(options: {
    rpId: string;
    userId: string;
    name: string;
    displayName: string;
  }): Promise<void>;
}

const signalApi = (): SignalApi | undefined =>
  (globalThis as { PublicKeyCredential?: SignalApi }).PublicKeyCredential;

const quietly = async (call: () => Promise<void> | undefined): Promise<void> => {
  try {
    await call();
  } catch (e) {
    console.warn('idp-elements: the browser refused a passkey signal.', e);
  }
};

const credentialIdOf = (credentialJson: string): string | null => {
  try {
    const id = (JSON.parse(credentialJson) as { id?: unknown }).id;
    return typeof id === 'string' && id ? id : null;
  } catch {
    return null;
  }
};

/**
 * Passkeys this document created. A page with `<idp-login>` (passkey autofill) beside `<idp-passkey-register>`:
 * the autofill request may be answered with the new passkey before the provider has stored its registration, and
 * the provider's "not found" then means "not yet", not "deleted elsewhere".
 */
const createdHere = new Set<string>();

/** Remember a passkey this document has just created (before its registration is sent). */
export function noteCreatedCredential(credentialJson: string): void {
  const id = credentialIdOf(credentialJson);
  if (id) createdHere.add(id);
}

/**
 * A login offered a passkey the provider does not know (deleted on another device): the browser may drop it — unless
 * this document created it (its registration may still be on its way).
 */
export async function signalUnknownCredential(rpId: string, credentialJson: string): Promise<void> {
  const api = signalApi();
  if (typeof api?.signalUnknownCredential !== 'function') return;
  const credentialId = credentialIdOf(credentialJson);
  if (!credentialId || createdHere.has(credentialId)) return;
  await quietly(() => api.signalUnknownCredential!({ rpId, credentialId }));
}

interface CreationOptions {
  rp?: { id?: string };
  user?: { id?: string; name?: string; displayName?: string };
  excludeCredentials?: { id?: string }[];
}

/**
 * After a passkey was deleted (`accepted`) or renamed (`details`): the user's passkeys as the provider has them now.
 * A registration start answers with every credential of the user for this relying party (`excludeCredentials`)
 * and the user handle, which the provider's user answer does not carry; no passkey is created.
 */
export async function signalUserPasskeys(
  ctx: { http: Http; platform: Pick<Platform, 'location'> },
  what: 'accepted' | 'details',
  domain?: string,
): Promise<void> {
  const api = signalApi();
  const wanted = what === 'accepted' ? api?.signalAllAcceptedCredentials : api?.signalCurrentUserDetails;
  if (typeof wanted !== 'function') return;
  await quietly(async () => {
    const rpId = domain ?? ctx.platform.location.hostname;
    const start = await webauthnApi.registerStart(ctx.http, {
      domain: rpId,
      return_passkey_credential_options: true,
      user_agent: typeof navigator === 'undefined' ? '' : navigator.userAgent,
    });
    const options = JSON.parse(start.public_key_credential_creation_options) as CreationOptions;
    const userId = options.user?.id;
    if (!userId) return;
    const signalRpId = options.rp?.id ?? rpId;
    if (what === 'accepted') {
      const ids = (options.excludeCredentials ?? []).flatMap((c) => (c.id ? [c.id] : []));
      await api!.signalAllAcceptedCredentials!({ rpId: signalRpId, userId, allAcceptedCredentialIds: ids });
    } else {
      const name = options.user?.name ?? '';
      await api!.signalCurrentUserDetails!({
        rpId: signalRpId,
        userId,
        name,
        displayName: options.user?.displayName || name,
      });
    }
  });
}
