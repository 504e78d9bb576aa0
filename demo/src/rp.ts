/**
 * A sample relying party: an app that signs its users in with the emulator as its OpenID provider (client
 * `demo-rp`, public, so PKCE and no secret). Authorization code flow by hand, so each step is visible: discovery →
 * authorization request (PKCE S256, state, nonce; kept in sessionStorage) → the consent page → the code exchange →
 * the ID token verified with jose against the provider's JWKS → userinfo → RP-initiated logout.
 */
import { createRemoteJWKSet, jwtVerify, type JWTPayload } from 'jose';
import { publicConfig } from './env';

const CLIENT_ID = 'demo-rp';
const SCOPES = ['openid', 'email', 'profile', 'phone', 'offline_access', 'read:notes', 'write:notes'];
const DEFAULT_SCOPES = ['openid', 'email', 'profile', 'read:notes'];
/** What the page keeps across the round trips (this tab only). */
const PENDING_KEY = 'idp-demo-rp:pending';
const SIGNED_IN_KEY = 'idp-demo-rp:signed-in';
const LOGOUT_KEY = 'idp-demo-rp:logout-state';

const issuer = publicConfig.apiBaseUrl.replace(/\/+$/, '');
/** Registered for `demo-rp` as `{api}/rp.html` (exact match). */
const redirectUri = new URL('/rp.html', publicConfig.appUrl).href;
const target = document.getElementById('rp') as HTMLElement;

interface Metadata {
  issuer: string;
  authorization_endpoint: string;
  token_endpoint: string;
  userinfo_endpoint: string;
  jwks_uri: string;
  end_session_endpoint: string;
}

interface Pending {
  verifier: string;
  state: string;
  nonce: string;
}

interface SignedIn {
  idToken: string;
  claims: JWTPayload;
  userinfo: Record<string, unknown>;
  scope: string;
  refreshToken: string | null;
}

function el<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  props: Partial<Record<'className' | 'type' | 'name' | 'value', string>> = {},
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  Object.assign(node, props);
  node.append(...children);
  return node;
}

function show(...nodes: Node[]): void {
  target.replaceChildren(...nodes);
}

function problem(message: string): HTMLElement {
  return el('p', {}, el('span', { className: 'status-error' }, message));
}

function base64url(bytes: Uint8Array): string {
  return btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
}

function randomValue(): string {
  return base64url(crypto.getRandomValues(new Uint8Array(32)));
}

async function s256(verifier: string): Promise<string> {
  return base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));
}

async function discover(): Promise<Metadata> {
  const response = await fetch(`${issuer}/.well-known/openid-configuration`);
  if (!response.ok) throw new Error(`Discovery failed (HTTP ${response.status}).`);
  const metadata = (await response.json()) as Metadata;
  if (metadata.issuer !== issuer)
    throw new Error(`The provider says its issuer is ${metadata.issuer}, not ${issuer}.`);
  return metadata;
}

/** Only http(s) addresses are navigated to. */
function go(url: string): void {
  if (!/^https?:\/\//i.test(url)) throw new Error(`Refusing to navigate to ${url}.`);
  location.assign(url);
}

function readJson<T>(key: string): T | null {
  try {
    const text = sessionStorage.getItem(key);
    return text === null ? null : (JSON.parse(text) as T);
  } catch {
    return null;
  }
}

async function signIn(scopes: string[], forceConsent: boolean): Promise<void> {
  const metadata = await discover();
  const pending: Pending = { verifier: randomValue(), state: randomValue(), nonce: randomValue() };
  sessionStorage.setItem(PENDING_KEY, JSON.stringify(pending));
  const url = new URL(metadata.authorization_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: scopes.join(' '),
    code_challenge: await s256(pending.verifier),
    code_challenge_method: 'S256',
    state: pending.state,
    nonce: pending.nonce,
    ...(forceConsent ? { prompt: 'consent' } : {}),
  }).toString();
  go(url.href);
}

/** The code exchange (public client: `client_id` and the PKCE verifier, no secret). */
async function tokenRequest(metadata: Metadata, params: Record<string, string>) {
  const response = await fetch(metadata.token_endpoint, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: CLIENT_ID, ...params }),
  });
  const body = (await response.json()) as Record<string, string | number | undefined>;
  if (!response.ok)
    throw new Error(`Token endpoint: ${String(body.error)} — ${String(body.error_description)}`);
  return body as { access_token: string; id_token?: string; refresh_token?: string; scope: string };
}

async function finishSignIn(
  metadata: Metadata,
  tokens: Awaited<ReturnType<typeof tokenRequest>>,
  nonce: string | null,
) {
  if (!tokens.id_token) throw new Error('No ID token: the openid scope was not granted.');
  const { payload } = await jwtVerify(tokens.id_token, createRemoteJWKSet(new URL(metadata.jwks_uri)), {
    issuer: metadata.issuer,
    audience: CLIENT_ID,
    algorithms: ['RS256'],
  });
  if (nonce !== null && payload.nonce !== nonce) throw new Error('The ID token carries another nonce.');
  const userinfo = await fetch(metadata.userinfo_endpoint, {
    headers: { authorization: `Bearer ${tokens.access_token}` },
  });
  const signedIn: SignedIn = {
    idToken: tokens.id_token,
    claims: payload,
    userinfo: (await userinfo.json()) as Record<string, unknown>,
    scope: tokens.scope,
    refreshToken: tokens.refresh_token ?? null,
  };
  sessionStorage.setItem(SIGNED_IN_KEY, JSON.stringify(signedIn));
  renderSignedIn(signedIn);
}

