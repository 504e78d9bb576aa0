import { serverEndpoint } from '../../../http/server-endpoint';
import { requestedSession, serverAuthAnswer } from '../../../services/server-sessions';
import { authenticateOtp } from '../../otps/authenticate';
import { serverField, sessionOptions, type SessionOptionsBody } from '../schemas';

interface Body extends SessionOptionsBody {
  method_id: string;
  code: string;
  attributes?: unknown;
  options?: unknown;
  telemetry_id?: string;
}

/**
 * `POST /v1/otps/authenticate` (`otps.authenticate`): the SDK API's steps (6 digits, newest code only, attempts per
 * code, lockout, phone or email verified). A session starts only with `session_duration_minutes`; with
 * `session_token` / `session_jwt` the factor is added to that session.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/otps/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['method_id', 'code'],
      properties: {
        method_id: serverField.shortText,
        code: { type: 'string', maxLength: 64 },
        attributes: serverField.attributes,
        options: {
          type: 'object',
          additionalProperties: false,
          properties: {
            ip_match_required: { type: 'boolean' },
            user_agent_match_required: { type: 'boolean' },
          },
        },
        ...sessionOptions,
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const current = await requestedSession(deps, project, body);
    const { live, active } = authenticateOtp({
      deps,
      project,
      body: {
        token: body.code,
        method_id: body.method_id,
        ...(body.session_duration_minutes !== undefined
          ? { session_duration_minutes: body.session_duration_minutes }
          : {}),
      },
      request: ctx.request,
      optionalSession: () => current,
      startsSession: body.session_duration_minutes !== undefined,
    });
    return {
      ...(await serverAuthAnswer(deps, project, live.user_id, active, body.session_custom_claims)),
      method_id: live.method_id,
      reset_sessions: false,
    };
  },
});
