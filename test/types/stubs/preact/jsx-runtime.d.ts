// A stand-in for 'preact/jsx-runtime' (10.x shape), where `jsxImportSource: "preact"` finds the JSX namespace.
import type { JSXInternal } from './jsx';
export type { JSXInternal as JSX };
export declare function jsx(type: unknown, props: unknown, key?: unknown): JSXInternal.Element;
export declare function jsxs(type: unknown, props: unknown, key?: unknown): JSXInternal.Element;
export declare function Fragment(props: { children?: unknown }): JSXInternal.Element;
