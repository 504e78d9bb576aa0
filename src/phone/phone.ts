/**
 * Phone-number parsing and formatting (libphonenumber-js with min metadata). This module is only ever loaded
 * with a dynamic `import()` (see `loadPhone.ts`), so it stays out of the entry chunk.
 */
import {
  AsYouType,
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberWithError,
  ParseError,
} from 'libphonenumber-js/min';
import type { CountryCode } from 'libphonenumber-js/min';

export interface Country {
  code: string;
  callingCode: string;
  name: string;
  flag: string;
}

function flagOf(code: string): string {
  return String.fromCodePoint(...[...code.toUpperCase()].map((c) => 0x1f1e6 + c.charCodeAt(0) - 65));
}

/** Every country the metadata knows, named in the user's language, sorted by name. */
export function listCountries(requested = 'en'): Country[] {
  // A malformed tag (e.g. navigator.language 'en_US') makes Intl and localeCompare throw: use English then.
  let locale = 'en';
  try {
    locale = Intl.getCanonicalLocales(requested)[0] ?? 'en';
  } catch {
    locale = 'en';
  }
  let names: Intl.DisplayNames | null = null;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch {
    names = null;
  }
  return getCountries()
    .map((code) => ({
      code,
      callingCode: getCountryCallingCode(code),
      name: names?.of(code) ?? code,
      flag: flagOf(code),
    }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

export function callingCodeOf(country: string): string {
  return getCountryCallingCode(country as CountryCode);
}

/** The national format of what has been typed so far, e.g. `2133734253` → `(213) 373-4253` for US. */
export function formatNational(country: string, text: string): string {
  return new AsYouType(country as CountryCode).input(text);
}

/** An E.164 number as people read it, e.g. `+12133734253` → `+1 213 373 4253`; unparseable input unchanged. */
export function formatInternational(e164: string): string {
  try {
    return parsePhoneNumberWithError(e164).formatInternational();
  } catch {
    return e164;
  }
}

export type ParsedPhone = { valid: true; e164: string; national: string } | { valid: false };

/** Parses `text` as a number of `country` (or an international number starting with +). */
export function parsePhone(country: string, text: string): ParsedPhone {
  try {
    const parsed = parsePhoneNumberWithError(text, country as CountryCode);
    return parsed.isValid()
      ? { valid: true, e164: parsed.number, national: parsed.formatNational() }
      : { valid: false };
  } catch (e) {
    // Only libphonenumber's "not a number" answers mean invalid; anything else is the parser failing, which
    // the caller answers with the fallback.
    if (e instanceof ParseError) return { valid: false };
    throw e;
  }
}
