/**
 * The loader's first paint: `<idp-login>`'s first screen, painted from the element's attributes straight into its
 * shadow root before React has loaded. The markup and styles are React's own render of that screen
 * (firstPaint.generated.ts), so the hand-over to React changes no pixel. What the user does meanwhile (typing,
 * caret, focus, a pressed Enter) is recorded for the hand-over.
 */
import { DEFAULT_CONFIG, parseConfig, parseCookieOptions, isHttpUrl } from '../../src/config/config';
import { schemeStyles } from '../../src/theme/parseStyles';
import { hostRule } from '../../src/theme/cssVars';
import { applyStyles } from '../../src/theme/adopt';
import { stateKey } from '../../src/session/storage';
import type { Handover } from '../../src/widget/reactHost';
import { readSelection } from '../../src/platform/inputSelection';
import { FIRST_PAINT_CSS, FIRST_PAINT_HTML, LOGO_PLACEHOLDER } from './firstPaint.generated';
import { isRtl, type Locale } from '../../src/i18n/locale';
import { overridesFor, parseStrings } from '../../src/i18n/strings';
import type { Translations } from '../../src/i18n/types';
import { isRecord } from '../../src/validation/isRecord';

export interface ElementProps {
  publicToken?: string;
  apiUrl?: string;
  config?: unknown;
  styles?: unknown;
  theme?: string;
  cookieOptions?: unknown;
  captchaScriptUrl?: string;
  strings?: unknown;
}

/** The element's language and its texts (null: English), as the loader resolved them. */
export interface PaintLocale {
  locale: Locale;
  translations: Translations | null;
}

export interface FirstPaint {
  /** What the user did on it, for React to carry on from. */
  handover(): Handover;
  /** Takes the painted nodes out (React renders in the same task). */
  remove(): void;
  /**
   * Shows the watermark (its place kept since the first frame) when the cached project settings say so, and takes it
   * out when they say not, as React's first render will. Called after the first frame: a page's first
   * `localStorage` read costs a synchronous trip to the browser process.
   */
  showCachedWatermark(): void;
}

/** Marks the painted nodes, so that React's render (which never carries it) is told apart in tests and tools. */
export const FIRST_PAINT_ATTRIBUTE = 'data-idp-first-paint';

const sameProducts = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

/**
 * The cached project settings' watermark flag, as the React render reads it before the bootstrap answers; undefined
 * when nothing is cached (React keeps the watermark's place until the answer).
 */
function cachedWatermark(publicToken: string): boolean | undefined {
  try {
    const cached = JSON.parse(localStorage.getItem(`${stateKey(publicToken)}::bootstrap`)!) as unknown;
    if (typeof cached === 'object' && cached !== null)
      return (cached as { displayWatermark?: unknown }).displayWatermark === true;
  } catch {
    // unreadable: as nothing cached
  }
  return undefined;
}

/**
 * Paints the first screen when the attributes describe one the loader knows (the default products, valid
 * attributes); returns null otherwise, and the element stays empty until React renders it (config errors
 * included, so their texts live in one place).
 */
export function paintFirstScreen(
  container: ShadowRoot | HTMLElement,
  props: ElementProps,
  language: PaintLocale = { locale: 'en', translations: null },
): FirstPaint | null {
  const publicToken = (props.publicToken ?? '').trim();
  const apiUrl = (props.apiUrl ?? '').trim();
  const captchaScriptUrl = (props.captchaScriptUrl ?? '').trim();
  if (!publicToken || (apiUrl && !isHttpUrl(apiUrl))) return null;
  if (captchaScriptUrl && !isHttpUrl(captchaScriptUrl)) return null;
  const config = parseConfig(props.config);
  if (config.error || !sameProducts(config.config.products, DEFAULT_CONFIG.products)) return null;
  const styles = schemeStyles(props.styles, props.theme);
  if (styles.error || parseCookieOptions(props.cookieOptions).error) return null;
  const theme = styles.theme;

  const template = document.createElement('template');
  template.innerHTML = FIRST_PAINT_HTML;
  const root = template.content;
  const logo = root.querySelector<HTMLImageElement>('img[part="logo"]');
  if (logo?.getAttribute('src') === LOGO_PLACEHOLDER && theme.logo.logoImageUrl)
    logo.src = theme.logo.logoImageUrl;
  else logo?.remove();
  if (theme.hideHeaderText) root.querySelector('[part="heading"]')?.remove();
  // The watermark's place is kept, invisible, from the first frame: the card does not grow when it shows.
  const watermark = root.querySelector<HTMLElement>('[part="watermark"]');
  if (watermark) watermark.style.visibility = 'hidden';

  localize(root, language, props.strings);

  const nodes: Node[] = Array.from(root.childNodes);
  for (const node of nodes) if (node instanceof Element) node.setAttribute(FIRST_PAINT_ATTRIBUTE, '');

  // Adopted, not <style>: a page's strict CSP cannot block them (src/theme/adopt.ts).
  const removeStyles = applyStyles(container, hostRule(theme, styles.dark) + FIRST_PAINT_CSS);
  container.append(...nodes);
  return handle(container, nodes, removeStyles, publicToken, watermark);
}

