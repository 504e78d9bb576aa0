import { endpoint } from '../../http/endpoint';
import { authResponse } from '../../services/sessions';
import { attestSession } from '../../services/trusted-auth';
import { field } from '../schemas';

interface Body {
  profile_id: string;
  token: string;
  session_duration_minutes?: number;
}

/**
 * `POST /sdk/v1/sessions/attest` (`<idp-consent>` with a trusted auth token): a session for the user a JWT of one
 * of the project's trusted auth token profiles names (services/trusted-auth.ts). Bad tokens answer 401
 * `invalid_trusted_auth_token`, unknown profiles 404 `trusted_auth_token_profile_not_found`.
 */
export default endpoint.project<Body>({
  method: 'POST',
  url: '/sessions/attest',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['profile_id', 'token'],
      properties: {
        profile_id: { type: 'string', minLength: 1, maxLength: 200 },
        token: { type: 'string', maxLength: 16384 },
        session_duration_minutes: field.sessionDurationMinutes,
      },
    },
  },
  async handle(ctx) {
    const active = await attestSession(ctx.deps, ctx.project, ctx.body, ctx.request);
    return { ...(await authResponse(ctx.deps, ctx.project, active)) };
  },
});
