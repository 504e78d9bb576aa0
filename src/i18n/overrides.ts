/**
 * Site-supplied texts (the `strings` attribute/property, issue 14): any text, per locale, in place of the built-in
 * one — `{"en": {"main": {"header": "Welcome back"}}, "fr": {…}}`. A text that takes values (an email address, a
 * count) is written with positional placeholders: `"sentTo": "We emailed {0}."`. What does not fit the English
 * table (an unknown key, a list of the wrong length, a non-text) is ignored with a console warning.
 */
import { isRecord } from '../validation/isRecord';
import type { Locale } from './locale';
import type { Translations } from './types';

type Texts<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => string
    ? string
    : T[K] extends readonly string[]
      ? string[]
      : T[K] extends string
        ? string
        : Texts<T[K]>;
};

/** The `strings` property: per locale tag (`en`, `fr`, `pt-BR` …, or a bare language such as `pt`), any texts. */
export type StringOverrides = Partial<Record<Locale | (string & {}), Texts<Translations>>>;

/** A text with `{0}`, `{1}` … filled from the call's arguments. */
const template =
  (text: string) =>
  (...args: unknown[]): string =>
    text.replace(/\{(\d+)\}/g, (whole, i: string) =>
      Number(i) < args.length ? String(args[Number(i)]) : whole,
    );

/**
 * `base` with `override`'s texts in place. `path` names the spot for warnings (`strings.fr.main`); with
 * `known: false`, keys the base lacks are skipped silently (the part of a table that lives in another chunk).
 */
export function applyOverrides<T>(
  base: T,
  override: unknown,
  path: string,
  warnings: string[],
  known = true,
): T {
  if (!isRecord(override)) return base;
  const out: Record<string, unknown> = { ...(base as Record<string, unknown>) };
  for (const [key, value] of Object.entries(override)) {
    const where = `${path}.${key}`;
    if (!Object.prototype.hasOwnProperty.call(out, key)) {
      if (known) warnings.push(`${where} is not a text of idp-elements; ignored.`);
      continue;
    }
    const current = out[key];
    if (typeof current === 'string') {
      if (typeof value === 'string') out[key] = value;
      else warnings.push(`${where} must be text; ignored.`);
    } else if (typeof current === 'function') {
      if (typeof value === 'string') out[key] = template(value);
      else warnings.push(`${where} must be text (with {0}, {1} … for its values); ignored.`);
    } else if (Array.isArray(current)) {
      if (
        Array.isArray(value) &&
        value.length === current.length &&
        value.every((v) => typeof v === 'string')
      )
        out[key] = value;
      else warnings.push(`${where} must be a list of ${current.length} texts; ignored.`);
    } else if (isRecord(current)) {
      out[key] = applyOverrides(current, value, where, warnings, known);
    }
  }
  return out as T;
}
