import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import type { ProjectConfig } from '../config/defaults';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { findActiveSession, type ActiveSession, type ClientInfo } from '../services/sessions';
import { parseBasicAuth } from './auth';
import { assertAllowedOrigin, projectForToken } from '../services/projects';

/** The fields an endpoint returns; the framework adds `request_id` and `status_code`. */
export type Data = Record<string, unknown>;

export interface RequestInfo extends ClientInfo {
  requestId: string;
  /** `http://host:port` as the client addressed the emulator. */
  baseUrl: string;
  /** The host name of the page the SDK runs on (`X-SDK-Parent-Host`), when it sent a well-formed one. */
  parentHost: string | undefined;
  /** The calling page's `Origin` header, if any. */
  origin: string | undefined;
}

/** What an endpoint without Authorization (bootstrap, events, JWKS) gets. */
export interface OpenContext<Body, Params> {
  deps: Deps;
  body: Body;
  params: Params;
  query: Record<string, string | undefined>;
  request: RequestInfo;
  reply: FastifyReply;
}

/** An SDK call with a known public token in its Basic header. */
export interface ProjectContext<Body, Params> extends OpenContext<Body, Params> {
  project: ProjectConfig;
  /** The session named in the Basic header if it is live, else undefined (never throws). */
  optionalSession(): ActiveSession | undefined;
}

/**
 * What an authenticate route's steps read, for the route twins (the SDK API's route and the server API's under
 * `routes/server/`): the SDK API's context, or the server API's, whose `optionalSession` is the session named in
 * its body and which starts a session only when asked.
 */
export type AuthStepContext<Body> = Pick<
  ProjectContext<Body, Record<string, never>>,
  'deps' | 'project' | 'body' | 'request' | 'optionalSession'
> & { startsSession?: boolean };

/** An SDK call that needs a live session (`user_unauthenticated` / `session_not_found` otherwise). */
export interface SessionContext<Body, Params> extends ProjectContext<Body, Params> {
  session: ActiveSession;
}

interface Definition<Context> {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  /** Path below `/sdk/v1` (or absolute with `absolute: true`), fastify syntax (`/users/:id`). */
  url: string;
  absolute?: boolean;
  /** JSON schemas of body / params / querystring; violations answer a schema error. */
  schema?: Pick<FastifySchema, 'body' | 'params' | 'querystring'>;
  /** `events` raises the body limit to `limits.events_body_bytes`. */
  bodyLimit?: 'events';
  /** `data` (default) wraps the fields in `{data: …}`; `bare` puts them at the top level (JWKS documents). */
  envelope?: 'data' | 'bare';
  /** The endpoint's steps. Throw `ApiError` to answer an error envelope. */
  handle(ctx: Context): Data | Promise<Data>;
}

type Auth = 'open' | 'project' | 'session';

export interface Endpoint {
  auth: Auth;
  definition: Definition<never>;
}

/** Endpoint constructors, one per kind of authorization. */
export const endpoint = {
  open: <Body = undefined, Params = Record<string, never>>(
    d: Definition<OpenContext<Body, Params>>,
  ): Endpoint => ({
    auth: 'open',
    definition: d,
  }),
  project: <Body = undefined, Params = Record<string, never>>(
    d: Definition<ProjectContext<Body, Params>>,
  ): Endpoint => ({ auth: 'project', definition: d }),
  session: <Body = undefined, Params = Record<string, never>>(
    d: Definition<SessionContext<Body, Params>>,
  ): Endpoint => ({ auth: 'session', definition: d }),
};

const SAFE_HOST = /^[A-Za-z0-9.:[\]-]{1,255}$/;

export function requestInfo(request: FastifyRequest): RequestInfo {
  const host = request.headers.host;
  return {
    requestId: request.id,
    baseUrl: `http://${host !== undefined && SAFE_HOST.test(host) ? host : 'localhost'}`,
    ip: request.ip,
    origin: typeof request.headers.origin === 'string' ? request.headers.origin : undefined,
    userAgent: String(request.headers['user-agent'] ?? '').slice(0, 512),
    parentHost: parentHostOf(request.headers['x-sdk-parent-host']),
  };
}

