// The browser-API calls behind <idp-account> (WIRE.md §4.5 and §4.1): adding an email or phone number to the
// logged-in user with a secondary send, removing one, and the connected apps the user granted.
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import {
  Client,
  latestCode,
  startTestEmulator,
  uniqueEmail,
  uniquePhone,
  type Answer,
  type AuthData,
  type ErrorBody,
  type OtpSent,
  type WireUser,
} from './helpers';
import { authorizationRequest, authorizeBody, OIDC_TEST_CONFIG, relyingParty } from './oidc-helpers';

let emulator: RunningEmulator;
let sdk: Client;

before(async () => {
  emulator = await startTestEmulator({ config: OIDC_TEST_CONFIG });
  sdk = new Client(emulator);
});
after(() => emulator.close());

const me = async (session: string) => (await sdk.get<Answer<WireUser>>('/users/me', { session })).json.data;

describe('a second email address', () => {
  test('is sent a code, verified with the session, and adds the email factor to that session', async () => {
    const auth = await sdk.login(uniqueEmail('first'));
    const second = uniqueEmail('second');
    const sent = await sdk.post<Answer<OtpSent>>(
      '/otps/email/send/secondary',
      { email: second },
      { session: auth.session_token },
    );
    assert.equal(sent.status, 200, JSON.stringify(sent.json));
    const before = await me(auth.session_token);
    assert.deepEqual(
      before.emails.map((e) => [e.email, e.verified]),
      [
        [auth.user.emails[0]?.email, true],
        [second, false],
      ],
    );
    const verified = await sdk.authenticateOtp(
      await latestCode(emulator, second),
      sent.json.data.method_id,
      {},
      { session: auth.session_token },
    );
    assert.equal(verified.status, 200);
    assert.equal(verified.json.data.session.session_id, auth.session.session_id, 'the same session');
    assert.deepEqual(
      verified.json.data.session.authentication_factors.map((f) => f.delivery_method),
      ['email', 'email'],
    );
    assert.equal((await me(auth.session_token)).emails.find((e) => e.email === second)?.verified, true);
  });

  test("another user's address is refused and stays theirs", async () => {
    const taken = uniqueEmail('taken');
    const owner = await sdk.login(taken);
    const auth = await sdk.login(uniqueEmail('other'));
    const sent = await sdk.post<ErrorBody>(
      '/otps/email/send/secondary',
      { email: taken },
      { session: auth.session_token },
    );
    assert.equal(sent.status, 400);
    assert.equal(sent.json.error_type, 'duplicate_email');
    assert.deepEqual(
      (await me(owner.session_token)).emails.map((e) => e.email),
      [taken],
    );
  });

  test('needs a session', async () => {
    const sent = await sdk.post<ErrorBody>('/otps/email/send/secondary', { email: uniqueEmail() });
    assert.equal(sent.status, 401);
  });
});

describe('removing an email address or phone number', () => {
  test('removes it from the user; another user’s id is not found', async () => {
    const auth = await sdk.login(uniqueEmail('remove'));
    const phone = uniquePhone();
    const sms = await sdk.post<Answer<OtpSent>>(
      '/otps/sms/send/secondary',
      { phone_number: phone },
      { session: auth.session_token },
    );
    assert.equal(sms.status, 200, JSON.stringify(sms.json));
    const user = await me(auth.session_token);
    const phoneId = user.phone_numbers[0]?.phone_id ?? '';
    assert.equal(user.phone_numbers[0]?.phone_number, phone);

    const stranger = await sdk.login(uniqueEmail('stranger'));
    const refused = await sdk.call<ErrorBody>('DELETE', `/sdk/v1/users/phone_numbers/${phoneId}`, {
      session: stranger.session_token,
    });
    assert.equal(refused.status, 404);
    assert.equal(refused.json.error_type, 'phone_number_not_found');

    const removed = await sdk.call<Answer<{ __user?: unknown; user: WireUser }>>(
      'DELETE',
      `/sdk/v1/users/phone_numbers/${phoneId}`,
      { session: auth.session_token },
    );
    assert.equal(removed.status, 200);
    assert.deepEqual(removed.json.data.user.phone_numbers, []);

    const emailId = user.emails[0]?.email_id ?? '';
    const gone = await sdk.call<Answer<{ user: WireUser }>>('DELETE', `/sdk/v1/users/emails/${emailId}`, {
      session: auth.session_token,
    });
    assert.equal(gone.status, 200);
    assert.deepEqual((await me(auth.session_token)).emails, []);
  });
});

describe('connected apps', () => {
  test('lists a client the user granted and revokes it (consent is asked again)', async () => {
    const auth: AuthData = await sdk.login(uniqueEmail('apps'));
    const session = { session: auth.session_token };
    const none = await sdk.get<Answer<{ connected_apps: unknown[] }>>('/users/connected_apps', session);
    assert.deepEqual(none.json.data.connected_apps, []);

    const rp = await relyingParty(emulator, 'rp-public');
    const { url } = await authorizationRequest(rp);
    const submitted = await sdk.post<Answer<{ redirect_uri: string }>>(
      '/idp/oauth/authorize/submit',
      { ...authorizeBody(url), consent_granted: true },
      session,
    );
    assert.equal(submitted.status, 200, JSON.stringify(submitted.json));

    const listed = await sdk.get<
      Answer<{ connected_apps: { connected_app_id: string; name: string; scopes_granted: string }[] }>
    >('/users/connected_apps', session);
    assert.deepEqual(listed.json.data.connected_apps, [
      {
        connected_app_id: 'rp-public',
        name: 'App rp-public',
        description: 'The third_party_public test client',
        client_type: 'third_party_public',
        scopes_granted: 'openid email profile',
      },
    ]);

    const revoked = await sdk.post('/users/connected_apps/rp-public/revoke', undefined, session);
    assert.equal(revoked.status, 200);
    const after = await sdk.get<Answer<{ connected_apps: unknown[] }>>('/users/connected_apps', session);
    assert.deepEqual(after.json.data.connected_apps, []);
    const start = await sdk.post<Answer<{ consent_required: boolean }>>(
      '/idp/oauth/authorize/start',
      authorizeBody(url),
      session,
    );
    assert.equal(start.json.data.consent_required, true, 'consent is asked again');

    const again = await sdk.post<ErrorBody>('/users/connected_apps/rp-public/revoke', undefined, session);
    assert.equal(again.status, 404);
  });
});
