/**
 * `<idp-account>`'s texts in the other 24 languages: one small chunk per language (src/account/locales/), so that
 * the locale tables every element loads (src/i18n/locales/) do not carry them.
 */
import type { Locale } from '../i18n/locale';
import type { AccountMessages } from './messages';

type Module = Promise<{ default: AccountMessages }>;

const LOADERS: Record<Exclude<Locale, 'en'>, () => Module> = {
  fr: () => import('./locales/fr'),
  de: () => import('./locales/de'),
  es: () => import('./locales/es'),
  'pt-BR': () => import('./locales/pt-BR'),
  it: () => import('./locales/it'),
  nl: () => import('./locales/nl'),
  sv: () => import('./locales/sv'),
  da: () => import('./locales/da'),
  nb: () => import('./locales/nb'),
  fi: () => import('./locales/fi'),
  pl: () => import('./locales/pl'),
  cs: () => import('./locales/cs'),
  tr: () => import('./locales/tr'),
  ru: () => import('./locales/ru'),
  uk: () => import('./locales/uk'),
  ar: () => import('./locales/ar'),
  he: () => import('./locales/he'),
  hi: () => import('./locales/hi'),
  ja: () => import('./locales/ja'),
  ko: () => import('./locales/ko'),
  'zh-CN': () => import('./locales/zh-CN'),
  'zh-TW': () => import('./locales/zh-TW'),
  id: () => import('./locales/id'),
  vi: () => import('./locales/vi'),
};

/** The account texts of `locale` (null: English, which ships in the account chunk). */
export function loadAccountTexts(locale: Locale): Promise<AccountMessages | null> {
  return locale === 'en' ? Promise.resolve(null) : LOADERS[locale]().then((m) => m.default);
}
