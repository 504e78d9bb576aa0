/**
 * The emulator as an OpenID provider for its default project: discovery, JWKS, token and userinfo endpoints on the
 * emulator's own origin (issuer = its base URL), plus the consent page that hosts `<idp-consent>`. The SDK calls of
 * the consent and logout screens are in routes/idp/. Errors here use the OAuth 2.0 format, not the SDK envelope.
 */
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../deps';
import { ApiError } from '../errors';
import { providerProject } from './clients';
import { registerConsentPage } from './consent-page';
import { discoveryDocument, OIDC_PATHS } from './discovery';
import { OAuthError } from './errors';
import { INTROSPECT_PATH, introspectRequest } from './introspect';
import { M2M_TOKEN_PATH, m2mTokenRequest } from './m2m-token';
import { idTokenKeys } from './keys';
import { tokenRequest } from './token';
import { userinfoRequest } from './userinfo';

type Form = Record<string, string>;

/**
 * A form-encoded body as a plain object; a parameter sent twice is `invalid_request` (RFC 6749 §3.1, §3.2).
 */
function parseForm(text: string): Form {
  const form: Form = Object.create(null) as Form;
  for (const [key, value] of new URLSearchParams(text)) {
    if (key in form)
      throw new OAuthError('invalid_request', `The parameter ${key.slice(0, 100)} was sent twice.`);
    form[key] = value;
  }
  return form;
}

function isForm(request: FastifyRequest): boolean {
  const type = String(request.headers['content-type'] ?? '').split(';')[0];
  return type?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

/** The form parameters of a request that must be form-encoded. */
function formOf(request: FastifyRequest): Form {
  if (!isForm(request)) {
    throw new OAuthError(
      'invalid_request',
      'Send the parameters form-encoded (application/x-www-form-urlencoded).',
    );
  }
  return request.body as Form;
}

function headerOf(request: FastifyRequest, name: 'authorization'): string | undefined {
  const value = request.headers[name];
  return typeof value === 'string' ? value : undefined;
}

/** Answers an error in the OAuth format; anything unexpected is a `server_error` (500), logged. */
async function sendOAuthError(
  error: FastifyError | OAuthError,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  let oauth: OAuthError;
  if (error instanceof OAuthError) oauth = error;
  else if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
    // The app-wide JSON parser's refusals (nesting too deep, …): the request is malformed, in the OAuth format.
    oauth = new OAuthError('invalid_request', error.message, error.status);
  } else if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
    oauth = new OAuthError('invalid_request', 'The body is too large.', 413);
  else if (error.statusCode !== undefined && error.statusCode >= 400 && error.statusCode < 500) {
    oauth = new OAuthError('invalid_request', error.message, error.statusCode);
  } else {
    console.error(`emulator: ${request.method} ${request.url.split('?')[0] ?? ''} failed:`, error);
    oauth = new OAuthError(
      'server_error',
      'The emulator hit an unexpected error; its console has the details.',
      500,
    );
  }
  if (request.headers.origin !== undefined) reply.header('access-control-expose-headers', 'WWW-Authenticate');
  await reply
    .code(oauth.status)
    .headers(oauth.headers)
    .header('cache-control', 'no-store')
    .type('application/json; charset=utf-8')
    .send(oauth.toJSON());
}

/** Registers the provider's endpoints and consent page (in a scope of their own: form bodies, OAuth errors). */
export function registerOidcProvider(app: FastifyInstance, deps: Deps): void {
  // Not awaited, like the app's other plugins: they load at `ready()`.
  void app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        try {
          done(null, parseForm(typeof body === 'string' ? body : body.toString('utf8')));
        } catch (e) {
          done(e as Error, undefined);
        }
      },
    );
    scope.setErrorHandler(sendOAuthError);

    const discovery = async () => discoveryDocument(deps);
    scope.get(OIDC_PATHS.discovery, discovery);
    scope.get(OIDC_PATHS.authorizationServer, discovery);
    scope.get(OIDC_PATHS.jwks, async () => ({
      keys: await idTokenKeys(deps).jwks([providerProject(deps).project_id]),
    }));

    scope.post(OIDC_PATHS.token, async (request, reply) => {
      const response = await tokenRequest(deps, headerOf(request, 'authorization'), formOf(request));
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return response;
    });

    scope.post<{ Params: { project_id: string } }>(INTROSPECT_PATH, async (request, reply) => {
      const answer = introspectRequest(
        deps,
        request.params.project_id,
        headerOf(request, 'authorization'),
        formOf(request),
      );
      reply.header('cache-control', 'no-store');
      return answer;
    });

    scope.post<{ Params: { project_id: string } }>(M2M_TOKEN_PATH, async (request, reply) => {
      const answer = await m2mTokenRequest(
        deps,
        request.params.project_id,
        headerOf(request, 'authorization'),
        formOf(request),
      );
      reply.header('cache-control', 'no-store').header('pragma', 'no-cache');
      return answer;
    });

    const userinfo = async (request: FastifyRequest, reply: FastifyReply) => {
      // RFC 6750 §2.2: a POST may carry the token in a form body; any other body is ignored.
      const claims = userinfoRequest(
        deps,
        headerOf(request, 'authorization'),
        isForm(request) ? formOf(request) : undefined,
      );
      reply.header('cache-control', 'no-store');
      return claims;
    };
    scope.get(OIDC_PATHS.userinfo, userinfo);
    scope.post(OIDC_PATHS.userinfo, userinfo);
  });
  registerConsentPage(app, deps);
}
