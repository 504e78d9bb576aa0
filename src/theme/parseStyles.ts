import { DARK_THEME, DEFAULT_THEME, type Theme } from './tokens';
import { isRecord } from '../validation/isRecord';
import { OBJECT_TEXT } from '../config/config';

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
const SAFE_CSS_VALUE = /^[^;{}<>\\@]*$/;

/**
 * Theme values are colours, lengths and font stacks: the only CSS functions they may use are colour and math
 * functions and `var()`. Anything else (`url()`, `image-set()`, `attr()`, `expression()`…) could make the browser
 * fetch or evaluate something, and is refused.
 */
const ALLOWED_FUNCTIONS = new Set([
  'rgb',
  'rgba',
  'hsl',
  'hsla',
  'hwb',
  'lab',
  'lch',
  'oklab',
  'oklch',
  'color',
  'color-mix',
  'light-dark',
  'var',
  'calc',
  'min',
  'max',
  'clamp',
]);

/**
 * True when a quote or parenthesis is left open (or a `)` closes nothing): CSS would read on past the value, and
 * an open `"`, `'` or `(` swallows the rest of the `:host` rule. A line break inside quotes ends a string badly.
 */
function unbalanced(value: string): boolean {
  // Whole strings out first: a quote left over (or a line break inside one) is unbalanced.
  const rest = value.replace(/"[^"\n\r\f]*"|'[^'\n\r\f]*'/g, '');
  let depth = /["']/.test(rest) ? -1 : 0;
  for (const ch of rest) if (depth >= 0) depth += ch === '(' ? 1 : ch === ')' ? -1 : 0;
  return depth !== 0;
}

/** Why a theme value is refused, or null when it is a plain colour, length or font value. */
export function unsafeCssValue(value: string): string | null {
  if (!SAFE_CSS_VALUE.test(value) || value.includes('/*'))
    return 'it may not contain ; { } < > \\ @ or comments';
  if (unbalanced(value)) return 'its quotes or parentheses are not balanced';
  for (const match of value.matchAll(/([a-zA-Z_-][\w-]*)\s*\(/g)) {
    const name = match[1]!.toLowerCase();
    if (!ALLOWED_FUNCTIONS.has(name)) return `${name}() is not allowed (only colours, lengths and fonts)`;
  }
  return null;
}

function mergeInto(
  base: Record<string, unknown>,
  raw: Record<string, unknown>,
  path: string,
  warnings: string[],
): Record<string, unknown> {
  const out: Record<string, unknown> = { ...base };
  for (const [key, value] of Object.entries(raw)) {
    const name = path ? `${path}.${key}` : key;
    const current = Object.hasOwn(base, key) ? base[key] : undefined;
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
      else warnings.push(`styles.${name} must be an http(s), relative or data:image URL; it was ignored.`);
    } else if (unsafeCssValue(value)) {
      warnings.push(
        `styles.${name} = ${JSON.stringify(value.slice(0, 80))} was ignored: ${unsafeCssValue(value)}.`,
      );
    } else {
      out[key] = value;
    }
  }
  return out;
}

function isImageUrl(value: string): boolean {
  // (the stylesheet writes it as an escaped CSS string: cssVars.ts)
  if (/^data:image\/[a-z0-9.+-]+(;base64)?,[a-z0-9+/=%._~-]*$/i.test(value)) return true;
  try {
    const url = new URL(value, 'http://relative.invalid/');
    return url.protocol === 'http:' || url.protocol === 'https:';
  } catch {
    return false;
  }
}

/** Merges the `styles` attribute (JSON text or object) over the default theme. Never throws. */
type Readable = (theme: Theme, raw: Record<string, unknown>, base: Theme, warnings: string[]) => Theme;
let readable: Readable | null = null;

/**
 * The contrast checks (./contrast.ts) are a chunk of their own: only a page that gives `styles` needs them (the
 * built-in themes meet AA). The loader fetches them before it paints or renders such an element; without them a
 * page's styles apply as given.
 */
export function loadContrast(): Promise<void> {
  return import('./contrast').then((m) => {
    readable = m.keepReadable;
  });
}

/** True when an element with these `styles` can be painted now (no styles, or the contrast checks are here). */
export const contrastReady = (styles: unknown): boolean =>
  readable !== null || styles === undefined || styles === null || styles === '';

export function parseStyles(raw: unknown, base: Theme = DEFAULT_THEME): ParsedStyles {
  const warnings: string[] = [];
  let value: unknown = raw;
  if (typeof raw === 'string') {
    if (raw.trim() === '') return { theme: base, error: null, warnings };
    if (raw === '[object Object]') return { theme: base, error: OBJECT_TEXT, warnings };
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
  return { theme: readable ? readable(theme, value, base, warnings) : theme, error: null, warnings };
}

/** The `theme` attribute: `light`, `dark`, or `auto` (the default: the visitor's preference). */
export type ColorScheme = 'light' | 'dark' | 'auto';

/**
 * The theme from the `styles` and `theme` attributes: `dark` starts from the dark theme; `auto` also returns the
 * dark theme as `dark` for visitors who prefer it, when the page gives no theme of its own.
 */
export function schemeStyles(raw: unknown, scheme: unknown): ParsedStyles & { dark: Theme | null } {
  const name = typeof scheme === 'string' ? scheme.trim().toLowerCase() : '';
  const known = name === 'light' || name === 'dark' || name === 'auto';
  const parsed = parseStyles(raw, name === 'dark' ? DARK_THEME : DEFAULT_THEME);
  if (name && !known)
    parsed.warnings.push(
      `the theme attribute must be light, dark or auto, not ${JSON.stringify(scheme)}; using auto.`,
    );
  const given = raw !== undefined && raw !== null && !(typeof raw === 'string' && raw.trim() === '');
  return { ...parsed, dark: (name === 'auto' || !known) && !given ? DARK_THEME : null };
}
