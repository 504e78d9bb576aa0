import { endpoint } from '../../http/endpoint';
import { sendEmailMagicLink, type EmailMagicLinkRequest } from '../../services/magic-links';
import { emailMagicLinkSendBody } from '../schemas';

/**
 * `POST /sdk/v1/magic_links/email/send/primary`: like login_or_create, but only for an existing user
 * (`email_not_found` otherwise); the headless SDK's `magicLinks.email.send` without a session.
 */
export default endpoint.project<EmailMagicLinkRequest>({
  method: 'POST',
  url: '/magic_links/email/send/primary',
  schema: { body: emailMagicLinkSendBody },
  handle: (ctx) => {
    const { user_id, email_id } = sendEmailMagicLink(ctx.deps, ctx.project, ctx.body, {
      createUser: false,
      ip: ctx.request.ip,
    });
    return { user_id, email_id };
  },
});
