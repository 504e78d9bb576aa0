/**
 * r2wc's renderer for the loader: instead of React, `mount` paints the first screen at once (firstPaint.ts) and
 * fetches the React chunk, which then takes the shadow root over in one task. Attribute changes before React is
 * there are kept and handed over; a chunk that cannot be fetched shows a clear message in the card.
 */
import type { ComponentType } from 'react';
import type { R2WCRenderer } from '@r2wc/core';
import type { LoginWidgetProps } from '../../src/widget/LoginWidget';
import type * as ReactHost from '../../src/widget/reactHost';
import type { ReactHandle, WidgetKind } from '../../src/widget/reactHost';
import { adoptServerPaint, paintFirstScreen, type ElementProps, type FirstPaint } from './firstPaint';
import { failureIsCached, showLoadError } from './loadError';
import { preloadFirstScreenChunks } from './preload';
import { languageCandidates, type Candidates, type Locale } from '../../src/i18n/locale';
import { contrastReady, loadContrast } from '../../src/theme/parseStyles';
import { cachedTranslations, findLocale, knownLocale, loadTranslations } from '../../src/i18n/locales/index';

type HostModule = typeof ReactHost;

/** The React chunk. A seam for tests, which hold it back to act on the first paint. */
export const reactChunk = {
  load: (): Promise<HostModule> => import('../../src/widget/reactHost'),
};

interface Mounted {
  container: HTMLElement;
  props: LoginWidgetProps;
  paint: FirstPaint | null;
  react: ReactHandle | null;
  unmounted: boolean;
  /** Removes the load-error card, if shown. */
  clearError: (() => void) | null;
  /** The language the element speaks now (issue 14): its texts are at hand. */
  locale: Locale;
  /** The language preferences that locale was found for (the `locale` attribute, a `lang`, the browser's). */
  wanted: string;
  /** The first screen is the server's (idp-elements/ssr), adopted from the declarative shadow root. */
  adopted?: boolean;
  /** The props the loader last painted from (a copy: r2wc updates its props object in place). */
  painted?: Readonly<Record<string, unknown>>;
}

const hostOf = (container: HTMLElement | ShadowRoot): Element =>
  container instanceof ShadowRoot ? container.host : container;

const candidatesOf = (mounted: Pick<Mounted, 'container' | 'props'>): Candidates =>
  languageCandidates(hostOf(mounted.container), mounted.props.locale);
const keyOf = (c: Candidates): string => JSON.stringify(c);

/** The props React renders: the element's own, with its language and that language's texts. */
const withLanguage = (mounted: Mounted): LoginWidgetProps => ({
  ...mounted.props,
  resolvedLocale: mounted.locale,
  translations: cachedTranslations(mounted.locale) ?? null,
});

/** A page's `styles` need the contrast checks (a chunk) before the element shows them; a failed fetch skips them. */
const stylesReady = (mounted: Mounted): Promise<void> =>
  contrastReady(mounted.props.styles) ? Promise.resolve() : loadContrast().catch(() => undefined);

/** Everything the element's next render needs beyond React: its language's texts and its styles' checks. */
const ready = (mounted: Mounted): Promise<unknown> =>
  Promise.all([languageReady(mounted), stylesReady(mounted)]);

/**
 * Settles the element's language at once when that needs no download, and says whether the element can render
 * now (its styles need nothing fetched either).
 */
function atHand(mounted: Mounted): boolean {
  return languageAtHand(mounted) && contrastReady(mounted.props.styles);
}

/** Settles the element's language at once when that needs no download; true when it did. */
function languageAtHand(mounted: Mounted): boolean {
  const candidates = candidatesOf(mounted);
  const locale = knownLocale(candidates);
  if (locale === undefined || cachedTranslations(locale) === undefined) return false;
  mounted.locale = locale;
  mounted.wanted = keyOf(candidates);
  return true;
}

/** Resolves once the element's language is found and its texts loaded (the preference may change meanwhile). */
async function languageReady(mounted: Mounted): Promise<void> {
  for (;;) {
    const candidates = candidatesOf(mounted);
    const locale = await findLocale(candidates);
    await loadTranslations(locale);
    if (keyOf(candidatesOf(mounted)) === keyOf(candidates)) {
      mounted.locale = locale;
      mounted.wanted = keyOf(candidates);
      return;
    }
  }
}

/**
 * Every mounted element, so that a page changing a `lang` attribute (a language switcher) re-renders them in the
 * new language. One observer for the document, made when the first element mounts.
 */
const everyMounted = new Set<{ relocale(): void }>();
let langObserver: MutationObserver | null = null;
function watchLang(entry: { relocale(): void }): void {
  everyMounted.add(entry);
  if (langObserver || typeof MutationObserver === 'undefined') return;
  langObserver = new MutationObserver(() => {
    for (const e of everyMounted) e.relocale();
  });
  langObserver.observe(document.documentElement, {
    attributes: true,
    attributeFilter: ['lang'],
    subtree: true,
  });
}

/**
 * Whether `next` shows what `painted` showed: the same values, and JSON properties equal as JSON (r2wc parses a
 * JSON attribute into a new object each time it reports it).
 */
function samePaintProps(painted: Readonly<Record<string, unknown>>, next: object): boolean {
  const now = next as Record<string, unknown>;
  const keys = new Set([...Object.keys(painted), ...Object.keys(now)]);
  for (const key of keys) {
    const [a, b] = [painted[key], now[key]];
    if (a === b) continue;
    if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
    if (JSON.stringify(a) !== JSON.stringify(b)) return false;
  }
  return true;
}

