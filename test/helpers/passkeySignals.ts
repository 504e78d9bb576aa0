import type { Page } from 'playwright-core';

/** One WebAuthn Signal API call the page made. */
export interface SignalCall {
  name: 'signalAllAcceptedCredentials' | 'signalUnknownCredential' | 'signalCurrentUserDetails';
  options: Record<string, unknown>;
  /** The browser has finished with it. */
  settled: boolean;
}

/**
 * Records the Signal API calls the page makes (`window.__signals`, per document) and passes each on to the browser's
 * own, so the authenticator still acts on it. Call before the page's first navigation.
 */
export async function recordSignals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { name: string; options: unknown; settled: boolean }[] = [];
    (window as unknown as { __signals: typeof calls }).__signals = calls;
    const pkc = PublicKeyCredential as unknown as Record<string, (o: unknown) => Promise<void>>;
    for (const name of [
      'signalAllAcceptedCredentials',
      'signalUnknownCredential',
      'signalCurrentUserDetails',
    ]) {
      const real = pkc[name];
      pkc[name] = (options: unknown) => {
        const call = { name, options, settled: false };
        calls.push(call);
        const done = typeof real === 'function' ? real.call(PublicKeyCredential, options) : Promise.resolve();
        return done.catch(() => undefined).finally(() => (call.settled = true));
      };
    }
  });
}

/** The Signal API calls of the page's current document so far. */
export const signals = (page: Page): Promise<SignalCall[]> =>
  page.evaluate(() => (window as unknown as { __signals: SignalCall[] }).__signals);

/** Waits until the current document made a call named `name`, and resolves with the last one. */
export async function waitForSignal(page: Page, name: SignalCall['name']): Promise<SignalCall> {
  await page.waitForFunction(
    (n) => (window as unknown as { __signals: { name: string }[] }).__signals.some((c) => c.name === n),
    name,
  );
  return (await signals(page)).filter((c) => c.name === name).at(-1)!;
}

/** Waits until the browser has finished with every Signal API call of the current document. */
export async function signalsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    (window as unknown as { __signals: { settled: boolean }[] }).__signals.every((c) => c.settled),
  );
}

/** A credential id as CDP reports it (base64) in the base64url the Signal API takes. */
export const base64url = (base64: string): string => Buffer.from(base64, 'base64').toString('base64url');
