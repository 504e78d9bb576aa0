import type { Clock } from '../platform/types';

import type * as PhoneModuleNs from './phone';

type PhoneModule = typeof PhoneModuleNs;

/** A parse must answer within 2 s on submit; formatting while typing gives up after 10 s. */
export const SUBMIT_PARSE_TIMEOUT_MS = 2000;
export const TYPING_FORMAT_TIMEOUT_MS = 10_000;

let chunk: Promise<PhoneModule> | null = null;

/** Loads the phone chunk once (libphonenumber-js); a failed load is retried on the next call. */
export function loadPhone(): Promise<PhoneModule> {
  chunk ??= import('./phone').catch((e: unknown) => {
    chunk = null;
    throw e;
  });
  return chunk;
}

export const TIMED_OUT = Symbol('timed out');

export function withTimeout<T>(promise: Promise<T>, ms: number, clock: Clock): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const id = clock.setTimeout(() => resolve(TIMED_OUT), ms);
    promise.then(
      (value) => {
        clock.clearTimeout(id);
        resolve(value);
      },
      (error: unknown) => {
        clock.clearTimeout(id);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

import type { SelectedCountry } from './country';

export { DEFAULT_COUNTRY, type SelectedCountry } from './country';

export type SubmitParse = { valid: true; e164: string } | { valid: false };

/**
 * Parses the typed number with the selected country. When the parser does not answer within 2 s, or throws,
 * the number is taken as valid and built as `+{calling code}{digits}`.
 */
export async function parseForSubmit(
  country: SelectedCountry,
  text: string,
  clock: Clock,
  load: () => Promise<PhoneModule> = loadPhone,
): Promise<SubmitParse> {
  const fallback = (): SubmitParse => ({
    valid: true,
    e164: `+${country.callingCode}${text.replace(/\D/g, '')}`,
  });
  try {
    const phone = await withTimeout(load(), SUBMIT_PARSE_TIMEOUT_MS, clock);
    if (phone === TIMED_OUT) return fallback();
    const parsed = phone.parsePhone(country.code, text);
    return parsed.valid ? { valid: true, e164: parsed.e164 } : { valid: false };
  } catch {
    return fallback();
  }
}
