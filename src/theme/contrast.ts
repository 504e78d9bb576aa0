/**
 * WCAG 2 contrast of theme colours, so that colours a page leaves unset stay readable on the background it sets
 * (docs/theming.md). Only what can be parsed here counts: `#rgb`, `#rgba`, `#rrggbb`, `#rrggbbaa`, `rgb()`/`rgba()`,
 * `hsl()`/`hsla()`, `white`, `black` and `transparent`. Anything else (`var()`, `color-mix()`, other names) is
 * unknown: never derived from, never warned about. A chunk of its own, fetched only for pages that give `styles`
 * (parseStyles.ts `loadContrast`).
 */
import { DARK_THEME, DEFAULT_THEME, type Theme } from './tokens';
import { isRecord } from '../validation/isRecord';

/** sRGB channels 0–255 and alpha 0–1. */
export type Rgba = [number, number, number, number];

/** WCAG AA for normal text. */
export const AA = 4.5;

const NAMED: Record<string, string> = { white: '#fff', black: '#000', transparent: '#0000' };

/** The colour `text` names, or null when it is not one of the forms above. */
export function parseColor(text: string): Rgba | null {
  const s = text.trim().toLowerCase();
  const hex = (Object.hasOwn(NAMED, s) ? NAMED[s] : undefined) ?? s;
  if (/^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/.test(hex)) {
    const digits = hex.length < 6 ? [...hex.slice(1)].map((d) => d + d) : hex.slice(1).match(/../g)!;
    const [r, g, b, a = 255] = digits.map((d) => parseInt(d, 16));
    return [r!, g!, b!, a / 255];
  }
  const [, fn, args = ''] = /^(rgb|hsl)a?\(([^()]*)\)$/.exec(s) ?? [];
  const parts = args.split(/[\s,/]+/).filter(Boolean);
  const n = parts.map((p) => Number(p.replace(/%$|deg$/, '')));
  if (!fn || parts.length < 3 || parts.length > 4 || n.some(isNaN)) return null;
  const pct = (i: number) => parts[i]?.endsWith('%');
  let [x, y, z, a = 1] = n as [number, number, number, number?];
  if (pct(3)) a /= 100;
  if (fn === 'hsl') {
    const l = z / 100;
    const k = (y / 100) * Math.min(l, 1 - l);
    [x, y, z] = [0, 8, 4].map((o) => {
      const t = (((o + x / 30) % 12) + 12) % 12;
      return 255 * (l - k * Math.max(-1, Math.min(t - 3, 9 - t, 1)));
    }) as [number, number, number];
  } else {
    [x, y, z] = [x, y, z].map((c, i) => (pct(i) ? c * 2.55 : c)) as [number, number, number];
  }
  const clamp = (c: number, max: number) => Math.min(max, Math.max(0, c));
  return [clamp(x, 255), clamp(y, 255), clamp(z, 255), clamp(a, 1)];
}

/** `top` painted over `bottom` (alpha compositing); opaque when `bottom` is. */
export const over = (top: Rgba, bottom: Rgba) =>
  top.map((c, i) => (i < 3 ? c : 1) * top[3] + bottom[i]! * (1 - top[3])) as Rgba;

/** WCAG relative luminance of an opaque colour, + 0.05. */
const lum = (c: Rgba) =>
  [0.2126, 0.7152, 0.0722].reduce((sum, w, i) => {
    const v = c[i]! / 255;
    return sum + w * (v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  }, 0.05);

/** WCAG contrast ratio (1–21) of `text` on the opaque `background`; a translucent text is composited first. */
export function contrast(text: Rgba, background: Rgba): number {
  const a = lum(over(text, background));
  const b = lum(background);
  return a > b ? a / b : b / a;
}

/**
 * A text colour readable on `background` (opaque): `own` when it reaches AA, else `alternative` (the other
 * preset's token), else `own` moved towards black or white (whichever the background contrasts more with) in
 * steps of a tenth until it does. `tinted`: the text also sits on an 8% tint of itself (the error and success
 * banners). Returns null to keep `own`, and when `own` cannot be parsed.
 */
export function readableOn(
  background: Rgba,
  own: string,
  alternative: string,
  tinted = false,
): string | null {
  const ratio = (c: Rgba) =>
    Math.min(contrast(c, background), tinted ? contrast(c, over([c[0], c[1], c[2], 0.08], background)) : AA);
  const start = parseColor(own);
  if (!start || ratio(start) >= AA) return null;
  const alt = parseColor(alternative);
  if (alt && ratio(alt) >= AA) return alternative;
  const base = over(start, background);
  const pole = lum(background) > 0.23 ? 0 : 255;
  let step = base;
  for (let i = 1; i <= 10 && ratio(step) < AA; i++)
    step = base.map((c, j) => (j < 3 ? Math.round(c + ((pole - c) * i) / 10) : 1)) as Rgba;
  return (
    '#' +
    step
      .slice(0, 3)
      .map((c) => c.toString(16).padStart(2, '0'))
      .join('')
  );
}

/** Each text colour and the background it sits on, as theme paths. */
const PAIRS = [
  'colors.primary container.backgroundColor',
  'colors.secondary container.backgroundColor',
  'colors.success container.backgroundColor',
  'colors.error container.backgroundColor',
  'buttons.primary.textColor buttons.primary.backgroundColor',
  'buttons.secondary.textColor buttons.secondary.backgroundColor',
  'inputs.textColor inputs.backgroundColor',
  'inputs.placeholderColor inputs.backgroundColor',
].map((pair) => pair.split(' ') as [string, string]);

const at = (node: unknown, path: string) =>
  path.split('.').reduce<unknown>((o, key) => (isRecord(o) ? o[key] : undefined), node) as string;

/**
 * WCAG AA whatever the page's theme: the `colors` the page left unset become readable on the card's background
 * (`readableOn`: the theme's own value, the other preset's, or a lighter or darker one), and a text colour below
 * 4.5:1 on its background, where the page set either, is reported (once per element: the widget logs `warnings`).
 */
export function keepReadable(
  theme: Theme,
  raw: Record<string, unknown>,
  base: Theme,
  warnings: string[],
): Theme {
  const set = (path: string) => at(raw, path) === at(theme, path);
  const parsed = parseColor(theme.container.backgroundColor);
  // A translucent card shows the page through it: its colour is not known here.
  const card = parsed && parsed[3] === 1 ? parsed : null;
  const other = base === DARK_THEME ? DEFAULT_THEME : DARK_THEME;
  const colors = { ...theme.colors };
  for (const key of ['primary', 'secondary', 'success', 'error'] as const) {
    if (card && !set(`colors.${key}`))
      colors[key] =
        readableOn(card, colors[key], other.colors[key], key === 'error' || key === 'success') ?? colors[key];
  }
  const out = { ...theme, colors };
  for (const [text, background] of PAIRS) {
    const fg = parseColor(at(out, text));
    const bg = parseColor(at(out, background));
    const under = bg && (bg[3] === 1 ? bg : card && over(bg, card));
    if (!fg || !under || !(set(text) || set(background))) continue;
    const ratio = Math.floor(contrast(fg, under) * 100) / 100;
    if (ratio < AA)
      warnings.push(
        `styles.${text} ${at(out, text)} on styles.${background} ${at(out, background)} has a contrast of ${ratio}:1, below the 4.5:1 WCAG AA asks of text.`,
      );
  }
  return out;
}
