import type { OAuthProvider, TestIdentity } from '../services/oauth-providers';
import { html, type PageOptions } from '../http/html';

/** The look of the stand-in provider pages: one centred card, usable from 320 px wide. */
const STYLE = `
  body { min-height: 100vh; }
  .stand-in { max-width: 460px; margin: 0 auto; padding: 16px 12px 40px; }
  .banner { margin: 0 0 12px; padding: 8px 12px; border: 1px dashed var(--line); border-radius: 8px;
    color: var(--muted); font-size: 13px; background: var(--card); }
  .card { background: var(--card); border: 1px solid var(--line); border-radius: 12px; padding: 20px; }
  .brand { display: flex; align-items: center; gap: 10px; margin-bottom: 12px; }
  .mark { width: 36px; height: 36px; border-radius: 9px; display: inline-grid; place-items: center;
    background: var(--brand); color: var(--brand-ink); font-weight: 700; font-size: 18px; flex: none; }
  .brand-name { font-weight: 650; font-size: 17px; }
  h1 { font-size: 22px; line-height: 1.25; margin: 0 0 4px; }
  h2 { font-size: 15px; margin: 20px 0 8px; }
  .lead { margin: 0; color: var(--muted); overflow-wrap: anywhere; }
  .lead strong { color: var(--text); }
  .lead + .lead { margin-top: 8px; }
  ul.accounts { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
  ul.accounts form { margin: 0; }
  .account { width: 100%; display: flex; align-items: center; gap: 12px; text-align: left; padding: 8px 10px;
    border-radius: 8px; }
  .account img { width: 36px; height: 36px; border-radius: 50%; flex: none; }
  .who { display: grid; min-width: 0; }
  .who .name { font-weight: 600; }
  .who .email { color: var(--muted); font-size: 13px; overflow-wrap: anywhere; }
  label { display: block; font-weight: 600; margin: 12px 0 4px; }
  label .optional { font-weight: 400; color: var(--muted); }
  input[type="email"], input[type="text"] { width: 100%; font: inherit; padding: 8px 10px; border-radius: 6px;
    border: 1px solid var(--muted); background: var(--card); color: var(--text); }
  input[aria-invalid="true"] { border-color: #c5221f; }
  .error { color: #c5221f; margin: 6px 0 0; font-size: 14px; }
  @media (prefers-color-scheme: dark) { .error { color: #ff8a80; } input[aria-invalid="true"] { border-color: #ff8a80; } }
  .primary { margin-top: 16px; width: 100%; padding: 9px 12px; font-weight: 600; background: var(--brand);
    color: var(--brand-ink); border-color: var(--brand); }
  .primary:hover { filter: brightness(1.08); border-color: var(--text); }
  .cancel { margin-top: 16px; width: 100%; padding: 9px 12px; }
  details { margin-top: 18px; font-size: 14px; }
  summary { cursor: pointer; color: var(--accent); }
  dl { margin: 8px 0 0; display: grid; grid-template-columns: max-content 1fr; gap: 4px 12px; }
  dt { color: var(--muted); }
  dd { margin: 0; overflow-wrap: anywhere; }
  :focus-visible { outline: 3px solid var(--accent); outline-offset: 2px; }
  code { overflow-wrap: anywhere; }
  .scopes code { display: block; }
`;

/** CSS custom properties of a provider's colours (from the provider table, never from a request). */
function brandStyle(provider: OAuthProvider | undefined): string {
  const colour = provider?.colour ?? '#5f6b7a';
  const ink = provider?.ink ?? '#ffffff';
  return `:root { --brand: ${colour}; --brand-ink: ${ink}; }`;
}

const markOf = (provider: OAuthProvider) => [...provider.name][0] ?? '?';

export interface StandInPageOptions {
  provider: OAuthProvider;
  /** The pending flow's handle, posted back by every form of the page. */
  handle: string;
  projectName: string;
  /** The app the sign-in returns to (the login redirect URL's origin). */
  appOrigin: string;
  /** Origins the forms' redirects may go to (the login and sign-up redirect URLs'). */
  returnOrigins: string[];
  identities: readonly { identity: TestIdentity; avatar: string }[];
  scopes: string[];
  providerParams: Record<string, string>;
  pkce: boolean;
  /** The "sign in as anyone" form's values and error, when a submit was refused. */
  form?: { email: string; name: string; error: string };
}

