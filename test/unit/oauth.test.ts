// The headless client's OAuth area (WIRE.md §4.4): the start as a top-level navigation with exactly the wire's
// query keys, the `oauth` PKCE pair, the authenticate that sends and clears the verifier.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { createClient } from '../../src/client';
import { OAUTH_PROVIDERS } from '../../src/api/oauth';
import { usableProviders } from '../../src/screens/OAuth/options';
import { oneTapMode } from '../../src/screens/OAuth/oneTap/positions';
import { errorKindFor } from '../../src/screens/OAuth/oneTap/errors';
import { createFakePlatform, settle } from '../helpers/fakePlatform';
import { API_URL, PUBLIC_TOKEN, apiError, bootstrapWire, makeAuthResp, ok } from './fixtures';

const PKCE_KEY = `stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:oauth`;

function setup(bootstrap: Parameters<typeof bootstrapWire>[0] = {}) {
  const platform = createFakePlatform();
  platform.server.on('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, ok(bootstrapWire(bootstrap)));
  const client = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL, platform });
  return { platform, client };
}

const base64url = (bytes: Buffer) =>
  bytes.toString('base64').replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');

test('the 19 providers of WIRE.md §4.4, each once', () => {
  assert.deepEqual(OAUTH_PROVIDERS, [
    'google',
    'microsoft',
    'apple',
    'github',
    'gitlab',
    'facebook',
    'discord',
    'salesforce',
    'slack',
    'amazon',
    'bitbucket',
    'linkedin',
    'coinbase',
    'twitch',
    'twitter',
    'tiktok',
    'snapchat',
    'figma',
    'yahoo',
  ]);
});

test('start navigates to {api}/v1/public/oauth/{provider}/start with exactly the wire keys, in order', async () => {
  const { platform, client } = setup();
  await client.oauth.github.start({
    login_redirect_url: 'https://app.example.com/authenticate',
    signup_redirect_url: 'https://app.example.com/authenticate?new=1',
    custom_scopes: ['repo', 'read:org'],
    provider_params: { login: 'ada', allow_signup: 'false' },
  });
  assert.equal(platform.navigations.length, 1);
  const url = new URL(platform.navigations[0]!.url);
  assert.equal(`${url.origin}${url.pathname}`, `${API_URL}/v1/public/oauth/github/start`);
  assert.deepEqual(
    [...url.searchParams],
    [
      ['public_token', PUBLIC_TOKEN],
      ['custom_scopes', 'repo read:org'],
      ['provider_login', 'ada'],
      ['provider_allow_signup', 'false'],
      ['login_redirect_url', 'https://app.example.com/authenticate'],
      ['signup_redirect_url', 'https://app.example.com/authenticate?new=1'],
    ],
  );
  assert.equal(platform.storage.getItem(PKCE_KEY), null, 'no PKCE pair without the project asking');
  client.destroy();
});

test('with PKCE required, every start makes a new pair in namespace oauth and sends its S256 challenge', async () => {
  const { platform, client } = setup({ pkce_required_for_oauth: true });
  await client.oauth.google.start();
  const first = JSON.parse(platform.storage.getItem(PKCE_KEY)!) as { code_verifier: string };
  const url = new URL(platform.navigations[0]!.url);
  assert.deepEqual([...url.searchParams.keys()], ['public_token', 'code_challenge']);
  assert.equal(
    url.searchParams.get('code_challenge'),
    base64url(createHash('sha256').update(first.code_verifier).digest()),
  );
  assert.match(first.code_verifier, /^[0-9a-f]{128}$/);
  await client.oauth.google.start();
  const second = JSON.parse(platform.storage.getItem(PKCE_KEY)!) as { code_verifier: string };
  assert.notEqual(second.code_verifier, first.code_verifier, 'a new pair per start');
  client.destroy();
});

