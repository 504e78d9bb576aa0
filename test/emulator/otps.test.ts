import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { ConfigError } from '../../emulator/config/load';
import type { RunningEmulator } from '../../emulator/index';
import {
  advanceClock,
  Client,
  inbox,
  latestCode,
  latestToken,
  startTestEmulator,
  STRICT_TOKEN,
  uniqueEmail,
  uniquePhone,
  type Envelope,
  type OtpChannel,
  type WireUser,
} from './helpers';

/** The example opted-out number of the default project (config/defaults.ts). */
const UNSUBSCRIBED = '+15005550009';

let emulator: RunningEmulator;
let client: Client;

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

async function resetClock(target: RunningEmulator = emulator): Promise<void> {
  await fetch(`${target.url}/_dev/clock`, { method: 'DELETE' });
}

/** Sends a passcode and returns the method id and the code read back from the inbox JSON. */
async function send(
  channel: OtpChannel,
  destination: string,
  extra: Record<string, unknown> = {},
  via: Client = client,
): Promise<{ methodId: string; code: string; userId: string; created: boolean }> {
  const sent = await via.sendOtp(channel, destination, extra);
  assert.equal(sent.status, 200, JSON.stringify(sent.json));
  return {
    methodId: sent.json.data.method_id,
    userId: sent.json.data.user_id,
    created: sent.json.data.user_created,
    code: await latestCode(via.emulator, destination),
  };
}

/** A code of the same shape that is not `code`. */
const wrongCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

/** Sends to `destination` again until the new code differs from `previous` (random codes may repeat, 1 in 10⁶). */
async function resendDifferent(channel: OtpChannel, destination: string, previous: string) {
  for (let i = 0; i < 5; i += 1) {
    const next = await send(channel, destination);
    if (next.code !== previous) return next;
  }
  throw new Error('five resends gave the same code');
}

async function me(token: string): Promise<WireUser> {
  const reply = await client.get<Envelope<WireUser>>('/users/me', { session: token });
  assert.equal(reply.status, 200);
  return reply.json.data;
}

