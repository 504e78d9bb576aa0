import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths a page on another origin may call: the SDK API, the provider's public API and the JWKS. */
export function isCorsPath(path: string): boolean {
  return path.startsWith('/sdk/v1/') || path.startsWith('/v1/') || path.startsWith('/.well-known/');
}

const ALLOWED_HEADERS = 'authorization, content-type, x-sdk-client, x-sdk-parent-host';
const ALLOWED_METHODS = 'GET, POST, PUT, DELETE';

/**
 * CORS for the SDK, which calls with `credentials: "include"`: the request's exact origin is echoed (never `*`)
 * with `Access-Control-Allow-Credentials: true`, and preflights are answered 204 before routing. Dev pages, the
 * inbox and static files get no CORS headers.
 */
export function registerCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    if (!addCorsHeaders(request, reply)) return undefined;
    if (request.method === 'OPTIONS' && request.headers['access-control-request-method'] !== undefined) {
      return reply
        .header('access-control-allow-methods', ALLOWED_METHODS)
        .header('access-control-allow-headers', ALLOWED_HEADERS)
        .header('access-control-max-age', '600')
        .header('vary', 'Origin, Access-Control-Request-Method, Access-Control-Request-Headers')
        .code(204)
        .send();
    }
    return undefined;
  });
}

/** Echoes the origin of a cross-origin call to a CORS path, with credentials allowed; false when not one. */
export function addCorsHeaders(request: FastifyRequest, reply: FastifyReply): boolean {
  const origin = request.headers.origin;
  if (typeof origin !== 'string' || origin === '' || !isCorsPath(request.url)) return false;
  reply
    .header('access-control-allow-origin', origin)
    .header('access-control-allow-credentials', 'true')
    .header('vary', 'Origin');
  return true;
}