/** r2wc's component argument: the loader has no component, only the kind of widget to hand over to. */
export const WIDGET = (() => null) as ComponentType<LoginWidgetProps>;

/**
 * Runs `fn` once the frame with the first paint is on screen: fetching and evaluating React earlier would hold
 * that frame back. Without animation frames (a hidden tab) it runs on a timer.
 */
function afterPaint(fn: () => void): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    fn();
  };
  if (typeof requestAnimationFrame === 'function') requestAnimationFrame(() => setTimeout(run, 0));
  setTimeout(run, 100);
}

export function lazyRenderer(kind: WidgetKind): R2WCRenderer<LoginWidgetProps, Mounted> {
  const mountedEntries = new WeakMap<Mounted, { relocale(): void }>();

  /**
   * The loader's first paint, in the element's language: at once when its texts are at hand (English, or loaded
   * before), else as soon as they arrive (small chunks, fetched beside React's) — never English first.
   */
  const paintNow = (mounted: Mounted): FirstPaint | null =>
    (mounted.paint = paintFirstScreen(mounted.container, mounted.props as ElementProps, {
      locale: mounted.locale,
      translations: cachedTranslations(mounted.locale) ?? null,
    }));
  const paint = (mounted: Mounted): void => {
    if (kind !== 'login') return;
    mounted.painted = { ...mounted.props };
    // Server-rendered: the visitor may be typing in it already. React takes over from it (in its language).
    const adopted = adoptServerPaint(mounted.container);
    if (adopted) {
      mounted.paint = adopted;
      mounted.adopted = true;
      return;
    }
    if (atHand(mounted)) {
      paintNow(mounted);
      return;
    }
    // Once ready, paint with what there is (English when the texts could not be fetched): never a second round
    // of waiting, which would loop for as long as the texts stay missing.
    void ready(mounted).then(() => {
      if (mounted.unmounted || mounted.react || mounted.paint || mounted.clearError) return;
      paintNow(mounted)?.showCachedWatermark();
    });
  };

  /** React renders the element's current props in its current language, once that language is loaded. */
  const render = (mounted: Mounted): void => {
    if (atHand(mounted)) return mounted.react?.update(withLanguage(mounted));
    void ready(mounted).then(() => {
      if (!mounted.unmounted) mounted.react?.update(withLanguage(mounted));
    });
  };

  /** A `lang` changed somewhere in the page: follow it when it changes this element's preferences. */
  const relocale = (mounted: Mounted): void => {
    if (mounted.unmounted || keyOf(candidatesOf(mounted)) === mounted.wanted) return;
    if (mounted.react) return render(mounted);
    if (mounted.paint) {
      mounted.paint.remove();
      mounted.paint = null;
      paint(mounted);
    }
  };

  const start = (mounted: Mounted): void => {
    Promise.all([reactChunk.load(), ready(mounted)])
      .then(async ([host]) => {
        await host.prepare(kind, mounted.props);
        await ready(mounted);
        if (mounted.unmounted) return;
        const paint = mounted.paint;
        mounted.paint = null;
        mounted.react = host.mountReact(
          mounted.container,
          kind,
          withLanguage(mounted),
          paint?.handover() ?? null,
          () => {
            paint?.remove();
            mounted.clearError?.();
          },
        );
        mounted.container.ownerDocument.defaultView?.performance?.mark?.('idp:interactive');
      })
      .catch(async (error: unknown) => {
        if (mounted.unmounted) return;
        console.error('idp-elements: the widget could not be loaded.', error);
        const reload = await failureIsCached(error);
        if (mounted.unmounted) return;
        mounted.paint?.remove();
        mounted.paint = null;
        mounted.clearError = showLoadError(
          mounted.container,
          mounted.props.styles,
          mounted.props.theme,
          () => {
            mounted.clearError?.();
            mounted.clearError = null;
            start(mounted);
          },
          reload,
          cachedTranslations(mounted.locale)?.loader,
        );
      });
  };

  return {
    mount(container, _component, props) {
      const mounted: Mounted = {
        container,
        props,
        paint: null,
        react: null,
        unmounted: false,
        clearError: null,
        locale: 'en',
        wanted: '',
      };
      const entry = { relocale: () => relocale(mounted) };
      mountedEntries.set(mounted, entry);
      watchLang(entry);
      paint(mounted);
      if (mounted.paint) container.ownerDocument.defaultView?.performance?.mark?.('idp:first-paint');
      afterPaint(() => {
        // The hints go in after the first frame too: a chunk arriving earlier would be compiled before it.
        if (mounted.paint) preloadFirstScreenChunks(reactChunk.load);
        mounted.paint?.showCachedWatermark();
        start(mounted);
      });
      return mounted;
    },
    update(mounted, props) {
      mounted.props = props;
      if (mounted.react) return render(mounted);
      // The server's paint holds what the visitor typed (and a parsed element's upgrade reports each attribute
      // once more): React renders any change.
      if (mounted.adopted) return;
      // A parsed element's upgrade reports each attribute once more, and then connects: the paint shows them all.
      if (mounted.painted && samePaintProps(mounted.painted, props)) return;
      // Before React: a change that the first paint does not show is React's to render.
      mounted.paint?.remove();
      mounted.paint = null;
      paint(mounted);
    },
    unmount(mounted) {
      mounted.unmounted = true;
      const entry = mountedEntries.get(mounted);
      if (entry) everyMounted.delete(entry);
      // After the current task's work: a React host (idp-elements/react shares its React) may be removing the
      // element inside its own commit, where unmounting another root synchronously is refused.
      const react = mounted.react;
      if (react) queueMicrotask(() => react.unmount());
      mounted.paint?.remove();
      mounted.clearError?.();
    },
  };
}
