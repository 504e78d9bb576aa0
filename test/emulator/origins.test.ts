// Issue 16: each project answers only its authorized domains, as the hosted provider does.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { basic, startTestEmulator } from './helpers';

const ACME = 'public-token-test-acme';
let emulator: RunningEmulator;
before(async () => {
  emulator = await startTestEmulator({
    config: {
      projects: [
        {
          project_id: 'project-test-acme',
          public_token: ACME,
          project_name: 'Acme',
          allowed_origins: ['https://app.acme.test'],
          redirect_urls: { login: ['https://app.acme.test/auth'], signup: ['https://app.acme.test/auth'] },
        },
      ],
    },
  });
});
after(() => emulator?.close());

const send = (token: string, origin: string | undefined) =>
  fetch(`${emulator.url}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: basic(token),
      ...(origin ? { origin } : {}),
    },
    body: JSON.stringify({ email: 'origin@example.com' }),
  });

const bootstrap = (token: string, origin: string) =>
  fetch(`${emulator.url}/sdk/v1/projects/bootstrap/${token}`, { headers: { origin } });

describe('allowed origins per project', () => {
  test('the default project answers any localhost or loopback origin, and refuses others', async () => {
    for (const origin of [
      'http://localhost:5173',
      'https://shop.localhost',
      'http://127.0.0.1:8080',
      'http://[::1]:3000',
    ]) {
      assert.equal((await bootstrap(emulator.publicToken, origin)).status, 200, origin);
    }
    const refused = await send(emulator.publicToken, 'https://evil.example');
    assert.equal(refused.status, 403);
    const body = (await refused.json()) as { error_type: string; error_message: string };
    assert.equal(body.error_type, 'unauthorized_origin');
    assert.match(
      body.error_message,
      /https:\/\/evil\.example is not an authorized domain of project "idp-elements local"/,
    );
    assert.equal(
      refused.headers.get('access-control-allow-origin'),
      'https://evil.example',
      'the page can read why',
    );
  });

  test('a configured project answers only its own list', async () => {
    assert.equal((await bootstrap(ACME, 'https://app.acme.test')).status, 200);
    assert.equal((await bootstrap(ACME, 'http://localhost:3000')).status, 403);
    assert.equal((await bootstrap(ACME, 'https://app.acme.test.evil.example')).status, 403);
    assert.equal((await send(ACME, 'https://app.acme.test')).status, 200);
    assert.equal((await send(ACME, 'https://other.acme.test')).status, 403);
  });

  test('calls without an Origin (server side, same-origin GETs) pass', async () => {
    assert.equal((await send(ACME, undefined)).status, 200);
  });
});
