import { ApiError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { normaliseEmail } from '../../../services/email';
import { findUserByEmail } from '../../../services/users';
import { serverField } from '../schemas';

/**
 * `POST /v1/magic_links/email/revoke_invite` (`magicLinks.email.revokeInvite`): deletes the pending user an invite
 * created, and with it the invite's links. No pending user with this email: `invite_not_found`.
 */
export default serverEndpoint<{ email: string }>({
  method: 'POST',
  url: '/magic_links/email/revoke_invite',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: { email: serverField.email },
    },
  },
  handle(ctx) {
    const { deps, project } = ctx;
    const address = normaliseEmail(ctx.body.email);
    const found = findUserByEmail(deps, project, address);
    if (!found || found.user.status !== 'pending') {
      throw new ApiError('invite_not_found', `No pending invite was sent to ${address}.`);
    }
    deps.store.users.delete(project.project_id, found.user.user_id);
    return {};
  },
});