/** The stand-in for the provider's sign-in page that a start shows (`GET /v1/public/oauth/{provider}/start`). */
export function standInPage(o: StandInPageOptions): PageOptions {
  const { provider } = o;
  const action = `/v1/public/oauth/${provider.id}/stand-in`;
  const flowField = html`<input type="hidden" name="flow" value="${o.handle}" />`;
  const hint = o.providerParams.login_hint ?? '';
  const email = o.form?.email ?? hint;
  const params = Object.entries(o.providerParams);
  return {
    title: `Sign in with ${provider.name} · emulator stand-in`,
    style: STYLE + brandStyle(provider),
    ...(o.form ? { status: 400 } : {}),
    formActions: o.returnOrigins,
    body: html`<main class="stand-in">
      <p class="banner" role="note">
        Emulator stand-in for ${provider.name}: this page is served by the idp-elements emulator, not by
        ${provider.name}. Nothing leaves this machine.
      </p>
      <div class="card">
        <div class="brand">
          <span class="mark" aria-hidden="true">${markOf(provider)}</span>
          <span class="brand-name">${provider.name}</span>
        </div>
        <h1>Sign in with ${provider.name}</h1>
        <p class="lead">to continue to <strong>${o.projectName}</strong> (${o.appOrigin})</p>

        <section aria-labelledby="pick">
          <h2 id="pick">Choose an account</h2>
          <ul class="accounts">
            ${o.identities.map(
              ({ identity, avatar }) =>
                html`<li>
                  <form method="post" action="${action}">
                    ${flowField}
                    <input type="hidden" name="identity" value="${identity.email}" />
                    <button type="submit" class="account">
                      <img src="${avatar}" alt="" width="36" height="36" />
                      <span class="who"
                        ><span class="name">${identity.name}</span
                        ><span class="email">${identity.email}</span></span
                      >
                    </button>
                  </form>
                </li>`,
            )}
          </ul>
        </section>

        <section aria-labelledby="anyone">
          <h2 id="anyone">Or sign in as anyone</h2>
          <form method="post" action="${action}">
            ${flowField}
            <label for="email">Email</label>
            <input
              id="email"
              name="email"
              type="email"
              required
              maxlength="254"
              autocomplete="email"
              value="${email}"
              ${o.form ? html`aria-invalid="true" aria-describedby="email-error" autofocus` : ''}
            />
            ${o.form ? html`<p id="email-error" class="error">${o.form.error}</p>` : ''}
            <label for="name">Name <span class="optional">(optional)</span></label>
            <input
              id="name"
              name="name"
              type="text"
              maxlength="100"
              autocomplete="name"
              value="${o.form?.name ?? ''}"
            />
            <button type="submit" class="primary">Sign in</button>
          </form>
        </section>

        <details>
          <summary>What the app asked ${provider.name} for</summary>
          <dl>
            <dt>Scopes</dt>
            <dd class="scopes">${o.scopes.map((scope) => html`<code>${scope}</code>`)}</dd>
            <dt>Parameters</dt>
            <dd>
              ${
                params.length === 0
                  ? 'none'
                  : params.map(([key, value], i) => html`${i > 0 ? ', ' : ''}<code>${key}=${value}</code>`)
              }
            </dd>
            <dt>PKCE</dt>
            <dd>${o.pkce ? 'code_challenge (S256) received' : 'not used'}</dd>
          </dl>
        </details>

        <form method="post" action="${action}/cancel">
          ${flowField}
          <button type="submit" class="cancel">Cancel</button>
        </form>
      </div>
    </main>`,
  };
}

/** A refused start or submit: the reason, with its status; never a redirect. */
export function standInErrorPage(options: {
  provider: OAuthProvider | undefined;
  status: number;
  title: string;
  message: string;
  code: string;
}): PageOptions {
  const who = options.provider?.name ?? 'an OAuth provider';
  return {
    title: `${options.title} · emulator stand-in`,
    style: STYLE + brandStyle(options.provider),
    status: options.status,
    body: html`<main class="stand-in">
      <p class="banner" role="note">Emulator stand-in for ${who}, served by the idp-elements emulator.</p>
      <div class="card">
        ${
          options.provider
            ? html`<div class="brand">
                <span class="mark" aria-hidden="true">${markOf(options.provider)}</span>
                <span class="brand-name">${options.provider.name}</span>
              </div>`
            : ''
        }
        <h1>${options.title}</h1>
        <p role="alert">${options.message}</p>
        <p class="lead">Error type <code>${options.code}</code> · HTTP ${options.status}</p>
        <p class="lead">
          Nothing was sent back to the app: the emulator does not redirect a refused sign-in.
        </p>
      </div>
    </main>`,
  };
}

/** An avatar: the initials (letters and digits only, checked by the caller) on the provider's colour. */
export function avatarSvg(provider: OAuthProvider, initials: string): string {
  const text = initials.replace(/[^\p{L}\p{N}?]/gu, '').slice(0, 4) || '?';
  return html`<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">
    <rect width="96" height="96" rx="48" fill="${provider.colour}" />
    <text
      x="48"
      y="50"
      fill="${provider.ink}"
      font-family="Arial, Helvetica, sans-serif"
      font-size="38"
      font-weight="700"
      text-anchor="middle"
      dominant-baseline="middle"
    >
      ${text}
    </text>
  </svg>`.value;
}
