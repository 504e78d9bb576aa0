// The pages `npm run bench` loads: plain HTML (the physical limit), the stack floor, `<idp-login>`, and
// `<idp-login>` server-rendered (idp-elements/ssr: its first screen in a declarative shadow root).
/**
 * @param {string} origin the bench server, which also stands in for the provider's API
 * @param {(tag: string, attributes: Record<string, string>) => string} renderElementHTML idp-elements/ssr's
 */
export function pages(origin, renderElementHTML) {
  const attributes = { 'public-token': 'public-token-test-bench', 'api-url': `${origin}/api` };
  return {
    plain: `<!doctype html><meta charset="utf-8"><title>plain</title>
<div style="width:400px;padding:32px;border:1px solid #adbcc5;border-radius:8px;font-family:Arial">
<input type="email" aria-label="Email" style="width:100%;height:45px;box-sizing:border-box"></div>`,
    floor: `<!doctype html><meta charset="utf-8"><title>floor</title>
<script type="module" src="/bench/floor.js"></script><x-floor></x-floor>`,
    'idp-login': `<!doctype html><meta charset="utf-8"><title>idp-login</title>
<script type="module" src="/dist/esm/idp-elements.js"></script>
<idp-login public-token="public-token-test-bench" api-url="${origin}/api"></idp-login>`,
    'idp-login-ssr': `<!doctype html><meta charset="utf-8"><title>idp-login, server-rendered</title>
${renderElementHTML('idp-login', attributes)}
<script type="module" src="/dist/esm/idp-elements.js"></script>`,
  };
}

/**
 * Runs in each page before its scripts: the first frame with a visible email input, when React took over, and the
 * layout shift.
 */
export const MEASURE = `(() => {
  const b = (window.__bench = { cls: 0 });
  // Cumulative layout shift over the load, the hand-over to React included.
  try {
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) if (!e.hadRecentInput) b.cls += e.value;
    }).observe({ type: 'layout-shift', buffered: true });
  } catch {}
  const find = () => {
    for (const host of document.querySelectorAll('idp-login, x-floor')) {
      const input = host.shadowRoot && host.shadowRoot.querySelector('input[type=email]');
      if (input) return input;
    }
    return document.querySelector('input[type=email]');
  };
  const tick = () => {
    const input = find();
    if (!b.paint && input && input.getBoundingClientRect().height > 0) b.paint = performance.now();
    if (b.paint && !b.interactive) {
      if (!document.querySelector('idp-login')) b.interactive = b.paint;
      else if (performance.getEntriesByName('idp:interactive').length) b.interactive = performance.now();
    }
    if (!b.interactive) requestAnimationFrame(tick);
  };
  requestAnimationFrame(tick);
})();`;