test('without PKCE a start clears a pair an earlier start left', async () => {
  const { platform, client } = setup();
  platform.storage.setItem(PKCE_KEY, JSON.stringify({ code_challenge: 'c', code_verifier: 'v' }));
  await client.oauth.apple.start();
  assert.equal(platform.storage.getItem(PKCE_KEY), null);
  assert.equal(new URL(platform.navigations[0]!.url).searchParams.has('code_challenge'), false);
  client.destroy();
});

test("bootstrap's cname_domain is the start's host", async () => {
  const { platform, client } = setup({ cname_domain: 'login.example.com' });
  await client.oauth.slack.start();
  assert.match(
    platform.navigations[0]!.url,
    /^https:\/\/login\.example\.com\/v1\/public\/oauth\/slack\/start\?/,
  );
  client.destroy();
});

test('the start_oauth_flow telemetry event carries the start, never the PKCE pair', async () => {
  const { platform, client } = setup({ pkce_required_for_oauth: true });
  await client.oauth.twitch.start({ custom_scopes: ['user:read:email'] });
  platform.clock.advance(1000);
  await settle();
  const body = JSON.stringify(platform.server.calls('/events').map((c) => c.body));
  assert.match(body, /"event_name":"start_oauth_flow"/);
  assert.match(body, /"provider_type":"twitch"/);
  assert.match(body, /"custom_scopes":\["user:read:email"\]/);
  const pair = JSON.parse(platform.storage.getItem(PKCE_KEY)!) as { code_verifier: string };
  assert.equal(body.includes(pair.code_verifier), false);
  client.destroy();
});

test('bad start options and unknown providers are refused with a clear message, nothing navigates', async () => {
  const { platform, client } = setup();
  await assert.rejects(client.oauth.google.start({ login_redirect_url: 'javascript:alert(1)' }), {
    name: 'TypeError',
    message: 'oauth.google.start: login_redirect_url must be an http(s) URL.',
  });
  await assert.rejects(
    client.oauth.github.start({ custom_scopes: 'repo' as unknown as string[] }),
    /custom_scopes must be an array of strings/,
  );
  const oauth = client.oauth as unknown as Record<string, { start(): Promise<void> }>;
  await assert.rejects(
    oauth.myspace!.start(),
    /oauth\.myspace: not a provider; use one of google, microsoft/,
  );
  assert.equal(platform.navigations.length, 0);
  client.destroy();
});

test('authenticate sends the token, the oauth verifier and the duration; applies the session; clears the pair', async () => {
  const { platform, client } = setup({ pkce_required_for_oauth: true });
  await client.oauth.google.start();
  const { code_verifier } = JSON.parse(platform.storage.getItem(PKCE_KEY)!) as { code_verifier: string };
  platform.server.on(
    'POST',
    '/oauth/authenticate',
    ok({
      ...makeAuthResp(),
      provider_subject: 'google-subject-1',
      provider_type: 'Google',
      profile_picture_url: 'https://example.com/a.svg',
      locale: 'en',
      provider_values: {
        access_token: 'at',
        id_token: 'it',
        refresh_token: 'rt',
        scopes: ['openid'],
        expires_at: null,
      },
    }),
  );
  const result = await client.oauth.authenticate('oauth-token-1', { session_duration_minutes: 60 });
  assert.deepEqual(platform.server.calls('/oauth/authenticate')[0]?.body, {
    token: 'oauth-token-1',
    session_duration_minutes: 60,
    code_verifier,
  });
  assert.equal(result.userId, 'user-test-1');
  assert.equal(result.providerSubject, 'google-subject-1');
  assert.equal(result.profilePictureUrl, 'https://example.com/a.svg');
  assert.deepEqual(result.providerValues.scopes, ['openid']);
  assert.equal('session_token' in result, false);
  assert.ok(platform.cookies.get('stytch_session'), 'the session cookie is written');
  assert.equal(platform.storage.getItem(PKCE_KEY), null, 'the pair is cleared');
  client.destroy();
});

