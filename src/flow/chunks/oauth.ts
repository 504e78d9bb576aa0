// Lazy chunk: the oauth product (Main's social buttons with their marks, the bare One Tap slot). The client's OAuth
// area the buttons call is a chunk of its own (a redirect page's headless authenticate needs no React); the
// registry fetches it beside this one. One Tap is a chunk of its own too (./oneTap).
export { BareOneTap, OAuthSection, preloadOneTap } from '../../screens/OAuth/OAuthSection';
