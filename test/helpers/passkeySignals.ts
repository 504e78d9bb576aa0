import type { Page } from 'playwright-core';

/** One WebAuthn Signal API call the page made. */
export interface SignalCall {
  name: 'signalAllAcceptedCredentials' | 'signalUnknownCredential' | 'signalCurrentUserDetails';
  options: Record<string, unknown>;
}

/**
 * Records the Signal API calls the page makes (`window.__signals`, per document) and passes each on to the browser's
 * own, so the authenticator still acts on it. Call before the page's first navigation.
 */
export async function recordSignals(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const calls: { name: string; options: unknown }[] = [];
    (window as unknown as { __signals: typeof calls }).__signals = calls;
    const pkc = PublicKeyCredential as unknown as Record<string, (o: unknown) => Promise<void>>;
    for (const name of [
      'signalAllAcceptedCredentials',
      'signalUnknownCredential',
      'signalCurrentUserDetails',
    ]) {
      const real = pkc[name];
      pkc[name] = (options: unknown) => {
        calls.push({ name, options });
        return typeof real === 'function'
          ? real.call(PublicKeyCredential, options).catch(() => undefined)
          : Promise.resolve();
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

/** A credential id as CDP reports it (base64) in the base64url the Signal API takes. */
export const base64url = (base64: string): string => Buffer.from(base64, 'base64').toString('base64url');
