/**
 * The script-tag build (`dist/idp-elements.iife.js`, the `IdpElements` global), for pages without modules. A classic
 * script can still `import()`: this one imports the module build from beside itself (`./esm/idp-elements.js`),
 * which defines the elements and paints their first screen at once, then fetches React, each product and each
 * language as chunks when they are needed, exactly as on a page that loads the module. Only what a redirect page
 * needs to finish a login without a module is inline: `IdpElements.createClient`.
 *
 * ```html
 * <script src="https://cdn.jsdelivr.net/npm/idp-elements@0.1.0/dist/idp-elements.iife.js"></script>
 * <script>
 *   const client = IdpElements.createClient({ publicToken: '…', apiUrl: '…' });
 * </script>
 * ```
 */
import type * as Elements from './index';

export { createClient, DEFAULT_SESSION_DURATION_MINUTES } from '../src/index-headless';
export { EVENT } from '../src/events/widgetEvents';

const MODULE = './esm/idp-elements.js';

function moduleUrl(): string {
  const script = typeof document === 'undefined' ? null : document.currentScript;
  const base = script instanceof HTMLScriptElement && script.src ? script.src : globalThis.location?.href;
  return new URL(MODULE, base).href;
}

/**
 * The module build, once it has defined the elements: its exports (the element classes, the `mount*` functions).
 * Rejects, after an `console.error` naming the URL, when the module is not beside the script.
 */
export const ready: Promise<typeof Elements> = (() => {
  const url = moduleUrl();
  const loading = import(/* @vite-ignore */ /* webpackIgnore: true */ url) as Promise<typeof Elements>;
  loading.catch((e: unknown) => {
    console.error(`idp-elements: the script-tag build could not load ${url} (keep dist/esm beside it).`, e);
  });
  return loading;
})();
