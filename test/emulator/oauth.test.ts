// Social sign-in against the emulator's stand-in providers: the start (WIRE.md §4.4) and its refusals, the stand-in
// page's forms, the redirect with the token, `POST /sdk/v1/oauth/authenticate`, and `providers[]` of users/me.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { createLocalJWKSet, jwtVerify } from 'jose';
import type { RunningEmulator } from '../../emulator/index';
import { GOOGLE_CLIENT_ID } from '../../emulator/config/defaults';
import {
  advanceClock,
  Client,
  latestToken,
  pkcePair,
  startTestEmulator,
  STRICT_TOKEN,
  uniqueEmail,
  type Answer,
  type AuthData,
  type Envelope,
  type WireUser,
} from './helpers';

const PROVIDERS = [
  ['google', 'Google'],
  ['microsoft', 'Microsoft'],
  ['apple', 'Apple'],
  ['github', 'GitHub'],
  ['gitlab', 'GitLab'],
  ['facebook', 'Facebook'],
  ['discord', 'Discord'],
  ['salesforce', 'Salesforce'],
  ['slack', 'Slack'],
  ['amazon', 'Amazon'],
  ['bitbucket', 'Bitbucket'],
  ['linkedin', 'LinkedIn'],
  ['coinbase', 'Coinbase'],
  ['twitch', 'Twitch'],
  ['twitter', 'Twitter'],
  ['tiktok', 'TikTok'],
  ['snapchat', 'Snapchat'],
  ['figma', 'Figma'],
  ['yahoo', 'Yahoo'],
] as const;

const APP = 'http://localhost:3000';
const LOGIN_URL = `${APP}/oauth/login`;
const SIGNUP_URL = `${APP}/oauth/welcome?from=oauth`;
/** The strict project's exact allowlist. */
const STRICT_LOGIN = 'http://localhost:3000/authenticate';
const STRICT_SIGNUP = 'http://localhost:3000/authenticate?signup=1';

interface ProviderEntry {
  provider_type: string;
  provider_subject: string;
  profile_picture_url: string;
  locale: string;
  oauth_user_registration_id: string;
}

interface OAuthAuth extends AuthData {
  provider_subject: string;
  provider_type: string;
  profile_picture_url: string;
  locale: string;
  oauth_user_registration_id: string;
  provider_values: {
    access_token: string;
    refresh_token: string;
    id_token: string;
    scopes: string[];
    expires_at: string;
  };
}

let emulator: RunningEmulator;
let client: Client;
let strict: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
  strict = new Client(emulator, STRICT_TOKEN);
});
after(() => emulator.close());

function startUrl(provider: string, params: Record<string, string>): string {
  return `${emulator.url}/v1/public/oauth/${provider}/start?${new URLSearchParams(params)}`;
}

const defaultStart = (extra: Record<string, string> = {}) => ({
  public_token: emulator.publicToken,
  login_redirect_url: LOGIN_URL,
  signup_redirect_url: SIGNUP_URL,
  ...extra,
});

interface Page {
  status: number;
  headers: Headers;
  html: string;
}

async function get(url: string): Promise<Page> {
  const response = await fetch(url, { redirect: 'manual' });
  return { status: response.status, headers: response.headers, html: await response.text() };
}

/** The start page's flow handle (every form carries it). */
function handleOf(html: string): string {
  const handle = /name="flow" value="([A-Za-z0-9_-]{44})"/.exec(html)?.[1];
  if (!handle) throw new Error('no flow handle on the page');
  return handle;
}

/** Opens a start and returns its flow handle; asserts the stand-in page was shown. */
async function begin(provider: string, params: Record<string, string> = defaultStart()): Promise<string> {
  const page = await get(startUrl(provider, params));
  assert.equal(page.status, 200, page.html.slice(0, 2000));
  return handleOf(page.html);
}

