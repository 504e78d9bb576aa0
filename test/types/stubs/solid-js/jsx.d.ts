// A stand-in for solid-js's JSX types (1.9): the JSX namespace with CustomEvents mapped to `on:*` props, as in
// solid-js/types/jsx.d.ts (also what 'solid-js/jsx-runtime' resolves to).
export namespace JSX {
  type Element = Node | ArrayElement | string | number | boolean | null | undefined;
  type ArrayElement = Element[];
  interface ElementChildrenAttribute {
    children: unknown;
  }
  type EventHandler<T, E extends Event> = (e: E & { currentTarget: T; target: globalThis.Element }) => void;
  // Augmented by libraries with their events; holds none here.
  interface CustomEvents {
    'solid-stub': Event;
  }
  type OnAttributes<T> = {
    [Key in keyof CustomEvents as `on:${Key}`]?: EventHandler<T, CustomEvents[Key]>;
  };
  interface DOMAttributes<T> extends OnAttributes<T> {
    children?: Element;
    ref?: T | ((el: T) => void);
  }
  interface HTMLAttributes<T> extends DOMAttributes<T> {
    class?: string;
    id?: string;
    nonce?: string;
  }
  interface IntrinsicElements {
    div: HTMLAttributes<HTMLDivElement>;
  }
}
