/**
 * The language machinery an English element never needs (issue 14): the supported locales, matching a BCP 47 tag to
 * one, and the map of locale chunks. A chunk of its own, fetched only when an element's preferred language is not
 * English; each locale's texts are then one more chunk. A locale that cannot be fetched leaves the element in
 * English, with a console warning: never a blank card.
 */
import type { Translations } from '../types';

export { LOCALES, type Locale } from './list';
import { LOCALES, type Locale } from './list';

/** Language subtags (and old codes) that name a supported locale other than by its own tag. */
const ALIASES: Record<string, Locale> = {
  pt: 'pt-BR',
  zh: 'zh-CN',
  'zh-hans': 'zh-CN',
  'zh-sg': 'zh-CN',
  'zh-hant': 'zh-TW',
  'zh-hk': 'zh-TW',
  'zh-mo': 'zh-TW',
  no: 'nb',
  nn: 'nb',
  iw: 'he',
  in: 'id',
};

/** The supported locale a BCP 47 tag asks for (`fr-CA` → fr, `zh-Hant-HK` → zh-TW), or null. */
export function matchLocale(tag: string): Locale | null {
  const lower = tag.trim().replace(/_/g, '-').toLowerCase();
  if (!lower) return null;
  const exact = LOCALES.find((l) => l.toLowerCase() === lower);
  if (exact) return exact;
  const parts = lower.split('-');
  // Script or region first (zh-Hant-HK → zh-hant), then the language alone.
  for (let n = Math.min(parts.length, 2); n >= 1; n--) {
    const prefix = parts.slice(0, n).join('-');
    // Own keys only: a tag such as `constructor` must not find Object through the prototype.
    const found =
      (Object.hasOwn(ALIASES, prefix) ? ALIASES[prefix] : undefined) ??
      LOCALES.find((l) => l.toLowerCase() === prefix);
    if (found) return found;
  }
  return null;
}

/**
 * The locale for an element's language preferences (locale.ts `languageCandidates`): a language the page names
 * (one candidate) that is not supported means English, never a guess; of the browser's languages, the first one
 * supported.
 */
export function resolve(candidates: readonly string[], named: boolean): Locale {
  if (named) return matchLocale(candidates[0] ?? '') ?? 'en';
  for (const tag of candidates) {
    const found = matchLocale(tag);
    if (found) return found;
  }
  return 'en';
}

type Module = Promise<{ default: Translations }>;

const LOADERS: Record<Exclude<Locale, 'en'>, () => Module> = {
  fr: () => import('./fr'),
  de: () => import('./de'),
  es: () => import('./es'),
  'pt-BR': () => import('./pt-BR'),
  it: () => import('./it'),
  nl: () => import('./nl'),
  sv: () => import('./sv'),
  da: () => import('./da'),
  nb: () => import('./nb'),
  fi: () => import('./fi'),
  pl: () => import('./pl'),
  cs: () => import('./cs'),
  tr: () => import('./tr'),
  ru: () => import('./ru'),
  uk: () => import('./uk'),
  ar: () => import('./ar'),
  he: () => import('./he'),
  hi: () => import('./hi'),
  ja: () => import('./ja'),
  ko: () => import('./ko'),
  'zh-CN': () => import('./zh-CN'),
  'zh-TW': () => import('./zh-TW'),
  id: () => import('./id'),
  vi: () => import('./vi'),
};

/** Every locale loaded so far. */
export const loaded = new Map<Locale, Translations>();
const pending = new Map<Locale, Promise<Translations | null>>();

/** The locale's texts (null: English). Rejects when the chunk cannot be fetched (index.ts says so, once). */
export function load(locale: Locale): Promise<Translations | null> {
  if (locale === 'en') return Promise.resolve(null);
  const done = loaded.get(locale);
  if (done) return Promise.resolve(done);
  let promise = pending.get(locale);
  if (!promise) {
    promise = LOADERS[locale]()
      .then((module) => {
        loaded.set(locale, module.default);
        return module.default;
      })
      .finally(() => pending.delete(locale));
    pending.set(locale, promise);
  }
  return promise;
}
