import { serverEndpoint } from '../../../http/server-endpoint';
import { mergeCustomClaims, serverAuthAnswer } from '../../../services/server-sessions';
import { attestSession } from '../../../services/trusted-auth';
import { serverField } from '../schemas';

interface Body {
  profile_id: string;
  token: string;
  session_duration_minutes?: number;
  session_custom_claims?: Record<string, unknown>;
  telemetry_id?: string;
}

/**
 * `POST /v1/sessions/attest` (`sessions.attest`): the SDK API's trusted-auth-token exchange (services/trusted-auth.ts),
 * with `session_custom_claims`.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/sessions/attest',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['profile_id', 'token'],
      properties: {
        profile_id: serverField.id,
        token: serverField.sessionJwt,
        session_duration_minutes: serverField.sessionDurationMinutes,
        session_custom_claims: serverField.object,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    if (body.session_custom_claims) mergeCustomClaims({}, body.session_custom_claims);
    const active = await attestSession(deps, project, body, ctx.request);
    return {
      ...(await serverAuthAnswer(deps, project, active.user.user_id, active, body.session_custom_claims)),
    };
  },
});
