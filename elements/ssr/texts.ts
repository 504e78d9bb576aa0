/**
 * The first screen's texts in every supported language, for the server render (idp-elements/ssr). The server
 * bundle carries every locale; the browser's loader never imports this file.
 */
import { en } from '../../src/i18n/en';
import { noScriptMessages } from '../../src/i18n/noScript';
import type { Locale } from '../../src/i18n/locales/load';
import type { Translations } from '../../src/i18n/types';
import fr from '../../src/i18n/locales/fr';
import de from '../../src/i18n/locales/de';
import es from '../../src/i18n/locales/es';
import ptBR from '../../src/i18n/locales/pt-BR';
import it from '../../src/i18n/locales/it';
import nl from '../../src/i18n/locales/nl';
import sv from '../../src/i18n/locales/sv';
import da from '../../src/i18n/locales/da';
import nb from '../../src/i18n/locales/nb';
import fi from '../../src/i18n/locales/fi';
import pl from '../../src/i18n/locales/pl';
import cs from '../../src/i18n/locales/cs';
import tr from '../../src/i18n/locales/tr';
import ru from '../../src/i18n/locales/ru';
import uk from '../../src/i18n/locales/uk';
import ar from '../../src/i18n/locales/ar';
import he from '../../src/i18n/locales/he';
import hi from '../../src/i18n/locales/hi';
import ja from '../../src/i18n/locales/ja';
import ko from '../../src/i18n/locales/ko';
import zhCN from '../../src/i18n/locales/zh-CN';
import zhTW from '../../src/i18n/locales/zh-TW';
import id from '../../src/i18n/locales/id';
import vi from '../../src/i18n/locales/vi';

/** What `<idp-login>`'s first screen shows. */
export interface FirstScreenTexts {
  header: string;
  logoAlt: string;
  label: string;
  placeholder: string;
  submit: string;
  poweredBy: string;
  /** Shown in the card only when JavaScript is off. */
  noScript: string;
}

const pick = (t: Pick<Translations, 'main' | 'email' | 'watermark' | 'server'>): FirstScreenTexts => ({
  header: t.main.header,
  logoAlt: t.main.logoAlt,
  label: t.email.label,
  placeholder: t.email.placeholder,
  submit: t.email.submit,
  poweredBy: t.watermark.poweredBy,
  noScript: t.server.noScript,
});

export const FIRST_SCREEN_TEXTS: Record<Locale, FirstScreenTexts> = {
  en: pick({ ...en, server: noScriptMessages }),
  fr: pick(fr),
  de: pick(de),
  es: pick(es),
  'pt-BR': pick(ptBR),
  it: pick(it),
  nl: pick(nl),
  sv: pick(sv),
  da: pick(da),
  nb: pick(nb),
  fi: pick(fi),
  pl: pick(pl),
  cs: pick(cs),
  tr: pick(tr),
  ru: pick(ru),
  uk: pick(uk),
  ar: pick(ar),
  he: pick(he),
  hi: pick(hi),
  ja: pick(ja),
  ko: pick(ko),
  'zh-CN': pick(zhCN),
  'zh-TW': pick(zhTW),
  id: pick(id),
  vi: pick(vi),
};
