import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { startDemoBackend, type DemoBackend } from '../../demo/server/backend';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail } from './helpers';

let emulator: RunningEmulator;
let backend: DemoBackend;

before(async () => {
  emulator = await startTestEmulator();
  backend = await startDemoBackend({
    emulatorUrl: emulator.url,
    projectId: emulator.projectId,
    secret: emulator.secret ?? '',
  });
});
after(async () => {
  await backend.close();
  await emulator.close();
});

const me = (cookie?: string) =>
  fetch(`${backend.url}/api/me`, {
    headers: { origin: emulator.url, ...(cookie === undefined ? {} : { cookie }) },
  });

test('the demo backend sees the browser login through the official SDK; logout and no cookie are refused', async () => {
  const client = new Client(emulator);
  const email = uniqueEmail();
  const auth = await client.login(email);

  const seen = await me(`theme=dark; stytch_session=${encodeURIComponent(auth.session_token)}`);
  assert.equal(seen.status, 200);
  assert.equal(seen.headers.get('access-control-allow-origin'), emulator.url);
  assert.equal(seen.headers.get('access-control-allow-credentials'), 'true');
  const body = (await seen.json()) as { email: string; user_id: string };
  assert.equal(body.email, email);
  assert.equal(body.user_id, auth.user_id);

  const none = await me();
  assert.equal(none.status, 401);
  await client.post('/sessions/revoke', undefined, { session: auth.session_token });
  const revoked = await me(`stytch_session=${auth.session_token}`);
  assert.equal(revoked.status, 401);
  assert.match(((await revoked.json()) as { error: string }).error, /session_not_found/);

  const other = await fetch(`${backend.url}/api/me`, { headers: { origin: 'http://evil.localhost:1' } });
  assert.equal(other.headers.get('access-control-allow-origin'), null, 'only the demo pages may read it');
});