describe('OTP round trips', () => {
  for (const channel of ['sms', 'whatsapp'] as const) {
    test(`${channel}: send → inbox code → authenticate → session → users/me shows the verified phone`, async () => {
      const phone = uniquePhone();
      const sent = await client.sendOtp(channel, phone);
      assert.equal(sent.status, 200);
      const { method_id, user_id, user_created } = sent.json.data;
      assert.match(method_id, /^phone-number-test-[0-9a-f-]{36}$/);
      assert.match(user_id, /^user-test-/);
      assert.equal(user_created, true);
      assert.deepEqual(Object.keys(sent.json.data).sort(), [
        'method_id',
        'request_id',
        'status_code',
        'user_created',
        'user_id',
      ]);

      const messages = await inbox(emulator, phone);
      assert.equal(messages.length, 1);
      const [message] = messages;
      assert.equal(message?.channel, channel);
      assert.equal(message?.to, phone);
      assert.equal(message?.subject, '');
      assert.match(message?.code ?? '', /^\d{6}$/);
      assert.ok(message?.text.includes(message.code ?? '-'), 'the text carries the code');
      assert.match(message?.text ?? '', /expires in 5 minutes/, 'expiration_minutes defaults to 5');
      assert.equal(message?.link, undefined);

      const auth = await client.authenticateOtp(message?.code ?? '', method_id, {
        session_duration_minutes: 60,
      });
      assert.equal(auth.status, 200, JSON.stringify(auth.json));
      const data = auth.json.data;
      for (const key of ['user_id', 'user', 'session', 'session_token', 'session_jwt', 'method_id']) {
        assert.ok(key in data, `AuthResp has ${key}`);
      }
      assert.equal(data.method_id, method_id);
      assert.equal(data.user_id, user_id);
      assert.equal(data.user.status, 'active');
      assert.deepEqual(data.user.phone_numbers, [
        { phone_id: method_id, phone_number: phone, verified: true },
      ]);
      assert.deepEqual(data.user.emails, []);
      assert.equal(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at), 60 * 60_000);
      assert.equal(data.session.authentication_factors.length, 1);
      const [factor] = data.session.authentication_factors;
      assert.equal(factor?.type, 'otp');
      assert.equal(factor?.delivery_method, channel);
      assert.deepEqual(factor?.phone_number_factor, { phone_id: method_id, phone_number: phone });
      const authenticatedAt = Date.parse(factor?.last_authenticated_at ?? '');
      assert.ok(Math.abs(authenticatedAt - Date.parse(data.session.started_at)) < 1000, 'authenticated now');
      assert.match(data.session_token, /^[A-Za-z0-9_-]{44}$/);
      assert.equal(data.session_jwt.split('.').length, 3);

      const user = await me(data.session_token);
      assert.equal(user.user_id, user_id);
      assert.deepEqual(user.phone_numbers, [{ phone_id: method_id, phone_number: phone, verified: true }]);

      const again = await client.sendOtp(channel, phone);
      assert.equal(again.json.data.user_created, false, 'a known number logs in');
      assert.equal(again.json.data.method_id, method_id, 'the phone keeps its method id');
      assert.equal(again.json.data.user_id, user_id);
    });
  }

  test('email: send → inbox code → authenticate → session → users/me shows the verified email', async () => {
    const email = uniqueEmail('Otp');
    const sent = await client.sendOtp('email', email, { expiration_minutes: 10 });
    assert.equal(sent.status, 200);
    const { method_id, user_id, user_created } = sent.json.data;
    assert.match(method_id, /^email-test-[0-9a-f-]{36}$/);
    assert.equal(user_created, true);

    const [message, ...older] = await inbox(emulator, email);
    assert.equal(older.length, 0);
    assert.equal(message?.channel, 'email');
    assert.equal(message?.to, email.toLowerCase());
    assert.equal(message?.subject, 'Your idp-elements local sign-up code');
    assert.match(message?.code ?? '', /^\d{6}$/);
    assert.ok(message?.text.includes(message.code ?? '-'));
    assert.match(message?.text ?? '', /expires in 10 minutes/);

    const auth = await client.authenticateOtp(message?.code ?? '', method_id);
    assert.equal(auth.status, 200, JSON.stringify(auth.json));
    const data = auth.json.data;
    assert.equal(data.method_id, method_id);
    assert.equal(Date.parse(data.session.expires_at) - Date.parse(data.session.started_at), 30 * 60_000);
    const [factor] = data.session.authentication_factors;
    assert.equal(factor?.type, 'otp');
    assert.equal(factor?.delivery_method, 'email');
    assert.deepEqual(factor?.email_factor, { email_id: method_id, email_address: email.toLowerCase() });
    assert.equal(factor?.phone_number_factor, undefined);

    const user = await me(data.session_token);
    assert.equal(user.user_id, user_id);
    assert.deepEqual(user.emails, [{ email_id: method_id, email: email.toLowerCase(), verified: true }]);
    assert.deepEqual(user.phone_numbers, []);

    await client.sendOtp('email', email);
    assert.equal((await inbox(emulator, email))[0]?.subject, 'Your idp-elements local login code');
  });

  test('email OTP for a magic-link user uses that email as the method and adds the factor to the session', async () => {
    const email = uniqueEmail();
    const first = await client.login(email);
    const emailId = first.user.emails[0]?.email_id;
    const { methodId, code, userId, created } = await send('email', email);
    assert.equal(methodId, emailId);
    assert.equal(userId, first.user_id);
    assert.equal(created, false);

    const auth = await client.authenticateOtp(code, methodId, {}, { session: first.session_token });
    assert.equal(auth.status, 200);
    assert.equal(auth.json.data.session.session_id, first.session.session_id, 'the same session');
    assert.equal(auth.json.data.session_token, first.session_token);
    assert.deepEqual(
      auth.json.data.session.authentication_factors.map((f) => `${f.type}/${f.delivery_method}`),
      ['magic_link/email', 'otp/email'],
    );
  });

  test('email OTP wording: login for an active user with an unverified email, sign-up for a pending one', async () => {
    const active = uniqueEmail();
    const created = await client.post('/passwords', {
      email: active,
      password: 'Kettle-Violet-42',
      session_duration_minutes: 60,
    });
    assert.equal(created.status, 200);
    await send('email', active);
    assert.equal((await inbox(emulator, active))[0]?.subject, 'Your idp-elements local login code');

    const pending = uniqueEmail();
    await client.sendLink(pending, { create_user_as_pending: true });
    await send('email', pending);
    assert.equal((await inbox(emulator, pending))[0]?.subject, 'Your idp-elements local sign-up code');
  });

  test('a session of another user in the Basic header does not get the factor: a new session starts', async () => {
    const other = await client.login(uniqueEmail());
    const { methodId, code } = await send('sms', uniquePhone());
    const auth = await client.authenticateOtp(code, methodId, {}, { session: other.session_token });
    assert.equal(auth.status, 200);
    assert.notEqual(auth.json.data.session.session_id, other.session.session_id);
    assert.notEqual(auth.json.data.user_id, other.user_id);
  });

  test('templates, locale, captcha keys and SMS autofill are accepted; autofill adds the WebOTP line', async () => {
    const email = uniqueEmail();
    const mail = await client.sendOtp('email', email, {
      login_template_id: 'login-tpl',
      signup_template_id: 'signup-tpl',
      locale: 'fr',
      captcha_token: 'captcha',
      dfp_telemetry_id: 'dfp',
    });
    assert.equal(mail.status, 200);
    assert.match((await inbox(emulator, email))[0]?.text ?? '', /template "signup-tpl" and locale "fr"/);

    const phone = uniquePhone();
    const sms = await client.sendOtp(
      'sms',
      phone,
      { enable_autofill: true, autofill_session_duration_minutes: 60, locale: 'es', captcha_token: 'c' },
      { headers: { 'x-sdk-parent-host': 'http://app.localhost:3000' } },
    );
    assert.equal(sms.status, 200);
    const [message] = await inbox(emulator, phone);
    assert.equal(message?.text.split('\n').at(-1), `@app.localhost #${message?.code}`);
    assert.match(message?.text ?? '', /locale "es"/);

    const wa = await client.sendOtp('whatsapp', uniquePhone(), { locale: 'pt-BR', dfp_telemetry_id: 'd' });
    assert.equal(wa.status, 200);

    const auth = await client.authenticateOtp(message?.code ?? '', sms.json.data.method_id, {
      captcha_token: 'c',
      dfp_telemetry_id: 'd',
    });
    assert.equal(auth.status, 200);
  });

  test('the inbox page shows the code with a copy button, under its channel; ?to=+… works unencoded', async () => {
    const phone = uniquePhone();
    const { code } = await send('whatsapp', phone);
    const raw = await fetch(`${emulator.url}/_dev/messages?to=${phone}`);
    const unencoded = ((await raw.json()) as { messages: { code?: string }[] }).messages;
    assert.equal(unencoded[0]?.code, code, '`+` read as a space is taken back as `+`');

    const page = await (await fetch(`${emulator.url}/_dev/inbox?to=${encodeURIComponent(phone)}`)).text();
    assert.match(page, new RegExp(`<span class="code mono">${code}</span>`));
    assert.match(page, new RegExp(`data-copy="${code}"`));
    assert.match(page, /class="badge whatsapp">WhatsApp</);
  });

  test('random codes unless otp.fixed_code is set', async () => {
    const codes = new Set<string>();
    for (let i = 0; i < 4; i += 1) codes.add((await send('sms', uniquePhone())).code);
    assert.ok(codes.size > 1, `codes vary: ${[...codes].join(', ')}`);
  });
});

