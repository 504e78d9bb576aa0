import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { advanceClock, Client, latestToken, pkcePair, startTestEmulator, uniqueEmail } from './helpers';

describe('send rate limits', () => {
  let emulator: RunningEmulator;
  let client: Client;
  before(async () => {
    emulator = await startTestEmulator({
      config: {
        rate_limits: {
          per_recipient: { max: 3, window_seconds: 60 },
          per_ip: { max: 8, window_seconds: 600 },
        },
      },
    });
    client = new Client(emulator);
  });
  after(() => emulator.close());

  test('per recipient: the 4th send in the window answers 429 with Retry-After; the window slides', async () => {
    const email = uniqueEmail();
    for (let i = 0; i < 3; i += 1) assert.equal((await client.sendLink(email)).status, 200);
    const limited = await client.sendLink(email.toUpperCase());
    assert.equal(limited.status, 429);
    assert.equal(limited.json.error_type, 'too_many_requests');
    assert.match(limited.json.error_message, new RegExp(`Too many messages to ${email.replace('+', '\\+')}`));
    const retryAfter = Number(limited.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);

    assert.equal((await client.sendLink(uniqueEmail())).status, 200, 'other recipients are not affected');
    await advanceClock(emulator, 61);
    assert.equal((await client.sendLink(email)).status, 200, 'the window slid');
  });

  test('per IP: sends from one address are capped across recipients', async () => {
    // 5 sends so far from 127.0.0.1 in this file's emulator (the test above); the cap is 8.
    let status = 200;
    let sent = 0;
    while (status === 200 && sent < 20) {
      const reply = await client.sendLink(uniqueEmail());
      status = reply.status;
      if (status === 429) assert.match(reply.json.error_message, /from 127\.0\.0\.1/);
      else sent += 1;
    }
    assert.equal(status, 429);
    assert.equal(sent, 3);
  });

  test('malformed requests are refused before the limits are consulted', async () => {
    const invalid = await client.sendLink('not-an-email');
    assert.equal(invalid.status, 400);
    assert.equal(invalid.json.error_type, 'invalid_email');
    assert.equal((await client.sendLink(uniqueEmail())).status, 429);
  });
});

describe('lockout after failed authentications', () => {
  let emulator: RunningEmulator;
  let client: Client;
  before(async () => {
    emulator = await startTestEmulator({
      config: {
        rate_limits: { per_recipient: null, per_ip: null },
        lockout: { max_failed_attempts: 3, window_minutes: 10, lock_minutes: 15 },
      },
    });
    client = new Client(emulator);
  });
  after(() => emulator.close());

  test('used or expired links lock the user, PKCE failures do not; the lock ends after lock_minutes', async () => {
    const email = uniqueEmail();
    await client.sendLink(email);
    const used = await latestToken(emulator, email);
    assert.equal((await client.authenticate(used)).status, 200);

    assert.equal((await client.authenticate(used)).json.error_type, 'unable_to_auth_magic_link');
    const { challenge } = pkcePair();
    await client.sendLink(email, { code_challenge: challenge });
    const pkceToken = await latestToken(emulator, email);
    for (let i = 0; i < 3; i += 1) {
      assert.equal(
        (await client.authenticate(pkceToken, { code_verifier: pkcePair().verifier })).json.error_type,
        'pkce_mismatch',
        'not counted',
      );
    }
    assert.equal((await client.authenticate(used)).json.error_type, 'unable_to_auth_magic_link');
    assert.equal(
      (await client.authenticate(used)).json.error_type,
      'unable_to_auth_magic_link',
      'the 3rd failure',
    );

    await client.sendLink(email);
    const fresh = await latestToken(emulator, email);
    const locked = await client.authenticate(fresh);
    assert.equal(locked.status, 429);
    assert.equal(locked.json.error_type, 'user_lock_limit_reached');
    assert.match(locked.json.error_message, /locked until/);

    await advanceClock(emulator, 15 * 60 + 1);
    await client.sendLink(email);
    const afterLock = await client.authenticate(await latestToken(emulator, email));
    assert.equal(afterLock.status, 200);
  });

  test('failures of one user do not lock another; unknown tokens lock nobody', async () => {
    for (let i = 0; i < 5; i += 1) await client.authenticate('D'.repeat(44));
    const other = uniqueEmail();
    await client.sendLink(other);
    assert.equal((await client.authenticate(await latestToken(emulator, other))).status, 200);
  });
});
