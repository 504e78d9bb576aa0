import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, uniqueEmail, uniquePhone } from './helpers';
import { SERVER_ENDPOINTS } from '../../emulator/routes/server/index';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;
const NO_USER = 'user-test-00000000-0000-4000-8000-000000000000';

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

describe('users (official Node SDK)', () => {
  test('create → get → the browser logs into the same user', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const phone = uniquePhone();
    const created = await server.users.create({
      email: email.toUpperCase(),
      phone_number: phone,
      name: { first_name: 'Ada', last_name: 'Lovelace' },
      trusted_metadata: { plan: 'pro' },
      untrusted_metadata: { theme: 'dark' },
    });
    assert.equal(created.status_code, 200);
    assert.equal(created.status, 'active');
    assert.match(created.user_id, /^user-test-/);
    assert.match(created.email_id, /^email-test-/);
    assert.match(created.phone_id, /^phone-number-test-/);
    assert.deepEqual(created.user.emails, [{ email_id: created.email_id, email, verified: false }]);

    const got = await server.users.get({ user_id: created.user_id });
    assert.equal(got.user_id, created.user_id);
    assert.equal(got.name?.first_name, 'Ada');
    assert.deepEqual(got.trusted_metadata, { plan: 'pro' });
    assert.deepEqual(got.untrusted_metadata, { theme: 'dark' });
    assert.equal(got.phone_numbers[0]?.phone_number, phone);
    assert.equal(got.is_locked, false);
    assert.equal(got.password, null);

    const auth = await client.login(email);
    assert.equal(auth.user_id, created.user_id, 'the SDK API signs into the user the server made');
    const verified = await server.users.get({ user_id: created.user_id });
    assert.equal(verified.emails[0]?.verified, true);
  });

  test('duplicates, bad addresses and unknown ids answer the provider types', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    await server.users.create({ email });
    const dup = await sdkError(server.users.create({ email }));
    assert.equal(dup.status_code, 400);
    assert.equal(dup.error_type, 'duplicate_email');
    const badEmail = await sdkError(server.users.create({ email: 'not-an-email' }));
    assert.equal(badEmail.error_type, 'invalid_email');
    const badPhone = await sdkError(server.users.create({ phone_number: '12345' }));
    assert.equal(badPhone.error_type, 'invalid_phone_number');
    const neither = await sdkError(server.users.create({}));
    assert.equal(neither.error_type, 'invalid_request_body');
    const unknown = await sdkError(server.users.get({ user_id: NO_USER }));
    assert.equal(unknown.status_code, 404);
    assert.equal(unknown.error_type, 'user_not_found');
    const malformed = await sdkError(server.users.get({ user_id: 'nope' }));
    assert.equal(malformed.status_code, 400);
    assert.equal(malformed.error_type, 'invalid_user_id');
  });

  test('update merges metadata, replaces name parts; delete removes the user and its sessions', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const auth = await client.login(email);
    const updated = await server.users.update({
      user_id: auth.user_id,
      name: { first_name: 'Grace' },
      trusted_metadata: { plan: 'team', seats: 3 },
      untrusted_metadata: { a: 1 },
    });
    assert.equal(updated.user.name?.first_name, 'Grace');
    assert.deepEqual(updated.user.trusted_metadata, { plan: 'team', seats: 3 });
    const again = await server.users.update({ user_id: auth.user_id, trusted_metadata: { seats: null } });
    assert.deepEqual(again.user.trusted_metadata, { plan: 'team' });
    assert.deepEqual(again.user.untrusted_metadata, { a: 1 });
    const me = await client.get<{ data: { name: { first_name: string } } }>('/users/me', {
      session: auth.session_token,
    });
    assert.equal(me.json.data.name.first_name, 'Grace', 'the browser sees the server update');

    const deleted = await server.users.delete({ user_id: auth.user_id });
    assert.equal(deleted.user_id, auth.user_id);
    assert.equal((await sdkError(server.users.get({ user_id: auth.user_id }))).error_type, 'user_not_found');
    const gone = await client.get('/users/me', { session: auth.session_token });
    assert.equal(gone.json.error_type, 'session_not_found');
    const fresh = await client.sendLink(email);
    assert.equal(fresh.json.data.user_created, true, 'the email is free again');
  });

  test('deleting one email, phone number, password; unknown ids', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const created = await server.users.create({ email, phone_number: uniquePhone() });
    const pw = await client.post('/passwords', { email: uniqueEmail(), password: 'Kettle-Violet-42-Orbit' });
    assert.equal(pw.status, 200);

    const noPhone = await server.users.deletePhoneNumber({ phone_id: created.phone_id });
    assert.deepEqual(noPhone.user.phone_numbers, []);
    const noEmail = await server.users.deleteEmail({ email_id: created.email_id });
    assert.deepEqual(noEmail.user.emails, []);
    const sent = await client.sendLink(email);
    assert.notEqual(sent.json.data.user_id, created.user_id, 'a deleted email no longer reaches the user');

    const withPassword = (
      pw.json as unknown as { data: { user_id: string; user: { password: { password_id: string } } } }
    ).data;
    const noPassword = await server.users.deletePassword({
      password_id: withPassword.user.password.password_id,
    });
    assert.equal(noPassword.user_id, withPassword.user_id);
    assert.equal(noPassword.user.password, null);

    for (const [call, type] of [
      [() => server.users.deleteEmail({ email_id: 'email-test-nope' }), 'email_not_found'],
      [
        () => server.users.deletePhoneNumber({ phone_id: 'phone-number-test-nope' }),
        'phone_number_not_found',
      ],
      [() => server.users.deletePassword({ password_id: 'password-test-nope' }), 'password_not_found'],
      [
        () => server.users.deleteWebAuthnRegistration({ webauthn_registration_id: 'w' }),
        'webauthn_registration_not_found',
      ],
      [() => server.users.deleteCryptoWallet({ crypto_wallet_id: 'c' }), 'crypto_wallet_not_found'],
      [
        () => server.users.deleteOAuthRegistration({ oauth_user_registration_id: 'o' }),
        'oauth_user_registration_not_found',
      ],
    ] as const) {
      const error = await sdkError(call());
      assert.equal(error.status_code, 404);
      assert.equal(error.error_type, type);
    }
  });

  test('search: filters, AND / OR, cursor paging with searchAll', async () => {
    const server = serverClient(emulator);
    const tag = `srch${process.pid}`;
    const ids: string[] = [];
    for (let i = 0; i < 5; i += 1) {
      const created = await server.users.create({
        email: `${tag}-${i}@example.com`,
        name: { first_name: i % 2 === 0 ? 'Even' : 'Odd', last_name: tag },
        create_user_as_pending: i === 4,
      });
      ids.push(created.user_id);
    }
    const fuzzy = { filter_name: 'email_address_fuzzy', filter_value: tag } as const;
    const all = await server.users.search({ query: { operator: 'AND', operands: [fuzzy] } });
    assert.deepEqual(
      all.results.map((u) => u.user_id),
      ids,
      'creation order',
    );
    assert.equal(all.results_metadata.total, 5);

    const evenActive = await server.users.search({
      query: {
        operator: 'AND',
        operands: [
          fuzzy,
          { filter_name: 'full_name_fuzzy', filter_value: 'even' },
          { filter_name: 'status', filter_value: 'active' },
        ],
      },
    });
    assert.deepEqual(
      evenActive.results.map((u) => u.user_id),
      [ids[0], ids[2]],
    );

    const either = await server.users.search({
      query: {
        operator: 'OR',
        operands: [
          { filter_name: 'user_id', filter_value: [ids[1] ?? ''] },
          { filter_name: 'email_address', filter_value: [`${tag}-3@example.com`] },
        ],
      },
    });
    assert.deepEqual(
      either.results.map((u) => u.user_id),
      [ids[1], ids[3]],
    );

    const pages: string[][] = [];
    for await (const page of server.users.searchAll({
      limit: 2,
      query: { operator: 'AND', operands: [fuzzy] },
    })) {
      pages.push(page.map((u) => u.user_id));
    }
    assert.deepEqual(pages, [ids.slice(0, 2), ids.slice(2, 4), ids.slice(4)]);

    const unknownFilter = await sdkError(
      server.users.search({
        query: { operator: 'AND', operands: [{ filter_name: 'shoe_size', filter_value: 9 }] },
      }),
    );
    assert.equal(unknownFilter.status_code, 400);
    assert.equal(unknownFilter.error_type, 'invalid_search_query');
    const wrongType = await sdkError(
      server.users.search({
        query: { operator: 'AND', operands: [{ filter_name: 'email_verified', filter_value: 'yes' }] },
      }),
    );
    assert.equal(wrongType.error_type, 'invalid_search_query');
    const forged = await sdkError(server.users.search({ cursor: '2.AAAAAAAAAAAAAAAA' }));
    assert.equal(forged.error_type, 'invalid_search_query');
    // The signature covers the offset: a real cursor moved to another page is refused.
    const query = { operator: 'AND' as const, operands: [fuzzy] };
    const first = await server.users.search({ limit: 2, query });
    const cursor = first.results_metadata.next_cursor ?? '';
    assert.match(cursor, /^2\./);
    assert.equal((await server.users.search({ limit: 2, query, cursor })).results[0]?.user_id, ids[2]);
    const moved = await sdkError(
      server.users.search({ limit: 2, query, cursor: cursor.replace(/^2\./, '4.') }),
    );
    assert.equal(moved.error_type, 'invalid_search_query');
  });
});

