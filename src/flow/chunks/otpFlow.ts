// Lazy chunk: the passcode entry and confirmation screens.
export { OtpAuthenticateScreen } from '../../screens/OTP/OtpAuthenticateScreen';
export { OtpConfirmationScreen } from '../../screens/OTP/OtpConfirmationScreen';
