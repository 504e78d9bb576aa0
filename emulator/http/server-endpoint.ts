import { timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { requestInfo, type Data, type RequestInfo } from './endpoint';

/** A server API call (`/v1/…`) authenticated with the project's id and secret. */
export interface ServerContext<Body, Params, Query> {
  deps: Deps;
  project: ProjectConfig;
  body: Body;
  params: Params;
  query: Query;
  request: RequestInfo;
}

export interface ServerEndpoint {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below `/v1`, fastify syntax (`/users/:user_id`). */
  url: string;
  schema?: Pick<FastifySchema, 'body' | 'params' | 'querystring'>;
  handle(ctx: ServerContext<never, never, never>): Data | Promise<Data>;
}

/** Declares a server API endpoint; `handle`'s result is answered at the top level with `request_id` and `status_code`. */
export function serverEndpoint<
  Body = Record<string, never>,
  Params = Record<string, never>,
  Query = Record<string, never>,
>(definition: {
  method: ServerEndpoint['method'];
  url: string;
  schema?: ServerEndpoint['schema'];
  handle(ctx: ServerContext<Body, Params, Query>): Data | Promise<Data>;
}): ServerEndpoint {
  return definition as ServerEndpoint;
}

const HOW =
  'Server API calls need "Authorization: Basic base64(project_id:secret)" with the project id and secret the ' +
  'emulator printed at start (or its config sets).';

const unauthorized = (detail: string) =>
  new ApiError('unauthorized_credentials', `Unauthorized credentials. ${detail} ${HOW}`);

function sameSecret(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The project whose id and secret are in the Basic header, as the hosted provider checks server calls; a missing or
 * malformed header, an unknown project, a project without a secret or a wrong secret answer 401
 * `unauthorized_credentials` (without telling which, beyond a malformed header).
 */
export function serverProject(deps: Deps, header: string | undefined): ProjectConfig {
  if (header === undefined || header === '') throw unauthorized('The Authorization header is missing.');
  const match = /^Basic ([A-Za-z0-9+/=_-]{1,2048})$/i.exec(header.trim());
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) throw unauthorized('The Authorization header is malformed.');
  const project = deps.config.projectById.get(decoded.slice(0, colon));
  const secret = decoded.slice(colon + 1);
  if (!project || project.secret === null || !sameSecret(secret, project.secret)) {
    throw unauthorized('The project id or the secret is wrong.');
  }
  return project;
}

/** The project of each request, set by its `onRequest` hook (before the body is read). */
const projectOf = new WeakMap<FastifyRequest, ProjectConfig>();

/** Registers the server API endpoints under `/v1`; answers are top-level JSON, as the provider's server API. */
export function registerServerEndpoints(app: FastifyInstance, deps: Deps, endpoints: ServerEndpoint[]): void {
  for (const definition of endpoints) {
    app.route({
      method: definition.method,
      url: `/v1${definition.url}`,
      ...(definition.schema ? { schema: definition.schema } : {}),
      onRequest: async (request: FastifyRequest) => {
        projectOf.set(request, serverProject(deps, request.headers.authorization));
      },
      handler: async (request) => {
        const project = projectOf.get(request) ?? serverProject(deps, request.headers.authorization);
        const data = await definition.handle({
          deps,
          project,
          body: request.body as never,
          params: request.params as never,
          query: (request.query ?? {}) as never,
          request: requestInfo(request),
        });
        return { ...data, request_id: request.id, status_code: 200 };
      },
    });
  }
}
