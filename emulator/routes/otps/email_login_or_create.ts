import { endpoint } from '../../http/endpoint';
import { sendEmailOtp, type EmailOtpRequest } from '../../services/otps';
import { emailOtpSendBody } from '../schemas';

/**
 * `POST /sdk/v1/otps/email/login_or_create`: emails a 6-digit passcode, creating the user if the address is new.
 * Steps: validate the email → rate limits → find or create the user → replace the email's code → "send" the
 * email to the dev inbox (sign-up wording and `signup_template_id` for a new or pending user, else login).
 * Answers `method_id` (the email_id), `user_id`, `user_created`.
 */
export default endpoint.project<EmailOtpRequest>({
  method: 'POST',
  url: '/otps/email/login_or_create',
  schema: { body: emailOtpSendBody },
  handle: (ctx) => ({ ...sendEmailOtp(ctx.deps, ctx.project, ctx.body, ctx.request) }),
});
