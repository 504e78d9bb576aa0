import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Deps } from '../../deps';
import { avatarSvg, standInErrorPage, standInPage } from '../../dev/oauth-pages';
import { sendPage } from '../../http/html';
import { ApiError } from '../../errors';
import {
  avatarUrl,
  beginFlow,
  cancelUrl,
  completeSignIn,
  identityOf,
  linkIdentity,
  parseStart,
  pendingFlow,
  StandInError,
  type OAuthStart,
  type PendingFlow,
} from '../../services/oauth';
import { oauthProvider, TEST_IDENTITIES, type OAuthProvider } from '../../services/oauth-providers';

type Form = Record<string, string | undefined>;

interface ProviderParams {
  provider: string;
}

/**
 * The social sign-in pages (docs/protocol.md#the-calls), outside `/sdk/v1` because the SDK reaches them by top-level navigation:
 *
 * - `GET /v1/public/oauth/{provider}/start`: checks the start, keeps its parameters in a pending flow and shows
 *   the stand-in for the provider's sign-in page; a bad start shows an HTML error page (4xx), never a redirect;
 * - `POST /v1/public/oauth/{provider}/stand-in` (the page's forms): signs in as a test identity (`identity`) or as
 *   anyone (`email`, `name`), creating or linking the user, and redirects (303) to the app with
 *   `stytch_token_type=oauth&token=…`;
 * - `POST /v1/public/oauth/{provider}/stand-in/cancel`: back to the app's login URL with `error=access_denied`;
 * - `GET /v1/public/oauth/{provider}/avatar.svg?initials=AL`: the stand-in identities' profile pictures.
 */
export function registerStandInRoutes(app: FastifyInstance, deps: Deps): void {
  app.get<{ Params: ProviderParams }>('/v1/public/oauth/:provider/start', async (request, reply) => {
    let start: OAuthStart;
    try {
      start = parseStart(deps, request.params.provider, request.query as Record<string, string | string[]>);
    } catch (e) {
      return showError(reply, request.params.provider, StandInError.from(e, 'Sign-in could not start'));
    }
    const { handle } = beginFlow(deps, start);
    await sendPage(
      reply,
      standInPage({
        provider: start.provider,
        handle,
        projectName: start.project.project_name,
        appOrigin: new URL(start.loginRedirectUrl).origin,
        returnOrigins: originsOf(start.loginRedirectUrl, start.signupRedirectUrl),
        identities: identitiesFor(deps, start.provider),
        scopes: [...new Set([...start.provider.scopes, ...start.customScopes])],
        providerParams: start.providerParams,
        pkce: start.codeChallenge !== null,
      }),
    );
  });

  app.get<{ Params: ProviderParams; Querystring: { initials?: string } }>(
    '/v1/public/oauth/:provider/avatar.svg',
    async (request, reply) => {
      const provider = oauthProvider(request.params.provider);
      if (!provider)
        throw new ApiError('not_found', `No OAuth provider "${request.params.provider.slice(0, 60)}".`);
      const initials = typeof request.query.initials === 'string' ? request.query.initials : '?';
      return reply
        .type('image/svg+xml; charset=utf-8')
        .header('content-security-policy', "default-src 'none'")
        .header('cross-origin-resource-policy', 'cross-origin')
        .header('cache-control', 'public, max-age=86400')
        .send(avatarSvg(provider, initials));
    },
  );

  // The page's forms post `application/x-www-form-urlencoded`, which only these two routes accept.
  app.register(async (forms) => {
    forms.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string' },
      (_request, body, done) => {
        const text = typeof body === 'string' ? body : body.toString('utf8');
        done(null, Object.fromEntries(new URLSearchParams(text)));
      },
    );

    forms.post<{ Params: ProviderParams; Body: Form }>(
      '/v1/public/oauth/:provider/stand-in',
      async (request, reply) => {
        let pending: PendingFlow;
        try {
          refuseForeignForm(request, deps.publicUrl());
          pending = pendingFlow(deps, request.params.provider, formOf(request).flow);
        } catch (e) {
          return showError(
            reply,
            request.params.provider,
            StandInError.from(e, 'This sign-in cannot continue'),
          );
        }
        const form = formOf(request);
        const chosen = TEST_IDENTITIES.find((i) => i.email === form.identity);
        let identity;
        try {
          identity = chosen ?? identityOf(form.email, form.name);
        } catch (e) {
          if (!(e instanceof ApiError)) throw e;
          return showPage(reply, deps, pending, form.flow ?? '', {
            email: (form.email ?? '').slice(0, 254),
            name: (form.name ?? '').slice(0, 100),
            error: 'Enter an email address, like name@example.com.',
          });
        }
        const { flow, project, provider } = pending;
        let location: string;
        try {
          location = deps.store.transaction(() => {
            if (!deps.store.oauthLogins.completeFlow(flow.flow_hash, deps.clock.now())) {
              throw new StandInError(
                409,
                'This sign-in cannot continue',
                'This sign-in was completed by a concurrent request. Go back to the app and start again.',
                'oauth_flow_callback_error',
              );
            }
            const linked = linkIdentity(deps, project, provider, identity);
            return completeSignIn(deps, project, linked, {
              codeChallenge: flow.code_challenge,
              customScopes: flow.custom_scopes,
              provider,
              loginRedirectUrl: flow.login_redirect_url,
              signupRedirectUrl: flow.signup_redirect_url,
            });
          });
        } catch (e) {
          return showError(reply, provider.id, StandInError.from(e, 'This sign-in cannot continue'));
        }
        return reply.code(303).header('location', location).send();
      },
    );

    forms.post<{ Params: ProviderParams; Body: Form }>(
      '/v1/public/oauth/:provider/stand-in/cancel',
      async (request, reply) => {
        let pending: PendingFlow;
        try {
          refuseForeignForm(request, deps.publicUrl());
          pending = pendingFlow(deps, request.params.provider, formOf(request).flow);
        } catch (e) {
          return showError(
            reply,
            request.params.provider,
            StandInError.from(e, 'This sign-in cannot continue'),
          );
        }
        deps.store.oauthLogins.completeFlow(pending.flow.flow_hash, deps.clock.now());
        return reply.code(303).header('location', cancelUrl(pending.flow, pending.provider)).send();
      },
    );
  });
}

