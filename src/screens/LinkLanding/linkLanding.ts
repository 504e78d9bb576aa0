// Lazy chunk: `<idp-login>` on a redirect page (an emailed link or a social sign-in in the address). It stands in
// its product's folder (not src/flow/chunks/) because a screen, "Check your email", loads its LinkNote too.
export { LinkLandingScreen } from './LinkLandingScreen';
export { LinkNote } from './LinkNote';
