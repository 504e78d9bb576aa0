import { ApiError } from '../../errors';
import { endpoint } from '../../http/endpoint';

const params = {
  type: 'object',
  required: ['project_id'],
  properties: { project_id: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/**
 * The public keys that verify a project's session JWTs, as a JWKS document (`keys` at the top level, as JWKS
 * clients expect). Served at the SDK path and at the provider's server-API path `/v1/sessions/jwks/{project_id}`.
 */
function jwksFor(url: string, absolute: boolean) {
  return endpoint.open<undefined, { project_id: string }>({
    method: 'GET',
    url,
    absolute,
    envelope: 'bare',
    schema: { params },
    async handle(ctx) {
      const project = ctx.deps.config.projectById.get(ctx.params.project_id);
      if (!project)
        throw new ApiError('not_found', `No project has the id ${JSON.stringify(ctx.params.project_id)}.`);
      return { keys: await ctx.deps.signer.jwks([project.project_id]) };
    },
  });
}

export const sdkJwks = jwksFor('/sessions/jwks/:project_id', false);
export const serverJwks = jwksFor('/v1/sessions/jwks/:project_id', true);

/** `GET /.well-known/jwks.json`: the keys of every configured project. */
export const wellKnownJwks = endpoint.open({
  method: 'GET',
  url: '/.well-known/jwks.json',
  absolute: true,
  envelope: 'bare',
  async handle(ctx) {
    return { keys: await ctx.deps.signer.jwks(ctx.deps.config.projects.map((p) => p.project_id)) };
  },
});
