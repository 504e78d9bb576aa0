import type { Endpoint, OpenContext, Data } from '../../http/endpoint';
import { serverEndpoint, type ServerContext, type ServerEndpoint } from '../../http/server-endpoint';
import {
  bodySession,
  mergeCustomClaims,
  serverUserJson,
  type SessionCredentials,
} from '../../services/server-sessions';
import type { ActiveSession } from '../../services/sessions';
import { requireUser, rolesOf } from '../../services/users';
import { ApiError } from '../../errors';
import { serverField } from './schemas';

/** Body keys only the server API has: handled here, never passed to the SDK API's steps. */
const SERVER_ONLY = [
  'session_token',
  'session_jwt',
  'session_custom_claims',
  'attributes',
  'options',
  'telemetry_id',
];

/**
 * A server API route that runs an SDK API endpoint's steps unchanged (one service for both doors): the SDK body
 * schema without its captcha / device keys, plus the server's `attributes`, `telemetry_id` and, with `session`,
 * `session_token` / `session_jwt` (the session the SDK API would read from the Basic header) and
 * `session_custom_claims`. The answer's user gets the server fields; `__user` is dropped.
 */
export function fromSdkEndpoint(
  sdk: Endpoint,
  options: {
    url: string;
    session?: boolean;
    answer?: (data: Data, ctx: ServerContext<Record<string, unknown>, unknown, unknown>) => Data;
  },
): ServerEndpoint {
  const sdkBody = sdk.definition.schema?.body as
    { properties: Record<string, unknown>; required?: string[] } | undefined;
  const properties: Record<string, unknown> = { ...sdkBody?.properties };
  delete properties.captcha_token;
  delete properties.dfp_telemetry_id;
  Object.assign(properties, { attributes: serverField.attributes, telemetry_id: serverField.opaque });
  if (options.session) {
    Object.assign(properties, {
      session_token: serverField.sessionToken,
      session_jwt: serverField.sessionJwt,
      session_custom_claims: serverField.object,
    });
  }
  const handle = sdk.definition.handle as (
    ctx: OpenContext<unknown, unknown> & Record<string, unknown>,
  ) => Data;
  return serverEndpoint<Record<string, unknown>>({
    method: sdk.definition.method,
    url: options.url,
    schema: {
      body: {
        type: 'object',
        additionalProperties: false,
        ...(sdkBody?.required ? { required: sdkBody.required } : {}),
        properties,
      },
    },
    async handle(ctx) {
      const { deps, project, body } = ctx;
      const claims = body.session_custom_claims as Record<string, unknown> | undefined;
      if (claims) mergeCustomClaims({}, claims);
      const current = await bodySession(deps, project, body as SessionCredentials);
      const sdkBodyOnly = Object.fromEntries(Object.entries(body).filter(([k]) => !SERVER_ONLY.includes(k)));
      const data = await handle({
        deps,
        project,
        body: sdkBodyOnly,
        params: {},
        query: {},
        request: ctx.request,
        reply: undefined as never,
        optionalSession: () => current,
        ...(sdk.auth === 'session' ? { session: requireSession(current) } : {}),
      });
      const { __user: _dropped, ...rest } = data;
      const answer: Data = { ...rest };
      if (typeof answer.user_id === 'string' && typeof answer.user === 'object') {
        answer.user = serverUserJson(deps, requireUser(deps, project.project_id, answer.user_id));
      }
      if (claims && typeof answer.session === 'object' && answer.session !== null) {
        const session = answer.session as { session_id: string; custom_claims: Record<string, unknown> };
        const merged = mergeCustomClaims(session.custom_claims, claims);
        deps.store.sessions.setCustomClaims(session.session_id, merged);
        answer.session = { ...session, custom_claims: merged };
        const stored = deps.store.sessions.get(project.project_id, session.session_id);
        if (stored) answer.session_jwt = await deps.signer.sign(project, stored, rolesOf(deps, stored));
      }
      return options.answer ? options.answer(answer, ctx) : answer;
    },
  });
}

function requireSession(current: ActiveSession | undefined): ActiveSession {
  if (!current) {
    throw new ApiError(
      'session_not_found',
      'This call needs the session_token or session_jwt of a live session.',
    );
  }
  return current;
}