describe('refused passcodes', () => {
  test('a wrong code answers otp_code_not_found and counts; the right code still works', async () => {
    const { methodId, code } = await send('sms', uniquePhone());
    const wrong = await client.authenticateOtp(wrongCode(code), methodId);
    assert.equal(wrong.status, 404);
    assert.equal(wrong.json.error_type, 'otp_code_not_found');
    assert.match(wrong.json.error_message, /^Invalid passcode, please try again\./);
    assert.match(wrong.json.error_message, /does not match\. 4 attempts left/);
    const again = await client.authenticateOtp(wrongCode(code), methodId);
    assert.match(again.json.error_message, /3 attempts left/);
    assert.equal((await client.authenticateOtp(code, methodId)).status, 200);
  });

  test('a code works once', async () => {
    const { methodId, code } = await send('email', uniqueEmail());
    assert.equal((await client.authenticateOtp(code, methodId)).status, 200);
    const reuse = await client.authenticateOtp(code, methodId);
    assert.equal(reuse.status, 404);
    assert.equal(reuse.json.error_type, 'otp_code_not_found');
    assert.match(reuse.json.error_message, /already used at/);
  });

  test('a code expires with the emulator clock; expiration_minutes is 1 to 10', async () => {
    const phone = uniquePhone();
    const { methodId, code } = await send('sms', phone, { expiration_minutes: 2 });
    assert.match((await inbox(emulator, phone))[0]?.text ?? '', /expires in 2 minutes/);
    try {
      await advanceClock(emulator, 60);
      const other = uniquePhone();
      const young = await send('whatsapp', other, { expiration_minutes: 2 });
      await advanceClock(emulator, 61);
      const expired = await client.authenticateOtp(code, methodId);
      assert.equal(expired.status, 404);
      assert.equal(expired.json.error_type, 'otp_code_not_found');
      assert.match(expired.json.error_message, /expired at/);
      assert.equal(
        (await client.authenticateOtp(young.code, young.methodId)).status,
        200,
        'a younger code works',
      );
    } finally {
      await resetClock();
    }
    for (const minutes of [0, 11, 2.5]) {
      const reply = await client.sendOtp('sms', uniquePhone(), { expiration_minutes: minutes });
      assert.equal(reply.status, 400, String(minutes));
      assert.equal(reply.json.error_type, 'invalid_request_body');
      assert.equal(reply.json.body?.[0]?.dataPath, '.expiration_minutes');
    }
    assert.equal((await client.sendOtp('email', uniqueEmail(), { expiration_minutes: 1 })).status, 200);
    assert.equal((await client.sendOtp('whatsapp', uniquePhone(), { expiration_minutes: 10 })).status, 200);
  });

  test('a resend keeps the method id and replaces the previous code', async () => {
    const phone = uniquePhone();
    const first = await send('sms', phone);
    const second = await resendDifferent('sms', phone, first.code);
    assert.equal(second.methodId, first.methodId);
    assert.equal(second.created, false);
    const old = await client.authenticateOtp(first.code, first.methodId);
    assert.equal(old.status, 404);
    assert.equal(old.json.error_type, 'otp_code_not_found');
    assert.match(old.json.error_message, /replaced by a newer one/);
    assert.equal((await client.authenticateOtp(second.code, second.methodId)).status, 200);
  });

  test('a WhatsApp send replaces an SMS code of the same number, and the factor says whatsapp', async () => {
    const phone = uniquePhone();
    const sms = await send('sms', phone);
    const wa = await send('whatsapp', phone);
    assert.equal(wa.methodId, sms.methodId);
    if (wa.code !== sms.code) {
      assert.equal((await client.authenticateOtp(sms.code, sms.methodId)).status, 404);
    }
    const auth = await client.authenticateOtp(wa.code, wa.methodId);
    assert.equal(auth.status, 200);
    assert.equal(auth.json.data.session.authentication_factors[0]?.delivery_method, 'whatsapp');
  });

  test('after 5 wrong codes the code is burned, even for the right code; a new send works', async () => {
    const email = uniqueEmail();
    const { methodId, code } = await send('email', email);
    for (let i = 1; i <= 5; i += 1) {
      const reply = await client.authenticateOtp(wrongCode(code), methodId);
      assert.equal(reply.json.error_type, 'otp_code_not_found');
      if (i === 5) assert.match(reply.json.error_message, /last attempt: this passcode is now disabled/);
    }
    const burned = await client.authenticateOtp(code, methodId);
    assert.equal(burned.status, 404);
    assert.equal(burned.json.error_type, 'otp_code_not_found');
    assert.match(burned.json.error_message, /disabled after 5 wrong attempts/);
    const fresh = await send('email', email);
    assert.equal((await client.authenticateOtp(fresh.code, fresh.methodId)).status, 200);
  });

  test('with the default lockout, 10 failures across two codes lock the user: user_lock_limit_reached', async () => {
    const phone = uniquePhone();
    const first = await send('sms', phone);
    for (let i = 0; i < 5; i += 1) await client.authenticateOtp(wrongCode(first.code), first.methodId);
    const second = await resendDifferent('sms', phone, first.code);
    for (let i = 0; i < 4; i += 1) {
      assert.equal(
        (await client.authenticateOtp(wrongCode(second.code), second.methodId)).json.error_type,
        'otp_code_not_found',
      );
    }
    const tenth = await client.authenticateOtp(wrongCode(second.code), second.methodId);
    assert.equal(tenth.json.error_type, 'otp_code_not_found', 'the failure that locks still reports itself');
    const third = await resendDifferent('sms', phone, second.code);
    const locked = await client.authenticateOtp(third.code, third.methodId);
    assert.equal(locked.status, 429);
    assert.equal(locked.json.error_type, 'user_lock_limit_reached');
    assert.match(locked.json.error_message, /locked until/);
  });

  test('a code that is not 6 digits answers invalid_code and does not count as an attempt', async () => {
    const { methodId, code } = await send('sms', uniquePhone());
    for (const token of ['12345', '1234567', 'abcdef', '12 456', '', '١٢٣٤٥٦']) {
      const reply = await client.authenticateOtp(token, methodId);
      assert.equal(reply.status, 400, JSON.stringify(token));
      assert.equal(reply.json.error_type, 'invalid_code', JSON.stringify(token));
      assert.match(reply.json.error_message, /^Code format is invalid, please try again\./);
    }
    assert.equal((await client.authenticateOtp(code, methodId)).status, 200, 'six refusals burned nothing');
  });

  test('an unknown method id, or one of another project, answers otp_code_not_found', async () => {
    const unknown = await client.authenticateOtp(
      '123456',
      'phone-number-test-00000000-0000-0000-0000-000000000000',
    );
    assert.equal(unknown.status, 404);
    assert.equal(unknown.json.error_type, 'otp_code_not_found');
    assert.match(unknown.json.error_message, /No passcode was sent for method_id/);

    const { methodId, code } = await send('sms', uniquePhone());
    const strict = new Client(emulator, STRICT_TOKEN);
    assert.equal((await strict.authenticateOtp(code, methodId)).json.error_type, 'otp_code_not_found');
    assert.equal((await client.authenticateOtp(code, methodId)).status, 200);
  });
});

