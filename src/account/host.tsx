/**
 * `<idp-account>`'s React half: its entry (elements/account.ts) imports this chunk after painting the skeleton and
 * hands the shadow root over. It finds the element's language and loads its texts (the locale chunks the other
 * elements use), fetches the configured sections' code, then renders in one task, replacing the skeleton. Its
 * shell and shared building blocks come from the widget chunk the other elements use; its sections are chunks of
 * their own.
 */
// First, as in src/widget/reactHost.tsx: styled-components numbers its components in the order the modules run,
// so the account element evaluates the shared shell in the same order as the login widget.
import '../widget/LoginWidget';
import { languageCandidates, type Locale } from '../i18n/locale';
import { contrastReady, loadContrast } from '../theme/parseStyles';
import type { Translations } from '../i18n/types';
import type { LoginWidgetProps } from '../widget/props';
import { accountProps } from './AccountWidget';
import { preloadSections } from './sections';
import { loadAccountTexts } from './localeTexts';

export interface AccountHandle {
  /** Renders the element's current props (its language's texts loaded first). */
  update(props: LoginWidgetProps): void;
  unmount(): void;
}

/** The element's language, found from its `locale` attribute, a `lang` around it or the browser's, and its texts. */
async function language(
  props: LoginWidgetProps,
): Promise<{ locale: Locale; translations: Translations | null }> {
  const host = props.container instanceof ShadowRoot ? props.container.host : props.container;
  const { tags, named } = host ? languageCandidates(host, props.locale) : { tags: [], named: false };
  if (tags.length === 0 || /^en(?:[-_]|$)/i.test(tags[0]!)) return { locale: 'en', translations: null };
  try {
    const machinery = await import('../i18n/locales/load');
    const locale = machinery.resolve(tags, named);
    const [translations, account] = await Promise.all([machinery.load(locale), loadAccountTexts(locale)]);
    // The locale's table with the account's own texts (a chunk of their own) laid in.
    return { locale, translations: translations && account ? { ...translations, account } : translations };
  } catch (error) {
    console.warn('idp-elements: the texts could not be loaded; showing English.', error);
    return { locale: 'en', translations: null };
  }
}

/** Everything a render needs beyond React: the language's texts and the page's styles' contrast checks. */
async function ready(props: LoginWidgetProps): Promise<LoginWidgetProps> {
  const [found] = await Promise.all([
    language(props),
    contrastReady(props.styles) ? undefined : loadContrast().catch(() => undefined),
  ]);
  return { ...props, resolvedLocale: found.locale, translations: found.translations };
}

/**
 * Renders the element into `root` once its texts and sections are loaded (null when it left the page meanwhile);
 * `beforeRender` takes the skeleton out in the same task.
 */
export async function mountAccount(
  root: ShadowRoot,
  props: () => LoginWidgetProps,
  connected: () => boolean,
  beforeRender: () => void,
): Promise<AccountHandle | null> {
  const [first] = await Promise.all([ready(props()), preloadSections(props().config).catch(() => undefined)]);
  if (!connected()) return null;
  // Through the namespace the loader imports too (not a named binding the widget chunk would export for us alone).
  const { mountReact } = await import('../widget/reactHost');
  if (!connected()) return null;
  let config = first.config;
  const react = mountReact(root, 'login', accountProps(first, true), null, beforeRender);
  // The card is the shell's (React renders it once, in that task, and keeps it): it names this element, as the
  // skeleton did, for automation and styling.
  root.querySelector('[data-idp-widget]')?.setAttribute('data-idp-widget', 'account');
  // Each update renders once its language is at hand; a newer update wins over an older one still loading.
  let latest = 0;
  return {
    update: (next) => {
      const mine = ++latest;
      void ready(next).then((resolved) => {
        if (mine !== latest) return;
        react.update(accountProps(resolved, resolved.config !== config));
        config = resolved.config;
      });
    },
    unmount: () => {
      latest++;
      react.unmount();
    },
  };
}
