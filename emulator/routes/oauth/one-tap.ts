import { randomUUID } from 'node:crypto';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ProjectConfig } from '../../config/defaults';
import type { Deps } from '../../deps';
import { ApiError } from '../../errors';
import { assertAllowedOrigin, projectForToken } from '../../services/projects';
import { hashSecret, newSecret, safeEqual } from '../../services/ids';
import { iso } from '../../services/jwt';
import { completeSignIn, identityOf, linkIdentity } from '../../services/oauth';
import { oauthProvider, type OAuthProvider } from '../../services/oauth-providers';
import { resolveRedirectUrl } from '../../services/redirects';
import { verifyIdToken } from '../../services/stand-in-keys';
import type { OneTapCallbackRecord } from '../../store/oauth-logins';

/** The cookie the clientside-services iframe reads the CSRF token from. */
export const CSRF_COOKIE = 'stytch_csrf_private_token';
/** How long a One Tap start's callback may be used. */
const CALLBACK_MINUTES = 10;

const GOOGLE = oauthProvider('google') as OAuthProvider;

interface CallbackBody {
  id_token: string;
  stytch_csrf_token: string;
  login_redirect_url?: string;
  signup_redirect_url?: string;
}

const callbackBody = {
  type: 'object',
  additionalProperties: false,
  required: ['id_token', 'stytch_csrf_token'],
  properties: {
    id_token: { type: 'string', maxLength: 8192 },
    stytch_csrf_token: { type: 'string', maxLength: 200 },
    login_redirect_url: { type: 'string', maxLength: 2048 },
    signup_redirect_url: { type: 'string', maxLength: 2048 },
  },
} as const;

/**
 * Google One Tap's HTTP half, called by the clientside-services iframe with cookies, answered at the
 * top level (no `data` wrapper):
 *
 * - `GET /v1/public/oauth/google/onetap/start?public_token=…` → `{request_id, status_code, google_client_id,
 *   oauth_callback_id}` and the `stytch_csrf_private_token` cookie; `google_client_id` is empty when the project
 *   has none (the SDK's `oauth_config_not_found`);
 * - `POST /v1/oauth/callback/{oauth_callback_id}` (header `x-stytch-oauth-type: google-one-tap`, a JSON body sent
 *   as text/plain) → `{redirect_url, status_code: 200, request_id}`: the CSRF cookie must match the body's
 *   `stytch_csrf_token`, the ID token must be the stand-in Google's for the project's client id; the user is created
 *   or linked by email and `redirect_url` carries `stytch_token_type=oauth&token=…`.
 */
