import { serverEndpoint } from '../../../http/server-endpoint';
import { checkStrength } from '../../../services/strength';
import { passwordField } from '../../schemas';
import { serverField } from '../schemas';

/**
 * `POST /v1/passwords/strength_check` (`passwords.strengthCheck`): the SDK API's check under the project's policy
 * (zxcvbn or LUDS) and the breached list.
 */
export default serverEndpoint<{ password: string; email?: string }>({
  method: 'POST',
  url: '/passwords/strength_check',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['password'],
      properties: { password: passwordField, email: serverField.email },
    },
  },
  handle: (ctx) => ({ ...checkStrength(ctx.deps, ctx.project, ctx.body.password, ctx.body.email) }),
});
