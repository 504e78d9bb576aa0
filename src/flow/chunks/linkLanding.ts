// Lazy chunk: `<idp-login>` on a redirect page (an emailed link or a social sign-in in the address).
export { LinkLandingScreen } from '../../screens/LinkLanding/LinkLandingScreen';
export { LinkNote } from '../../screens/LinkLanding/LinkNote';
