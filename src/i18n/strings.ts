/**
 * Reading the `strings` attribute/property (issue 14): JSON text or an object of texts per locale. Part of the
 * loader (the first paint shows a site's own heading); laying the texts over the built-in ones is overrides.ts.
 */
import { isRecord } from '../validation/isRecord';
import type { Locale } from './locale';

export interface ParsedStrings {
  strings: Record<string, unknown> | null;
  warnings: string[];
}

/** Reads the attribute's JSON text or the property's object. Malformed input warns and means "no overrides". */
export function parseStrings(raw: unknown): ParsedStrings {
  if (raw === undefined || raw === null || raw === '') return { strings: null, warnings: [] };
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw) as unknown;
    } catch (e) {
      return {
        strings: null,
        warnings: [
          `the strings attribute is not valid JSON (${(e as Error).message}); showing the built-in texts.`,
        ],
      };
    }
  }
  if (!isRecord(value))
    return {
      strings: null,
      warnings: ['strings must be an object of texts per locale; showing the built-in texts.'],
    };
  return { strings: value, warnings: [] };
}

/** The overrides for one locale: its exact tag, else its language (`pt` for pt-BR). */
export function overridesFor(
  strings: Record<string, unknown> | null,
  locale: Locale,
): Record<string, unknown> {
  if (!strings) return {};
  const exact = strings[locale];
  const language = strings[locale.split('-')[0]!];
  return isRecord(exact) ? exact : isRecord(language) ? language : {};
}
