// Lazy chunk: Google One Tap (SPEC §4), fetched only when a Google provider entry has `one_tap: true`.
export { OneTap } from '../../screens/OAuth/oneTap/OneTap';
