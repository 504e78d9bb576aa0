/**
 * How the elements put CSS into their shadow roots so that a page's strict Content Security Policy
 * (`style-src 'self'`, no `'unsafe-inline'`) cannot block it: constructable stylesheets adopted by the root. CSP
 * governs `<style>` elements and `style` attributes, not the CSSOM. Where a browser cannot adopt, a `<style>`
 * carries the host's nonce. Small on purpose: the loader's first paint uses it (src/widget/useWidgetStyles.tsx
 * adds the nonce preference for the rendered widget).
 */

/** Where constructable stylesheets can be adopted (every evergreen browser since 2023). */
export function canAdopt(root: ShadowRoot | HTMLElement): root is ShadowRoot {
  return 'adoptedStyleSheets' in root;
}

/** The host element's nonce (the IDL property: browsers hide the attribute's value from the DOM once connected). */
export function nonceOf(root: ShadowRoot | HTMLElement): string {
  return (((root as ShadowRoot).host ?? root) as HTMLElement).nonce ?? '';
}

/** Adopts `sheet` into `root` after the sheets already there; returns the undo. */
export function adoptSheet(root: ShadowRoot, sheet: CSSStyleSheet): () => void {
  root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
  return () => {
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((s) => s !== sheet);
  };
}

/** A `<style>` element in `root`; `null` when the page's CSP refused it (and it was taken out again). */
export function styleElement(root: ShadowRoot | HTMLElement, css: string, nonce: string) {
  const style = document.createElement('style');
  if (nonce) style.nonce = nonce;
  style.textContent = css;
  root.append(style);
  // A connected inline style gets its sheet at insertion unless CSP refused it.
  if (style.sheet || !style.isConnected) return style;
  style.remove();
  return null;
}

/** Puts `css` into `root`, adopted where the browser can; returns the undo. */
export function applyStyles(root: ShadowRoot | HTMLElement, css: string): () => void {
  if (canAdopt(root)) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(css);
    return adoptSheet(root, sheet);
  }
  const style = styleElement(root, css, nonceOf(root));
  return () => style?.remove();
}
