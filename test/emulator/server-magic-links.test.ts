import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import {
  Client,
  inbox,
  latestCode,
  latestToken,
  pkcePair,
  REDIRECT,
  startTestEmulator,
  uniqueEmail,
  uniquePhone,
} from './helpers';
import { sdkError, serverClient } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

describe('magic links (official Node SDK)', () => {
  test('loginOrCreate → the inbox → authenticate server-side starts a session the browser can use', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const sent = await server.magicLinks.email.loginOrCreate({
      email,
      login_magic_link_url: REDIRECT,
      signup_magic_link_url: REDIRECT,
    });
    assert.equal(sent.status_code, 200);
    assert.equal(sent.user_created, true);
    const [message] = await inbox(emulator, email);
    assert.match(
      message?.link ?? '',
      /^http:\/\/localhost:3000\/authenticate\?stytch_token_type=magic_links&token=/,
    );

    const auth = await server.magicLinks.authenticate({
      token: await latestToken(emulator, email),
      session_duration_minutes: 60,
      session_custom_claims: { org: 'acme' },
    });
    assert.equal(auth.user_id, sent.user_id);
    assert.equal(auth.method_id, sent.email_id);
    assert.equal(auth.user.emails[0]?.verified, true);
    assert.equal(auth.session?.authentication_factors[0]?.type, 'magic_link');
    assert.deepEqual(auth.session?.custom_claims, { org: 'acme' });
    const me = await client.get('/users/me', { session: auth.session_token });
    assert.equal(me.status, 200, 'the session works on the SDK API too');

    const reused = await sdkError(
      server.magicLinks.authenticate({ token: await latestToken(emulator, email) }),
    );
    assert.equal(reused.status_code, 401);
    assert.equal(reused.error_type, 'unable_to_auth_magic_link');
  });

  test('without session_duration_minutes no session starts; with a session the factor is added to it', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    await server.magicLinks.email.loginOrCreate({
      email,
      login_magic_link_url: REDIRECT,
      signup_magic_link_url: REDIRECT,
    });
    const bare = await server.magicLinks.authenticate({ token: await latestToken(emulator, email) });
    assert.equal(bare.session_token, '');
    assert.equal(bare.session_jwt, '');
    assert.equal(bare.session, undefined);
    assert.equal(bare.user.status, 'active');

    const browser = await client.login(email);
    await server.magicLinks.email.send({ email, login_magic_link_url: REDIRECT });
    const added = await server.magicLinks.authenticate({
      token: await latestToken(emulator, email),
      session_token: browser.session_token,
    });
    assert.equal(added.session?.session_id, browser.session.session_id);
  });

  test('send needs an existing email; PKCE is checked; a bad redirect URL is refused', async () => {
    const server = serverClient(emulator);
    const unknown = await sdkError(
      server.magicLinks.email.send({ email: uniqueEmail(), login_magic_link_url: REDIRECT }),
    );
    assert.equal(unknown.status_code, 404);
    assert.equal(unknown.error_type, 'email_not_found');

    const email = uniqueEmail();
    const { verifier, challenge } = pkcePair();
    await server.magicLinks.email.loginOrCreate({
      email,
      login_magic_link_url: REDIRECT,
      signup_magic_link_url: REDIRECT,
      code_challenge: challenge,
    });
    const token = await latestToken(emulator, email);
    const missing = await sdkError(server.magicLinks.authenticate({ token }));
    assert.equal(missing.error_type, 'invalid_pkce_code_verifier');
    const ok = await server.magicLinks.authenticate({
      token,
      code_verifier: verifier,
      session_duration_minutes: 5,
    });
    assert.match(ok.session_token, /.{20,}/);

    const badUrl = await sdkError(
      server.magicLinks.email.loginOrCreate({
        email: uniqueEmail(),
        signup_magic_link_url: 'https://evil.example/x',
      }),
    );
    assert.equal(badUrl.status_code, 400);
    assert.equal(badUrl.error_type, 'invalid_redirect_url');
  });

  test('invite creates a pending user with name and metadata; the link activates it; revoke deletes a pending invite', async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail();
    const invited = await server.magicLinks.email.invite({
      email,
      name: { first_name: 'Mary' },
      trusted_metadata: { team: 'blue' },
      invite_magic_link_url: REDIRECT,
    });
    const pending = await server.users.get({ user_id: invited.user_id });
    assert.equal(pending.status, 'pending');
    assert.equal(pending.name?.first_name, 'Mary');
    assert.deepEqual(pending.trusted_metadata, { team: 'blue' });
    const [message] = await inbox(emulator, email);
    assert.match(message?.subject ?? '', /sign-up/);
    const auth = await server.magicLinks.authenticate({
      token: await latestToken(emulator, email),
      session_duration_minutes: 30,
    });
    assert.equal(auth.user.status, 'active');
    const again = await sdkError(server.magicLinks.email.invite({ email, invite_magic_link_url: REDIRECT }));
    assert.equal(again.error_type, 'duplicate_email');

    const other = uniqueEmail();
    const second = await server.magicLinks.email.invite({ email: other, invite_magic_link_url: REDIRECT });
    const token = await latestToken(emulator, other);
    assert.equal((await server.magicLinks.email.revokeInvite({ email: other })).status_code, 200);
    assert.equal(
      (await sdkError(server.users.get({ user_id: second.user_id }))).error_type,
      'user_not_found',
    );
    assert.equal(
      (await sdkError(server.magicLinks.authenticate({ token }))).error_type,
      'unable_to_auth_magic_link',
    );
    const none = await sdkError(server.magicLinks.email.revokeInvite({ email: other }));
    assert.equal(none.status_code, 404);
    assert.equal(none.error_type, 'invite_not_found');
  });

  test('create makes an embeddable token that authenticates once (factor embedded)', async () => {
    const server = serverClient(emulator);
    const user = await server.users.create({ email: uniqueEmail() });
    const created = await server.magicLinks.create({ user_id: user.user_id });
    assert.equal(created.user_id, user.user_id);
    const auth = await server.magicLinks.authenticate({ token: created.token, session_duration_minutes: 10 });
    assert.equal(auth.user_id, user.user_id);
    assert.equal(auth.session?.authentication_factors[0]?.delivery_method, 'embedded');
    assert.deepEqual(auth.session?.authentication_factors[0]?.embeddable_magic_link_factor, {
      embedded_id: user.user_id,
    });
    assert.equal(
      (await sdkError(server.magicLinks.authenticate({ token: created.token }))).error_type,
      'unable_to_auth_magic_link',
    );
  });
});

