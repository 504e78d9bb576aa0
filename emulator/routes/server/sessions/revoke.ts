import { ApiError, schemaError } from '../../../errors';
import { serverEndpoint } from '../../../http/server-endpoint';
import { assertLive, resolveSession } from '../../../services/server-sessions';
import { revokeSession } from '../../../services/sessions';
import { serverField } from '../schemas';

interface Body {
  session_id?: string;
  session_token?: string;
  session_jwt?: string;
}

/**
 * `POST /v1/sessions/revoke` (`sessions.revoke`): ends a session named by exactly one of `session_id`,
 * `session_token`, `session_jwt`. Its token and JWTs stop authenticating at once (a JWT still verifies locally until
 * it expires, as with the provider). An unknown, revoked or expired session answers `session_not_found`.
 */
export default serverEndpoint<Body>({
  method: 'POST',
  url: '/sessions/revoke',
  schema: {
    body: {
      type: 'object',
      additionalProperties: false,
      properties: {
        session_id: serverField.id,
        session_token: serverField.sessionToken,
        session_jwt: serverField.sessionJwt,
      },
    },
  },
  async handle(ctx) {
    const { deps, project, body } = ctx;
    const given = (['session_id', 'session_token', 'session_jwt'] as const).filter(
      (k) => body[k] !== undefined,
    );
    if (given.length !== 1) {
      throw schemaError('body', [
        { dataPath: '', message: 'needs exactly one of session_id, session_token, session_jwt' },
      ]);
    }
    if (body.session_id !== undefined) {
      const session = deps.store.sessions.get(project.project_id, body.session_id);
      if (!session) throw new ApiError('session_not_found', 'Session not found: no session has this id.');
      assertLive(deps, session);
      revokeSession(deps, session);
    } else {
      revokeSession(deps, (await resolveSession(deps, project, body)).session);
    }
    return {};
  },
});
