// A stand-in for preact's JSX types (10.x): the JSXInternal namespace, exported as `JSX` by 'preact'.
export namespace JSXInternal {
  type Element = { type: unknown; props: unknown; key: unknown };
  interface ElementChildrenAttribute {
    children: unknown;
  }
  interface HTMLAttributes<RefType extends EventTarget = EventTarget> {
    children?: unknown;
    class?: string;
    id?: string;
    nonce?: string;
    ref?: { current: RefType | null } | ((instance: RefType | null) => void);
    onClick?: (event: MouseEvent & { currentTarget: RefType }) => void;
  }
  interface IntrinsicElements {
    div: HTMLAttributes<HTMLDivElement>;
  }
}
