// idp-elements-emulator from source: the emulator on a free port with an in-memory database, and its inbox.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { connectInbox, startEmulator, type TestEmulator } from '../../emulator/testing/index';

let emulator: TestEmulator;

before(async () => {
  emulator = await startEmulator();
});
after(async () => {
  await emulator?.close();
});

/** The SDK API call a site's page makes to send a magic link (WIRE.md §4, EML login_or_create). */
async function sendMagicLink(target: TestEmulator, email: string): Promise<void> {
  const basic = Buffer.from(`${target.publicToken}:${target.publicToken}`).toString('base64');
  const res = await fetch(`${target.url}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({
      email,
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/authenticate',
    }),
  });
  assert.equal(res.status, 200, await res.clone().text());
}

async function sendSmsCode(target: TestEmulator, phone: string): Promise<void> {
  const basic = Buffer.from(`${target.publicToken}:${target.publicToken}`).toString('base64');
  const res = await fetch(`${target.url}/sdk/v1/otps/sms/login_or_create`, {
    method: 'POST',
    headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
    body: JSON.stringify({ phone_number: phone }),
  });
  assert.equal(res.status, 200, await res.clone().text());
}

describe('idp-elements-emulator: startEmulator and the inbox', () => {
  test('starts on a free localhost port with the default project', () => {
    assert.match(emulator.url, /^http:\/\/localhost:\d+$/);
    assert.notEqual(emulator.port, 9400);
    assert.equal(emulator.url, `http://localhost:${emulator.port}`);
    assert.equal(emulator.publicToken, 'public-token-test-idp-elements-local');
    assert.equal(emulator.inboxUrl, `${emulator.url}/_dev/inbox`);
  });

  test('waitForMessage returns the magic link a send put in the inbox', async () => {
    const email = 'ada@example.com';
    const waiting = emulator.inbox.waitForMessage(email, { kind: 'link', timeoutMs: 5000 });
    await sendMagicLink(emulator, email);
    const message = await waiting;
    assert.equal(message.channel, 'email');
    assert.equal(message.to, email);
    assert.match(message.subject, /sign-up/i);
    assert.ok(message.link);
    const link = new URL(message.link);
    assert.equal(link.origin + link.pathname, 'http://localhost:3000/authenticate');
    assert.equal(link.searchParams.get('stytch_token_type'), 'magic_links');
    assert.match(link.searchParams.get('token') ?? '', /^[\w-]{20,}$/);
    assert.ok(message.body.includes(message.link), 'the body carries the link');
    assert.equal(message.code, undefined);
  });

  test('`after` waits for a newer message; a passcode comes back as `code`', async () => {
    const email = 'grace@example.com';
    await sendMagicLink(emulator, email);
    const first = await emulator.inbox.waitForMessage(email, { kind: 'link' });
    const second = emulator.inbox.waitForMessage(email, { kind: 'link', after: first, timeoutMs: 5000 });
    await new Promise((done) => setTimeout(done, 250));
    await sendMagicLink(emulator, email);
    const newer = await second;
    assert.notEqual(newer.id, first.id);
    assert.notEqual(newer.link, first.link);

    await sendSmsCode(emulator, '+14155550123');
    const sms = await emulator.inbox.waitForMessage('+14155550123', { kind: 'code', channel: 'sms' });
    assert.match(sms.code ?? '', /^\d{6}$/);
    assert.equal(sms.subject, '');
    assert.equal(sms.link, undefined);
  });

  test('a timeout says what the inbox holds for that recipient', async () => {
    const email = 'timeout@example.com';
    await sendMagicLink(emulator, email);
    await assert.rejects(
      emulator.inbox.waitForMessage(email, { kind: 'code', timeoutMs: 200 }),
      (e: Error) => {
        assert.match(e.message, /^No passcode to timeout@example\.com within 200 ms\./);
        assert.match(e.message, /1 message\(s\) to timeout@example\.com.*email ".*" \(link\)/);
        return true;
      },
    );
    await assert.rejects(emulator.inbox.waitForMessage('nobody@example.com', { timeoutMs: 150 }), {
      message:
        'No message to nobody@example.com within 150 ms. The inbox holds nothing to nobody@example.com.',
    });
  });

  test('clear() empties the inbox; reset() deletes the users too', async () => {
    await sendMagicLink(emulator, 'clear@example.com');
    assert.ok((await emulator.inbox.list()).length > 0);
    await emulator.inbox.clear();
    assert.deepEqual(await emulator.inbox.list(), []);
    await sendMagicLink(emulator, 'clear@example.com');
    await emulator.reset();
    assert.deepEqual(await emulator.inbox.list(), []);
  });

  test('two emulators run side by side, each with its own database; connectInbox reads one by URL', async () => {
    const other = await startEmulator();
    try {
      assert.notEqual(other.port, emulator.port);
      await sendMagicLink(other, 'side@example.com');
      await other.inbox.waitForMessage('side@example.com');
      assert.deepEqual(await emulator.inbox.list('side@example.com'), []);
      assert.equal((await connectInbox(`${other.url}/`).list('side@example.com')).length, 1);
    } finally {
      await other.close();
    }
    await assert.rejects(connectInbox(other.url).list(), /did not answer .*: is it running\?/);
  });

  test('config: a project of the site under test, with its own token', async () => {
    const custom = await startEmulator({
      config: {
        projects: [
          {
            project_id: 'project-test-acme',
            public_token: 'public-token-test-acme',
            project_name: 'Acme',
            allow_localhost_origins: true,
            redirect_urls: { allow_any_localhost: true },
          },
        ],
      },
    });
    try {
      const boot = await fetch(`${custom.url}/sdk/v1/projects/bootstrap/public-token-test-acme`);
      assert.equal(boot.status, 200);
    } finally {
      await custom.close();
    }
  });
});