/** Posts one of the stand-in page's forms as the browser would. */
function postForm(provider: string, path: '' | '/cancel', fields: Record<string, string>, headers = {}) {
  return fetch(`${emulator.url}/v1/public/oauth/${provider}/stand-in${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    body: new URLSearchParams(fields),
  });
}

/** Signs in on a stand-in page (a test identity by email, or anyone) and returns the redirect it answers. */
async function signIn(provider: string, handle: string, fields: Record<string, string>): Promise<URL> {
  const response = await postForm(provider, '', { flow: handle, ...fields });
  assert.equal(response.status, 303, await response.text());
  return new URL(response.headers.get('location') ?? '');
}

function tokenIn(url: URL): string {
  assert.equal(url.searchParams.get('stytch_token_type'), 'oauth');
  const token = url.searchParams.get('token');
  assert.match(token ?? '', /^[A-Za-z0-9_-]{44}$/);
  return token as string;
}

function authenticate(token: string, extra: Record<string, unknown> = {}, via: Client = client) {
  return via.post<Answer<OAuthAuth>>('/oauth/authenticate', { token, ...extra });
}

/** A whole sign-in as anyone: start → stand-in form → redirect → authenticate. */
async function fullSignIn(provider: string, email: string, name = '') {
  const url = await signIn(provider, await begin(provider), { email, name });
  const reply = await authenticate(tokenIn(url), { session_duration_minutes: 60 });
  assert.equal(reply.status, 200, JSON.stringify(reply.json));
  return { url, auth: reply.json.data };
}

/** Asserts a refused start or submit: an HTML page with the status and text, and no redirect. */
function assertRefusal(page: Page, status: number, text: RegExp): void {
  assert.equal(page.status, status, page.html.slice(0, 500));
  assert.equal(page.headers.get('location'), null, 'never a redirect');
  assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
  assert.match(page.html, text);
  assert.match(page.html, /the emulator does not redirect a refused sign-in/);
}

describe('GET /v1/public/oauth/{provider}/start', () => {
  test('every one of the 19 providers shows its stand-in sign-in page', async () => {
    for (const [id, name] of PROVIDERS) {
      const page = await get(startUrl(id, defaultStart()));
      assert.equal(page.status, 200, `${id}: ${page.html.slice(0, 300)}`);
      assert.match(page.headers.get('content-type') ?? '', /^text\/html/);
      assert.ok(page.html.includes(`<h1>Sign in with ${name}</h1>`), id);
      assert.ok(page.html.includes(`Emulator stand-in for ${name}`), `${id} is labelled a stand-in`);
      assert.match(page.html, /<label for="email">Email<\/label>/);
      assert.match(page.html, /<label for="name">Name <span class="optional">\(optional\)<\/span><\/label>/);
      assert.match(page.html, /<button type="submit" class="primary">Sign in<\/button>/);
      assert.match(page.html, /<button type="submit" class="cancel">Cancel<\/button>/);
      assert.match(page.html, /Ada Lovelace[\s\S]*Grace Hopper[\s\S]*Hedy Lamarr/);
      assert.ok(page.html.includes(`action="/v1/public/oauth/${id}/stand-in"`));
      assert.match(
        page.headers.get('content-security-policy') ?? '',
        /form-action 'self' http:\/\/localhost:3000;/,
      );
      assert.match(page.headers.get('content-security-policy') ?? '', /frame-ancestors 'none'/);
    }
  });

  test('an unknown provider is a 404 page naming the providers, not a redirect', async () => {
    const page = await get(startUrl('myspace', defaultStart()));
    assertRefusal(page, 404, /no OAuth provider &quot;myspace&quot;/);
    assert.match(page.html, /google, microsoft, apple, github/);
  });

  test('public token: missing, unknown', async () => {
    const { public_token: _, ...rest } = defaultStart();
    assertRefusal(await get(startUrl('google', rest)), 400, /public_token parameter is missing/);
    assertRefusal(
      await get(startUrl('google', defaultStart({ public_token: 'public-token-test-nope' }))),
      401,
      /public-token-test-nope&quot; is unknown to this emulator/,
    );
  });

  test('redirect URLs off the allowlist are refused with the reason, as for magic links', async () => {
    const cases: [Record<string, string>, RegExp][] = [
      [
        { login_redirect_url: 'https://evil.example/cb' },
        /login_redirect_url &quot;https:\/\/evil.example\/cb&quot; is not in the login redirect URL allowlist/,
      ],
      [
        { signup_redirect_url: 'https://evil.example/cb' },
        /signup_redirect_url &quot;https:\/\/evil.example\/cb&quot; is not in the signup/,
      ],
      [{ login_redirect_url: 'javascript:alert(1)' }, /is not an absolute http\(s\) URL/],
    ];
    for (const [params, text] of cases) {
      const page = await get(startUrl('github', defaultStart(params)));
      assertRefusal(page, 400, text);
      assert.ok(!page.html.includes('name="flow"'), 'no flow was started');
    }
    // The strict project accepts only its exact URLs; without them it falls back to its defaults.
    const { challenge } = pkcePair();
    const strictStart = { public_token: STRICT_TOKEN, code_challenge: challenge };
    assertRefusal(
      await get(startUrl('github', { ...strictStart, login_redirect_url: 'http://localhost:3000/other' })),
      400,
      /not in the login redirect URL allowlist of project &quot;idp-elements strict&quot;/,
    );
    assert.equal((await get(startUrl('github', strictStart))).status, 200);
    // The default project has no default URLs: a start naming none is told which one is missing.
    assertRefusal(
      await get(startUrl('github', { public_token: emulator.publicToken, login_redirect_url: LOGIN_URL })),
      400,
      /No signup_redirect_url was sent and project &quot;idp-elements local&quot; has no default signup redirect URL/,
    );
  });

  test('malformed starts: a repeated or unknown parameter, a bad code_challenge, too many scopes', async () => {
    const url = `${startUrl('google', defaultStart())}&login_redirect_url=${encodeURIComponent(LOGIN_URL)}`;
    assertRefusal(await get(url), 400, /login_redirect_url was given more than once/);
    assertRefusal(
      await get(startUrl('google', defaultStart({ oauth_attach_token: 'x' }))),
      400,
      /Unknown parameter &quot;oauth_attach_token&quot;/,
    );
    assertRefusal(
      await get(startUrl('google', defaultStart({ code_challenge: 'short' }))),
      400,
      /code_challenge is malformed/,
    );
    const scopes = Array.from({ length: 51 }, (_, i) => `s${i}`).join(' ');
    assertRefusal(await get(startUrl('google', defaultStart({ custom_scopes: scopes }))), 400, /at most 50/);
  });

  test('a project requiring PKCE refuses a start without code_challenge', async () => {
    const page = await get(startUrl('apple', { public_token: STRICT_TOKEN }));
    assertRefusal(page, 400, /requires PKCE for OAuth: the start needs a code_challenge/);
  });

  test('custom_scopes and provider_* parameters are kept: shown at the provider, login_hint prefills Email', async () => {
    const page = await get(
      startUrl(
        'google',
        defaultStart({
          custom_scopes: 'https://www.googleapis.com/auth/calendar.readonly drive.file',
          provider_login_hint: 'ada@example.com',
          provider_prompt: 'select_account',
        }),
      ),
    );
    assert.equal(page.status, 200);
    assert.match(
      page.html,
      /<code>https:\/\/www.googleapis.com\/auth\/calendar.readonly<\/code><code>drive.file<\/code>/,
    );
    assert.match(page.html, /<code>login_hint=ada@example.com<\/code>, <code>prompt=select_account<\/code>/);
    assert.match(page.html, /id="email"[^>]*value="ada@example.com"/);
    assert.match(page.html, /<dd>not used<\/dd>/, 'PKCE not used');
  });

  test('everything the page shows from the request is escaped', async () => {
    const page = await get(
      startUrl(
        'google',
        defaultStart({ provider_login_hint: '"><script>alert(1)</script>', custom_scopes: '<b>x</b>' }),
      ),
    );
    assert.equal(page.status, 200);
    assert.ok(!page.html.includes('<script>alert(1)'));
    assert.ok(!page.html.includes('<b>x</b>'));
    assert.ok(page.html.includes('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;'));
  });
});

describe('the stand-in page: sign in, cancel', () => {
  test('a new user is sent to the sign-up URL; the same email again logs in to the same user', async () => {
    const email = uniqueEmail('newbie');
    const first = await fullSignIn('github', email, 'Alan Turing');
    assert.equal(first.url.origin + first.url.pathname, `${APP}/oauth/welcome`);
    assert.equal(first.url.searchParams.get('from'), 'oauth', 'the sign-up URL keeps its own query');
    const user = first.auth.user;
    assert.equal(user.status, 'active');
    assert.deepEqual(
      user.emails.map((e) => [e.email, e.verified]),
      [[email.toLowerCase(), true]],
    );
    assert.deepEqual(user.name, { first_name: 'Alan', middle_name: '', last_name: 'Turing' });

    const again = await fullSignIn('github', email.toUpperCase());
    assert.equal(again.url.origin + again.url.pathname, `${APP}/oauth/login`);
    assert.equal(again.auth.user_id, first.auth.user_id);
    assert.equal(again.auth.provider_subject, first.auth.provider_subject);
    assert.equal(again.auth.oauth_user_registration_id, first.auth.oauth_user_registration_id);
  });

  test('a test identity in one click; another provider with the same email links to the same user', async () => {
    const google = await signIn('google', await begin('google'), { identity: 'grace.hopper@example.com' });
    const viaGoogle = await authenticate(tokenIn(google));
    assert.equal(viaGoogle.status, 200);
    assert.equal(google.pathname, '/oauth/welcome', 'the first time, a sign-up');
    const data = viaGoogle.json.data;
    assert.equal(data.provider_type, 'Google');
    assert.match(data.provider_subject, /^1\d{20}$/);
    assert.equal(data.locale, 'en-US');
    assert.equal(data.profile_picture_url, `${emulator.url}/v1/public/oauth/google/avatar.svg?initials=GH`);

    const apple = await signIn('apple', await begin('apple'), { identity: 'grace.hopper@example.com' });
    assert.equal(apple.pathname, '/oauth/login', 'the email is known: a login');
    const viaApple = await authenticate(tokenIn(apple));
    assert.equal(viaApple.json.data.user_id, data.user_id);
    assert.equal(viaApple.json.data.provider_type, 'Apple');
    assert.notEqual(viaApple.json.data.provider_subject, data.provider_subject, 'one subject per provider');

    const me = await client.get<Envelope<WireUser>>('/users/me', {
      session: viaApple.json.data.session_token,
    });
    assert.equal(me.status, 200);
    const providers = me.json.data.providers as ProviderEntry[];
    assert.deepEqual(
      providers.map((p) => [p.provider_type, p.provider_subject, p.profile_picture_url, p.locale]),
      [
        ['Google', data.provider_subject, data.profile_picture_url, 'en-US'],
        [
          'Apple',
          viaApple.json.data.provider_subject,
          `${emulator.url}/v1/public/oauth/apple/avatar.svg?initials=GH`,
          'en-US',
        ],
      ],
    );
    assert.match(providers[0]?.oauth_user_registration_id ?? '', /^oauth-user-test-/);
  });

  test('a user who signed up by magic link logs in through a provider: same user, login URL', async () => {
    const email = uniqueEmail('linked');
    const byLink = await client.login(email);
    const url = await signIn('microsoft', await begin('microsoft'), { email });
    assert.equal(url.pathname, '/oauth/login');
    const reply = await authenticate(tokenIn(url));
    assert.equal(reply.json.data.user_id, byLink.user_id);
  });

  test('a pending user (created by a pending magic-link send) signs up through the provider and becomes active', async () => {
    const email = uniqueEmail('pending');
    const sent = await client.sendLink(email, { create_user_as_pending: true });
    assert.equal(sent.status, 200);
    const url = await signIn('discord', await begin('discord'), { email });
    assert.equal(url.pathname, '/oauth/welcome');
    const reply = await authenticate(tokenIn(url));
    assert.equal(reply.json.data.user_id, sent.json.data.user_id);
    assert.equal(reply.json.data.user.status, 'active');
    // The magic link still works for the now active user.
    assert.equal((await client.authenticate(await latestToken(emulator, email))).status, 200);
  });

  test('an invalid email re-shows the page with the error next to Email, and no redirect', async () => {
    const handle = await begin('gitlab');
    const response = await postForm('gitlab', '', { flow: handle, email: 'not-an-email', name: 'X <b>' });
    const page = { status: response.status, headers: response.headers, html: await response.text() };
    assert.equal(page.status, 400);
    assert.equal(page.headers.get('location'), null);
    assert.match(page.html, /aria-invalid="true" aria-describedby="email-error"/);
    assert.match(
      page.html,
      /<p id="email-error" class="error">Enter an email address, like name@example.com.<\/p>/,
    );
    assert.match(page.html, /value="not-an-email"/);
    assert.match(page.html, /value="X &lt;b&gt;"/);
    // The flow is still pending: a corrected submit goes through.
    const url = await signIn('gitlab', handleOf(page.html), { email: uniqueEmail('fixed') });
    tokenIn(url);
  });

  test('Cancel goes back to the login URL with the provider error access_denied; the page is then spent', async () => {
    const handle = await begin('facebook');
    const response = await postForm('facebook', '/cancel', { flow: handle });
    assert.equal(response.status, 303);
    const url = new URL(response.headers.get('location') ?? '');
    assert.equal(url.origin + url.pathname, `${APP}/oauth/login`);
    assert.equal(url.searchParams.get('error'), 'access_denied');
    assert.equal(url.searchParams.get('error_description'), 'The user cancelled the sign-in at Facebook.');
    assert.equal(url.searchParams.get('token'), null);

    const late = await postForm('facebook', '', { flow: handle, email: uniqueEmail() });
    assert.equal(late.status, 409);
    assert.equal(late.headers.get('location'), null);
    assert.match(await late.text(), /already completed/);
  });

  test('a page cannot be submitted twice, to another provider, after 30 minutes, or by another site', async () => {
    const handle = await begin('slack');
    await signIn('slack', handle, { identity: 'ada.lovelace@example.com' });
    const twice = await postForm('slack', '', { flow: handle, identity: 'ada.lovelace@example.com' });
    assert.equal(twice.status, 409);

    const other = await begin('slack');
    assert.equal((await postForm('twitch', '', { flow: other, email: uniqueEmail() })).status, 404);
    assert.equal((await postForm('slack', '', { flow: 'x'.repeat(44), email: uniqueEmail() })).status, 404);
    assert.equal((await postForm('slack', '', { email: uniqueEmail() })).status, 404);

    const foreign = await postForm(
      'slack',
      '',
      { flow: other, email: uniqueEmail() },
      { origin: 'https://evil.example' },
    );
    assert.equal(foreign.status, 403);
    assert.match(await foreign.text(), /only accepts its own forms/);
    // Same host, other scheme: another origin.
    const otherScheme = await postForm(
      'slack',
      '',
      { flow: other, email: uniqueEmail() },
      { origin: emulator.url.replace(/^http:/, 'https:') },
    );
    assert.equal(otherScheme.status, 403);
    // A sandboxed frame (of any site) posts with Origin: null.
    for (const path of ['', '/cancel'] as const) {
      const sandboxed = await postForm(
        'slack',
        path,
        { flow: other, email: uniqueEmail() },
        { origin: 'null' },
      );
      assert.equal(sandboxed.status, 403);
      assert.equal(sandboxed.headers.get('location'), null);
      assert.match(await sandboxed.text(), /only accepts its own forms: .*Origin: null/);
    }

    await advanceClock(emulator, 31 * 60);
    try {
      const expired = await postForm('slack', '', { flow: other, email: uniqueEmail() });
      assert.equal(expired.status, 410);
      assert.match(await expired.text(), /expired at .* \(after 30 minutes\)/);
    } finally {
      await advanceClock(emulator, -31 * 60);
    }
  });

  test('the avatars are SVG images of escaped initials on the provider colour', async () => {
    const response = await fetch(
      `${emulator.url}/v1/public/oauth/twitch/avatar.svg?initials=${encodeURIComponent('<x>"&')}`,
    );
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-type') ?? '', /^image\/svg\+xml/);
    assert.equal(response.headers.get('cross-origin-resource-policy'), 'cross-origin');
    const svg = await response.text();
    assert.match(svg, /fill="#9146ff"/);
    assert.ok(!svg.includes('<x>') && !svg.includes('"&'));
    assert.match(svg, />\s*x\s*</);
  });
});

describe('POST /sdk/v1/oauth/authenticate', () => {
  test('AuthResp with the provider fields, the OAuth factor, and provider_values with the custom scopes', async () => {
    const handle = await begin(
      'google',
      defaultStart({
        custom_scopes: 'https://www.googleapis.com/auth/calendar.readonly',
        provider_prompt: 'consent',
      }),
    );
    const email = uniqueEmail('scopes');
    const reply = await authenticate(
      tokenIn(await signIn('google', handle, { email, name: 'Kat Johnson' })),
      {
        session_duration_minutes: 45,
      },
    );
    assert.equal(reply.status, 200, JSON.stringify(reply.json));
    const data = reply.json.data;
    for (const key of [
      'user_id',
      'user',
      'session',
      'session_token',
      'session_jwt',
      'request_id',
      'provider_values',
    ]) {
      assert.ok(key in data, key);
    }
    assert.deepEqual(data.provider_values.scopes, [
      'openid',
      'https://www.googleapis.com/auth/userinfo.email',
      'https://www.googleapis.com/auth/userinfo.profile',
      'https://www.googleapis.com/auth/calendar.readonly',
    ]);
    assert.match(data.provider_values.access_token, /^emulated-google-access-/);
    assert.match(data.provider_values.refresh_token, /^emulated-google-refresh-/);
    const expiresIn = Date.parse(data.provider_values.expires_at) - Date.now();
    assert.ok(expiresIn > 3500_000 && expiresIn <= 3600_000, 'the access token lasts an hour');
    assert.equal(data.locale, 'en');

    const factor = data.session.authentication_factors[0] as Record<string, unknown>;
    assert.equal(factor.type, 'oauth');
    assert.equal(factor.delivery_method, 'oauth_google');
    assert.deepEqual(factor.google_oauth_factor, {
      id: data.oauth_user_registration_id,
      email_id: data.user.emails[0]?.email_id,
      provider_subject: data.provider_subject,
    });
    assert.equal(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at), 45 * 60_000);

    // The ID token is the stand-in Google's, for the project's client id, and verifies with its JWKS.
    const jwks = (await (await fetch(`${emulator.url}/gsi/certs`)).json()) as { keys: never[] };
    const { payload } = await jwtVerify(data.provider_values.id_token, createLocalJWKSet(jwks), {
      issuer: `${emulator.url}/v1/public/oauth/google`,
      audience: GOOGLE_CLIENT_ID,
    });
    assert.equal(payload.sub, data.provider_subject);
    assert.equal(payload.email, email.toLowerCase());
    assert.equal(payload.email_verified, true);
    assert.equal(payload.name, 'Kat Johnson');

    // A provider without OpenID Connect has no ID token; its own default scopes.
    const github = await fullSignIn('github', uniqueEmail());
    assert.equal(github.auth.provider_values.id_token, '');
    assert.deepEqual(github.auth.provider_values.scopes, ['read:user', 'user:email']);
  });

  test('a token works once: the replay is oauth_token_not_found', async () => {
    const token = tokenIn(await signIn('amazon', await begin('amazon'), { email: uniqueEmail() }));
    assert.equal((await authenticate(token)).status, 200);
    const replay = await authenticate(token);
    assert.equal(replay.status, 404);
    assert.equal(replay.json.error_type, 'oauth_token_not_found');
    assert.match(
      replay.json.error_message,
      /^OAuth Token could not be found\. It was used at .*; each token works once\.$/,
    );
  });

  test('an expired token (10 minutes) is oauth_token_not_found; unknown and malformed tokens too, never a 500', async () => {
    const token = tokenIn(await signIn('bitbucket', await begin('bitbucket'), { email: uniqueEmail() }));
    await advanceClock(emulator, 10 * 60 + 1);
    try {
      const late = await authenticate(token);
      assert.equal(late.status, 404);
      assert.equal(late.json.error_type, 'oauth_token_not_found');
      assert.match(late.json.error_message, /It expired at/);
    } finally {
      await advanceClock(emulator, -(10 * 60 + 1));
    }
    for (const bad of ['A'.repeat(44), 'short', '']) {
      const reply = await authenticate(bad);
      assert.equal(reply.status, 404, bad);
      assert.equal(reply.json.error_type, 'oauth_token_not_found');
      assert.match(reply.json.error_message, /No OAuth sign-in has this token/);
    }
    const schema = await client.post('/oauth/authenticate', { token: 1 });
    assert.equal(schema.status, 400);
    assert.equal(schema.json.error_type, 'invalid_request_body');
  });

  test("a token of another project's sign-in is not found", async () => {
    const token = tokenIn(await signIn('yahoo', await begin('yahoo'), { email: uniqueEmail() }));
    const luds = new Client(emulator, 'public-token-test-idp-elements-luds');
    const reply = await authenticate(token, {}, luds);
    assert.equal(reply.status, 404);
    assert.equal(reply.json.error_type, 'oauth_token_not_found');
    assert.equal((await authenticate(token)).status, 200, 'still usable in its own project');
  });

  test('PKCE on: missing and wrong verifiers are refused and leave the token usable; the right one passes', async () => {
    const { verifier, challenge } = pkcePair();
    const page = await get(startUrl('linkedin', { public_token: STRICT_TOKEN, code_challenge: challenge }));
    assert.equal(page.status, 200);
    assert.match(page.html, /code_challenge \(S256\) received/);
    const url = await signIn('linkedin', handleOf(page.html), { email: uniqueEmail('pkce') });
    assert.equal(
      url.href.split('&stytch_token_type')[0],
      STRICT_SIGNUP,
      "the strict project's default sign-up URL",
    );
    const token = tokenIn(url);

    const missing = await authenticate(token, {}, strict);
    assert.equal(missing.status, 400);
    assert.equal(missing.json.error_type, 'invalid_pkce_code_verifier');
    const wrong = await authenticate(token, { code_verifier: pkcePair().verifier }, strict);
    assert.equal(wrong.status, 400);
    assert.equal(wrong.json.error_type, 'pkce_mismatch');
    const right = await authenticate(token, { code_verifier: verifier }, strict);
    assert.equal(right.status, 200, JSON.stringify(right.json));
    assert.equal(right.json.data.provider_type, 'LinkedIn');

    // The strict project's login URL for the same person the second time.
    const second = pkcePair();
    const again = await signIn(
      'linkedin',
      await begin('linkedin', { public_token: STRICT_TOKEN, code_challenge: second.challenge }),
      { email: right.json.data.user.emails[0]?.email ?? '' },
    );
    assert.equal(again.href.split('?')[0], STRICT_LOGIN);
    const secondAuth = await authenticate(tokenIn(again), { code_verifier: second.verifier }, strict);
    assert.equal(secondAuth.json.data.user_id, right.json.data.user_id);
  });

  test('PKCE off: a start without code_challenge ignores any verifier; a start with one enforces it', async () => {
    const token = tokenIn(await signIn('coinbase', await begin('coinbase'), { email: uniqueEmail() }));
    assert.equal((await authenticate(token, { code_verifier: pkcePair().verifier })).status, 200);

    const { verifier, challenge } = pkcePair();
    const withPkce = tokenIn(
      await signIn('coinbase', await begin('coinbase', defaultStart({ code_challenge: challenge })), {
        email: uniqueEmail(),
      }),
    );
    assert.equal((await authenticate(withPkce)).json.error_type, 'invalid_pkce_code_verifier');
    assert.equal((await authenticate(withPkce, { code_verifier: verifier })).status, 200);
  });

  test('with a live session of the same user, the factor joins that session', async () => {
    const email = uniqueEmail('joined');
    const first = await client.login(email);
    const url = await signIn('tiktok', await begin('tiktok'), { email });
    const reply = await client.post<Answer<OAuthAuth>>(
      '/oauth/authenticate',
      { token: tokenIn(url) },
      { session: first.session_token },
    );
    assert.equal(reply.status, 200);
    assert.equal(reply.json.data.session.session_id, first.session.session_id);
    assert.deepEqual(
      reply.json.data.session.authentication_factors.map((f) => f.delivery_method),
      ['email', 'oauth_tiktok'],
    );
  });

  test('DELETE /users/oauth/{id} removes a provider identity from the user', async () => {
    const { auth } = await fullSignIn('figma', uniqueEmail('figma'));
    const id = auth.oauth_user_registration_id;
    const other = await fullSignIn('snapchat', uniqueEmail('other'));
    const foreign = await client.call('DELETE', `/sdk/v1/users/oauth/${id}`, {
      session: other.auth.session_token,
    });
    assert.equal(foreign.status, 404);
    const removed = await client.call<Envelope<{ __user: WireUser }>>('DELETE', `/sdk/v1/users/oauth/${id}`, {
      session: auth.session_token,
    });
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.json.data.__user.providers, []);
  });
});
