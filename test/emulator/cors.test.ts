import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { basic, startTestEmulator } from './helpers';

const PAGE = 'http://localhost:5173';
const SDK_HEADERS = 'authorization,content-type,x-sdk-client,x-sdk-parent-host';

let emulator: RunningEmulator;
before(async () => {
  emulator = await startTestEmulator();
});
after(() => emulator.close());

function preflight(path: string, method: string, headers: string): Promise<Response> {
  return fetch(`${emulator.url}${path}`, {
    method: 'OPTIONS',
    headers: {
      origin: PAGE,
      'access-control-request-method': method,
      'access-control-request-headers': headers,
    },
  });
}

describe('CORS for a page on another origin (credentials: include)', () => {
  test('a preflight is answered 204 with the exact origin, credentials, SDK headers and methods', async () => {
    const response = await preflight('/sdk/v1/magic_links/email/login_or_create', 'POST', SDK_HEADERS);
    assert.equal(response.status, 204);
    assert.equal(response.headers.get('access-control-allow-origin'), PAGE);
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
    const allowed = (response.headers.get('access-control-allow-headers') ?? '').split(/,\s*/);
    for (const header of SDK_HEADERS.split(',')) assert.ok(allowed.includes(header), `allows ${header}`);
    const methods = (response.headers.get('access-control-allow-methods') ?? '').split(/,\s*/);
    assert.deepEqual(methods.sort(), ['DELETE', 'GET', 'POST', 'PUT']);
    assert.match(response.headers.get('vary') ?? '', /Origin/);
    assert.match(response.headers.get('vary') ?? '', /Access-Control-Request-Method/);
    assert.equal(response.headers.get('access-control-max-age'), '600');
  });

  test('an OPTIONS that is no preflight is routed (404), and a preflight to a dev path is not answered', async () => {
    const plain = await fetch(`${emulator.url}/sdk/v1/users/me`, {
      method: 'OPTIONS',
      headers: { origin: PAGE },
    });
    assert.equal(plain.status, 404);
    assert.equal(plain.headers.get('access-control-allow-methods'), null);
    const dev = await preflight('/_dev/messages', 'GET', 'content-type');
    assert.equal(dev.status, 404);
    assert.equal(dev.headers.get('access-control-allow-origin'), null);
  });

  test('preflights for GET /users/me, PUT and the events endpoint succeed too', async () => {
    assert.equal((await preflight('/sdk/v1/users/me', 'GET', SDK_HEADERS)).status, 204);
    assert.equal((await preflight('/sdk/v1/users/me', 'PUT', SDK_HEADERS)).status, 204);
    const events = await preflight('/sdk/v1/events', 'POST', 'content-type');
    assert.equal(events.status, 204);
    assert.equal(events.headers.get('access-control-allow-origin'), PAGE);
  });

  test('actual responses, errors included, echo the origin with credentials allowed', async () => {
    const token = emulator.publicToken;
    const ok = await fetch(`${emulator.url}/sdk/v1/projects/bootstrap/${token}`, {
      headers: { origin: PAGE },
    });
    assert.equal(ok.status, 200);
    assert.equal(ok.headers.get('access-control-allow-origin'), PAGE);
    assert.equal(ok.headers.get('access-control-allow-credentials'), 'true');

    const denied = await fetch(`${emulator.url}/sdk/v1/users/me`, {
      headers: { origin: PAGE, authorization: basic(token), 'content-type': 'application/json' },
    });
    assert.equal(denied.status, 401);
    assert.equal(denied.headers.get('access-control-allow-origin'), PAGE, 'the SDK can read the error body');
  });

  test('a malformed URL is answered with CORS headers too', async () => {
    const response = await fetch(`${emulator.url}/sdk/v1/projects/bootstrap/%E0%A4%A`, {
      headers: { origin: PAGE },
    });
    assert.equal(response.status, 400);
    assert.equal(response.headers.get('access-control-allow-origin'), PAGE);
    assert.equal(response.headers.get('access-control-allow-credentials'), 'true');
  });

  test('never a wildcard; no CORS headers without an Origin', async () => {
    const response = await fetch(`${emulator.url}/sdk/v1/projects/bootstrap/${emulator.publicToken}`);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });

  test('dev endpoints are not opened to other origins', async () => {
    const response = await fetch(`${emulator.url}/_dev/messages`, { headers: { origin: PAGE } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('access-control-allow-origin'), null);
  });
});
