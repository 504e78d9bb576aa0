import { endpoint } from '../../http/endpoint';
import { normaliseEmail } from '../../services/email';
import { passwordOf } from '../../services/passwords';
import { findUserByEmail } from '../../services/users';
import { field } from '../schemas';

interface Body {
  email: string;
  captcha_token?: string;
  dfp_telemetry_id?: string;
}

/** What the password email form does next (docs/protocol.md#the-calls). */
type UserType = 'new' | 'password' | 'passwordless';

/**
 * `POST /sdk/v1/users/search`: tells the password email form which screen comes next. Steps: validate the email
 * (`invalid_email`) → find its user → `userType` (camelCase, as the SDK reads it): `new` (no user has the email),
 * `password` (the user has a password) or `passwordless` (the user exists without one).
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/users/search',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['email'],
      properties: { email: field.email, captcha_token: field.opaque, dfp_telemetry_id: field.opaque },
    },
  },
  handle(ctx) {
    const found = findUserByEmail(ctx.deps, ctx.project, normaliseEmail(ctx.body.email));
    const userType: UserType = !found
      ? 'new'
      : passwordOf(ctx.deps, found.user)
        ? 'password'
        : 'passwordless';
    return { userType };
  },
});
