import type { Theme } from './tokens';

/** Prefix of every custom property the widget reads. */
export const CSS_VAR_PREFIX = '--idp';

/** The custom property for a token path, e.g. `cssVar('colors', 'primary')` → `--idp-colors-primary`. */
export function cssVarName(...path: string[]): string {
  return `${CSS_VAR_PREFIX}-${path.map((p) => p.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)).join('-')}`;
}

/**
 * Windows High Contrast and other forced-colour modes: the browser replaces every colour with the user's few
 * system colours, drops backgrounds and shadows, and shows transparent borders. Rules under it use system
 * colours (CanvasText, ButtonText, GrayText, Highlight, Canvas), which are kept as given.
 */
export const FORCED = '@media (forced-colors: active)';

/** `var(--idp-…)` for use inside styled-components rules. */
export function v(...path: string[]): string {
  return `var(${cssVarName(...path)})`;
}

/** Flattens a theme into `[name, value]` custom-property pairs (booleans are not CSS and are skipped). */
export function themeToCssVars(theme: Theme): [string, string][] {
  const out: [string, string][] = [];
  const walk = (node: object, path: string[]): void => {
    for (const [key, value] of Object.entries(node)) {
      if (typeof value === 'string') out.push([cssVarName(...path, key), value]);
      else if (value && typeof value === 'object') walk(value, [...path, key]);
    }
  };
  walk(theme, []);
  return out;
}

// A URL token (the logo) is a CSS string, escaped: it can never end the declaration or the rule.
const declarations = (theme: Theme) =>
  themeToCssVars(theme)
    .map(
      ([name, value]) =>
        `${name}: ${name.endsWith('-url') ? JSON.stringify(value).replace(/</g, '\\3c ') : value};`,
    )
    .join(' ');

/**
 * The `:host { … }` rule that declares every token. Page CSS on the element itself still wins over it. With `dark`,
 * those tokens apply when the visitor prefers a dark colour scheme (`theme="auto"` and no theme from the page).
 */
export function hostRule(theme: Theme, dark: Theme | null = null): string {
  // max-width/min-width: in a flex or grid page the card narrows with a small screen instead of overflowing it.
  return (
    `:host { ${declarations(theme)} display: block; max-width: 100%; min-width: 0; } :host([hidden]) { display: none; }` +
    (dark ? ` @media (prefers-color-scheme: dark) { :host { ${declarations(dark)} } }` : '')
  );
}
