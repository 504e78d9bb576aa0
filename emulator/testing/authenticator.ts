import type { CDPSession, Page } from 'playwright-core';

export interface VirtualAuthenticatorOptions {
  /** `ctap2` (default) or `u2f`. */
  protocol?: 'ctap2' | 'u2f';
  /** `internal` (default: a platform authenticator, like Touch ID or Windows Hello), `usb`, `nfc`, `ble` or `hybrid`. */
  transport?: 'internal' | 'usb' | 'nfc' | 'ble' | 'hybrid' | 'cable';
  /** Can hold passkeys (discoverable credentials). Default true. */
  hasResidentKey?: boolean;
  /** Can verify the user (biometrics, PIN). Default true. */
  hasUserVerification?: boolean;
  /** Whether user verification succeeds. Default true; `setUserVerified(false)` changes it later. */
  isUserVerified?: boolean;
}

/** A WebAuthn credential the virtual authenticator holds. */
export interface VirtualCredential {
  credentialId: string;
  isResidentCredential: boolean;
  rpId?: string;
  /** base64url user handle (the provider's user id bytes). */
  userHandle?: string;
  signCount: number;
}

export interface VirtualAuthenticator {
  authenticatorId: string;
  /** The Chrome DevTools Protocol session it lives on, for other `WebAuthn.*` commands. */
  cdp: CDPSession;
  /** The credentials it holds (one per passkey the page registered). */
  credentials(): Promise<VirtualCredential[]>;
  /** Makes user verification pass or fail from now on (a failed fingerprint, a cancelled prompt). */
  setUserVerified(verified: boolean): Promise<void>;
  /** Removes it (its credentials go with it). */
  remove(): Promise<void>;
}

/**
 * Gives `page` a virtual WebAuthn authenticator through the Chrome DevTools Protocol, so passkey registration and
 * login run without a person (Chromium only). Presence is simulated: ceremonies complete at once.
 *
 * ```ts
 * const authenticator = await addVirtualAuthenticator(page);
 * // … register a passkey through <idp-passkey-register> …
 * assert.equal((await authenticator.credentials()).length, 1);
 * ```
 */
export async function addVirtualAuthenticator(
  page: Page,
  options: VirtualAuthenticatorOptions = {},
): Promise<VirtualAuthenticator> {
  let cdp: CDPSession;
  try {
    cdp = await page.context().newCDPSession(page);
  } catch (e) {
    throw new Error('addVirtualAuthenticator needs a Chromium page (it uses the Chrome DevTools Protocol).', {
      cause: e,
    });
  }
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: options.protocol ?? 'ctap2',
      transport: options.transport ?? 'internal',
      hasResidentKey: options.hasResidentKey ?? true,
      hasUserVerification: options.hasUserVerification ?? true,
      isUserVerified: options.isUserVerified ?? true,
      automaticPresenceSimulation: true,
    },
  });
  return {
    authenticatorId,
    cdp,
    async credentials() {
      const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
      return credentials.map((c) => ({
        credentialId: c.credentialId,
        isResidentCredential: c.isResidentCredential,
        signCount: c.signCount,
        ...(c.rpId !== undefined ? { rpId: c.rpId } : {}),
        ...(c.userHandle !== undefined ? { userHandle: c.userHandle } : {}),
      }));
    },
    async setUserVerified(verified) {
      await cdp.send('WebAuthn.setUserVerified', { authenticatorId, isUserVerified: verified });
    },
    async remove() {
      await cdp.send('WebAuthn.removeVirtualAuthenticator', { authenticatorId });
      await cdp.detach();
    },
  };
}
