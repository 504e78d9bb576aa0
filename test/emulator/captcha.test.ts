import assert from 'node:assert/strict';
import { runInNewContext } from 'node:vm';
import { after, before, describe, test } from 'node:test';
import { CAPTCHA_PUBLIC_TOKEN, type RunningEmulator } from '../../emulator/index';
import { Client, startTestEmulator, type Answer, type Envelope } from './helpers';

let emulator: RunningEmulator;
let client: Client;
const SITE_KEY = 'captcha-site-key-project-test-idp-elements-captcha';

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator, CAPTCHA_PUBLIC_TOKEN);
});
after(() => emulator.close());

async function token(siteKey = SITE_KEY, action = 'LOGIN'): Promise<string> {
  const answer = await fetch(
    `${emulator.url}/captcha/token?${new URLSearchParams({ site_key: siteKey, action })}`,
  );
  assert.equal(answer.status, 200);
  return ((await answer.json()) as { token: string }).token;
}

const send = (extra: Record<string, unknown> = {}) =>
  client.post<Answer<{ user_id: string }>>('/magic_links/email/login_or_create', {
    email: 'ada@example.com',
    login_magic_link_url: 'http://localhost:3000/in',
    signup_magic_link_url: 'http://localhost:3000/in',
    ...extra,
  });

describe('captcha stand-in (captcha_required projects)', () => {
  test('bootstrap announces the site key; other projects keep captcha off', async () => {
    const reply = await client.get<Envelope<Record<string, unknown>>>(
      `/projects/bootstrap/${CAPTCHA_PUBLIC_TOKEN}`,
    );
    assert.deepEqual(reply.json.data.captcha_settings, { enabled: true, siteKey: SITE_KEY });
    const plain = await new Client(emulator).get<Envelope<Record<string, unknown>>>(
      `/projects/bootstrap/${emulator.publicToken}`,
    );
    assert.deepEqual(plain.json.data.captcha_settings, { enabled: false });
  });

  test('a C/R call without a token answers captcha_required; with a fresh token it goes through, once', async () => {
    const missing = await send();
    assert.equal(missing.status, 403);
    assert.equal(missing.json.error_type, 'captcha_required');
    assert.match(missing.json.error_message, /^Captcha required: .*requires a captcha_token/);

    const fresh = await token();
    assert.equal((await send({ captcha_token: fresh })).status, 200);
    const reused = await send({ captcha_token: fresh });
    assert.equal(reused.json.error_type, 'captcha_required');
    assert.match(reused.json.error_message, /already used/);
  });

  test('forged, other-action and expired tokens are refused', async () => {
    const good = await token();
    const forged = `${good.slice(0, -4)}AAAA`;
    assert.match((await send({ captcha_token: forged })).json.error_message, /not issued by this emulator/);
    assert.match(
      (await send({ captcha_token: await token(SITE_KEY, 'SIGNUP') })).json.error_message,
      /action/,
    );
    const old = await token();
    await fetch(`${emulator.url}/_dev/clock`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ advance_seconds: 121 }),
    });
    assert.match((await send({ captcha_token: old })).json.error_message, /expired/);
    await fetch(`${emulator.url}/_dev/clock`, { method: 'DELETE' });
  });

  test('calls without captcha keys (strength check, authenticate) are not affected', async () => {
    const strength = await client.post('/passwords/strength_check', {
      password: 'correct horse battery staple',
    });
    assert.equal(strength.status, 200);
  });

  test('tokens only for site keys a project requires', async () => {
    const answer = await fetch(`${emulator.url}/captcha/token?site_key=nope&action=LOGIN`);
    assert.equal(answer.status, 400);
  });

  test('the stand-in script defines grecaptcha.enterprise, whose execute fetches a token the emulator accepts', async () => {
    const script = await fetch(`${emulator.url}/captcha/enterprise.js?render=${SITE_KEY}`);
    assert.equal(script.status, 200);
    assert.match(script.headers.get('content-type') ?? '', /javascript/);
    const window: Record<string, unknown> = {};
    runInNewContext(await script.text(), { window, fetch, URLSearchParams });
    const { enterprise } = window.grecaptcha as {
      enterprise: {
        ready(callback: () => void): void;
        execute(siteKey: string, options: { action: string }): Promise<string>;
      };
    };
    await new Promise<void>((resolve) => enterprise.ready(resolve));
    const issued = await enterprise.execute(SITE_KEY, { action: 'LOGIN' });
    assert.equal((await send({ email: 'grace@example.com', captcha_token: issued })).status, 200);
  });
});
