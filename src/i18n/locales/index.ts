/**
 * The loader's side of languages (issue 14): English is known at once; anything else fetches the language
 * machinery (./load.ts, a small chunk) and then the locale's texts (one chunk per locale).
 */
import type * as Load from './load';
import type { Locale } from './load';
import type { Translations } from '../types';
import type { Candidates } from '../locale';

type Machinery = typeof Load;
let machinery: Machinery | null = null;
let fetching: Promise<Machinery> | null = null;

function fetchMachinery(): Promise<Machinery> {
  return (fetching ??= import('./load').then(
    (m) => (machinery = m),
    (error: unknown) => {
      fetching = null; // a later element tries again
      throw error;
    },
  ));
}

/** The locale without a download: English when English comes first (or nothing is preferred), else once fetched. */
export function knownLocale({ tags, named }: Candidates): Locale | undefined {
  if (tags.length === 0 || /^en(?:[-_]|$)/i.test(tags[0]!)) return 'en';
  return machinery?.resolve(tags, named);
}

/** The locale, fetching the machinery when needed; English when it cannot be fetched. */
export function findLocale(candidates: Candidates): Promise<Locale> {
  const known = knownLocale(candidates);
  if (known) return Promise.resolve(known);
  return fetchMachinery().then(
    (m) => m.resolve(candidates.tags, candidates.named),
    () => 'en' as const,
  );
}

/** The texts when already at hand: null for English, undefined while a locale has not been loaded. */
export function cachedTranslations(locale: Locale): Translations | null | undefined {
  return locale === 'en' ? null : machinery?.loaded.get(locale);
}

/** The locale's texts (null: English). Resolves with null, never rejects. */
export function loadTranslations(locale: Locale): Promise<Translations | null> {
  if (locale === 'en') return Promise.resolve(null);
  // The machinery's chunk or the locale's: either failure leaves the element in English.
  return fetchMachinery()
    .then((m) => m.load(locale))
    .catch((error: unknown) => {
      console.warn(`idp-elements: the ${locale} texts could not be loaded; showing English.`, error);
      return null;
    });
}
