import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { buildApp, DEFAULT_PUBLIC_TOKEN, type RunningEmulator } from '../../emulator/index';
import { basic, Client, startTestEmulator, uniqueEmail, type Envelope, type ErrorBody } from './helpers';

const REQUEST_ID = /^request-id-test-[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const ERROR_KEYS = ['error_message', 'error_type', 'error_url', 'request_id', 'status_code'];

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

function assertError(json: ErrorBody, status: number, type: string, extraKeys: string[] = []): void {
  assert.deepEqual(Object.keys(json).sort(), [...ERROR_KEYS, ...extraKeys].sort());
  assert.equal(json.status_code, status);
  assert.equal(json.error_type, type);
  assert.match(json.request_id, REQUEST_ID);
  assert.equal(json.error_url, `${emulator.url}/_dev/errors#${type}`);
  assert.ok(json.error_message.length > 0);
}

describe('success envelope', () => {
  test('fields sit in data next to request_id and status_code, as JSON', async () => {
    const reply = await client.sendLink(uniqueEmail());
    assert.equal(reply.status, 200);
    assert.match(reply.headers.get('content-type') ?? '', /^application\/json/);
    assert.deepEqual(Object.keys(reply.json), ['data']);
    assert.match(reply.json.data.request_id, REQUEST_ID);
    assert.equal(reply.json.data.status_code, 200);
    assert.equal(reply.json.data.user_created, true);
  });

  test('every response has its own request id', async () => {
    const a = await client.get<Envelope<object>>(`/projects/bootstrap/${DEFAULT_PUBLIC_TOKEN}`);
    const b = await client.get<Envelope<object>>(`/projects/bootstrap/${DEFAULT_PUBLIC_TOKEN}`);
    assert.notEqual(a.json.data.request_id, b.json.data.request_id);
  });
});

describe('error envelope', () => {
  test('a catalogue error: top-level keys only, status, type, url', async () => {
    const reply = await client.sendLink('not-an-email');
    assert.equal(reply.status, 400);
    assertError(reply.json, 400, 'invalid_email');
    assert.match(reply.json.error_message, /^Email format is invalid\./);
  });

  test('a missing field is a schema error with a body list', async () => {
    const reply = await client.post('/magic_links/email/login_or_create', {});
    assertError(reply.json, 400, 'invalid_request_body', ['body']);
    assert.deepEqual(reply.json.body, [
      { dataPath: '.email', message: "must have required property 'email'" },
    ]);
  });

  test('unknown keys and wrong types are named', async () => {
    const reply = await client.post('/magic_links/email/login_or_create', {
      email: 'a@example.com',
      bogus: 1,
      login_expiration_minutes: '30',
    });
    assert.equal(reply.status, 400);
    const paths = reply.json.body?.map((issue) => issue.dataPath).sort();
    assert.deepEqual(paths, ['.bogus', '.login_expiration_minutes']);
  });

  test('the SDK extra keys (captcha, dfp, locale, templates) are accepted', async () => {
    const reply = await client.sendLink(uniqueEmail(), {
      captcha_token: 'x',
      dfp_telemetry_id: 'y',
      locale: 'fr',
      login_template_id: 'tpl',
      signup_template_id: 'tpl2',
    });
    assert.equal(reply.status, 200);
  });

  test('malformed JSON answers 400 with a body list, and the server keeps serving', async () => {
    const reply = await client.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
      rawBody: '{"email":',
    });
    assertError(reply.json, 400, 'invalid_request_body', ['body']);
    assert.equal((await client.sendLink(uniqueEmail())).status, 200);
  });

  test('prototype-poisoning keys are refused', async () => {
    const reply = await client.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
      rawBody: '{"email":"a@example.com","__proto__":{"admin":true}}',
    });
    assert.equal(reply.status, 400);
    assert.equal(reply.json.error_type, 'invalid_request_body');
  });

  test('a body over the limit answers 413 payload_too_large', async () => {
    const reply = await client.post('/magic_links/email/login_or_create', {
      email: 'a@example.com',
      locale: 'x'.repeat(70 * 1024),
    });
    assert.equal(reply.status, 413);
    assertError(reply.json, 413, 'payload_too_large');
  });

  test('JSON nested deeper than 64 levels is a 400 schema error, not a 500', async () => {
    const nested = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;
    const event = `{"event":{"public_token":"${DEFAULT_PUBLIC_TOKEN}","event_name":"x","details":${nested(4200)}}}`;
    const events = await client.call('POST', '/sdk/v1/events', {
      rawBody: `[${event}]`,
      authorization: null,
    });
    assert.equal(events.status, 400);
    assertError(events.json, 400, 'invalid_request_body', ['body']);
    assert.match(events.json.error_message, /deeper than 64/);

    const { session_token } = await client.login(uniqueEmail());
    const update = await client.call('PUT', '/sdk/v1/users/me', {
      rawBody: `{"untrusted_metadata":{"a":${nested(30_000)}}}`,
      session: session_token,
    });
    assertError(update.json, 400, 'invalid_request_body', ['body']);

    const shallow = `{"untrusted_metadata":{"a":${nested(62)}}}`;
    const ok = await client.call('PUT', '/sdk/v1/users/me', { rawBody: shallow, session: session_token });
    assert.equal(ok.status, 200, '64 levels are fine');
  });

  test('a non-JSON content type answers 415', async () => {
    const reply = await client.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
      rawBody: 'email=a@example.com',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    assert.equal(reply.status, 415);
    assertError(reply.json, 415, 'invalid_request_body');
  });

  test('GET with Content-Type: application/json and no body works', async () => {
    const reply = await client.get<Envelope<object>>(`/projects/bootstrap/${DEFAULT_PUBLIC_TOKEN}`);
    assert.equal(reply.status, 200);
  });

  test('POST with Content-Type: application/json and an empty body reaches the endpoint', async () => {
    const reply = await client.post('/sessions/revoke');
    assertError(reply.json, 401, 'user_unauthenticated');
  });

  test('an unknown route under /sdk/v1 answers a 404 envelope', async () => {
    const reply = await client.get('/no/such/route');
    assertError(reply.json, 404, 'not_found');
    const wrongMethod = await client.call('DELETE', '/sdk/v1/magic_links/authenticate');
    assertError(wrongMethod.json, 404, 'not_found');
  });
});

