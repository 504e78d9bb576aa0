import { serverEndpoint } from '../../../http/server-endpoint';
import { sendEmailMagicLink } from '../../../services/magic-links';
import { bodySession } from '../../../services/server-sessions';
import { attachDestination, serverUser } from '../../../services/server-users';
import { serverField } from '../schemas';
import { serverMagicLinkSendBody, type ServerMagicLinkSend } from './send_body';

/**
 * `POST /v1/magic_links/email/send` (`magicLinks.email.send`): a login link to an existing user's email
 * (`email_not_found` otherwise); with `user_id` or a session the email is first added to that user.
 */
export default serverEndpoint<
  ServerMagicLinkSend & { user_id?: string; session_token?: string; session_jwt?: string }
>({
  method: 'POST',
  url: '/magic_links/email/send',
  schema: {
    body: {
      ...serverMagicLinkSendBody,
      properties: {
        ...serverMagicLinkSendBody.properties,
        user_id: serverField.id,
        session_token: serverField.sessionToken,
        session_jwt: serverField.sessionJwt,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const { user_id, session_token, session_jwt, attributes: _attributes, ...request } = body;
    const session = await bodySession(deps, project, { session_token, session_jwt });
    const owner = user_id !== undefined ? serverUser(deps, project, user_id) : session?.user;
    if (owner) attachDestination(deps, project, owner.user_id, { email: body.email });
    const sent = sendEmailMagicLink(deps, project, request, { createUser: false, ip: ctx.request.ip });
    return { user_id: sent.user_id, email_id: sent.email_id };
  },
});