describe('server API bad input', () => {
  const basic = () =>
    `Basic ${Buffer.from(`${emulator.projectId}:${emulator.secret ?? ''}`).toString('base64')}`;
  const raw = async (method: string, path: string, body: string | undefined) => {
    const response = await fetch(`${emulator.url}${path}`, {
      method,
      headers: { authorization: basic(), 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body }),
    });
    return { status: response.status, json: (await response.json()) as Record<string, unknown> };
  };

  test('wrong types, unknown fields, malformed JSON and huge bodies answer 4xx envelopes on every route', async () => {
    const routes = SERVER_ENDPOINTS.map((e): [string, string] => [
      e.method,
      `/v1${e.url.replace(/:[a-z_]+/g, NO_USER)}`,
    ]);
    assert.ok(routes.length >= 30, 'every server route is fuzzed');
    const bodies = [
      JSON.stringify({
        session_token: 5,
        session_jwt: [],
        email: 5,
        phone_number: {},
        query: 5,
        name: 5,
        token: 7,
        code: 1,
        method_id: null,
        password: false,
        user_id: 3,
        session_custom_claims: 'x',
        hash: 5,
        hash_type: [],
        scrypt_config: 'x',
        public_key_credential: 5,
        domain: [],
        crypto_wallet_type: 5,
        crypto_wallet_address: {},
        signature: {},
      }),
      JSON.stringify({
        user_id: 'user-test-00000000-0000-4000-8000-000000000000',
        domain: 'localhost',
        public_key_credential: '{"id":"AAAA","response":{"clientDataJSON":"e30"}}',
        crypto_wallet_type: 'ethereum',
        crypto_wallet_address: '0x0000000000000000000000000000000000000000',
        signature: '0x00',
      }),
      JSON.stringify({
        email: 'a@example.com',
        hash: '$argon2id$v=19$m=1,t=1,p=1$$',
        hash_type: 'argon_2id',
        argon_2_config: { salt: '', iteration_amount: -1, memory: 1e12, threads: 0, key_length: 0 },
        md_5_config: { prepend_salt: 5 },
      }),
      '{"unknown_field": true}',
      '{not json',
      '[]',
      '"text"',
      'null',
      '{"__proto__": {"x": 1}}',
      JSON.stringify({ pad: 'x'.repeat(200_000) }),
      '{"a":'.repeat(100) + '1' + '}'.repeat(100),
    ];
    for (const [method, path] of routes) {
      // A GET takes no body: with the made-up id in its path (or a missing query) it must fail; /rbac/policy,
      // /debug/whoami and /projects/metrics take none.
      const takesNothing = /\/(rbac\/policy|debug\/whoami|projects\/metrics)$/.test(path);
      const fuzzed = method !== 'GET' ? bodies : takesNothing ? [] : [undefined];
      for (const body of fuzzed) {
        const reply = await raw(method, path, body);
        assert.ok(
          reply.status >= 400 && reply.status < 500,
          `${method} ${path} ${body?.slice(0, 40)} → ${reply.status}`,
        );
        assert.equal(typeof reply.json.error_type, 'string');
        assert.equal(reply.json.status_code, reply.status);
      }
      const wrongSecret = await fetch(`${emulator.url}${path}`, {
        method,
        headers: {
          authorization: `Basic ${Buffer.from(`${emulator.projectId}:nope`).toString('base64')}`,
          'content-type': 'application/json',
        },
        ...(method === 'GET' ? {} : { body: '{}' }),
      });
      assert.equal(wrongSecret.status, 401, `${method} ${path} with a wrong secret`);
    }
    const weird = [
      ['GET', '/v1/sessions'],
      ['GET', '/v1/sessions?user_id='],
      ['GET', `/v1/users/${'x'.repeat(300)}`],
      ['DELETE', '/v1/users/emails/%E0%A4%A'],
      ['GET', '/v1/users/search'],
    ] as const;
    for (const [method, path] of weird) {
      const reply = await raw(method, path, undefined);
      assert.ok(reply.status >= 400 && reply.status < 500, `${method} ${path} → ${reply.status}`);
    }
    const alive = await serverClient(emulator).users.create({ email: uniqueEmail() });
    assert.equal(alive.status_code, 200, 'the emulator keeps serving');
  });
});

describe('users.update roles (issue 33)', () => {
  test("roles the project's RBAC policy does not define are refused; defined ones are kept", async () => {
    const server = serverClient(emulator);
    const { user_id } = await server.users.create({ email: uniqueEmail('roles') });
    const refused = await sdkError(server.users.update({ user_id, roles: ['wizard'] }));
    assert.equal(refused.status_code, 400);
    assert.match(refused.error_message, /defines no role "wizard"/);
    const kept = await server.users.update({ user_id, roles: ['notes_admin'] });
    assert.deepEqual(kept.user.roles, ['notes_admin']);
  });
});
