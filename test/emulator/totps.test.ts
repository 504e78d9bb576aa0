// Authenticator apps (TOTP) and recovery codes through the provider's official Node SDK, unmodified, against the
// emulator: create → authenticate (verifies) → both factors on the session → recovery codes once each → lockout →
// delete; the dev clock moves the 30-second windows.
import assert from 'node:assert/strict';
import { inflateSync } from 'node:zlib';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { base32Decode } from '../../emulator/services/totp-code';
import { totpCode } from '../../emulator/testing/totp';
import { startTestEmulator, uniqueEmail } from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;

before(async () => {
  emulator = await startTestEmulator({
    config: { lockout: { max_failed_attempts: 4, window_minutes: 60, lock_minutes: 15 } },
  });
});
after(() => emulator.close());

const now = () => emulator.clock.now();

/** A user logged in with a password: the first factor. */
async function userWithPassword(name: string) {
  const server = serverClient(emulator);
  const email = uniqueEmail(name);
  const created = await server.passwords.create({
    email,
    password: 'correct horse battery staple 42',
    session_duration_minutes: 30,
  });
  return { server, email, userId: created.user_id, sessionToken: created.session_token };
}

describe('TOTP through the server API (official Node SDK)', () => {
  test('RFC 6238: the test kit computes the RFC test vector', () => {
    // RFC 6238 appendix B, SHA-1 key "12345678901234567890", T = 59 s → 94287082 (8 digits; 6 digits: 287082).
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    assert.equal(base32Decode(secret).toString(), '12345678901234567890');
    assert.equal(totpCode(secret, 59_000), '287082');
    assert.equal(totpCode(secret, 1_111_111_109_000), '081804');
    assert.equal(totpCode(secret, 20_000_000_000_000), '353130');
  });

  test('create: secret, a PNG QR code, ten recovery codes, an unverified totps[] entry', async () => {
    const { server, userId } = await userWithPassword('totp-create');
    const created = await server.totps.create({ user_id: userId });
    assert.match(created.totp_id, /^totp-test-/);
    assert.match(created.secret, /^[A-Z2-7]{32}$/);
    assert.equal(created.recovery_codes.length, 10);
    assert.equal(new Set(created.recovery_codes).size, 10);
    for (const code of created.recovery_codes) assert.match(code, /^[a-z0-9]{4}-[a-z0-9]{4}-[a-z0-9]{4}$/);
    const [prefix, base64] = created.qr_code.split(',');
    assert.equal(prefix, 'data:image/png;base64');
    const png = Buffer.from(base64 ?? '', 'base64');
    assert.deepEqual([...png.subarray(1, 4)].map((c) => String.fromCharCode(c)).join(''), 'PNG');
    const width = png.readUInt32BE(16);
    assert.ok(width >= 100 && width <= 1000, `a scannable size (${width} px)`);
    const idat = png.indexOf('IDAT');
    assert.ok(inflateSync(png.subarray(idat + 4, idat + 4 + png.readUInt32BE(idat - 4))).length > 0);
    assert.deepEqual(created.user.totps, [{ totp_id: created.totp_id, verified: false }]);
  });

  test('authenticate: the code verifies the app and adds authenticator_app to the password session', async () => {
    const { server, userId, sessionToken } = await userWithPassword('totp-auth');
    const { secret, totp_id } = await server.totps.create({ user_id: userId });
    const wrongCode = totpCode(secret, now()) === '000000' ? '111111' : '000000';
    const wrong = await sdkError(server.totps.authenticate({ user_id: userId, totp_code: wrongCode }));
    assert.equal(wrong.error_type, 'unable_to_authenticate_totp');
    assert.equal(wrong.status_code, 401);
    const format = await sdkError(server.totps.authenticate({ user_id: userId, totp_code: '12345' }));
    assert.equal(format.error_type, 'invalid_totp_code');

    const ok = await server.totps.authenticate({
      user_id: userId,
      totp_code: totpCode(secret, now()),
      session_token: sessionToken,
    });
    assert.equal(ok.totp_id, totp_id);
    assert.deepEqual(ok.user.totps, [{ totp_id, verified: true }]);
    const checked = await server.sessions.authenticate({ session_token: sessionToken });
    const factors = checked.session.authentication_factors.map((f) => f.delivery_method).sort();
    assert.deepEqual(factors, ['authenticator_app', 'knowledge']);
    const app = checked.session.authentication_factors.find((f) => f.type === 'totp');
    assert.equal(app?.authenticator_app_factor?.totp_id, totp_id);

    const reused = await sdkError(
      server.totps.authenticate({ user_id: userId, totp_code: totpCode(secret, now()) }),
    );
    assert.equal(reused.error_type, 'totp_code_already_authenticated');
    const again = await sdkError(server.totps.create({ user_id: userId }));
    assert.equal(again.error_type, 'active_totp_exists');
  });

  test('the dev clock: ±1 step is accepted, two steps old is expired; an unverified app expires', async () => {
    const { server, userId } = await userWithPassword('totp-clock');
    const { secret } = await server.totps.create({ user_id: userId, expiration_minutes: 5 });
    const previous = totpCode(secret, now() - 30_000);
    const ok = await server.totps.authenticate({ user_id: userId, totp_code: previous });
    assert.equal(ok.session_token, '', 'no session without session_duration_minutes');
    emulator.clock.advance(60);
    const old = await sdkError(
      server.totps.authenticate({ user_id: userId, totp_code: totpCode(secret, now() - 90_000) }),
    );
    assert.equal(old.error_type, 'unable_to_authenticate_totp');
    assert.match(old.error_message, /expired/);
    const started = await server.totps.authenticate({
      user_id: userId,
      totp_code: totpCode(secret, now() + 30_000),
      session_duration_minutes: 60,
    });
    assert.deepEqual(
      started.session?.authentication_factors.map((f) => f.delivery_method),
      ['authenticator_app'],
    );

    const other = await userWithPassword('totp-expired');
    const pending = await other.server.totps.create({ user_id: other.userId, expiration_minutes: 5 });
    emulator.clock.advance(6 * 60);
    const expired = await sdkError(
      server.totps.authenticate({ user_id: other.userId, totp_code: totpCode(pending.secret, now()) }),
    );
    assert.equal(expired.error_type, 'expired_totp');
  });

  test('recovery codes: each works once, adds recovery_code to the session; listed until used', async () => {
    const { server, userId, sessionToken } = await userWithPassword('totp-recover');
    const { secret, recovery_codes, totp_id } = await server.totps.create({ user_id: userId });
    const beforeVerify = await sdkError(
      server.totps.recover({ user_id: userId, recovery_code: recovery_codes[0]! }),
    );
    assert.equal(beforeVerify.error_type, 'totps_not_found_for_user');
    await server.totps.authenticate({ user_id: userId, totp_code: totpCode(secret, now()) });

    const used = await server.totps.recover({
      user_id: userId,
      recovery_code: recovery_codes[0]!,
      session_token: sessionToken,
    });
    assert.equal(used.totp_id, totp_id);
    const checked = await server.sessions.authenticate({ session_token: sessionToken });
    const recovery = checked.session.authentication_factors.find(
      (f) => f.delivery_method === 'recovery_code',
    );
    assert.equal(recovery?.type, 'recovery_codes');
    assert.match(recovery?.recovery_code_factor?.totp_recovery_code_id ?? '', /^totp-recovery-code-test-/);

    const twice = await sdkError(
      server.totps.recover({ user_id: userId, recovery_code: recovery_codes[0]! }),
    );
    assert.equal(twice.error_type, 'invalid_recovery_code');
    assert.match(twice.error_message, /already used/);
    const unknown = await sdkError(
      server.totps.recover({ user_id: userId, recovery_code: 'aaaa-bbbb-cccc' }),
    );
    assert.equal(unknown.error_type, 'unable_to_authenticate_recovery_code');
    const swapped = await sdkError(server.totps.recover({ user_id: userId, recovery_code: '123456' }));
    assert.equal(swapped.error_type, 'totp_code_used_as_recovery_code');
    const swappedBack = await sdkError(
      server.totps.authenticate({ user_id: userId, totp_code: recovery_codes[1]! }),
    );
    assert.equal(swappedBack.error_type, 'recovery_code_used_as_totp_code');

    const listed = await server.totps.recoveryCodes({ user_id: userId });
    assert.equal(listed.totps.length, 1);
    assert.deepEqual(listed.totps[0]?.recovery_codes, recovery_codes.slice(1));
  });

  test('lockout: repeated wrong codes lock the user until the lock expires on the dev clock', async () => {
    const { server, userId } = await userWithPassword('totp-lock');
    const { secret } = await server.totps.create({ user_id: userId });
    const good = () => totpCode(secret, now());
    const bad = () => (good() === '999999' ? '888888' : '999999');
    // The password login cleared the count; four wrong codes (this emulator's limit) lock the user.
    for (let i = 0; i < 3; i++) {
      const wrong = await sdkError(server.totps.authenticate({ user_id: userId, totp_code: bad() }));
      assert.equal(wrong.error_type, 'unable_to_authenticate_totp');
    }
    const last = await sdkError(server.totps.authenticate({ user_id: userId, totp_code: bad() }));
    assert.match(last.error_message, /locked until/);
    const locked = await sdkError(server.totps.authenticate({ user_id: userId, totp_code: good() }));
    assert.equal(locked.error_type, 'user_lock_limit_reached');
    assert.match(locked.error_message, /locked until \d{4}-\d\d-\d\dT/);
    // The wait also comes as Retry-After (seconds), for a client to say when on its own clock.
    const raw = await fetch(`${emulator.url}/v1/totps/authenticate`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        authorization: `Basic ${btoa(`${emulator.projectId}:${emulator.secret ?? ''}`)}`,
      },
      body: JSON.stringify({ user_id: userId, totp_code: good() }),
    });
    assert.equal(raw.status, 429);
    assert.equal(raw.headers.get('retry-after'), String(15 * 60));
    const user = await server.users.get({ user_id: userId });
    assert.equal(user.is_locked, true);
    emulator.clock.advance(16 * 60);
    const ok = await server.totps.authenticate({ user_id: userId, totp_code: good() });
    assert.equal(ok.user_id, userId);
  });

  test('users.deleteTOTP removes the app; a new one can then be created', async () => {
    const { server, userId } = await userWithPassword('totp-delete');
    const { secret, totp_id } = await server.totps.create({ user_id: userId });
    await server.totps.authenticate({ user_id: userId, totp_code: totpCode(secret, now()) });
    const deleted = await server.users.deleteTOTP({ totp_id });
    assert.deepEqual(deleted.user.totps, []);
    const gone = await sdkError(server.users.deleteTOTP({ totp_id }));
    assert.equal(gone.error_type, 'totp_not_found');
    const noApp = await sdkError(server.totps.authenticate({ user_id: userId, totp_code: '123456' }));
    assert.equal(noApp.error_type, 'totps_not_found_for_user');
    const fresh = await server.totps.create({ user_id: userId });
    assert.notEqual(fresh.totp_id, totp_id);
  });
});
