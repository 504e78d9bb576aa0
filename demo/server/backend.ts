/**
 * The demo's backend: a small Fastify server whose `GET /api/me` is protected by the provider's official Node SDK
 * (`stytch`) checking the session against the emulator — exactly the code a site runs against the hosted provider,
 * with `env` pointing at the emulator in development. The demo pages call it after a login and show
 * "Your server sees: {email}".
 */
import Fastify, { type FastifyInstance } from 'fastify';
import * as stytch from 'stytch';

export interface DemoBackendOptions {
  /** The emulator's base URL (`http://localhost:9400`): the SDK's `env` and the one origin allowed by CORS. */
  emulatorUrl: string;
  projectId: string;
  secret: string;
  /** 0 picks a free port. */
  port?: number;
  host?: string;
}

export interface DemoBackend {
  url: string;
  app: FastifyInstance;
  close(): Promise<void>;
}

/** The session token the browser SDK keeps in its `stytch_session` cookie (sent to every port of localhost). */
function sessionCookie(header: string | undefined): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'stytch_session') return decodeURIComponent(value.join('='));
  }
  return undefined;
}

export function sdkClient(
  options: Pick<DemoBackendOptions, 'emulatorUrl' | 'projectId' | 'secret'>,
): stytch.Client {
  // The SDK warns once about a custom `env`; in production the option is left out.
  const warn = console.warn;
  console.warn = () => {};
  try {
    return new stytch.Client({
      project_id: options.projectId,
      secret: options.secret,
      env: `${options.emulatorUrl.replace(/\/+$/, '')}/`,
    });
  } finally {
    console.warn = warn;
  }
}

export async function startDemoBackend(options: DemoBackendOptions): Promise<DemoBackend> {
  const client = sdkClient(options);
  const origin = new URL(options.emulatorUrl).origin;
  const app = Fastify({ logger: false, forceCloseConnections: true });

  app.addHook('onRequest', async (request, reply) => {
    if (request.headers.origin === origin) {
      reply.header('access-control-allow-origin', origin);
      reply.header('access-control-allow-credentials', 'true');
      reply.header('vary', 'Origin');
    }
    reply.header('cache-control', 'no-store');
  });

  app.get('/api/me', async (request, reply) => {
    const token = sessionCookie(request.headers.cookie);
    if (token === undefined || token === '') {
      return reply.code(401).send({ error: 'Not logged in: no session cookie.' });
    }
    try {
      const { user, session } = await client.sessions.authenticate({ session_token: token });
      return { user_id: user.user_id, email: user.emails[0]?.email ?? null, expires_at: session.expires_at };
    } catch (e) {
      const error = e as { status_code?: number; error_type?: string };
      if (typeof error.status_code === 'number' && error.status_code < 500) {
        return reply.code(401).send({ error: `The session was refused (${error.error_type ?? 'unknown'}).` });
      }
      request.log.error(e);
      return reply.code(502).send({ error: 'The identity provider could not be reached.' });
    }
  });

  await app.listen({ port: options.port ?? 0, host: options.host ?? '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return { url: `http://localhost:${port}`, app, close: () => app.close() };
}
