/**
 * The element class where the DOM exists; on a server (Node, Deno, Bun during SSR) a stand-in whose construction
 * explains itself, so that importing the package never throws (issue 13).
 */
export function browserElement(make: () => CustomElementConstructor): CustomElementConstructor {
  if (typeof HTMLElement !== 'undefined') return make();
  return class ServerStandIn {
    constructor() {
      throw new Error(
        'idp-elements: the elements need a browser (customElements); render them on the client.',
      );
    }
  } as unknown as CustomElementConstructor;
}

/** Defines a tag once: loading the bundle twice, or two copies of it, never throws "already defined". */
export function defineOnce(tag: string, element: CustomElementConstructor): void {
  if (typeof customElements === 'undefined') return;
  if (!customElements.get(tag)) customElements.define(tag, element);
}
