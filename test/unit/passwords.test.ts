import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '../../src/client';
import { createFakePlatform } from '../helpers/fakePlatform';
import { API_URL, PUBLIC_TOKEN, apiError, bootstrapWire, makeAuthResp, ok } from './fixtures';

const PKCE_KEY = `stytch_sdk_state_${PUBLIC_TOKEN}::PKCE_VERIFIER:passwords`;

function setup(bootstrap: Record<string, unknown> = {}) {
  const platform = createFakePlatform();
  platform.server.on('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, ok(bootstrapWire(bootstrap)));
  const client = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL, platform });
  return { platform, client };
}

test('searchUser reads the camelCase userType', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/users/search', ok({ userType: 'passwordless' }));
  assert.equal(await client.passwords.searchUser('a@example.com'), 'passwordless');
  assert.deepEqual(platform.server.calls('/users/search')[0]?.body, { email: 'a@example.com' });
  client.destroy();
});

test('create and authenticate send the credentials with the session duration and apply the session', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/passwords', ok(makeAuthResp()));
  platform.server.on('POST', '/passwords/authenticate', apiError(401, 'unauthorized_credentials', 'no'));
  const result = await client.passwords.create('a@example.com', 'correct horse battery', {
    session_duration_minutes: 45,
  });
  assert.equal(result.userId, 'user-test-1');
  assert.deepEqual(platform.server.calls('/passwords')[0]?.body, {
    email: 'a@example.com',
    password: 'correct horse battery',
    session_duration_minutes: 45,
  });
  assert.ok(platform.cookies.get('stytch_session'));
  await assert.rejects(client.passwords.authenticate('a@example.com', 'wrong'), {
    message: 'Unauthorized credentials.',
  });
  client.destroy();
});

test('strength check sends the email only when given', async () => {
  const { platform, client } = setup();
  platform.server.on(
    'POST',
    '/passwords/strength_check',
    ok({
      valid_password: false,
      score: 1,
      breached_password: false,
      strength_policy: 'zxcvbn',
      feedback: { warning: 'w', suggestions: [] },
    }),
  );
  const r = await client.passwords.strengthCheck('abc');
  await client.passwords.strengthCheck('abc', 'a@example.com');
  assert.equal(r.score, 1);
  const [first, second] = platform.server.calls('/passwords/strength_check');
  assert.deepEqual(first?.body, { password: 'abc' });
  assert.deepEqual(second?.body, { email: 'a@example.com', password: 'abc' });
  client.destroy();
});

test('an unknown userType is an unexpected response, not a guess at a screen', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/users/search', ok({ userType: 'weird' }));
  await assert.rejects(client.passwords.searchUser('a@example.com'), { type: 'unexpected_response' });
  client.destroy();
});

test('a strength answer without valid_password is refused; missing or mistyped feedback becomes none', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/passwords/strength_check', ok({ score: 2 }));
  await assert.rejects(client.passwords.strengthCheck('abc'), { type: 'unexpected_response' });

  platform.server.on(
    'POST',
    '/passwords/strength_check',
    ok({ valid_password: false, score: 9, strength_policy: 'odd', feedback: { suggestions: null } }),
  );
  const r = await client.passwords.strengthCheck('abc');
  assert.equal(r.score, 4);
  assert.equal(r.strength_policy, 'zxcvbn');
  assert.equal(r.breached_password, false);
  assert.deepEqual(r.feedback, { warning: '', suggestions: [], luds_requirements: null });

  platform.server.on(
    'POST',
    '/passwords/strength_check',
    ok({
      valid_password: false,
      strength_policy: 'luds',
      feedback: {
        warning: 3,
        suggestions: ['ok', 7],
        luds_requirements: { has_digit: true, missing_characters: 2 },
      },
    }),
  );
  const luds = await client.passwords.strengthCheck('abc');
  assert.deepEqual(luds.feedback, {
    warning: '',
    suggestions: ['ok'],
    luds_requirements: {
      has_lower_case: false,
      has_upper_case: false,
      has_digit: true,
      has_symbol: false,
      missing_complexity: 0,
      missing_characters: 2,
    },
  });
  client.destroy();
});

test('reset start adds a PKCE challenge only when the project requires it; reset uses and clears the verifier', async () => {
  const plain = setup();
  plain.platform.server.on('POST', '/passwords/email/reset/start', ok({}));
  await plain.client.passwords.resetByEmailStart('a@example.com', {
    reset_password_redirect_url: 'http://x/r',
  });
  assert.deepEqual(plain.platform.server.calls('/passwords/email/reset/start')[0]?.body, {
    email: 'a@example.com',
    reset_password_redirect_url: 'http://x/r',
  });
  plain.client.destroy();

  const { platform, client } = setup({ pkce_required_for_password_resets: true });
  platform.server.on('POST', '/passwords/email/reset/start', ok({}));
  platform.server.on('POST', '/passwords/email/reset', ok(makeAuthResp()));
  await client.passwords.resetByEmailStart('a@example.com');
  const sent = platform.server.calls('/passwords/email/reset/start')[0]?.body as { code_challenge?: string };
  const stored = JSON.parse(platform.storage.getItem(PKCE_KEY) ?? '{}') as {
    code_challenge: string;
    code_verifier: string;
  };
  assert.equal(sent.code_challenge, stored.code_challenge);
  await client.passwords.resetByEmail('reset-token', 'new password 123');
  assert.deepEqual(platform.server.calls('/passwords/email/reset')[0]?.body, {
    token: 'reset-token',
    password: 'new password 123',
    session_duration_minutes: 30,
    code_verifier: stored.code_verifier,
  });
  assert.equal(platform.storage.getItem(PKCE_KEY), null, 'the pair is cleared after success');
  client.destroy();
});
