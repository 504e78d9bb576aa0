import fastifyCors, { type FastifyCorsOptions } from '@fastify/cors';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths a page on another origin may call: the SDK API, the provider's public API and the JWKS. */
export function isCorsPath(path: string): boolean {
  return path.startsWith('/sdk/v1/') || path.startsWith('/v1/') || path.startsWith('/.well-known/');
}

/** The options of a cross-origin call to a CORS path: the page's exact origin echoed, with credentials. */
const SDK_CORS = {
  origin: true,
  credentials: true,
  methods: ['GET', 'POST', 'PUT', 'DELETE'],
  allowedHeaders: ['authorization', 'content-type', 'x-sdk-client', 'x-sdk-parent-host'],
  // The wait of a rate limit (429 too_many_requests), which the widget shows.
  exposedHeaders: ['retry-after'],
  maxAge: 600,
  // An OPTIONS without Access-Control-Request-Method is no preflight: it is routed (and answers 404).
  strictPreflight: false,
} as const satisfies FastifyCorsOptions;

const PREFLIGHT_VARY = 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers';

function isCrossOriginCall(request: FastifyRequest): boolean {
  const origin = request.headers.origin;
  return typeof origin === 'string' && origin !== '' && isCorsPath(request.url);
}

function isPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined;
}

/**
 * CORS for the SDK, which calls with `credentials: "include"` (@fastify/cors, options per request): on the CORS
 * paths the request's exact origin is echoed (never `*`) with `Access-Control-Allow-Credentials: true`, and
 * preflights are answered 204 before routing. Dev pages, the inbox and static files get no CORS headers (only the
 * plugin's `Vary: Origin`, which it sets on every answer when the options are chosen per request).
 */
export function registerCors(app: FastifyInstance): void {
  // A preflight's answer is cached per origin and requested method/headers (the plugin's Vary names only Origin).
  app.addHook('onRequest', async (request, reply) => {
    if (isPreflight(request) && isCrossOriginCall(request)) reply.header('vary', PREFLIGHT_VARY);
  });
  // Not awaited: loading plugins now would load the app's encapsulated routes before its error handler is set.
  void app.register(fastifyCors, {
    hook: 'onRequest',
    delegator: (request, callback) => {
      callback(
        null,
        isCrossOriginCall(request) ? { ...SDK_CORS, preflight: isPreflight(request) } : { origin: false },
      );
    },
  });
}

/**
 * The CORS headers of an actual (non-preflight) answer, for the one reply no hook sees: fastify's answer to a URL it
 * cannot decode (`frameworkErrors`). False when the request is no cross-origin call to a CORS path.
 */
export function addCorsHeaders(request: FastifyRequest, reply: FastifyReply): boolean {
  if (!isCrossOriginCall(request)) return false;
  reply
    .header('access-control-allow-origin', request.headers.origin)
    .header('access-control-allow-credentials', 'true')
    .header('vary', 'Origin');
  return true;
}
