import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ProjectConfig } from '../../config/defaults';
import type { Deps } from '../../deps';
import { gsiStandInScript } from '../../dev/gsi-client';
import { isAllowedOrigin } from '../../services/projects';
import { ApiError } from '../../errors';
import { avatarUrl, identityOf } from '../../services/oauth';
import {
  oauthProvider,
  providerSubject,
  TEST_IDENTITIES,
  type OAuthProvider,
} from '../../services/oauth-providers';
import { signIdToken, standInJwks } from '../../services/stand-in-keys';

const GOOGLE = oauthProvider('google') as OAuthProvider;

/** An answer in the shape Google's endpoints use for errors, which the stand-in script turns into moment reasons. */
function refuse(reply: FastifyReply, status: number, error: string, description: string) {
  return reply.code(status).send({ error, error_description: description });
}

/**
 * The client id's projects whose origins may use it: `invalid_client` for an id no project has,
 * `unregistered_origin` for a page origin none of them allows (as Google checks a client's JavaScript origins).
 */
function checkClient(
  deps: Deps,
  request: FastifyRequest,
  clientId: string | undefined,
):
  | { ok: true; projects: ProjectConfig[] }
  | { ok: false; status: number; error: string; description: string } {
  if (clientId === undefined || clientId === '') {
    return { ok: false, status: 400, error: 'missing_client_id', description: 'client_id is missing.' };
  }
  const projects = deps.config.projects.filter((p) => p.google_client_id === clientId);
  if (projects.length === 0) {
    return {
      ok: false,
      status: 400,
      error: 'invalid_client',
      description: `No project of this emulator has the Google client id ${clientId.slice(0, 120)}.`,
    };
  }
  const origin = request.headers.origin;
  if (origin !== undefined && !projects.some((p) => isAllowedOrigin(p, origin))) {
    return {
      ok: false,
      status: 403,
      error: 'unregistered_origin',
      description: `The origin ${origin.slice(0, 200)} is not an authorized origin of this Google client id.`,
    };
  }
  return { ok: true, projects };
}

type ClientQuery = { client_id?: string; email?: string; name?: string };

/**
 * The Google Identity Services stand-in (docs/protocol.md#where-the-calls-go): `GET /gsi/client` (the script), `GET /gsi/accounts`
 * (its test accounts), `GET /gsi/token` (an ID token for a chosen account, signed RS256 by the stand-in key, `aud`
 * = the client id, `iss` = `{api}/v1/public/oauth/google`) and `GET /gsi/certs` (the key, as a JWKS). Any page may
 * load them (no credentials, `Access-Control-Allow-Origin: *`); the client id and the page's origin are checked.
 */
export function registerGsiRoutes(app: FastifyInstance, deps: Deps): void {
  app.register(async (gsi) => {
    gsi.addHook('onSend', async (_request, reply, payload) => {
      reply.header('access-control-allow-origin', '*');
      return payload;
    });

    gsi.get('/gsi/client', async (_request, reply) =>
      reply.type('text/javascript; charset=utf-8').send(gsiStandInScript(deps.publicUrl())),
    );

    gsi.get('/gsi/certs', async () => ({ keys: await standInJwks(deps) }));

    gsi.get<{ Querystring: ClientQuery }>('/gsi/accounts', async (request, reply) => {
      const client = checkClient(deps, request, request.query.client_id);
      if (!client.ok) return refuse(reply, client.status, client.error, client.description);
      return {
        accounts: TEST_IDENTITIES.map((identity) => ({
          email: identity.email,
          name: identity.name,
          picture: avatarUrl(deps, GOOGLE, identity),
        })),
      };
    });

    gsi.get<{ Querystring: ClientQuery }>('/gsi/token', async (request, reply) => {
      const { client_id, email, name } = request.query;
      const client = checkClient(deps, request, client_id);
      if (!client.ok) return refuse(reply, client.status, client.error, client.description);
      let identity;
      try {
        const known = TEST_IDENTITIES.find((i) => i.email === email);
        identity = known ?? identityOf(email, typeof name === 'string' ? name : '');
      } catch (e) {
        if (!(e instanceof ApiError)) throw e;
        return refuse(reply, 400, 'invalid_email', 'Enter an email address, like name@example.com.');
      }
      const [given = '', ...family] = identity.name.split(/\s+/);
      const credential = await signIdToken(deps, GOOGLE.id, client_id as string, {
        sub: providerSubject(GOOGLE.id, identity.email),
        azp: client_id,
        email: identity.email,
        email_verified: true,
        name: identity.name,
        given_name: given,
        family_name: family.join(' '),
        picture: avatarUrl(deps, GOOGLE, identity),
        locale: identity.locale,
      });
      return { credential };
    });
  });
}
