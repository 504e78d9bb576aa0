// Lazy chunk: the one-time-passcode product's Main forms (Text, WhatsApp, Email).
export { OtpEmailForm } from '../../screens/Main/OtpEmailForm';
export { PhoneOtpForm } from '../../screens/Main/PhoneOtpForm';
