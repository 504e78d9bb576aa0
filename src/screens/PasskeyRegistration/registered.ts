/**
 * The passkey registered in this visit, per element (keyed by the element's store): the list's heading says
 * "created" only while that passkey is listed, so a Skip, a later mount or deleting it shows the neutral heading.
 */
const registered = new WeakMap<object, string>();

export function rememberRegistered(store: object, webauthnRegistrationId: string): void {
  registered.set(store, webauthnRegistrationId);
}

export function registeredIn(store: object): string | undefined {
  return registered.get(store);
}
