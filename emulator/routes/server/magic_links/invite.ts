import { ApiError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { normaliseEmail } from '../../../services/email';
import { sendEmailMagicLink } from '../../../services/magic-links';
import { mergeMetadata } from '../../../services/server-users';
import { findUserByEmail } from '../../../services/users';
import { serverField } from '../schemas';

interface Body {
  email: string;
  invite_template_id?: string;
  attributes?: unknown;
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  invite_magic_link_url?: string;
  invite_expiration_minutes?: number;
  locale?: string;
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
}

/**
 * `POST /v1/magic_links/email/invite` (`magicLinks.email.invite`): creates a pending user (name, metadata) and sends
 * the sign-up link to `invite_magic_link_url` (checked like a sign-up URL); authenticating it activates the user. An
 * email of an active user answers `duplicate_email`; a pending one is invited again.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/magic_links/email/invite',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: {
        email: serverField.email,
        invite_template_id: serverField.shortText,
        attributes: serverField.attributes,
        name: serverField.name,
        invite_magic_link_url: serverField.url,
        invite_expiration_minutes: serverField.expirationMinutes,
        locale: serverField.locale,
        trusted_metadata: serverField.object,
        untrusted_metadata: serverField.object,
      },
    },
  },
  handle(ctx) {
    const { deps, project, body } = ctx;
    const existing = findUserByEmail(deps, project, normaliseEmail(body.email));
    if (existing?.user.status === 'active') {
      throw new ApiError(
        'duplicate_email',
        `The email ${existing.email.email} belongs to an active user already.`,
      );
    }
    const trusted = mergeMetadata(
      'trusted_metadata',
      existing?.user.trusted_metadata ?? {},
      body.trusted_metadata ?? {},
    );
    const untrusted = mergeMetadata(
      'untrusted_metadata',
      existing?.user.untrusted_metadata ?? {},
      body.untrusted_metadata ?? {},
    );
    return deps.store.transaction(() => {
      const sent = sendEmailMagicLink(
        deps,
        project,
        {
          email: body.email,
          create_user_as_pending: true,
          ...(body.invite_magic_link_url !== undefined
            ? { signup_magic_link_url: body.invite_magic_link_url }
            : {}),
          ...(body.invite_expiration_minutes !== undefined
            ? { signup_expiration_minutes: body.invite_expiration_minutes }
            : {}),
          ...(body.invite_template_id !== undefined ? { signup_template_id: body.invite_template_id } : {}),
          ...(body.locale !== undefined ? { locale: body.locale } : {}),
        },
        { createUser: true, ip: ctx.request.ip },
      );
      deps.store.users.update(sent.user_id, { ...body.name, untrusted_metadata: untrusted });
      deps.store.users.setTrustedMetadata(sent.user_id, trusted);
      return { user_id: sent.user_id, email_id: sent.email_id };
    });
  },
});