describe('authorization', () => {
  test('a missing Authorization header answers 401 unauthorized_public_token', async () => {
    const reply = await client.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
      body: { email: 'a@example.com' },
      authorization: null,
    });
    assertError(reply.json, 401, 'unauthorized_public_token');
    assert.match(reply.json.error_message, /Authorization header is missing/);
  });

  test('a garbled Authorization header answers 401', async () => {
    for (const header of ['Bearer abc', 'Basic !!!', `Basic ${Buffer.from('no-colon').toString('base64')}`]) {
      const reply = await client.call('GET', '/sdk/v1/users/me', { authorization: header });
      assertError(reply.json, 401, 'unauthorized_public_token');
    }
  });

  test('an unknown public token answers 401 naming the token', async () => {
    const reply = await client.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
      body: { email: 'a@example.com' },
      authorization: basic('public-token-test-nobody'),
    });
    assertError(reply.json, 401, 'invalid_public_token');
    assert.match(reply.json.error_message, /public-token-test-nobody.*unknown/);
  });

  test('the public token is checked before the body: 401, not a schema error', async () => {
    const unknown = await client.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
      body: { bogus: 1 },
      authorization: basic('public-token-test-nobody'),
    });
    assertError(unknown.json, 401, 'invalid_public_token');
    const missing = await client.call('POST', '/sdk/v1/magic_links/email/login_or_create', {
      rawBody: '{"email":',
      authorization: null,
    });
    assertError(missing.json, 401, 'unauthorized_public_token');
    assert.match(missing.json.error_message, /Authorization header is missing/);
  });

  test('bootstrap of an unknown token answers the same error', async () => {
    const reply = await client.get('/projects/bootstrap/public-token-test-nobody');
    assertError(reply.json, 401, 'invalid_public_token');
  });
});

describe('unexpected failures', () => {
  test('a thrown error becomes a 500 envelope, not a crash (inject)', async () => {
    const app = await buildApp({ db: ':memory:', log: false });
    app.get('/sdk/v1/test/boom', async () => {
      throw new Error('kaboom');
    });
    const originalError = console.error;
    console.error = () => {};
    try {
      const response = await app.inject({
        method: 'GET',
        url: '/sdk/v1/test/boom',
        headers: { host: 'localhost:1' },
      });
      assert.equal(response.statusCode, 500);
      const json = response.json<ErrorBody>();
      assert.equal(json.error_type, 'internal_server_error');
      assert.doesNotMatch(json.error_message, /kaboom/, 'internals are not leaked to the client');
      const ok = await app.inject({
        method: 'GET',
        url: `/sdk/v1/projects/bootstrap/${DEFAULT_PUBLIC_TOKEN}`,
      });
      assert.equal(ok.statusCode, 200);
    } finally {
      console.error = originalError;
      await app.close();
    }
  });

  test('the error reference page lists every type error_url points at', async () => {
    const response = await fetch(`${emulator.url}/_dev/errors`);
    assert.equal(response.status, 200);
    const page = await response.text();
    for (const type of [
      'invalid_email',
      'unable_to_auth_magic_link',
      'invalid_public_token',
      'payload_too_large',
    ]) {
      assert.match(page, new RegExp(`id="${type}"`));
    }
  });
});