describe('passcodes (official Node SDK)', () => {
  test('sms loginOrCreate → code from the inbox → authenticate; a wrong code is refused', async () => {
    const server = serverClient(emulator);
    const phone = uniquePhone();
    const sent = await server.otps.sms.loginOrCreate({ phone_number: phone });
    assert.equal(sent.user_created, true);
    assert.match(sent.phone_id, /^phone-number-test-/);
    const wrong = await sdkError(
      server.otps.authenticate({
        method_id: sent.phone_id,
        code: '000000' === (await latestCode(emulator, phone)) ? '111111' : '000000',
      }),
    );
    assert.equal(wrong.error_type, 'otp_code_not_found');
    const auth = await server.otps.authenticate({
      method_id: sent.phone_id,
      code: await latestCode(emulator, phone),
      session_duration_minutes: 30,
    });
    assert.equal(auth.user_id, sent.user_id);
    assert.equal(auth.user.phone_numbers[0]?.verified, true);
    assert.equal(auth.session?.authentication_factors[0]?.delivery_method, 'sms');
  });

  test('whatsapp and email sends; send needs an existing destination or adds it to user_id', async () => {
    const server = serverClient(emulator);
    const phone = uniquePhone();
    const unknown = await sdkError(server.otps.whatsapp.send({ phone_number: phone }));
    assert.equal(unknown.status_code, 404);
    assert.equal(unknown.error_type, 'phone_number_not_found');
    const wa = await server.otps.whatsapp.loginOrCreate({ phone_number: phone });
    const [message] = await inbox(emulator, phone);
    assert.equal(message?.channel, 'whatsapp');
    const again = await server.otps.whatsapp.send({ phone_number: phone });
    assert.equal(again.user_id, wa.user_id);

    const email = uniqueEmail();
    assert.equal((await sdkError(server.otps.email.send({ email }))).error_type, 'email_not_found');
    const attached = await server.otps.email.send({ email, user_id: wa.user_id });
    assert.equal(attached.user_id, wa.user_id);
    const auth = await server.otps.authenticate({
      method_id: attached.email_id,
      code: await latestCode(emulator, email),
    });
    assert.equal(auth.session_token, '', 'no session without session_duration_minutes');
    assert.deepEqual(
      auth.user.emails.map((e) => [e.email, e.verified]),
      [[email, true]],
    );
    const created = await server.otps.email.loginOrCreate({ email: uniqueEmail() });
    assert.equal(created.user_created, true);
    const badPhone = await sdkError(server.otps.sms.loginOrCreate({ phone_number: '555' }));
    assert.equal(badPhone.error_type, 'invalid_phone_number');
  });
});
