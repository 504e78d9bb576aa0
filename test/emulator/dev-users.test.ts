import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import type { RunningEmulator } from '../../emulator/index';
import { Client, devPost, inbox, startTestEmulator, uniqueEmail } from './helpers';
import { serverClient } from './server-helpers';

let emulator: RunningEmulator;
let client: Client;
const PASSWORD = 'Dev-Page-Otter-58';

before(async () => {
  emulator = await startTestEmulator();
  client = new Client(emulator);
});
after(() => emulator.close());

const usersHtml = async () => {
  const response = await fetch(`${emulator.url}/_dev/users`);
  assert.equal(response.status, 200);
  assert.match(response.headers.get('content-security-policy') ?? '', /script-src 'nonce-/);
  return response.text();
};

describe('dev pages and the server API', () => {
  test("the server API's sends land in the dev inbox like the browser's", async () => {
    const server = serverClient(emulator);
    const email = uniqueEmail('server-send');
    await server.magicLinks.email.loginOrCreate({
      email,
      login_magic_link_url: 'http://localhost:3000/authenticate',
      signup_magic_link_url: 'http://localhost:3000/authenticate',
    });
    await server.otps.email.loginOrCreate({ email });
    const messages = await inbox(emulator, email);
    assert.equal(messages.length, 2);
    assert.ok(messages.some((m) => m.link?.startsWith('http://localhost:3000/authenticate?')));
    assert.ok(messages.some((m) => /^\d{6}$/.test(m.code ?? '')));
  });

  test('POST /_dev/users creates a user (password without checks, email verified); the page lists users with their factors', async () => {
    const email = uniqueEmail('dev-created');
    const created = await devPost(emulator, '/_dev/users', {
      email,
      first_name: '<b>Ada</b>',
      password: PASSWORD,
      email_verified: true,
    });
    assert.equal(created.status, 200);
    const { user_id, user } = (await created.json()) as {
      user_id: string;
      user: { emails: { verified: boolean }[]; password: unknown };
    };
    assert.equal(user.emails[0]?.verified, true);
    assert.ok(user.password);
    const login = await client.post('/passwords/authenticate', { email, password: PASSWORD });
    assert.equal(login.status, 200, 'the password logs in');

    const migrated = uniqueEmail('dev-migrated');
    await serverClient(emulator).passwords.migrate({
      email: migrated,
      hash_type: 'sha_1',
      hash: createHash('sha1').update(PASSWORD).digest('hex'),
    });
    const html = await usersHtml();
    const row = html.slice(html.indexOf(`data-user-id="${user_id}"`));
    assert.ok(row.length > 0 && row.includes(email), 'the created user is listed with the email');
    assert.ok(row.slice(0, row.indexOf('</tr>')).includes('password'));
    assert.ok(html.includes('&lt;b&gt;Ada&lt;/b&gt;') && !html.includes('<b>Ada</b>'), 'names are escaped');
    assert.ok(html.indexOf(migrated) < html.indexOf(email), 'newest first');
    assert.match(html, /<form id="create"/);

    const duplicate = await devPost(emulator, '/_dev/users', { email });
    assert.equal(duplicate.status, 400);
    assert.equal(((await duplicate.json()) as { error_type: string }).error_type, 'duplicate_email');
    for (const body of [{}, { email: 5 }, { email, password: '' }, { email, extra: 1 }]) {
      const bad = await devPost(emulator, '/_dev/users', body);
      assert.equal(bad.status, 400, JSON.stringify(body));
    }
    const crossSite = await fetch(`${emulator.url}/_dev/users`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      body: JSON.stringify({ email: uniqueEmail() }),
    });
    assert.equal(crossSite.status, 403);
  });
});
