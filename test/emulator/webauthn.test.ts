import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import {
  assert as sign,
  createCredential,
  type CreationOptions,
  type RequestOptions,
} from '../helpers/softAuthenticator';
import { Client, startTestEmulator, uniqueEmail, type Answer, type AuthData } from './helpers';

let emulator: RunningEmulator;
let client: Client;
const ORIGIN = 'http://localhost:5173';
const PAGE = { headers: { origin: ORIGIN, 'x-sdk-parent-host': ORIGIN } };

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

type Registration = {
  webauthn_registration_id: string;
  name: string;
  domain: string;
  authenticator_type: string;
};

async function loggedIn() {
  const email = uniqueEmail('passkey');
  const auth = await client.login(email);
  return { email, auth, session: auth.session_token as string };
}

async function registerStart(session: string, body: Record<string, unknown> = {}) {
  const reply = await client.post<
    Answer<{ public_key_credential_creation_options: string; user_id: string }>
  >(
    '/webauthn/register/start',
    {
      domain: 'localhost',
      return_passkey_credential_options: true,
      user_agent: 'Mozilla/5.0 (X11; Linux x86_64) Chrome/150.0',
      ...body,
    },
    { session, ...PAGE },
  );
  assert.equal(reply.status, 200, JSON.stringify(reply.json));
  return JSON.parse(reply.json.data.public_key_credential_creation_options) as CreationOptions & {
    excludeCredentials: { id: string }[];
    authenticatorSelection: { residentKey: string; userVerification: string };
  };
}

async function registerFinish(session: string, json: string) {
  return client.post<Answer<AuthData & { webauthn_registration_id: string }>>(
    '/webauthn/register',
    { public_key_credential: json, session_duration_minutes: 60 },
    { session, ...PAGE },
  );
}

async function authStart() {
  const reply = await client.post<Answer<{ public_key_credential_request_options: string }>>(
    '/webauthn/authenticate/start/primary',
    { domain: 'localhost', return_passkey_credential_options: true },
    PAGE,
  );
  assert.equal(reply.status, 200, JSON.stringify(reply.json));
  return JSON.parse(reply.json.data.public_key_credential_request_options) as RequestOptions & {
    allowCredentials: unknown[];
    userVerification: string;
  };
}

const authFinish = (json: string) =>
  client.post<Answer<AuthData & { webauthn_registration_id: string }>>(
    '/webauthn/authenticate',
    { public_key_credential: json, session_duration_minutes: 30 },
    PAGE,
  );

async function registered() {
  const user = await loggedIn();
  const options = await registerStart(user.session);
  const { credential, json } = createCredential(options, ORIGIN);
  const reply = await registerFinish(user.session, json);
  assert.equal(reply.status, 200, JSON.stringify(reply.json));
  return { ...user, credential, registrationId: reply.json.data.webauthn_registration_id };
}

