import { test } from 'node:test';
import assert from 'node:assert/strict';
import { browserPlatform, serializeCookie } from '../../src/platform/browser';
import { createFakePlatform, installFakeWindow } from '../helpers/fakePlatform';

function withWindow(url = 'https://app.example.com/login?x=1') {
  const fake = createFakePlatform({ url });
  const restore = installFakeWindow(fake);
  return { fake, restore, platform: browserPlatform() };
}

test('cookies are written through document.cookie with their attributes and read back', () => {
  const { fake, restore, platform } = withWindow();
  try {
    const expires = new Date('2025-01-01T01:00:00.000Z');
    platform.cookies.set('stytch_session', 'a b;c=d', {
      expires,
      path: '/',
      domain: 'example.com',
      sameSite: 'Lax',
      secure: true,
    });
    const [op] = fake.cookies.log;
    assert.deepEqual(op?.attrs, { expires, path: '/', domain: 'example.com', sameSite: 'Lax', secure: true });
    assert.equal(platform.cookies.get('stytch_session'), 'a b;c=d');
    assert.equal(platform.cookies.get('missing'), undefined);
    platform.cookies.remove('stytch_session', { path: '/', domain: 'example.com' });
    assert.equal(platform.cookies.get('stytch_session'), undefined);
    const removal = fake.cookies.log[1];
    assert.ok((removal?.attrs.expires?.getTime() ?? Infinity) <= 0, 'deleted by an expiry in the past');
  } finally {
    restore();
  }
});

test('a cookie whose path or domain would add attributes of its own is not written', () => {
  const { fake, restore, platform } = withWindow();
  const errors: unknown[] = [];
  const consoleError = console.error;
  console.error = (...args: unknown[]) => errors.push(args[0]);
  try {
    assert.equal(serializeCookie('s', 'v', { path: '/; max-age=31536000' }), null);
    assert.equal(serializeCookie('s', 'v', { domain: 'example.com, x=1' }), null);
    assert.equal(serializeCookie('s', 'v', { path: '/a\u0000b' }), null);
    assert.equal(serializeCookie('s', 'v', { path: '/ a' }), null);
    assert.equal(
      serializeCookie('s', 'v', { path: '/app', domain: 'example.com' }),
      's=v; path=/app; domain=example.com',
    );
    platform.cookies.set('stytch_session', 'x', { path: '/; max-age=31536000' });
    platform.cookies.remove('stytch_session', { domain: 'example.com;secure' });
    assert.deepEqual(fake.cookies.log, []);
    assert.equal(errors.length, 2);
    assert.match(String(errors[0]), /stytch_session cookie was not written/);
  } finally {
    console.error = consoleError;
    restore();
  }
});

test('location, storage, clock and fetch come from window, read at call time', async () => {
  const { fake, restore, platform } = withWindow();
  try {
    assert.equal(platform.location.origin, 'https://app.example.com');
    assert.equal(platform.location.search, '?x=1');
    platform.storage.setItem('k', 'v');
    assert.equal(fake.storage.getItem('k'), 'v');
    let fired = false;
    platform.clock.setTimeout(() => (fired = true), 10);
    fake.clock.advance(10);
    assert.equal(fired, true);
    fake.server.on('GET', '/ping', { json: { ok: true } });
    const res = await platform.fetch('https://api.example.com/ping');
    assert.deepEqual(await res.json(), { ok: true });
    assert.match(
      platform.randomUUID(),
      /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/,
    );
  } finally {
    restore();
  }
});

test('navigation follows only http(s) URLs', (t) => {
  const error = t.mock.method(console, 'error', () => undefined);
  const { fake, restore, platform } = withWindow();
  try {
    platform.navigation.assign('https://idp.example.com/next');
    platform.navigation.assign('javascript:alert(1)');
    platform.navigation.open('data:text/html,hi', '_blank');
    platform.navigation.open('https://mail.google.com/', '_blank');
    assert.deepEqual(fake.navigations, [
      { kind: 'assign', url: 'https://idp.example.com/next' },
      { kind: 'open', url: 'https://mail.google.com/', target: '_blank' },
    ]);
    assert.equal(error.mock.callCount(), 2);
  } finally {
    restore();
  }
});

test('onStorage reports localStorage events until unsubscribed', () => {
  const { fake, restore, platform } = withWindow();
  try {
    const seen: [string | null, string | null][] = [];
    const off = platform.onStorage((key, value) => seen.push([key, value]));
    fake.emitStorage('a', '1');
    off();
    fake.emitStorage('b', '2');
    assert.deepEqual(seen, [['a', '1']]);
  } finally {
    restore();
  }
});
