import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createClient } from '../../src/client';
import { createFakePlatform } from '../helpers/fakePlatform';
import { API_URL, PUBLIC_TOKEN, apiError, bootstrapWire, makeAuthResp, ok } from './fixtures';

function setup() {
  const platform = createFakePlatform();
  platform.server.on('GET', `/projects/bootstrap/${PUBLIC_TOKEN}`, ok(bootstrapWire()));
  const client = createClient({ publicToken: PUBLIC_TOKEN, apiUrl: API_URL, platform });
  return { platform, client };
}

test('SMS and WhatsApp sends post the E.164 number with the 5-minute default and resolve the method id', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/otps/sms/login_or_create', ok({ method_id: 'phone-number-test-1' }));
  platform.server.on('POST', '/otps/whatsapp/login_or_create', ok({ method_id: 'phone-number-test-2' }));
  assert.deepEqual(await client.otps.sms.loginOrCreate('+14155550100'), { methodId: 'phone-number-test-1' });
  assert.deepEqual(await client.otps.whatsapp.loginOrCreate('+14155550100', { expiration_minutes: 10 }), {
    methodId: 'phone-number-test-2',
  });
  assert.deepEqual(platform.server.calls('/otps/sms/login_or_create')[0]?.body, {
    phone_number: '+14155550100',
    expiration_minutes: 5,
  });
  assert.deepEqual(platform.server.calls('/otps/whatsapp/login_or_create')[0]?.body, {
    phone_number: '+14155550100',
    expiration_minutes: 10,
  });
  client.destroy();
});

test('email sends pass templates and locale', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/otps/email/login_or_create', ok({ method_id: 'email-test-1' }));
  await client.otps.email.loginOrCreate('ada@example.com', { login_template_id: 'lt', locale: 'fr' });
  assert.deepEqual(platform.server.calls('/otps/email/login_or_create')[0]?.body, {
    email: 'ada@example.com',
    expiration_minutes: 5,
    login_template_id: 'lt',
    locale: 'fr',
  });
  client.destroy();
});

test('authenticate sends code, method id and duration, then writes the session cookies', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/otps/authenticate', ok(makeAuthResp()));
  const result = await client.otps.authenticate('123456', 'phone-number-test-1');
  assert.deepEqual(platform.server.calls('/otps/authenticate')[0]?.body, {
    token: '123456',
    method_id: 'phone-number-test-1',
    session_duration_minutes: 30,
  });
  assert.equal(result.userId, 'user-test-1');
  assert.equal('session_token' in result, false);
  assert.ok(platform.cookies.get('stytch_session'));
  client.destroy();
});

test('a wrong code rejects with the catalogue message and leaves no session', async () => {
  const { platform, client } = setup();
  platform.server.on('POST', '/otps/authenticate', apiError(404, 'otp_code_not_found', 'server text'));
  await assert.rejects(client.otps.authenticate('000000', 'm'), {
    message: 'Invalid passcode, please try again.',
  });
  assert.equal(platform.cookies.get('stytch_session'), undefined);
  client.destroy();
});
