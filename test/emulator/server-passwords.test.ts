import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail } from './helpers';
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
