// Lazy chunk: Google One Tap, fetched only when a Google provider entry has `one_tap: true`.
export { OneTap } from '../../screens/OAuth/oneTap/OneTap';
