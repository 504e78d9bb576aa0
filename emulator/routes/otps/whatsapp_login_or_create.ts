import { endpoint } from '../../http/endpoint';
import { sendPhoneOtp, type PhoneOtpRequest } from '../../services/otps';
import { whatsappOtpSendBody } from '../schemas';

/**
 * `POST /sdk/v1/otps/whatsapp/login_or_create`: the SMS send over WhatsApp. Same steps, except that SMS opt-outs
 * (`unsubscribed_phone_numbers`) do not apply and there is no autofill. The phone keeps one method id, so a
 * WhatsApp code replaces an SMS code sent to the same number and vice versa.
 */
export default endpoint.project<PhoneOtpRequest>({
  method: 'POST',
  url: '/otps/whatsapp/login_or_create',
  schema: { body: whatsappOtpSendBody },
  handle: (ctx) => ({ ...sendPhoneOtp(ctx.deps, ctx.project, 'whatsapp', ctx.body, ctx.request) }),
});