describe('phone numbers and emails', () => {
  test('numbers that are not E.164, or not valid numbers, answer invalid_phone_number', async () => {
    for (const phone of [
      '4155550123',
      '+1 415 555 0123',
      '+1-415-555-0123',
      '(415) 555-0123',
      ' +14155550123',
      '',
      '+',
      '+1',
      '+0123456789',
      '+1415555012a',
      '+1234567890123456',
      '+15555550100',
      '+1415555012',
    ]) {
      for (const channel of ['sms', 'whatsapp'] as const) {
        const reply = await client.sendOtp(channel, phone);
        assert.equal(reply.status, 400, `${channel} ${phone}`);
        assert.equal(reply.json.error_type, 'invalid_phone_number', `${channel} ${phone}`);
        assert.match(reply.json.error_message, /^Phone number format is invalid\. Ensure the phone number/);
      }
    }
    assert.deepEqual(await inbox(emulator, '+15555550100'), [], 'nothing was sent');
  });

  test('an unknown country calling code answers invalid_phone_number_country_code', async () => {
    for (const phone of ['+99912345678', '+2801234567']) {
      for (const channel of ['sms', 'whatsapp'] as const) {
        const reply = await client.sendOtp(channel, phone);
        assert.equal(reply.status, 400, `${channel} ${phone}`);
        assert.equal(reply.json.error_type, 'invalid_phone_number_country_code', `${channel} ${phone}`);
        assert.match(reply.json.error_message, /not start with an existing country calling code/);
      }
    }
    assert.equal((await client.sendOtp('sms', '+447911123456')).status, 200, 'other countries work');
  });

  test(`the default project's example unsubscribed number ${UNSUBSCRIBED} refuses SMS, not WhatsApp`, async () => {
    const sms = await client.sendOtp('sms', UNSUBSCRIBED);
    assert.equal(sms.status, 400);
    assert.equal(sms.json.error_type, 'unsubscribed_phone_number');
    assert.match(sms.json.error_message, /^Phone is unsubscribed; resubscribe by texting START\./);
    assert.deepEqual(await inbox(emulator, UNSUBSCRIBED), []);
    assert.equal((await client.sendOtp('whatsapp', UNSUBSCRIBED)).status, 200);
    assert.equal((await inbox(emulator, UNSUBSCRIBED))[0]?.channel, 'whatsapp');
  });

  test('an email that is not an address answers invalid_email', async () => {
    for (const email of ['plain', 'a@b', 'a@@b.com', 'a b@c.com', '']) {
      const reply = await client.sendOtp('email', email);
      assert.equal(reply.status, 400, email);
      assert.equal(reply.json.error_type, 'invalid_email', email);
    }
  });

  test('malformed bodies are schema errors naming the field', async () => {
    const cases: [string, unknown, string][] = [
      ['/otps/sms/login_or_create', {}, '.phone_number'],
      ['/otps/sms/login_or_create', { phone_number: 14155550123 }, '.phone_number'],
      ['/otps/sms/login_or_create', { phone_number: uniquePhone(), colour: 'red' }, '.colour'],
      [
        '/otps/sms/login_or_create',
        { phone_number: uniquePhone(), enable_autofill: 'yes' },
        '.enable_autofill',
      ],
      [
        '/otps/whatsapp/login_or_create',
        { phone_number: uniquePhone(), enable_autofill: true },
        '.enable_autofill',
      ],
      ['/otps/email/login_or_create', { email: uniqueEmail(), phone_number: uniquePhone() }, '.phone_number'],
      [
        '/otps/email/login_or_create',
        { email: uniqueEmail(), expiration_minutes: '5' },
        '.expiration_minutes',
      ],
      ['/otps/authenticate', { token: '123456' }, '.method_id'],
      ['/otps/authenticate', { token: 123456, method_id: 'x' }, '.token'],
      [
        '/otps/authenticate',
        { token: '123456', method_id: 'x', session_duration_minutes: 4 },
        '.session_duration_minutes',
      ],
    ];
    for (const [path, body, dataPath] of cases) {
      const reply = await client.post(path, body);
      assert.equal(reply.status, 400, `${path} ${JSON.stringify(body)}`);
      assert.equal(reply.json.error_type, 'invalid_request_body');
      assert.ok(
        reply.json.body?.some((issue) => issue.dataPath === dataPath),
        `${path}: ${JSON.stringify(reply.json.body)} names ${dataPath}`,
      );
    }
    const noAuth = await client.sendOtp('sms', uniquePhone(), {}, { authorization: null });
    assert.equal(noAuth.status, 401);
    assert.equal(noAuth.json.error_type, 'unauthorized_public_token');
  });
});