export function registerOneTapRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: { provider: string }; Querystring: { public_token?: string } }>(
    '/v1/public/oauth/:provider/onetap/start',
    {
      schema: {
        querystring: {
          type: 'object',
          additionalProperties: false,
          required: ['public_token'],
          properties: { public_token: { type: 'string', minLength: 1, maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      if (request.params.provider !== 'google') {
        throw new ApiError(
          'not_found',
          'One Tap exists only for Google: /v1/public/oauth/google/onetap/start.',
        );
      }
      const project = projectForToken(deps, request.query.public_token ?? '');
      // The iframe's own same-origin GET carries no Origin: it names the page that called it (its message's origin).
      assertAllowedOrigin(project, request.headers.origin ?? callerOrigin(request));
      const csrf = newSecret();
      const now = deps.clock.now();
      const callback: OneTapCallbackRecord = {
        callback_id: `oauth-callback-test-${randomUUID()}`,
        project_id: project.project_id,
        csrf_hash: hashSecret(csrf),
        created_at: now,
        expires_at: now + CALLBACK_MINUTES * 60_000,
        used_at: null,
      };
      deps.store.oauthLogins.createOneTapCallback(callback);
      reply.header(
        'set-cookie',
        `${CSRF_COOKIE}=${csrf}; Path=/; Max-Age=${CALLBACK_MINUTES * 60}; SameSite=Lax`,
      );
      return {
        request_id: request.id,
        status_code: 200,
        google_client_id: project.google_client_id ?? '',
        oauth_callback_id: callback.callback_id,
      };
    },
  );

  // The iframe posts its JSON without a Content-Type (so as text/plain); only this route accepts that.
  app.register(async (callbacks) => {
    callbacks.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      try {
        done(null, text === '' ? undefined : (JSON.parse(text) as unknown));
      } catch {
        done(new ApiError('invalid_request_body', 'The request body is not valid JSON.'), undefined);
      }
    });

    callbacks.post<{ Params: { oauth_callback_id: string }; Body: CallbackBody }>(
      '/v1/oauth/callback/:oauth_callback_id',
      {
        schema: {
          body: callbackBody,
          params: {
            type: 'object',
            required: ['oauth_callback_id'],
            properties: { oauth_callback_id: { type: 'string', maxLength: 200 } },
          },
        },
      },
      async (request) => {
        requireOneTapHeader(request);
        const callback = findCallback(deps, request.params.oauth_callback_id);
        checkCsrf(request, callback);
        const project = deps.config.projectById.get(callback.project_id);
        if (!project) throw callbackError('The project of this One Tap start no longer exists.');
        const claims = await verifiedClaims(deps, project, request.body.id_token);
        const loginUrl = resolveRedirectUrl(
          project,
          'login',
          'login_redirect_url',
          request.body.login_redirect_url,
        );
        const signupUrl = resolveRedirectUrl(
          project,
          'signup',
          'signup_redirect_url',
          request.body.signup_redirect_url,
        );
        const identity = identityOf(claims.email, claims.name, claims.locale);
        const redirect_url = deps.store.transaction(() => {
          if (!deps.store.oauthLogins.consumeOneTapCallback(callback.callback_id, deps.clock.now())) {
            throw callbackError('This One Tap start was used by a concurrent request.');
          }
          const linked = linkIdentity(deps, project, GOOGLE, identity, claims.sub);
          return completeSignIn(deps, project, linked, {
            codeChallenge: null,
            customScopes: [],
            provider: GOOGLE,
            loginRedirectUrl: loginUrl,
            signupRedirectUrl: signupUrl,
          });
        });
        return { redirect_url, status_code: 200, request_id: request.id };
      },
    );
  });
}

/** The page origin the clientside-services iframe forwards (`x-sdk-parent-host`), when it is one. */
function callerOrigin(request: FastifyRequest): string | undefined {
  const header = request.headers['x-sdk-parent-host'];
  if (typeof header !== 'string') return undefined;
  // Anything that is not an http(s) origin (`null` included) is refused by the allowlist, not waved through.
  return URL.canParse(header) ? new URL(header).origin : header;
}

const callbackError = (detail: string) =>
  new ApiError(
    'oauth_flow_callback_error',
    `An error was encountered in the callback of the OAuth flow. Please try again. ${detail}`,
  );

function requireOneTapHeader(request: FastifyRequest): void {
  if (request.headers['x-stytch-oauth-type'] !== 'google-one-tap') {
    throw new ApiError(
      'bad_request',
      'This OAuth callback takes only Google One Tap submissions (header x-stytch-oauth-type: google-one-tap).',
    );
  }
}

function findCallback(deps: Deps, callbackId: string): OneTapCallbackRecord {
  const callback = deps.store.oauthLogins.findOneTapCallback(callbackId);
  if (!callback) throw callbackError('No One Tap start has this oauth_callback_id.');
  if (callback.used_at !== null) {
    throw callbackError(`This One Tap start was already used at ${iso(callback.used_at)}; each works once.`);
  }
  if (callback.expires_at <= deps.clock.now()) {
    throw callbackError(`This One Tap start expired at ${iso(callback.expires_at)}.`);
  }
  return callback;
}

function cookieOf(request: FastifyRequest, name: string): string | undefined {
  for (const part of (request.headers.cookie ?? '').split(';')) {
    const at = part.indexOf('=');
    if (at > 0 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return undefined;
}

/** The double-submit check: the cookie set by the start, the same value in the body, and the start's hash. */
function checkCsrf(request: FastifyRequest<{ Body: CallbackBody }>, callback: OneTapCallbackRecord): void {
  const cookie = cookieOf(request, CSRF_COOKIE);
  const sent = request.body.stytch_csrf_token;
  if (cookie === undefined || !safeEqual(cookie, sent) || !safeEqual(hashSecret(sent), callback.csrf_hash)) {
    throw new ApiError(
      'unauthorized_action',
      `The CSRF token does not match this One Tap start: the ${CSRF_COOKIE} cookie (set by onetap/start) and ` +
        "stytch_csrf_token must both be the start's.",
    );
  }
}

interface GoogleClaims {
  sub: string;
  email: string;
  name: string;
  locale: string;
}

async function verifiedClaims(deps: Deps, project: ProjectConfig, idToken: string): Promise<GoogleClaims> {
  if (project.google_client_id === null) {
    throw callbackError(
      `Project "${project.project_name}" has no google_client_id: One Tap is not configured.`,
    );
  }
  const verified = await verifyIdToken(deps, 'google', idToken, project.google_client_id);
  if (!verified.ok) throw callbackError(verified.problem);
  const { sub, email, email_verified, name, locale } = verified.claims;
  if (typeof sub !== 'string' || typeof email !== 'string' || email_verified !== true) {
    throw callbackError('The ID token carries no verified email.');
  }
  return {
    sub,
    email,
    name: typeof name === 'string' ? name : '',
    locale: typeof locale === 'string' ? locale : 'en',
  };
}
