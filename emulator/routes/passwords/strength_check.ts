import { endpoint } from '../../http/endpoint';
import { checkStrength } from '../../services/strength';
import { field, passwordField } from '../schemas';

interface Body {
  email?: string;
  password: string;
}

/**
 * `POST /sdk/v1/passwords/strength_check`: how good a candidate password is under the project's policy, for the
 * widget's meter or LUDS checklist (called as the user types). zxcvbn policy (`password_config` null): `score`
 * 0-4, valid from 3, with zxcvbn's English `warning` / `suggestions` (the exact texts: `ZXCVBN_WARNINGS`,
 * `ZXCVBN_SUGGESTIONS` in services/strength.ts); zxcvbn sees the first 64 characters. LUDS: `missing_complexity`,
 * `missing_characters`. Both: `luds_requirements` with the four classes present (nothing missing under zxcvbn),
 * `breached_password` (a breached password is never valid). The email, when sent, counts as personal data for
 * zxcvbn; it is not checked and no user needs to exist.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/passwords/strength_check',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['password'],
      properties: { email: field.email, password: passwordField },
    },
  },
  handle: (ctx) => ({ ...checkStrength(ctx.deps, ctx.project, ctx.body.password, ctx.body.email) }),
});
