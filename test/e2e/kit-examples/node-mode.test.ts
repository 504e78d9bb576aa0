// Server tests with the kit, no browser: node:test starts one emulator for the file and stops it after; users
// and sessions are seeded, and the server code under test talks to the emulator through the provider's Node SDK.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import * as stytch from 'stytch';
import { startEmulator, totpCode, type TestEmulator } from 'idp-elements-emulator';

let emulator: TestEmulator;
let server: stytch.Client;

before(async () => {
  emulator = await startEmulator(); // a free port, an in-memory database
  server = new stytch.Client({
    project_id: emulator.projectId,
    secret: emulator.secret,
    env: `${emulator.url}/`, // the SDK sends every call to the emulator
  });
});
after(() => emulator.close());

test('the server accepts a seeded session, by token and by JWT', async () => {
  const user = await emulator.seed.user({ email: 'ada@example.com', name: 'Ada Lovelace' });
  const { session_token, session_jwt } = await emulator.seed.session(null, {
    email: user.email,
    url: emulator.url,
  });
  const byToken = await server.sessions.authenticate({ session_token });
  assert.equal(byToken.user.user_id, user.user_id);
  const byJwt = await server.sessions.authenticate({ session_jwt });
  assert.equal(byJwt.session.session_id, byToken.session.session_id);
});

test('a user with an authenticator app passes a second factor', async () => {
  const user = await emulator.seed.user({ email: 'grace@example.com', password: 'any password', totp: true });
  assert.equal(user.totp?.recovery_codes.length, 10);
  const { session_token } = await emulator.seed.session(null, {
    email: user.email,
    url: emulator.url,
    factors: ['password'],
  });
  const stepped = await server.totps.authenticate({
    user_id: user.user_id,
    totp_code: totpCode(user.totp!.secret),
    session_token,
  });
  assert.deepEqual(
    stepped.session?.authentication_factors.map((f) => f.type),
    ['password', 'totp'],
  );
});
