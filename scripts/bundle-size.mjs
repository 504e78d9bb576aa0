// What `<idp-login>` (default products) loads from dist/esm before its first paint and before it is interactive,
// found by following the built files' own imports. Shared by `npm run bench` and the size-budget test.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

export const DIST = 'dist/esm';
export const ENTRY = join(DIST, 'idp-elements.js');

/**
 * Budgets (gzip -9 bytes) from issue 12; interactive raised by 0.5 KiB in issue 25 for the typography tokens and the
 * theme and cookie safety checks the first paint needs (they measured 91.9 → 92.5 KB); to 91 KiB in issue 26 for
 * adopting a server-rendered first screen (idp-elements/ssr; measured 92619 → 92734 bytes).
 */
// Before interactive: 91 KiB until 2026-11-27, when the step after the first factor (a second factor or a passkey
// offer cannot be skipped, so it is not lazy), the redirect page's token reading (it picks the first screen) and the
// rate-limit wording took it to 93,797 B; the lazy moves made that day (the 'later' chunk) saved 2,128 B of it.
export const BUDGET = { firstPaint: 15 * 1024, interactive: 92 * 1024 };

export const gzipSize = (file) => gzipSync(readFileSync(file), { level: 9 }).length;

const STATIC_IMPORT = /(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["'](\.[^"']+)["']/g;
const STATIC_REEXPORT = /export\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.[^"']+)["']/g;
const DYNAMIC_IMPORT = /import\(["'](\.[^"']+)["']\)/g;

/** A file and, recursively, its static imports. */
export function staticClosure(entry, seen = new Set()) {
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const pattern of [STATIC_IMPORT, STATIC_REEXPORT]) {
      for (const m of code.matchAll(pattern)) visit(resolve(dirname(file), m[1]));
    }
  };
  visit(resolve(entry));
  return seen;
}

/** The dynamic imports of `file` whose target's name starts with `prefix` (`widget`, `emailMagicLinks`…). */
function dynamicTargets(file, prefix) {
  const code = readFileSync(file, 'utf8');
  return [...code.matchAll(DYNAMIC_IMPORT)]
    .map((m) => resolve(dirname(file), m[1]))
    .filter((target) => target.split('/').pop().startsWith(`${prefix}-`));
}

/**
 * Before the first paint: the entry and its static imports. Before interactive: those, the React chunk the
 * loader imports, and the default product's Main form chunk, each with its static imports. `entry` may be the
 * React build's (dist/react/react.js), whose bare `react` imports the host provides.
 */
export function defaultLoginFiles(entry = ENTRY) {
  const dist = dirname(resolve(entry));
  const firstPaint = staticClosure(entry);
  const interactive = new Set(firstPaint);
  const widget = [...firstPaint].flatMap((f) => dynamicTargets(f, 'widget'));
  if (widget.length !== 1) throw new Error('the loader does not import exactly one widget chunk');
  staticClosure(widget[0], interactive);
  const form = dynamicTargets(widget[0], 'emailMagicLinks');
  if (form.length !== 1) throw new Error('the widget chunk does not import the magic-link form chunk');
  staticClosure(form[0], interactive);
  const sum = (files) => [...files].reduce((total, f) => total + gzipSize(f), 0);
  const name = (f) => relative(dist, f);
  return {
    firstPaint: { files: [...firstPaint].map(name), bytes: sum(firstPaint) },
    interactive: { files: [...interactive].map(name), bytes: sum(interactive) },
  };
}
