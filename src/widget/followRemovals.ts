/** r2wc's own symbols (global, `Symbol.for`): an element's props and its render. */
const R2WC_PROPS = Symbol.for('r2wc.props');
const R2WC_RENDER = Symbol.for('r2wc.render');

/**
 * A removed attribute restores its default. The custom-element wrapper (r2wc) ignores removals and keeps the
 * removed value (a removed `theme="dark"` would stay dark), so the element's prop is dropped and the element
 * rendered again; a removal before this runs is caught up at once. A chunk of its own, loaded once React has
 * taken over, so neither the first paint's code nor the first screen's grows. Returns the way to stop watching.
 */
export function followRemovals(container: ShadowRoot | HTMLElement): () => void {
  const host = container instanceof ShadowRoot ? container.host : container;
  const element = host as unknown as Record<symbol, unknown>;
  const props = element[R2WC_PROPS] as Record<string, unknown> | undefined;
  const attributes = (host.constructor as { observedAttributes?: string[] }).observedAttributes ?? [];
  if (!props || !attributes.length || typeof MutationObserver === 'undefined') return () => undefined;
  const sync = () => {
    let changed = false;
    for (const attribute of attributes) {
      const name = attribute.replace(/-([a-z])/g, (_, c: string) => c.toUpperCase());
      if (host.hasAttribute(attribute) || props[name] === undefined) continue;
      delete props[name];
      changed = true;
    }
    if (changed) (element[R2WC_RENDER] as (() => void) | undefined)?.call(host);
  };
  sync();
  const observer = new MutationObserver(sync);
  observer.observe(host, { attributes: true, attributeFilter: attributes });
  return () => observer.disconnect();
}
