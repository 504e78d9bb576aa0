// A stand-in for the part of svelte's types (svelte/elements, Svelte 4 and 5) that idp-elements/jsx/svelte uses,
// so the Svelte host type-checks with `tsc` alone: svelte-check reads an element's attributes from
// `SvelteHTMLElements[tag]`. Svelte's own interface also has a catch-all `[name: string]: { [name: string]: any }`
// for unknown tags; known tags are checked against their entry, as here.
export interface DOMAttributes<T extends EventTarget> {
  onclick?: ((event: MouseEvent & { currentTarget: EventTarget & T }) => unknown) | null;
}
export interface HTMLAttributes<T extends EventTarget> extends DOMAttributes<T> {
  class?: string | null;
  id?: string | null;
  lang?: string | null;
  style?: string | null;
  slot?: string | null;
}
export interface SvelteHTMLElements {
  div: HTMLAttributes<HTMLDivElement>;
}
