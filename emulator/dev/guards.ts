/** Who may call the dev endpoints: requests addressed to the emulator itself, state changes only same-origin. */
import type { FastifyRequest } from 'fastify';
import { ApiError } from '../errors';

/**
 * Refuses state-changing dev calls from pages of other origins (a site the developer visits must not be able to
 * wipe the emulator); the inbox page itself is same-origin.
 */
export function refuseCrossOrigin(request: FastifyRequest): void {
  const origin = request.headers.origin;
  if (request.method === 'GET' || request.method === 'HEAD' || origin === undefined) return;
  const host = URL.canParse(origin) ? new URL(origin).host : '';
  if (host !== request.headers.host) {
    throw new ApiError(
      'unauthorized_action',
      `Dev endpoints refuse ${request.method} requests from other origins.`,
      {
        status: 403,
      },
    );
  }
}

const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/**
 * Dev endpoints answer only requests addressed to the emulator itself: a loopback name with the port the request
 * arrived on (or a host named by `--public-url` / an explicit `--dev-endpoints` bind). A page on another site that
 * rebinds its DNS name to 127.0.0.1 sends its own name as `Host`, and is refused.
 */
export function refuseForeignHost(request: FastifyRequest, extraHosts: readonly string[]): void {
  const host = (request.headers.host ?? '').toLowerCase();
  const port = request.socket.localPort;
  const names = [...LOOPBACK_NAMES, ...extraHosts.map((h) => h.toLowerCase())];
  const allowed = names.flatMap((name) => (port === 80 ? [name, `${name}:80`] : [`${name}:${port}`]));
  if (allowed.includes(host)) return;
  throw new ApiError(
    'unauthorized_action',
    `Dev endpoints answer only requests addressed to the emulator itself (Host ${allowed[0]}); this one was ` +
      `addressed to "${host.slice(0, 100)}". A page of another site (e.g. through DNS rebinding) cannot use them.`,
    { status: 403 },
  );
}