describe('WebAuthn / passkeys (WIRE.md §4.3)', () => {
  test('register: passkey options as a JSON string, the credential stored, listed on the user and the session', async () => {
    const user = await loggedIn();
    const options = await registerStart(user.session);
    assert.equal(options.rp.id, 'localhost');
    assert.equal(Buffer.from(options.user.id, 'base64url').toString(), user.auth.user_id);
    assert.deepEqual(options.authenticatorSelection.residentKey, 'required');
    assert.deepEqual(options.authenticatorSelection.userVerification, 'required');
    assert.deepEqual(options.excludeCredentials, []);
    const { json } = createCredential(options, ORIGIN);
    const reply = await registerFinish(user.session, json);
    assert.equal(reply.status, 200, JSON.stringify(reply.json));
    const data = reply.json.data;
    assert.match(data.webauthn_registration_id, /^webauthn-registration-test-/);
    const list = data.user.webauthn_registrations as Registration[];
    assert.equal(list.length, 1);
    assert.equal(list[0]?.name, 'Chrome on Linux');
    assert.equal(list[0]?.domain, 'localhost');
    assert.equal(list[0]?.authenticator_type, 'platform');
    assert.ok(data.session.authentication_factors.some((f) => f.type === 'webauthn'));
    const me = await client.get<Answer<{ webauthn_registrations: Registration[] }>>('/users/me', {
      session: user.session,
    });
    assert.equal(
      me.json.data.webauthn_registrations[0]?.webauthn_registration_id,
      data.webauthn_registration_id,
    );

    const again = await registerStart(user.session);
    assert.equal(again.excludeCredentials.length, 1, 'the same authenticator cannot register twice');
  });

  test('two passkeys from the same browser get names that tell them apart: "Chrome on Linux", then "… (2)"', async () => {
    const user = await loggedIn();
    const names: string[] = [];
    for (let i = 0; i < 3; i++) {
      const { json } = createCredential(await registerStart(user.session), ORIGIN);
      const reply = await registerFinish(user.session, json);
      assert.equal(reply.status, 200, JSON.stringify(reply.json));
      const list = reply.json.data.user.webauthn_registrations as Registration[];
      const added = list.find((r) => r.webauthn_registration_id === reply.json.data.webauthn_registration_id);
      names.push(added?.name ?? '');
    }
    assert.deepEqual(names, ['Chrome on Linux', 'Chrome on Linux (2)', 'Chrome on Linux (3)']);
  });

  test('a passkey login names no one: a session for the credential’s user; the challenge is single use', async () => {
    const { credential, auth, registrationId } = await registered();
    const options = await authStart();
    assert.deepEqual(options.allowCredentials, []);
    assert.equal(options.userVerification, 'required');
    const assertion = sign(credential, options, ORIGIN);
    const reply = await authFinish(assertion);
    assert.equal(reply.status, 200, JSON.stringify(reply.json));
    assert.equal(reply.json.data.user_id, auth.user_id);
    assert.equal(reply.json.data.webauthn_registration_id, registrationId);
    assert.ok(reply.json.data.session_token);

    const replay = await authFinish(assertion);
    assert.equal(replay.status, 400);
    assert.equal(replay.json.error_type, 'invalid_public_key_credential');
    assert.match(replay.json.error_message, /unknown, already used or expired/);
  });

  test('refused: a wrong origin, no user verification, a stale counter, a forged signature', async () => {
    const { credential } = await registered();
    const wrongOrigin = await authFinish(sign(credential, await authStart(), 'https://evil.example'));
    assert.equal(wrongOrigin.json.error_type, 'invalid_public_key_credential');
    assert.match(wrongOrigin.json.error_message, /not an authorized domain/);

    const noUv = await authFinish(sign(credential, await authStart(), ORIGIN, { uv: false }));
    assert.equal(noUv.json.error_type, 'invalid_public_key_credential');

    assert.equal(
      (await authFinish(sign(credential, await authStart(), ORIGIN, { counter: 50 }))).status,
      200,
    );
    const stale = await authFinish(sign(credential, await authStart(), ORIGIN, { counter: 10 }));
    assert.equal(stale.json.error_type, 'invalid_public_key_credential', 'a cloned authenticator is refused');

    const forged = JSON.parse(sign(credential, await authStart(), ORIGIN)) as {
      response: { signature: string };
    };
    forged.response.signature = Buffer.from('nope').toString('base64url');
    assert.equal((await authFinish(JSON.stringify(forged))).json.error_type, 'invalid_public_key_credential');
  });

  test('malformed credential JSON and a registration answered as an assertion are 400s, never 500s', async () => {
    for (const bad of [
      'not json',
      '{}',
      JSON.stringify({ id: 'x', rawId: 'x', type: 'public-key', response: {} }),
    ]) {
      const reply = await authFinish(bad);
      assert.equal(reply.status, 400, bad);
      assert.equal(reply.json.error_type, 'invalid_public_key_credential');
    }
    const user = await loggedIn();
    const garbage = await registerFinish(
      user.session,
      JSON.stringify({
        id: 'AA',
        rawId: 'AA',
        type: 'public-key',
        response: { clientDataJSON: 'AA', attestationObject: 'AA' },
      }),
    );
    assert.equal(garbage.status, 400);
  });

  test('rename and delete; a deleted passkey answers webauthn_registration_not_found; another user cannot touch it', async () => {
    const { credential, session, registrationId } = await registered();
    const renamed = await client.call<Answer<{ webauthn_registration: Registration }>>(
      'PUT',
      `/sdk/v1/webauthn/update/${registrationId}`,
      { body: { name: '  Work laptop ' }, session },
    );
    assert.equal(renamed.status, 200, JSON.stringify(renamed.json));
    assert.equal(renamed.json.data.webauthn_registration.name, 'Work laptop');

    const stranger = await loggedIn();
    const foreign = await client.call('DELETE', `/sdk/v1/users/webauthn_registrations/${registrationId}`, {
      session: stranger.session,
    });
    assert.equal(foreign.json.error_type, 'webauthn_registration_not_found');

    const deleted = await client.call<Answer<{ __user: { webauthn_registrations: unknown[] } }>>(
      'DELETE',
      `/sdk/v1/users/webauthn_registrations/${registrationId}`,
      { session },
    );
    assert.equal(deleted.status, 200);
    assert.deepEqual(deleted.json.data.__user.webauthn_registrations, []);
    const gone = await authFinish(sign(credential, await authStart(), ORIGIN));
    assert.equal(gone.status, 404);
    assert.equal(gone.json.error_type, 'webauthn_registration_not_found');
  });

  test('registration needs a session; a bad domain is refused', async () => {
    const anonymous = await client.post('/webauthn/register/start', { domain: 'localhost' }, PAGE);
    assert.equal(anonymous.json.error_type, 'user_unauthenticated');
    const user = await loggedIn();
    const bad = await client.post(
      '/webauthn/register/start',
      { domain: 'http://x/' },
      { session: user.session, ...PAGE },
    );
    assert.equal(bad.json.error_type, 'invalid_domain');
  });

  test('a domain outside the project is refused at start, with the error type of the finish', async () => {
    const user = await loggedIn();
    for (const domain of ['evil.example', 'localhost.evil.example', 'example.com']) {
      const register = await client.post(
        '/webauthn/register/start',
        { domain, return_passkey_credential_options: true },
        { session: user.session, ...PAGE },
      );
      assert.equal(register.status, 400, domain);
      assert.equal(register.json.error_type, 'invalid_public_key_credential', domain);
      assert.match(register.json.error_message, new RegExp(`domain "${domain}" is not an authorized domain`));
      const login = await client.post(
        '/webauthn/authenticate/start/primary',
        { domain, return_passkey_credential_options: true },
        PAGE,
      );
      assert.equal(login.json.error_type, 'invalid_public_key_credential', domain);
    }
    for (const domain of ['localhost', 'app.localhost', '127.0.0.1']) {
      const ok = await client.post(
        '/webauthn/register/start',
        { domain },
        { session: user.session, ...PAGE },
      );
      assert.equal(ok.status, 200, `${domain}: ${JSON.stringify(ok.json)}`);
    }
  });

  test('dev endpoints list a user’s passkeys and delete them server-side', async () => {
    const { email, credential, registrationId } = await registered();
    const listed = await fetch(`${emulator.url}/_dev/users/passkeys?email=${encodeURIComponent(email)}`);
    const body = (await listed.json()) as { webauthn_registrations: Registration[] };
    assert.deepEqual(
      body.webauthn_registrations.map((r) => r.webauthn_registration_id),
      [registrationId],
    );
    const deleted = await fetch(`${emulator.url}/_dev/users/delete_passkeys`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    assert.deepEqual(((await deleted.json()) as { deleted: string[] }).deleted, [registrationId]);
    assert.equal(
      (await authFinish(sign(credential, await authStart(), ORIGIN))).json.error_type,
      'webauthn_registration_not_found',
    );
  });

  test('the dev inbox lists every passkey with its user, escaped, and deletes one', async () => {
    const { email, session, registrationId } = await registered();
    await client.call('PUT', `/sdk/v1/webauthn/update/${registrationId}`, {
      body: { name: '<b>Ada</b> key' },
      session,
    });
    const page = await (await fetch(`${emulator.url}/_dev/inbox?tab=passkeys`)).text();
    assert.ok(page.includes(email), 'the user');
    assert.ok(page.includes('&lt;b&gt;Ada&lt;/b&gt; key'), 'the name, as text');
    assert.ok(!page.includes('<b>Ada</b>'));
    assert.ok(page.includes(`data-delete="/_dev/passkeys/${registrationId}"`));
    const deleted = await fetch(`${emulator.url}/_dev/passkeys/${registrationId}`, { method: 'DELETE' });
    assert.equal(deleted.status, 200);
    const again = await fetch(`${emulator.url}/_dev/passkeys/${registrationId}`, { method: 'DELETE' });
    assert.equal(again.status, 404);
  });
});
