import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { Client, latestToken, startTestEmulator, uniqueEmail } from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;
const PASSWORD = 'Kettle-Violet-42-Orbit';

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

describe('passwords (official Node SDK)', () => {
  test('create → authenticate on the server → the same password logs in on the SDK API', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const created = await server.passwords.create({
      email,
      password: PASSWORD,
      name: { first_name: 'Ada' },
      trusted_metadata: { source: 'import' },
    });
    assert.equal(created.session_token, '', 'no session without session_duration_minutes');
    assert.match(created.email_id, /^email-test-/);
    assert.equal(created.user.name?.first_name, 'Ada');
    assert.ok(created.user.password?.password_id);

    const auth = await server.passwords.authenticate({
      email,
      password: PASSWORD,
      session_duration_minutes: 30,
    });
    assert.equal(auth.user_id, created.user_id);
    assert.equal(auth.session?.authentication_factors[0]?.type, 'password');
    const sdk = await client.post('/passwords/authenticate', { email, password: PASSWORD });
    assert.equal(sdk.status, 200);

    const wrong = await sdkError(server.passwords.authenticate({ email, password: 'nope-nope-nope' }));
    assert.equal(wrong.status_code, 401);
    assert.equal(wrong.error_type, 'unauthorized_credentials');
    const dup = await sdkError(server.passwords.create({ email, password: PASSWORD }));
    assert.equal(dup.error_type, 'duplicate_email');
    const weak = await sdkError(server.passwords.create({ email: uniqueEmail(), password: 'password' }));
    assert.equal(weak.status_code, 400);
    assert.match(weak.error_type, /^(weak_password|breached_password)$/);
  });

  test('strengthCheck answers the policy verdict', async () => {
    const server = serverClient(emulator);
    const strong = await server.passwords.strengthCheck({ password: PASSWORD });
    assert.equal(strong.valid_password, true);
    const weak = await server.passwords.strengthCheck({ password: 'password' });
    assert.equal(weak.valid_password, false);
    assert.equal(weak.breached_password, true);
  });
});

describe('password resets (official Node SDK)', () => {
  test('email reset start → the inbox → reset on the server; existing-password and session resets', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const created = await server.passwords.create({
      email,
      password: PASSWORD,
      session_duration_minutes: 30,
    });

    const started = await server.passwords.email.resetStart({
      email,
      reset_password_redirect_url: 'http://localhost:3000/reset',
    });
    assert.equal(started.user_id, created.user_id);
    assert.equal(started.email_id, created.email_id);
    const token = await latestToken(emulator, email);
    const NEW = 'Lantern-Quartz-77-River';
    const reset = await server.passwords.email.reset({ token, password: NEW, session_duration_minutes: 30 });
    assert.equal(reset.user_id, created.user_id);
    assert.equal(reset.user.is_locked, false);
    const old = await sdkError(server.sessions.authenticate({ session_token: created.session_token }));
    assert.equal(old.error_type, 'session_not_found', 'a reset revokes the other sessions');
    const reused = await sdkError(server.passwords.email.reset({ token, password: NEW }));
    assert.equal(reused.status_code >= 400 && reused.status_code < 500, true);

    const THIRD = 'Meadow-Cobalt-91-Anchor';
    const existing = await server.passwords.existingPassword.reset({
      email,
      existing_password: NEW,
      new_password: THIRD,
      session_duration_minutes: 30,
    });
    assert.equal(existing.user_id, created.user_id);
    const wrong = await sdkError(
      server.passwords.existingPassword.reset({
        email,
        existing_password: 'not-it-at-all',
        new_password: NEW,
      }),
    );
    assert.equal(wrong.error_type, 'unauthorized_credentials');

    const FOURTH = 'Harbor-Violet-63-Summit';
    const bySession = await server.passwords.sessions.reset({
      password: FOURTH,
      session_token: existing.session_token,
    });
    assert.equal(bySession.user_id, created.user_id);
    const noSession = await sdkError(server.passwords.sessions.reset({ password: FOURTH }));
    assert.equal(noSession.error_type, 'session_not_found');
    const login = await server.passwords.authenticate({ email, password: FOURTH });
    assert.equal(login.user_id, created.user_id);
  });
});
