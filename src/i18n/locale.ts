/**
 * Which language an element speaks (issue 14): its `locale` attribute, else the `lang` of the element or its
 * nearest ancestor (across shadow roots: an element inside another component follows the page), else the visitor's
 * browser languages, else English. Only supported locales come out (./locales/load.ts); anything else is English.
 * Part of the loader, kept small: matching a tag to a locale is fetched only for a preference that is not English.
 */
export type { Locale } from './locales/load';
import type { Locale } from './locales/load';

/** The nearest `lang` attribute from `element` outwards, crossing shadow roots; null when none says. */
export function nearestLang(element: Element): string | null {
  let node: Element | null = element;
  while (node) {
    const lang = node.getAttribute('lang')?.trim();
    if (lang) return lang;
    node = node.parentElement ?? ((node.getRootNode() as Partial<ShadowRoot>).host || null);
  }
  return null;
}

/** An element's language preferences: the one the page names, or the browser's list. */
export interface Candidates {
  tags: readonly string[];
  /** The page (attribute or `lang`) named it: a language we lack then means English, not the browser's. */
  named: boolean;
}

export function languageCandidates(element: Element, attribute?: string | null): Candidates {
  const named = attribute?.trim() || nearestLang(element);
  if (named) return { tags: [named], named: true };
  const nav = typeof navigator === 'undefined' ? undefined : navigator;
  return { tags: (nav?.languages ?? [nav?.language ?? '']).filter(Boolean), named: false };
}

/** Right-to-left scripts among the supported locales. */
export const isRtl = (locale: Locale): boolean => locale === 'ar' || locale === 'he';
