import { endpoint } from '../../http/endpoint';
import { sendEmailMagicLink, type EmailMagicLinkRequest } from '../../services/magic-links';
import { emailMagicLinkSendBody } from '../schemas';

/**
 * `POST /sdk/v1/magic_links/email/login_or_create`: emails a login link to an active user, or a sign-up link to
 * a pending one or a new one it creates (pending if asked). Steps: validate the email → pick login or sign-up → check the
 * redirect URL against the allowlist → require PKCE if configured → rate limits → store the hashed single-use
 * token → "send" the email to the dev inbox.
 */
export default endpoint.project<EmailMagicLinkRequest>({
  method: 'POST',
  url: '/magic_links/email/login_or_create',
  schema: { body: emailMagicLinkSendBody },
  handle: (ctx) => ({
    ...sendEmailMagicLink(ctx.deps, ctx.project, ctx.body, { createUser: true, ip: ctx.request.ip }),
  }),
});
