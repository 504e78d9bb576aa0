import { endpoint } from '../../http/endpoint';
import { sendEmailOtp, sendPhoneOtp, type EmailOtpRequest, type PhoneOtpRequest } from '../../services/otps';
import { attachDestination } from '../../services/server-users';
import { emailOtpSendBody, smsOtpSendBody, whatsappOtpSendBody } from '../schemas';

/**
 * `POST /sdk/v1/otps/email/send/secondary` (docs/protocol.md#the-calls "OTP send"): the logged-in user adds an
 * email address, or proves one they have. Steps: the session (Basic header) → the address joins the session user,
 * unverified, when it is new (`duplicate_email` when another user has it) → the email send's own steps (validation,
 * rate limits, the dev inbox). `POST /otps/authenticate` with the same session then verifies the address and adds
 * the `email` factor to that session. Answers `method_id` (the email_id), `user_id`, `user_created: false`.
 */
export const emailSecondary = endpoint.session<EmailOtpRequest>({
  method: 'POST',
  url: '/otps/email/send/secondary',
  schema: { body: emailOtpSendBody },
  handle(ctx) {
    const { deps, project, body, session } = ctx;
    return deps.store.transaction(() => {
      attachDestination(deps, project, session.user.user_id, { email: body.email });
      return { ...sendEmailOtp(deps, project, body, ctx.request) };
    });
  },
});

/** `POST /sdk/v1/otps/{sms,whatsapp}/send/secondary`: the same for a phone number, by text message or WhatsApp. */
function phoneSecondary(channel: 'sms' | 'whatsapp') {
  return endpoint.session<PhoneOtpRequest>({
    method: 'POST',
    url: `/otps/${channel}/send/secondary`,
    schema: { body: channel === 'sms' ? smsOtpSendBody : whatsappOtpSendBody },
    handle(ctx) {
      const { deps, project, body, session } = ctx;
      return deps.store.transaction(() => {
        attachDestination(deps, project, session.user.user_id, { phone_number: body.phone_number });
        return { ...sendPhoneOtp(deps, project, channel, body, ctx.request) };
      });
    },
  });
}

export const smsSecondary = phoneSecondary('sms');
export const whatsappSecondary = phoneSecondary('whatsapp');
