/** Defines a tag once: loading the bundle twice, or two copies of it, never throws "already defined". */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(tag)) customElements.define(tag, element);
}
