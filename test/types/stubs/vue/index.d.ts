// A stand-in for the part of vue's types (3.5) that idp-elements/jsx/vue uses, so the Vue host type-checks with
// `tsc` alone. Same names and shapes as vue's own: the GlobalComponents interface and the EmitFn helper.
export interface GlobalComponents {
  Teleport: new () => { $props: { to: string } };
}
export interface HTMLAttributes {
  class?: unknown;
  style?: unknown;
  id?: string;
  onClick?: (payload: MouseEvent) => void;
}
export type PublicProps = { key?: PropertyKey; ref?: unknown };
type UnionToIntersection<U> = (U extends unknown ? (k: U) => void : never) extends (k: infer I) => void
  ? I
  : never;
export type EmitFn<Options> = UnionToIntersection<
  {
    [Event in keyof Options]: Options[Event] extends (...args: infer Args) => unknown
      ? (event: Event, ...args: Args) => void
      : never;
  }[keyof Options]
>;
