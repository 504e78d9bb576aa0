// Lazy chunk: the second factor after the first (config.mfaOptions) and authenticator-app enrolment.
export { TwoFactorScreen } from '../../screens/TwoFactor/TwoFactorScreen';
