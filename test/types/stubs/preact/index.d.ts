// A stand-in for 'preact' (10.x shape): `JSX` is an alias of the JSXInternal namespace, as in preact's own types.
import { JSXInternal } from './jsx';
export import JSX = JSXInternal;
