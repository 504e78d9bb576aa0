import { serverEndpoint } from '../../../http/server-endpoint';
import { requestedSession, serverAuthAnswer } from '../../../services/server-sessions';
import { authenticateMagicLink } from '../../magic_links/authenticate';
import { serverField, sessionOptions, type SessionOptionsBody } from '../schemas';

interface Body extends SessionOptionsBody {
  token: string;
  attributes?: unknown;
  options?: unknown;
  code_verifier?: string;
  telemetry_id?: string;
}

/**
 * `POST /v1/magic_links/authenticate` (`magicLinks.authenticate`; a site's redirect page does this server-side):
 * the SDK API's steps (single use, expiry, PKCE, lockout, email verified, user activated). A session starts only
 * with `session_duration_minutes`; with `session_token` / `session_jwt` the factor is added to that session.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/magic_links/authenticate',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      required: ['token'],
      properties: {
        token: { type: 'string', maxLength: 200 },
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
        code_verifier: { type: 'string', maxLength: 256 },
        telemetry_id: serverField.opaque,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const current = await requestedSession(deps, project, body);
    const { link, active } = authenticateMagicLink({
      deps,
      project,
      body,
      request: ctx.request,
      optionalSession: () => current,
      startsSession: body.session_duration_minutes !== undefined,
    });
    return {
      ...(await serverAuthAnswer(deps, project, link.user_id, active, body.session_custom_claims)),
      method_id: link.email_id,
      reset_sessions: false,
    };
  },
});
