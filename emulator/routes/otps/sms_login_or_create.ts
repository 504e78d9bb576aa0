import { endpoint } from '../../http/endpoint';
import { sendPhoneOtp, type PhoneOtpRequest } from '../../services/otps';
import { smsOtpSendBody } from '../schemas';

/**
 * `POST /sdk/v1/otps/sms/login_or_create`: texts a 6-digit passcode to a phone number, creating the user if the
 * number is new. Steps: validate the number (E.164, country code, validity) → refuse an unsubscribed number →
 * rate limits → find or create the user and phone → replace the phone's code → "send" the SMS to the dev inbox
 * (with the WebOTP line when `enable_autofill`). Answers `method_id` (the phone_id), `user_id`, `user_created`.
 */
export default endpoint.project<PhoneOtpRequest>({
  method: 'POST',
  url: '/otps/sms/login_or_create',
  schema: { body: smsOtpSendBody },
  handle: (ctx) => ({ ...sendPhoneOtp(ctx.deps, ctx.project, 'sms', ctx.body, ctx.request) }),
});
