import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, test } from 'node:test';
import { decodeProtectedHeader } from 'jose';
import type { RunningEmulator } from '../../emulator/index';
import {
  Client,
  DEFAULT_PROJECT,
  inbox,
  latestToken,
  startTestEmulator,
  uniqueEmail,
  type AuthData,
  type Envelope,
} from './helpers';

const dir = mkdtempSync(join(tmpdir(), 'idp-emulator-'));
after(() => rmSync(dir, { recursive: true, force: true }));

async function kidOf(emulator: RunningEmulator): Promise<string | undefined> {
  const response = await fetch(`${emulator.url}/sdk/v1/sessions/jwks/${DEFAULT_PROJECT}`);
  return ((await response.json()) as { keys: { kid: string }[] }).keys[0]?.kid;
}

test('users, sessions, unused links, messages and the signing key survive a restart', async () => {
  const db = join(dir, 'nested', 'emulator.sqlite');
  const first = await startTestEmulator({ db });
  const client = new Client(first);
  const email = uniqueEmail();
  const auth = await client.login(email, { session_duration_minutes: 120 });
  const pending = uniqueEmail();
  await client.sendLink(pending);
  const unusedToken = await latestToken(first, pending);
  const kid = await kidOf(first);
  await first.close();
  assert.ok(existsSync(db), 'the database file (and its folder) was created');

  const second = await startTestEmulator({ db });
  try {
    const again = new Client(second);
    assert.equal(await kidOf(second), kid, 'the JWKS is stable across restarts');

    const refreshed = await again.post<Envelope<AuthData>>(
      '/sessions/authenticate',
      {},
      { session: auth.session_token },
    );
    assert.equal(refreshed.status, 200);
    assert.equal(refreshed.json.data.session.session_id, auth.session.session_id);
    assert.equal(decodeProtectedHeader(refreshed.json.data.session_jwt).kid, kid);

    const [message] = await inbox(second, email);
    assert.match(message?.subject ?? '', /sign-up/);

    const late = await again.authenticate(unusedToken);
    assert.equal(late.status, 200, 'a link sent before the restart still works');
    assert.equal((await again.sendLink(email)).json.data.user_created, false, 'the user is still known');
  } finally {
    await second.close();
  }
});

test('secrets are stored hashed, never in plain text', async () => {
  const db = join(dir, 'secrets.sqlite');
  const emulator = await startTestEmulator({ db });
  const client = new Client(emulator);
  const auth = await client.login(uniqueEmail());
  const other = uniqueEmail();
  await client.sendLink(other);
  const token = await latestToken(emulator, other);
  await emulator.close();

  const { default: sqlite } = await import('node-sqlite3-wasm');
  const database = new sqlite.Database(db, { readOnly: true });
  try {
    const sessions = database.all('SELECT token_hash FROM sessions');
    const links = database.all('SELECT token_hash FROM magic_link_tokens');
    const stored = JSON.stringify([sessions, links]);
    assert.ok(!stored.includes(auth.session_token), 'no plain session token');
    assert.ok(!stored.includes(token), 'no plain magic-link token');
    assert.match(String(sessions[0]?.token_hash), /^[0-9a-f]{64}$/);
  } finally {
    database.close();
  }
});
