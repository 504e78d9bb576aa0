// Lazy chunk: the second factor after the first (config.mfaOptions) and authenticator-app enrolment.
export { TwoFactorScreen } from '../../screens/TwoFactor/TwoFactorScreen';
// <idp-account>'s two-factor section composes the enrolment views and calls (src/account/sections/TwoFactor.tsx).
export { CodesView, EnrollView } from '../../screens/TwoFactor/EnrollView';
export { authenticateTotp, createTotp, type TotpCreated } from '../../screens/TwoFactor/twoFactorApi';
export { errorMessage } from '../../screens/TwoFactor/errorText';
export { useTwoFactorMessages } from '../../screens/TwoFactor/useTwoFactor';
