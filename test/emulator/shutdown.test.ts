// Closing the emulator (SIGTERM in the command line) lets a request under way finish before the database closes.
import assert from 'node:assert/strict';
import { request as httpRequest } from 'node:http';
import { test } from 'node:test';
import { startTestEmulator, uniqueEmail } from './helpers';

test('close() stops accepting, answers the request under way, then closes the database', async () => {
  const emulator = await startTestEmulator();
  const server = `Basic ${Buffer.from(`${emulator.projectId}:${emulator.secret}`).toString('base64')}`;
  const email = uniqueEmail('shutdown');
  // An imported PBKDF2 hash of a million rounds: its check takes a while, long enough to close meanwhile.
  const migrated = await fetch(`${emulator.url}/v1/passwords/migrate`, {
    method: 'POST',
    headers: { authorization: server, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      hash_type: 'pbkdf_2',
      hash: Buffer.alloc(32, 1).toString('base64'),
      pbkdf_2_config: { salt: 'NaCl', iteration_amount: 1_000_000, key_length: 32, algorithm: 'sha512' },
    }),
  });
  assert.equal(migrated.status, 200);
  // The request under way: sent whole before close() (a fixed wait was not enough on a loaded machine: the connection
  // was refused once, close() came first). Then a quick request on another connection is answered: the server has
  // read the first one by then (its bytes were there first), and its check runs off the event loop.
  const body = JSON.stringify({ email, password: 'not the password 123' });
  let written!: () => void;
  const sent = new Promise<void>((resolve) => (written = resolve));
  const underWay = new Promise<{ status: number; text: string }>((resolve, reject) => {
    const request = httpRequest(
      `${emulator.url}/v1/passwords/authenticate`,
      {
        method: 'POST',
        headers: { authorization: server, 'content-type': 'application/json', connection: 'close' },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
      },
    );
    request.on('error', reject);
    request.on('finish', written);
    request.end(body);
  });
  await sent;
  assert.equal((await fetch(`${emulator.url}/_dev/clock`)).status, 200);
  const closed = emulator.close();
  const reply = await underWay;
  assert.equal(reply.status, 401, 'answered, not cut');
  assert.equal((JSON.parse(reply.text) as { error_type: string }).error_type, 'unauthorized_credentials');
  await closed;
  await assert.rejects(fetch(`${emulator.url}/v1/passwords/authenticate`), 'no longer accepting');
});
