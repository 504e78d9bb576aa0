/**
 * `POST /_dev/keys/rotate`: a project's JWT key set rotates now (as it does by itself every ~6 months).
 * `POST /_dev/impersonation`: an impersonation token for a user (the hosted dashboard's "impersonate"), which
 * `impersonation.authenticate` exchanges once, within five minutes, for a session.
 */
import type { FastifyInstance } from 'fastify';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { issueImpersonationToken } from '../routes/server/sessions/exchange';

export function registerKeyRoutes(dev: FastifyInstance, deps: Deps): void {
  dev.post<{ Body: { project_id?: string } }>(
    '/_dev/keys/rotate',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          properties: { project_id: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request) => {
      const projectId = request.body?.project_id ?? deps.config.defaultProject.project_id;
      if (!deps.config.projectById.has(projectId)) {
        throw new ApiError('not_found', `No project has the id ${JSON.stringify(projectId)}.`);
      }
      const key = await deps.signer.keys.rotate(projectId);
      deps.notice(`signing key of ${projectId} rotated (new kid ${String(key.kid)})`);
      return { project_id: projectId, kid: key.kid, keys: await deps.signer.jwks([projectId]) };
    },
  );
  dev.post<{ Body: { user_id: string; project_id?: string } }>(
    '/_dev/impersonation',
    {
      schema: {
        body: {
          type: 'object',
          additionalProperties: false,
          required: ['user_id'],
          properties: {
            user_id: { type: 'string', minLength: 1, maxLength: 200 },
            project_id: { type: 'string', minLength: 1, maxLength: 200 },
          },
        },
      },
    },
    async (request) => {
      const project = deps.config.projectById.get(
        request.body.project_id ?? deps.config.defaultProject.project_id,
      );
      if (!project) throw new ApiError('not_found', 'No project has this id.');
      return { impersonation_token: issueImpersonationToken(deps, project, request.body.user_id) };
    },
  );
}