describe('OTP abuse limits', () => {
  let limited: RunningEmulator;
  let limitedClient: Client;
  before(async () => {
    limited = await startTestEmulator({
      config: {
        rate_limits: {
          per_recipient: { max: 3, window_seconds: 60 },
          per_ip: { max: 10, window_seconds: 600 },
        },
      },
    });
    limitedClient = new Client(limited);
  });
  after(() => limited.close());

  test('per recipient: the 4th send to a number in the window answers 429, across SMS and WhatsApp', async () => {
    const phone = uniquePhone();
    assert.equal((await limitedClient.sendOtp('sms', phone)).status, 200);
    assert.equal((await limitedClient.sendOtp('whatsapp', phone)).status, 200);
    assert.equal((await limitedClient.sendOtp('sms', phone)).status, 200);
    const refused = await limitedClient.sendOtp('whatsapp', phone);
    assert.equal(refused.status, 429);
    assert.equal(refused.json.error_type, 'too_many_requests');
    assert.match(refused.json.error_message, new RegExp(`Too many messages to \\${phone}`));
    const retryAfter = Number(refused.headers.get('retry-after'));
    assert.ok(retryAfter >= 1 && retryAfter <= 60, `Retry-After ${retryAfter}`);
    assert.equal((await inbox(limited, phone)).length, 3, 'the refused send sent nothing');
    try {
      await advanceClock(limited, 61);
      assert.equal((await limitedClient.sendOtp('sms', phone)).status, 200, 'the window slid');
    } finally {
      await resetClock(limited);
    }
  });

  test('per IP: email and phone sends from one address share the cap', async () => {
    // 4 sends so far from 127.0.0.1 in this emulator (the test above; the refused one does not count); the cap is 10.
    let sent = 0;
    let last = 200;
    while (last === 200 && sent < 20) {
      const channel = sent % 2 === 0 ? 'email' : 'sms';
      const reply = await limitedClient.sendOtp(channel, channel === 'email' ? uniqueEmail() : uniquePhone());
      last = reply.status;
      if (last === 200) sent += 1;
      else assert.match(reply.json.error_message, /from 127\.0\.0\.1/);
    }
    assert.equal(last, 429);
    assert.equal(sent, 6);
  });
});