function formOf(request: FastifyRequest): Form {
  const body = request.body;
  return typeof body === 'object' && body !== null ? (body as Form) : {};
}

/**
 * The stand-in page's forms are posted by the page itself (its referrer policy lets the browser send its origin); a
 * form of another site is refused, and so is `Origin: null` (a sandboxed frame or a `data:` page of any site). A
 * request without Origin is not a browser form (browsers send it on every POST): scripts and tests may post.
 */
function refuseForeignForm(request: FastifyRequest, publicUrl: string): void {
  const origin = request.headers.origin;
  if (origin === undefined) return;
  if (origin === 'null') {
    throw new StandInError(
      403,
      'This sign-in cannot continue',
      'The stand-in sign-in page only accepts its own forms: this one came from a page whose origin is hidden ' +
        '(Origin: null, e.g. a sandboxed frame), so it is refused. Go back to the app and start again.',
      'unauthorized_action',
    );
  }
  // Scheme and host: the emulator's own origin as this request addressed it, or its public URL (--public-url).
  const given = URL.canParse(origin) ? new URL(origin).origin : '';
  const own = `${request.protocol}://${request.headers.host ?? ''}`;
  const published = URL.canParse(publicUrl) ? new URL(publicUrl).origin : '';
  if (given !== own && given !== published) {
    throw new StandInError(
      403,
      'This sign-in cannot continue',
      'The stand-in sign-in page only accepts its own forms, not forms of other sites.',
      'unauthorized_action',
    );
  }
}

function identitiesFor(deps: Deps, provider: OAuthProvider) {
  return TEST_IDENTITIES.map((identity) => ({ identity, avatar: avatarPath(deps, provider, identity) }));
}

/** The avatar's path on this emulator (the page shows it same-origin). */
function avatarPath(deps: Deps, provider: OAuthProvider, identity: (typeof TEST_IDENTITIES)[number]): string {
  const url = new URL(avatarUrl(deps, provider, identity));
  return url.pathname + url.search;
}

function originsOf(...urls: string[]): string[] {
  return [...new Set(urls.map((u) => new URL(u).origin))];
}

async function showPage(
  reply: FastifyReply,
  deps: Deps,
  pending: PendingFlow,
  handle: string,
  form: { email: string; name: string; error: string },
): Promise<void> {
  const { flow, project, provider } = pending;
  await sendPage(
    reply,
    standInPage({
      provider,
      handle,
      projectName: project.project_name,
      appOrigin: new URL(flow.login_redirect_url).origin,
      returnOrigins: originsOf(flow.login_redirect_url, flow.signup_redirect_url),
      identities: identitiesFor(deps, provider),
      scopes: [...new Set([...provider.scopes, ...flow.custom_scopes])],
      providerParams: flow.provider_params,
      pkce: flow.code_challenge !== null,
      form,
    }),
  );
}

async function showError(reply: FastifyReply, providerId: string, error: StandInError): Promise<void> {
  await sendPage(
    reply,
    standInErrorPage({
      provider: oauthProvider(providerId),
      status: error.status,
      title: error.title,
      message: error.message,
      code: error.code,
    }),
  );
}
