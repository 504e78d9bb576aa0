// A site's server and its browser against one emulator: users imported with their old password hashes through the
// provider's official Node SDK log in through <idp-login>, and the server's sessions.authenticate recognises the
// session the widget holds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import bcrypt from 'bcryptjs';
import type { Browser } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { serverClient } from '../emulator/server-helpers';
import { launchChromium, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

const OLD_PASSWORD = 'Harbour-Fennel-Quill-61';

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

describe('the server SDK and the widget on one emulator', () => {
  test('a user migrated with a bcrypt hash logs in through <idp-login>; sessions.authenticate sees that session', async () => {
    const server = serverClient(emulator);
    const email = `migrated+${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
    const migrated = await server.passwords.migrate({
      email,
      hash_type: 'bcrypt',
      hash: bcrypt.hashSync(OLD_PASSWORD, 4),
      name: { first_name: 'Imported' },
    });
    assert.equal(migrated.user_created, true);

    const context = await browser.newContext();
    const page = await context.newPage();
    await page.goto(`${emulator.url}/passwords.html`);
    await page.getByRole('heading', { name: 'Sign up or log in' }).waitFor();
    await page.getByRole('textbox', { name: 'Email' }).fill(email);
    await page.getByRole('button', { name: 'Continue with email' }).click();
    await page.getByRole('heading', { name: 'Log In' }).waitFor();
    await page.getByLabel('Password', { exact: true }).fill(OLD_PASSWORD);
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('heading', { name: 'Success!' }).waitFor();

    const cookies = await context.cookies(emulator.url);
    const token = cookies.find((c) => c.name === 'stytch_session')?.value;
    const jwt = cookies.find((c) => c.name === 'stytch_session_jwt')?.value;
    assert.ok(token && jwt, 'the widget holds the session in its cookies');
    const byToken = await server.sessions.authenticate({ session_token: token });
    assert.equal(byToken.user.user_id, migrated.user_id);
    assert.equal(byToken.session.authentication_factors[0]?.type, 'password');
    const byJwt = await server.sessions.authenticateJwt({ session_jwt: jwt });
    assert.equal(byJwt.session.user_id, migrated.user_id);

    await page.getByRole('button', { name: 'Log out' }).click();
    await page.getByText('Nobody is logged in.').waitFor();
    await assert.rejects(
      server.sessions.authenticate({ session_token: token }),
      (e: { error_type?: string }) => {
        assert.equal(e.error_type, 'session_not_found');
        return true;
      },
    );
    await context.close();
  });
});
