import { test } from 'node:test';
import assert from 'node:assert/strict';
import { SessionCookies, isLocalHost, type CookieOptions } from '../../src/session/cookies';
import { NamespacedStorage } from '../../src/session/storage';
import { createFakePlatform, type FakePlatform } from '../helpers/fakePlatform';
import { PUBLIC_TOKEN } from './fixtures';

const EXPIRES = '2025-01-01T01:00:00.000Z';
const TOKENS = { session_token: 'opaque-1', session_jwt: 'jwt-1', expires_at: EXPIRES };

function setup(url = 'https://app.example.com/login', options: CookieOptions = {}) {
  const platform = createFakePlatform({ url });
  const storage = new NamespacedStorage(platform.storage, PUBLIC_TOKEN);
  return { platform, storage, cookies: new SessionCookies(platform, storage, options) };
}

function sets(platform: FakePlatform) {
  return platform.cookies.log.filter((op) => op.op === 'set');
}

test('default names; session and JWT written with expiry, Path=/, SameSite=Lax, Secure on a public host', () => {
  const { platform, cookies } = setup();
  cookies.update(TOKENS);
  assert.deepEqual(
    sets(platform).map((s) => [s.name, s.value]),
    [
      ['stytch_session', 'opaque-1'],
      ['stytch_session_jwt', 'jwt-1'],
    ],
  );
  for (const s of sets(platform)) {
    assert.deepEqual(s.attrs, { path: '/', sameSite: 'Lax', secure: true, expires: new Date(EXPIRES) });
  }
  assert.equal(cookies.getSessionToken(), 'opaque-1');
  assert.equal(cookies.getSessionJwt(), 'jwt-1');
});

for (const host of ['localhost', '127.0.0.1', '127.8.9.10', '[::1]']) {
  test(`cookies are not Secure and get no Domain on ${host}`, () => {
    const { platform, cookies } = setup(`http://${host}:9400/`, { availableToSubdomains: true });
    cookies.update(TOKENS);
    for (const s of sets(platform)) {
      assert.equal(s.attrs.secure, false);
      assert.equal(s.attrs.domain, undefined);
    }
    assert.equal(isLocalHost(host), true);
  });
}

test('isLocalHost is false for public and private non-loopback hosts', () => {
  for (const host of ['example.com', '192.168.1.2', '10.0.0.1', '128.0.0.1', 'localhost.example.com']) {
    assert.equal(isLocalHost(host), false, host);
  }
});

test('names and path come from cookieOptions', () => {
  const { platform, cookies } = setup('https://app.example.com/', {
    opaqueTokenCookieName: 'my_session',
    jwtCookieName: 'my_jwt',
    istCookieName: 'my_ist',
    path: '/app',
  });
  cookies.update(TOKENS);
  assert.deepEqual(
    sets(platform).map((s) => [s.name, s.attrs.path]),
    [
      ['my_session', '/app'],
      ['my_jwt', '/app'],
    ],
  );
  assert.ok(platform.cookies.log.some((op) => op.op === 'remove' && op.name === 'my_ist'));
  assert.equal(cookies.getSessionToken(), 'opaque-1');
});

test('availableToSubdomains sets Domain (configured or the host), remembers it, and deletes the host-only duplicate', () => {
  const { platform, cookies, storage } = setup('https://app.example.com/', {
    availableToSubdomains: true,
    domain: 'example.com',
  });
  cookies.update(TOKENS);
  for (const s of sets(platform)) assert.equal(s.attrs.domain, 'example.com');
  const removals = platform.cookies.log.filter((op) => op.op === 'remove' && op.name === 'stytch_session');
  assert.ok(removals.some((r) => r.attrs.domain === undefined && r.attrs.path === '/'));
  assert.equal(storage.get('seen_domains'), '["example.com"]');

  const byHost = setup('https://app.example.com/', { availableToSubdomains: true });
  byHost.cookies.update(TOKENS);
  for (const s of sets(byHost.platform)) assert.equal(s.attrs.domain, 'app.example.com');
});

test('without availableToSubdomains there is no Domain, and the domain-wide duplicate is deleted', () => {
  const { platform, cookies, storage } = setup('https://app.example.com/', { domain: 'example.com' });
  cookies.update(TOKENS);
  for (const s of sets(platform)) assert.equal('domain' in s.attrs, false);
  const removals = platform.cookies.log.filter((op) => op.op === 'remove' && op.name === 'stytch_session');
  assert.ok(removals.some((r) => r.attrs.domain === 'example.com'));
  assert.equal(storage.get('seen_domains'), null);
});

test('session + tokens: both cookies written and the intermediate token removed', () => {
  const { platform, cookies } = setup();
  platform.cookies.seed('stytch_intermediate_session_token', 'ist-old');
  cookies.update(TOKENS);
  assert.equal(cookies.getIntermediateToken(), undefined);
  assert.equal(cookies.getSessionToken(), 'opaque-1');
});

test('intermediate token only: it is written for 10 minutes and the session cookies are removed', () => {
  const { platform, cookies } = setup();
  cookies.update(TOKENS);
  cookies.update({ intermediate_session_token: 'ist-1' });
  const ist = sets(platform).find((s) => s.name === 'stytch_intermediate_session_token');
  assert.equal(ist?.value, 'ist-1');
  assert.deepEqual(ist?.attrs.expires, new Date(platform.clock.now() + 10 * 60 * 1000));
  assert.equal(ist?.attrs.sameSite, 'Lax');
  assert.equal(cookies.getSessionToken(), undefined);
  assert.equal(cookies.getSessionJwt(), undefined);
  assert.equal(cookies.getIntermediateToken(), 'ist-1');
  platform.clock.advance(10 * 60 * 1000);
  assert.equal(cookies.getIntermediateToken(), undefined, 'expired after 10 minutes');
});

test('neither: every cookie is cleared', () => {
  const { platform, cookies } = setup();
  cookies.update(TOKENS);
  platform.cookies.seed('stytch_intermediate_session_token', 'ist');
  cookies.update({ session_token: '', session_jwt: 'jwt-only' });
  assert.deepEqual(platform.cookies.all(), []);
});

test('clear deletes every combination of {path, none} × {none, configured domain, host, seen domains}', () => {
  const { platform, cookies, storage } = setup('https://app.example.com/', {
    path: '/app',
    domain: 'example.com',
  });
  storage.setJson('seen_domains', ['old.example.com']);
  cookies.clear();
  const removals = platform.cookies.log.filter((op) => op.op === 'remove');
  const combos = new Set(removals.map((r) => `${r.name}|${r.attrs.path ?? '-'}|${r.attrs.domain ?? '-'}`));
  for (const name of ['stytch_session', 'stytch_session_jwt', 'stytch_intermediate_session_token']) {
    for (const path of ['/app', '-']) {
      for (const domain of ['-', 'example.com', 'app.example.com', 'old.example.com']) {
        assert.ok(combos.has(`${name}|${path}|${domain}`), `${name} ${path} ${domain}`);
      }
    }
  }
  assert.equal(combos.size, 3 * 2 * 4);
});

test('clear really removes cookies set with a Domain, a Path, or host-only', () => {
  const { platform, cookies } = setup('https://app.example.com/', { path: '/app' });
  platform.cookies.seed('stytch_session', 'a', { path: '/app' });
  platform.cookies.seed('stytch_session', 'b', { path: '/app', domain: 'app.example.com' });
  platform.cookies.seed('stytch_session_jwt', 'c', {});
  cookies.clear();
  assert.deepEqual(platform.cookies.all(), []);
});