describe('OTP configuration', () => {
  let configured: RunningEmulator;
  let configuredClient: Client;
  before(async () => {
    configured = await startTestEmulator({
      config: {
        projects: [
          {
            project_id: 'project-test-idp-elements-local',
            disabled_phone_country_codes: ['+44', 'CA'],
            unsubscribed_phone_numbers: ['+14155559999'],
          },
        ],
        rate_limits: { per_recipient: null, per_ip: null },
        lockout: { max_failed_attempts: 3, window_minutes: 10, lock_minutes: 15 },
        otp: { default_expiration_minutes: 3, max_failed_attempts_per_code: 2, fixed_code: '000000' },
      },
    });
    configuredClient = new Client(configured);
  });
  after(() => configured.close());

  test('otp.fixed_code makes every code the same; default_expiration_minutes applies', async () => {
    const phone = uniquePhone();
    const { methodId, code } = await send('sms', phone, {}, configuredClient);
    assert.equal(code, '000000');
    assert.match((await inbox(configured, phone))[0]?.text ?? '', /expires in 3 minutes/);
    assert.equal((await send('email', uniqueEmail(), {}, configuredClient)).code, '000000');
    assert.equal((await configuredClient.authenticateOtp('000000', methodId)).status, 200);
  });

  test('disabled_phone_country_codes: by calling code or by region', async () => {
    for (const phone of ['+447911123456', '+16135550123']) {
      const reply = await configuredClient.sendOtp('sms', phone);
      assert.equal(reply.status, 400, phone);
      assert.equal(reply.json.error_type, 'invalid_phone_number_country_code', phone);
      assert.match(reply.json.error_message, /disabled_phone_country_codes/);
      assert.equal((await configuredClient.sendOtp('whatsapp', phone)).status, 400, phone);
    }
    assert.equal((await configuredClient.sendOtp('sms', '+14155550123')).status, 200, 'US still works');
  });

  test('unsubscribed_phone_numbers replaces the example list', async () => {
    assert.equal(
      (await configuredClient.sendOtp('sms', '+14155559999')).json.error_type,
      'unsubscribed_phone_number',
    );
    assert.equal((await configuredClient.sendOtp('sms', UNSUBSCRIBED)).status, 200);
  });

  test('max_failed_attempts_per_code and lockout: the code burns, the user locks, the lock ends', async () => {
    const phone = uniquePhone();
    const { methodId } = await send('sms', phone, {}, configuredClient);
    assert.match(
      (await configuredClient.authenticateOtp('111111', methodId)).json.error_message,
      /1 attempt left/,
    );
    assert.match(
      (await configuredClient.authenticateOtp('111111', methodId)).json.error_message,
      /last attempt/,
    );
    assert.match(
      (await configuredClient.authenticateOtp('000000', methodId)).json.error_message,
      /disabled after 2 wrong attempts/,
      'the 3rd failure (the right code of a burned passcode) locks the user',
    );
    await send('sms', phone, {}, configuredClient);
    const locked = await configuredClient.authenticateOtp('000000', methodId);
    assert.equal(locked.status, 429);
    assert.equal(locked.json.error_type, 'user_lock_limit_reached');
    try {
      await advanceClock(configured, 15 * 60 + 1);
      await send('sms', phone, {}, configuredClient);
      const unlocked = await configuredClient.authenticateOtp('000000', methodId);
      assert.equal(unlocked.status, 200);
      assert.equal(unlocked.json.data.user.phone_numbers.length, 1);
    } finally {
      await resetClock(configured);
    }
  });

  test('bad OTP config keys stop the start, naming each', async () => {
    await assert.rejects(
      startTestEmulator({
        config: {
          projects: [{ project_id: 'project-test-idp-elements-local', disabled_phone_country_codes: ['44'] }],
          otp: { default_expiration_minutes: 11, max_failed_attempts_per_code: 0, fixed_code: '12345' },
        },
      }),
      (error: Error) => {
        assert.ok(error instanceof ConfigError);
        assert.match(
          error.message,
          /projects\[0\] \("[^"]+"\)\.disabled_phone_country_codes\[0\]: must be a calling code/,
        );
        assert.match(error.message, /otp\.default_expiration_minutes: must be an integer from 1 to 10/);
        assert.match(error.message, /otp\.max_failed_attempts_per_code: must be an integer from 1/);
        assert.match(error.message, /otp\.fixed_code: must be 6 digits or null/);
        return true;
      },
    );
  });
});

test('magic-link tokens are not passcodes: an OTP method id never accepts a magic-link token', async () => {
  const email = uniqueEmail();
  const { methodId } = await send('email', email);
  await client.sendLink(email);
  const token = await latestToken(emulator, email);
  const reply = await client.authenticateOtp(token, methodId);
  assert.equal(reply.json.error_type, 'invalid_code');
});
