import { DEFAULT_THEME, type Theme } from './tokens';
import { isRecord } from '../validation/isRecord';

export interface ParsedStyles {
  theme: Theme;
  /** The attribute could not be used at all (not JSON, not an object). */
  error: string | null;
  /** Keys that were ignored, with the reason. */
  warnings: string[];
}

/**
 * A CSS value must not be able to close its declaration or rule: no `;`, braces, angle brackets, backslashes or
 * comments. Anything else (colours, lengths, font stacks, `var()`) passes.
 */
const SAFE_CSS_VALUE = /^[^;{}<>\\]*$/;

function mergeInto(
  base: Record<string, unknown>,
  raw: Record<string, unknown>,
  path: string,
  warnings: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(raw)) {
    const name = path ? `${path}.${key}` : key;
    const current = base[key];
    if (current === undefined) {
      warnings.push(`styles.${name} is not a theme option; it was ignored.`);
    } else if (isRecord(current)) {
      if (isRecord(value)) out[key] = mergeInto(current, value, name, warnings);
      else warnings.push(`styles.${name} must be an object; it was ignored.`);
    } else if (typeof current === 'boolean') {
      if (typeof value === 'boolean') out[key] = value;
      else warnings.push(`styles.${name} must be true or false; it was ignored.`);
    } else if (typeof value !== 'string') {
      warnings.push(`styles.${name} must be a string; it was ignored.`);
    } else if (name === 'logo.logoImageUrl') {
      if (value === '' || isImageUrl(value)) out[key] = value;
      else warnings.push(`styles.${name} must be an http(s) or relative URL; it was ignored.`);
    } else if (!SAFE_CSS_VALUE.test(value) || value.includes('/*')) {
      warnings.push(`styles.${name} is not a safe CSS value; it was ignored.`);
    } else {
      out[key] = value;
    }
  }
  return out;
}

function isImageUrl(value: string): boolean {
  try {
    const url = new URL(value, 'http://relative.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Merges the `styles` attribute (JSON text or object) over the default theme. Never throws. */
export function parseStyles(raw: unknown, base: Theme = DEFAULT_THEME): ParsedStyles {
  const warnings: string[] = [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { theme: base, error: null, warnings };
    try {
      value = JSON.parse(raw);
    } catch (e) {
      return { theme: base, error: (e as Error).message, warnings };
    }
  }
  if (value === undefined || value === null) return { theme: base, error: null, warnings };
  if (!isRecord(value)) return { theme: base, error: 'it must be a JSON object', warnings };
  const theme = mergeInto(
    base as unknown as Record<string, unknown>,
    value,
    '',
    warnings,
  ) as unknown as Theme;
  return { theme, error: null, warnings };
}
