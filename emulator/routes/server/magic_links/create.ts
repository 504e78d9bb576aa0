import { serverEndpoint } from '../../../http/server-endpoint';
import { hashSecret, newSecret } from '../../../services/ids';
import { serverUser } from '../../../services/server-users';
import { serverField } from '../schemas';

/**
 * `POST /v1/magic_links` (`magicLinks.create`): an embeddable magic-link token for a user, not sent anywhere; the
 * site delivers it itself and trades it with `magicLinks.authenticate` (factor `embedded`). Default expiry: the
 * config's magic-link default.
 */
export default serverEndpoint<{ user_id: string; expiration_minutes?: number; attributes?: unknown }>({
  method: 'POST',
  url: '/magic_links',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['user_id'],
      properties: {
        user_id: serverField.id,
        expiration_minutes: serverField.expirationMinutes,
        attributes: serverField.attributes,
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const user = serverUser(deps, project, body.user_id);
    const token = newSecret();
    const now = deps.clock.now();
    const minutes = body.expiration_minutes ?? deps.config.magic_links.default_expiration_minutes;
    deps.store.magicLinks.create({
      token_hash: hashSecret(token),
      project_id: project.project_id,
      user_id: user.user_id,
      email_id: '',
      kind: 'login',
      code_challenge: null,
      created_at: now,
      expires_at: now + minutes * 60_000,
      used_at: null,
      password_reset: false,
    });
    return { user_id: user.user_id, token };
  },
});
