import { serverEndpoint } from '../../../http/server-endpoint';
import { sendEmailMagicLink } from '../../../services/magic-links';
import { serverMagicLinkSendBody, type ServerMagicLinkSend } from './send_body';

/**
 * `POST /v1/magic_links/email/login_or_create` (`magicLinks.email.loginOrCreate`): the SDK API's send (redirect
 * allowlist, PKCE, rate limits, the dev inbox), creating the user (pending if asked) when the email is new.
 */
export default serverEndpoint<ServerMagicLinkSend>({
  method: 'POST',
  url: '/magic_links/email/login_or_create',
  schema: {
    body: {
      ...serverMagicLinkSendBody,
      properties: { ...serverMagicLinkSendBody.properties, create_user_as_pending: { type: 'boolean' } },
    },
  },
  handle(ctx) {
    const { attributes: _attributes, ...request } = ctx.body;
    return {
      ...sendEmailMagicLink(ctx.deps, ctx.project, request, { createUser: true, ip: ctx.request.ip }),
    };
  },
});
