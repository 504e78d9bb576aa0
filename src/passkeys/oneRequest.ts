/**
 * A browser runs one WebAuthn request per page at a time. A ceremony the user started (creating a passkey, a login
 * by button) while an autofill request (a conditional get, e.g. of an `<idp-login>` elsewhere on the page) is still
 * pending can fail at once: Chromium answers it "OperationError: A request is already pending", and
 * `<idp-passkey-register>` said "Your Passkey was not created". So the page's ceremonies take turns:
 *
 * - a ceremony the user started sets the pending autofill aside (aborts it and waits until it ended), then runs;
 * - an autofill asked for while such a ceremony or another autofill runs waits until it ended (two `<idp-login>`s
 *   on a page: the second one's field offers passkeys once the first one's request ended).
 *
 * An autofill set aside ends with {@link SetAsideError}: its caller asks again (it waits its turn then).
 */

/** Thrown to an autofill request set aside for a ceremony the user started on the page: ask again. */
export class SetAsideError extends Error {
  constructor() {
    super('The passkey autofill was set aside for a passkey ceremony the user started; ask again.');
    this.name = 'SetAsideError';
  }
}

interface Pending {
  controller: AbortController;
  ended: Promise<unknown>;
}

let autofill: Pending | null = null;
let started: Promise<unknown> | null = null;

/** Sets `pending` aside: aborts it and waits until it ended. */
async function setAside(pending: Pending): Promise<void> {
  pending.controller.abort(new SetAsideError());
  await pending.ended.catch(() => undefined);
}

/** Settles when `signal` aborts (never without one): a caller that gives up while waiting its turn stops waiting. */
function aborted(signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve) => signal?.addEventListener('abort', () => resolve(), { once: true }));
}

/**
 * Runs a ceremony the user started, after setting a pending autofill aside. It counts as started from the call on,
 * so an autofill waiting for the one set aside keeps waiting.
 */
export async function userCeremony<T>(run: () => Promise<T>): Promise<T> {
  const pending = autofill;
  const done = pending ? setAside(pending).then(run) : run();
  started = done;
  try {
    return await done;
  } finally {
    if (started === done) started = null;
  }
}

/**
 * Runs an autofill request (`run` gets the signal to pass to the browser), once no ceremony the user started is
 * running and no other autofill is pending; `signal` is the caller's own. Rejects with {@link SetAsideError} when a
 * ceremony the user started took its place.
 */
export async function autofillCeremony<T>(
  signal: AbortSignal | undefined,
  run: (signal: AbortSignal) => Promise<T>,
): Promise<T> {
  for (let busy = started ?? autofill?.ended; busy; busy = started ?? autofill?.ended) {
    await Promise.race([busy.catch(() => undefined), aborted(signal)]);
    signal?.throwIfAborted();
  }
  signal?.throwIfAborted();
  const controller = new AbortController();
  const follow = () => controller.abort(signal?.reason);
  signal?.addEventListener('abort', follow, { once: true });
  const ended = run(controller.signal);
  const entry: Pending = { controller, ended };
  autofill = entry;
  try {
    return await ended;
  } catch (e) {
    // The browser ends an aborted request with AbortError (or the reason): the caller learns it was set aside.
    const reason: unknown = controller.signal.reason;
    if (!signal?.aborted && reason instanceof SetAsideError) throw reason;
    throw e;
  } finally {
    signal?.removeEventListener('abort', follow);
    if (autofill === entry) autofill = null;
  }
}
