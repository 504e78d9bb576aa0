// Lazy chunk: Google One Tap, fetched only when a Google provider entry has `one_tap: true`. It stands in its
// product's folder (not src/flow/chunks/) because a screen of that product, the buttons' section, loads it.
export { OneTap } from '../oneTap/OneTap';
