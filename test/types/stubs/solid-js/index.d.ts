// A stand-in for 'solid-js' (1.9 shape): `JSX` imported from ./jsx and re-exported as a type, as solid-js does.
import type { JSX } from './jsx';
export type { JSX };
