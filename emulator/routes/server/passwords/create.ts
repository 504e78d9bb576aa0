import { ApiError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { normaliseEmail } from '../../../services/email';
import {
  hashPassword,
  passwordFactor,
  requireAcceptablePassword,
  storePassword,
} from '../../../services/passwords';
import { mergeCustomClaims, serverAuthAnswer } from '../../../services/server-sessions';
import { createServerUser } from '../../../services/server-users';
import { startSession } from '../../../services/sessions';
import { findUserByEmail } from '../../../services/users';
import { passwordField } from '../../schemas';
import { serverField } from '../schemas';

interface Body {
  email: string;
  password: string;
  session_duration_minutes?: number;
  session_custom_claims?: Record<string, unknown>;
  trusted_metadata?: Record<string, unknown>;
  untrusted_metadata?: Record<string, unknown>;
  name?: { first_name?: string; middle_name?: string; last_name?: string };
  telemetry_id?: string;
}

/**
 * `POST /v1/passwords` (`passwords.create`): a new active user with an email (unverified), a password checked against
 * the project's policy and the breached list (`weak_password`, `breached_password`) and stored as scrypt, name and
 * metadata; a session only with `session_duration_minutes`. An email of an existing user: `duplicate_email`.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/passwords',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email', 'password'],
      properties: {
        email: serverField.email,
        password: passwordField,
        session_duration_minutes: serverField.sessionDurationMinutes,
        session_custom_claims: serverField.object,
        trusted_metadata: serverField.object,
        untrusted_metadata: serverField.object,
        name: serverField.name,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const address = normaliseEmail(body.email);
    if (findUserByEmail(deps, project, address)) {
      throw new ApiError(
        'duplicate_email',
        `A user with the email ${address} already exists in this project.`,
      );
    }
    requireAcceptablePassword(deps, project, body.password, address);
    if (body.session_custom_claims) mergeCustomClaims({}, body.session_custom_claims);
    const hash = await hashPassword(body.password);
    const { user, email, active } = deps.store.transaction(() => {
      const created = createServerUser(deps, project, {
        email: address,
        name: body.name,
        trusted_metadata: body.trusted_metadata,
        untrusted_metadata: body.untrusted_metadata,
      });
      storePassword(deps, created.user, hash);
      const minutes = body.session_duration_minutes;
      const session =
        minutes === undefined
          ? null
          : startSession(deps, project, created.user, passwordFactor(deps), minutes, ctx.request);
      return { ...created, active: session };
    });
    return {
      ...(await serverAuthAnswer(deps, project, user.user_id, active, body.session_custom_claims)),
      email_id: email?.email_id ?? '',
    };
  },
});