test('authenticate without a pair sends no verifier and defaults to 30 minutes; a bad token keeps no session', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/oauth/authenticate', apiError(404, 'oauth_token_not_found', 'gone'));
  await assert.rejects(client.oauth.authenticate('used-token'), {
    message: 'OAuth Token could not be found.',
  });
  assert.deepEqual(platform.server.calls('/oauth/authenticate')[0]?.body, {
    token: 'used-token',
    session_duration_minutes: 30,
  });
  assert.equal(platform.cookies.get('stytch_session'), undefined);
  await assert.rejects(client.oauth.authenticate(''), /the token of the redirect URL is required/);
  client.destroy();
});

test("the buttons' provider entries: unknown types and an empty list are config errors; bad options dropped with warnings", () => {
  assert.match(String(usableProviders(undefined).error), /must list at least one provider/);
  assert.match(String(usableProviders([]).error), /must list at least one provider/);
  assert.match(
    String(usableProviders([{ type: 'google' }, { type: 'myspace' }]).error),
    /^oauthOptions\.providers\[1\]\.type "myspace" is not a provider; use one of google, microsoft, apple/,
  );
  assert.equal(
    usableProviders(['google']).error,
    'oauthOptions.providers[0] must be an object such as {"type": "google"}.',
  );
  assert.match(String(usableProviders([{}]).error), /providers\[0\]\.type is missing; it is not a provider/);
  const usable = usableProviders([
    {
      type: 'github',
      custom_scopes: ['repo', 'bad scope'],
      provider_params: { login: 'ada' },
      one_tap: true,
    },
    { type: 'google', one_tap: true, position: 'sideways', cancel_on_tap_outside: false, colour: 'red' },
    { type: 'github' },
  ]);
  assert.equal(usable.error, null);
  assert.deepEqual(usable.providers, [
    { type: 'github', provider_params: { login: 'ada' } },
    { type: 'google', one_tap: true, cancel_on_tap_outside: false },
  ]);
  assert.deepEqual(usable.warnings, [
    'config.oauthOptions.providers[0].custom_scopes must be an array of scopes without spaces; it was ignored.',
    'config.oauthOptions.providers[0].one_tap is a Google One Tap option; it was ignored.',
    'config.oauthOptions.providers[1].colour is not a known option; it was ignored.',
    'config.oauthOptions.providers[1].position must be one of floating, embedded, floatingOrEmbedded, ' +
      'embeddedOnly, forceLegacyEmbedded; it was ignored.',
    'config.oauthOptions.providers[2] repeats "github"; it was ignored.',
  ]);
});

test('One Tap positions (SPEC §3): embedded only without a native prompt, unless forced; embeddedOnly or nothing', () => {
  const modes = (fedcm: boolean) =>
    (
      [
        undefined,
        'floating',
        'embedded',
        'floatingOrEmbedded',
        'embeddedOnly',
        'forceLegacyEmbedded',
      ] as const
    ).map((position) => oneTapMode(position, fedcm));
  assert.deepEqual(modes(true), ['floating', 'floating', 'floating', 'floating', null, 'embedded']);
  assert.deepEqual(modes(false), ['floating', 'floating', 'embedded', 'embedded', 'embedded', 'embedded']);
});

test('One Tap failure reasons map to the SPEC §4 error kinds; any other reason has none', () => {
  assert.equal(errorKindFor('oauth_config_not_found'), 'oauth_config_not_found');
  assert.equal(errorKindFor('no_login_redirect_urls_set'), 'no_login_redirect_urls_set');
  assert.equal(errorKindFor('no_signup_redirect_urls_set'), 'no_signup_redirect_urls_set');
  assert.equal(errorKindFor('unregistered_origin'), 'origin_not_allowed_for_client');
  assert.equal(errorKindFor('invalid_client'), 'invalid_client');
  for (const reason of ['opt_out_or_no_session', 'suppressed_by_user', 'timeout', 'unknown_reason']) {
    assert.equal(errorKindFor(reason), null, reason);
  }
});
