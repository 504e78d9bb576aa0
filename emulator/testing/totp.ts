import { totpCodeAt } from '../services/totp-code';

/**
 * The 6-digit code an authenticator app shows for `secret` (the base32 key of `totps.create`, or the key
 * `<idp-login>`'s enrolment screen shows; spaces and case are ignored) at `at` (default: now, epoch milliseconds).
 * Pass the emulator's clock (`emulator.clock.now()`) when a test moved it.
 *
 * ```ts
 * await page.getByLabel('Code').fill(totpCode(secret));
 * ```
 */
export function totpCode(secret: string, at: number = Date.now()): string {
  return totpCodeAt(secret, at);
}
