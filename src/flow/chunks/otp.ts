// Lazy chunk: the one-time-passcode product's Main forms (Text, WhatsApp, Email), and the client's OTP area they
// call (no waterfall).
import '../../client/otps';
export { OtpEmailForm } from '../../screens/OTP/OtpEmailForm';
export { PhoneOtpForm } from '../../screens/OTP/PhoneOtpForm';
export { PhoneField } from '../../components/PhoneField';