/** Back from the consent page with `code` (or `error`) and `state`. */
async function callback(params: URLSearchParams): Promise<void> {
  history.replaceState(null, '', location.pathname);
  const pending = readJson<Pending>(PENDING_KEY);
  sessionStorage.removeItem(PENDING_KEY);
  if (!pending || params.get('state') !== pending.state) {
    return show(
      problem('This answer does not belong to a sign-in started here (state mismatch).'),
      startForm(),
    );
  }
  const error = params.get('error');
  if (error !== null) {
    const text =
      error === 'access_denied'
        ? 'You declined to sign in.'
        : `${error}: ${params.get('error_description') ?? ''}`;
    return show(problem(text), startForm());
  }
  const metadata = await discover();
  if (params.get('iss') !== metadata.issuer)
    return show(problem('The answer names another issuer.'), startForm());
  const tokens = await tokenRequest(metadata, {
    grant_type: 'authorization_code',
    code: params.get('code') ?? '',
    redirect_uri: redirectUri,
    code_verifier: pending.verifier,
  });
  await finishSignIn(metadata, tokens, pending.nonce);
}

function startForm(): HTMLElement {
  const form = el('form');
  const boxes = el('fieldset', {}, el('legend', {}, 'Scopes to ask for'));
  for (const scope of SCOPES) {
    const box = el('input', { type: 'checkbox', name: 'scope', value: scope });
    box.checked = DEFAULT_SCOPES.includes(scope);
    boxes.append(el('label', {}, box, scope));
  }
  const force = el('input', { type: 'checkbox', name: 'prompt' });
  form.append(
    boxes,
    el('label', {}, force, 'Ask for consent again (prompt=consent)'),
    el(
      'div',
      { className: 'actions' },
      el('button', { className: 'primary', type: 'submit' }, 'Sign in with idp-elements'),
    ),
  );
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    const scopes = [...form.querySelectorAll<HTMLInputElement>('input[name=scope]:checked')].map(
      (b) => b.value,
    );
    signIn(scopes, force.checked).catch((e: unknown) => show(problem((e as Error).message), startForm()));
  });
  return el('div', {}, el('p', {}, 'Not signed in to this app.'), form);
}

function table(values: Record<string, unknown>): HTMLElement {
  const list = el('dl');
  for (const [key, value] of Object.entries(values)) {
    const text =
      key === 'exp' || key === 'iat' || key === 'auth_time'
        ? new Date(Number(value) * 1000).toISOString()
        : value;
    list.append(el('dt', {}, key), el('dd', {}, typeof text === 'string' ? text : JSON.stringify(text)));
  }
  return list;
}

function renderSignedIn(state: SignedIn): void {
  const logout = el('button', { className: 'plain', type: 'button' }, 'Log out');
  logout.addEventListener('click', () => {
    logOut(state).catch((e: unknown) => show(problem((e as Error).message)));
  });
  const actions = el('div', { className: 'actions' }, logout);
  if (state.refreshToken !== null) {
    const refresh = el('button', { className: 'plain', type: 'button' }, 'Refresh tokens');
    refresh.addEventListener('click', () => {
      refreshTokens(state).catch((e: unknown) => show(problem((e as Error).message), startForm()));
    });
    actions.prepend(refresh);
  }
  show(
    el(
      'p',
      {},
      el('span', { className: 'status-ok' }, 'Signed in'),
      ' as ',
      el('strong', {}, String(state.claims.email ?? state.claims.sub)),
    ),
    el('p', {}, 'Granted scopes: ', el('code', {}, state.scope)),
    el('h3', {}, 'ID token claims (verified)'),
    table(state.claims),
    el('h3', {}, 'Userinfo'),
    table(state.userinfo),
    actions,
  );
}

async function refreshTokens(state: SignedIn): Promise<void> {
  const metadata = await discover();
  const tokens = await tokenRequest(metadata, {
    grant_type: 'refresh_token',
    refresh_token: state.refreshToken ?? '',
  });
  await finishSignIn(metadata, tokens, null);
}

/** RP-initiated logout: the provider's end-session endpoint (the consent page) asks, then sends the user back. */
async function logOut(state: SignedIn): Promise<void> {
  const metadata = await discover();
  const logoutState = randomValue();
  sessionStorage.setItem(LOGOUT_KEY, logoutState);
  sessionStorage.removeItem(SIGNED_IN_KEY);
  const url = new URL(metadata.end_session_endpoint);
  url.search = new URLSearchParams({
    client_id: CLIENT_ID,
    post_logout_redirect_uri: redirectUri,
    id_token_hint: state.idToken,
    state: logoutState,
  }).toString();
  go(url.href);
}

async function main(): Promise<void> {
  if (location.origin !== new URL(redirectUri).origin) {
    const link = el('a', {}, redirectUri);
    link.href = redirectUri;
    return show(problem('Open this app at its registered address: '), el('p', {}, link));
  }
  const params = new URLSearchParams(location.search);
  if (params.has('code') || params.has('error')) return callback(params);
  if (params.has('state')) {
    history.replaceState(null, '', location.pathname);
    const expected = sessionStorage.getItem(LOGOUT_KEY);
    sessionStorage.removeItem(LOGOUT_KEY);
    return show(
      expected === params.get('state')
        ? el(
            'p',
            {},
            el('span', { className: 'status-ok' }, 'Logged out'),
            ' of this app and of the provider.',
          )
        : problem('Back from a logout this page did not start.'),
      startForm(),
    );
  }
  const signedIn = readJson<SignedIn>(SIGNED_IN_KEY);
  if (signedIn) renderSignedIn(signedIn);
  else show(startForm());
}

main().catch((e: unknown) => show(problem((e as Error).message), startForm()));
