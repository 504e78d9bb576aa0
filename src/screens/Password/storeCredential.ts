/**
 * Offers a password that just worked to the browser's password manager (docs/passwords.md#password-managers):
 * `navigator.credentials.store(new PasswordCredential({ id, password }))` where the browser has it (Chromium-based
 * browsers), after a password login, creation or reset. Managers that watch form submits see the element's real
 * `<form>`s as well; this call covers a form that never navigates. Never throws; `false` when nothing was offered.
 */
interface PasswordCredentialInit {
  id: string;
  password: string;
  name?: string;
}

type PasswordCredentialConstructor = new (init: PasswordCredentialInit) => Credential;

export async function storePasswordCredential(
  enabled: boolean | undefined,
  id: string,
  password: string,
): Promise<boolean> {
  if (enabled === false || !id || !password) return false;
  const Ctor = (globalThis as { PasswordCredential?: PasswordCredentialConstructor }).PasswordCredential;
  const container = typeof navigator === 'undefined' ? undefined : navigator.credentials;
  if (typeof Ctor !== 'function' || typeof container?.store !== 'function') return false;
  try {
    await container.store(new Ctor({ id, password }));
    return true;
  } catch {
    // The user dismissed the prompt, or the page is not allowed to store: nothing is lost.
    return false;
  }
}