/**
 * Adopts the first screen a server rendered into the element's declarative shadow root (idp-elements/ssr): nothing
 * is painted again, so what the visitor typed, the caret and the focus stay where they are. Null when the shadow
 * root holds no server markup.
 */
export function adoptServerPaint(container: ShadowRoot | HTMLElement): FirstPaint | null {
  return container instanceof ShadowRoot && container.firstElementChild?.hasAttribute(FIRST_PAINT_ATTRIBUTE)
    ? handle(container, Array.from(container.children))
    : null;
}

function handle(
  container: ShadowRoot | HTMLElement,
  nodes: Node[],
  removeStyles?: () => void,
  publicToken = '',
  watermark?: HTMLElement | null,
): FirstPaint {
  let submitted = false;
  const onSubmit = (event: Event) => {
    // Sent once React is ready: the hand-over replays it, and React shows it under way.
    event.preventDefault();
    submitted = true;
  };
  for (const node of nodes) {
    if (node instanceof Element)
      for (const form of node.querySelectorAll('form')) form.addEventListener('submit', onSubmit);
  }

  return {
    handover() {
      const values: Record<string, string> = {};
      for (const node of nodes) {
        if (!(node instanceof Element)) continue;
        for (const input of node.querySelectorAll<HTMLInputElement>('input[name]')) {
          if (input.value) values[input.name] = input.value;
        }
      }
      const active = container instanceof ShadowRoot ? container.activeElement : document.activeElement;
      const focused =
        active instanceof HTMLInputElement && active.name && nodes.some((n) => n.contains(active))
          ? active
          : null;
      return { values, focus: focused ? { name: focused.name, ...readSelection(focused) } : null, submitted };
    },
    remove() {
      removeStyles?.();
      for (const node of nodes) node.parentNode?.removeChild(node);
    },
    showCachedWatermark() {
      const shown = watermark && cachedWatermark(publicToken);
      if (shown) watermark!.style.visibility = '';
      else if (shown === false) watermark!.remove();
    },
  };
}

/**
 * Puts the element's language into the painted markup (React's English render): the texts the first screen
 * shows, with the site's `strings` for them, and the card's `lang` and `dir`.
 */
function localize(root: DocumentFragment, { locale, translations }: PaintLocale, strings: unknown): void {
  const overrides = overridesFor(parseStrings(strings).strings, locale);
  if (!translations && Object.keys(overrides).length === 0) return;
  const text = (part: 'main' | 'email' | 'watermark', key: string): string | null => {
    const site = overrides[part];
    const own = isRecord(site) ? site[key] : undefined;
    if (typeof own === 'string') return own;
    return translations ? ((translations[part] as Record<string, unknown>)[key] as string) : null;
  };
  const set = (selector: string, value: string | null, apply: (el: Element, v: string) => void) => {
    const el = root.querySelector(selector);
    if (el && value !== null) apply(el, value);
  };
  const content = (el: Element, v: string) => (el.textContent = v);
  set('[part="container"]', locale, (el, v) => {
    el.setAttribute('lang', v);
    el.setAttribute('dir', isRtl(locale) ? 'rtl' : 'ltr');
  });
  set('[part="heading"]', text('main', 'header'), content);
  set('img[part="logo"]', text('main', 'logoAlt'), (el, v) => el.setAttribute('alt', v));
  set('label', text('email', 'label'), content);
  set('input[name="email"]', text('email', 'placeholder'), (el, v) => el.setAttribute('placeholder', v));
  set('button[type="submit"]', text('email', 'submit'), content);
  set('[part="watermark"]', text('watermark', 'poweredBy'), (el, v) => {
    if (el.firstChild?.nodeType === 3) el.firstChild.textContent = v;
  });
}