function parentHostOf(header: string | string[] | undefined): string | undefined {
  if (typeof header !== 'string' || !URL.canParse(header)) return undefined;
  const url = new URL(header);
  return /^https?:$/.test(url.protocol) && SAFE_HOST.test(url.hostname) ? url.hostname : undefined;
}

/** The Basic header's halves and the public token's project, checked before the body is read. */
interface Credentials {
  publicToken: string;
  secret: string;
  project: ProjectConfig;
}

/** Credentials of each project / session request, set by its `onRequest` hook. */
const credentialsOf = new WeakMap<FastifyRequest, Credentials>();

/** `unauthorized_public_token` / `invalid_public_token` unless the Basic header names a known public token. */
function checkCredentials(deps: Deps, request: FastifyRequest): Credentials {
  const { publicToken, secret } = parseBasicAuth(request.headers.authorization);
  const project = projectForToken(deps, publicToken);
  assertAllowedOrigin(project, request.headers.origin);
  return { publicToken, secret, project };
}

function buildContext(
  deps: Deps,
  auth: Auth,
  request: FastifyRequest,
  reply: FastifyReply,
): OpenContext<unknown, unknown> {
  const base: OpenContext<unknown, unknown> = {
    deps,
    body: request.body,
    params: request.params,
    query: (request.query ?? {}) as Record<string, string | undefined>,
    request: requestInfo(request),
    reply,
  };
  if (auth === 'open') return base;
  const { publicToken, secret, project } = credentialsOf.get(request) ?? checkCredentials(deps, request);
  const hasSessionToken = secret !== publicToken && secret !== '';
  const optionalSession = (): ActiveSession | undefined => {
    if (!hasSessionToken) return undefined;
    try {
      return findActiveSession(deps, project, secret);
    } catch (e) {
      if (e instanceof ApiError) return undefined;
      throw e;
    }
  };
  const context: ProjectContext<unknown, unknown> = { ...base, project, optionalSession };
  if (auth === 'project') return context;
  if (!hasSessionToken) {
    throw new ApiError(
      'user_unauthenticated',
      'Must have an active session to call this method. Have you logged in yet? (The Authorization header ' +
        'carries the public token, not a session token.)',
    );
  }
  const withSession: SessionContext<unknown, unknown> = {
    ...context,
    session: findActiveSession(deps, project, secret),
  };
  return withSession;
}

/** Registers endpoints as fastify routes under `prefix`, wrapping results in the wire's success envelope. */
export function registerEndpoints(
  app: FastifyInstance,
  deps: Deps,
  endpoints: Endpoint[],
  prefix: string,
): void {
  for (const { auth, definition } of endpoints) {
    const handle = definition.handle as (ctx: OpenContext<unknown, unknown>) => Data | Promise<Data>;
    // docs/protocol.md#the-calls: the calls marked C/R (their body takes `captcha_token`) need a captcha token when the project
    // requires one.
    const body = definition.schema?.body as { properties?: Record<string, unknown> } | undefined;
    const takesCaptcha = body?.properties?.captcha_token !== undefined;
    app.route({
      method: definition.method,
      url: definition.absolute ? definition.url : `${prefix}${definition.url}`,
      ...(definition.schema ? { schema: definition.schema } : {}),
      ...(definition.bodyLimit === 'events' ? { bodyLimit: deps.config.limits.events_body_bytes } : {}),
      // The public token is checked before the body is parsed and validated, so a bad token answers 401.
      ...(auth === 'open'
        ? {}
        : {
            onRequest: async (request: FastifyRequest) => {
              credentialsOf.set(request, checkCredentials(deps, request));
            },
          }),
      handler: async (request, reply) => {
        const context = buildContext(deps, auth, request, reply);
        if (takesCaptcha && 'project' in context) {
          const { project } = context as ProjectContext<unknown, unknown>;
          if (project.captcha_required) {
            deps.captcha.verify(
              project,
              (request.body as { captcha_token?: string } | undefined)?.captcha_token,
            );
          }
        }
        const data = await handle(context);
        const fields = { ...data, request_id: request.id, status_code: 200 };
        return definition.envelope === 'bare' ? fields : { data: fields };
      },
    });
  }
}
