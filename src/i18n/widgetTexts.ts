/**
 * One element's texts: its language's table (null: English, which ships with the code that shows it) with the
 * site's `strings` overrides for that language laid over it.
 */
import { en, type Messages } from './en';
import { applyOverrides } from './overrides';
import { overridesFor } from './strings';
import { isRtl, type Locale } from './locale';
import type { ChunkPart, ErrorMessages, NotCorePart, Translations } from './types';
import { ERROR_CATALOGUE, type CatalogueErrorType } from '../errors/catalogue';
import { CLIENT_ERROR_MESSAGES } from '../errors/messages';

/** The English error texts as one table (the catalogue's messages and the client's own). */
export function englishErrors(): ErrorMessages {
  const catalogue = {} as Record<CatalogueErrorType, string>;
  for (const [type, entry] of Object.entries(ERROR_CATALOGUE))
    catalogue[type as CatalogueErrorType] = entry.message;
  return { catalogue, ...CLIENT_ERROR_MESSAGES };
}

export interface WidgetTexts {
  locale: Locale;
  messages: Messages;
  texts<K extends ChunkPart>(part: K, english: NonNullable<Translations[K]>): NonNullable<Translations[K]>;
  errorText(error: { message: string; type?: string | null | undefined }): string;
  /** What in the site's `strings` could not be used, for the console. */
  warnings: string[];
}

/**
 * Top-level parts of the overrides that are not core texts: the parts of `Translations` the entry's `en` does not
 * carry (`NotCorePart`; test/unit/textParts.test.ts holds the list to it).
 */
export const NOT_CORE_PARTS = [
  'crypto',
  'oauth',
  'consent',
  'twoFactor',
  'landing',
  'passkeyOffer',
  'errors',
  'loader',
  'strength',
  'account',
  'server',
] as const satisfies readonly NotCorePart[];
const NOT_CORE = new Set<string>(NOT_CORE_PARTS);
/** Parts whose English the entry holds only in part (the rest lives in the product chunk). */
const SPLIT = new Set<string>(['password', 'passkeys']);

/** Client-side failures by their error type (src/errors/AuthError.ts). */
const CLIENT_TYPES: Record<string, 'network' | 'unexpected' | 'unknown'> = {
  network_error: 'network',
  invalid_json_response: 'unexpected',
  unexpected_response: 'unexpected',
  unknown_error: 'unknown',
};

/**
 * In a right-to-left language, every value a text takes (an email address, a phone number, a passkey's name) is
 * isolated (U+2068 … U+2069), so that "+1 213 555 1234" or "ada@example.com." keep their order inside an Arabic
 * or Hebrew sentence instead of taking its direction.
 */
function isolateValues<T>(table: T): T {
  if (typeof table === 'function') {
    const fn = table as (...args: unknown[]) => string;
    return ((...args: unknown[]) =>
      fn(...args.map((a) => (typeof a === 'string' ? `\u2068${a}\u2069` : a)))) as T;
  }
  if (typeof table !== 'object' || table === null || Array.isArray(table)) return table;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(table)) out[key] = isolateValues(value);
  return out as T;
}

export function widgetTexts(
  locale: Locale,
  translations: Translations | null,
  strings: Record<string, unknown> | null,
): WidgetTexts {
  const overrides = overridesFor(strings, locale);
  const warnings: string[] = [];
  const path = `strings.${locale}`;

  const core: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(overrides)) if (!NOT_CORE.has(key)) core[key] = value;
  let messages: Messages = translations ?? en;
  for (const key of Object.keys(core)) {
    if (!Object.hasOwn(messages, key)) {
      warnings.push(`${path}.${key} is not a text of idp-elements; ignored.`);
      continue;
    }
    const part = messages[key as keyof Messages];
    // The split parts are checked in full when their chunk asks for them (texts()).
    const merged = applyOverrides(part, core[key], `${path}.${key}`, warnings, !SPLIT.has(key));
    messages = { ...messages, [key]: merged };
  }
  const rtl = isRtl(locale);
  if (rtl) messages = isolateValues(messages);

  const cache = new Map<ChunkPart, unknown>();
  const texts = <K extends ChunkPart>(
    part: K,
    english: NonNullable<Translations[K]>,
  ): NonNullable<Translations[K]> => {
    if (!cache.has(part)) {
      const chunkWarnings: string[] = [];
      const table = applyOverrides(
        translations?.[part] ?? english,
        overrides[part],
        `${path}.${part}`,
        chunkWarnings,
      );
      cache.set(part, rtl ? isolateValues(table) : table);
      for (const w of chunkWarnings) console.warn(`idp-elements: ${w}`);
    }
    return cache.get(part) as NonNullable<Translations[K]>;
  };

  // English needs a table only when the site rewords errors: the messages already are the English catalogue's.
  const errorBase = translations?.errors ?? (overrides.errors ? englishErrors() : null);
  const errorTable = errorBase
    ? applyOverrides(errorBase, overrides.errors, `${path}.errors`, warnings)
    : null;
  const errorText: WidgetTexts['errorText'] = ({ message, type }) => {
    // A rate limit says how long to wait, in this language (also in English: the client's text counts seconds).
    // Seconds up to two minutes, else minutes rounded up; Intl makes the words and the plural.
    if (type === 'too_many_requests') {
      const seconds = Number(/(\d+) second/.exec(message)?.[1] ?? 60);
      const minutes = seconds > 120;
      const wait = new Intl.NumberFormat(locale, {
        style: 'unit',
        unit: minutes ? 'minute' : 'second',
        unitDisplay: 'long',
      }).format(minutes ? Math.ceil(seconds / 60) : seconds);
      const text = errorTable?.catalogue.too_many_requests ?? ERROR_CATALOGUE.too_many_requests.message;
      return text.replace('{0}', rtl ? `\u2068${wait}\u2069` : wait);
    }
    if (!type || !errorTable) return message;
    const catalogue = errorTable.catalogue as Record<string, string>;
    if (Object.prototype.hasOwnProperty.call(catalogue, type)) return catalogue[type]!;
    const client = Object.hasOwn(CLIENT_TYPES, type) ? CLIENT_TYPES[type] : undefined;
    return client ? errorTable[client] : message;
  };

  return { locale, messages, texts, errorText, warnings };
}
