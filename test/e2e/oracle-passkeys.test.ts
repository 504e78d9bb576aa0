// The provider's own published browser client (@stytch/vanilla-js 5.35.1, the oracle for the emulator's wire)
// registers a passkey and logs in with it against the emulator, unchanged, in Chromium with a virtual authenticator.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, startDemo, startPageServer } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

/** The published headless client, bundled for the page (it has bare imports and reads process.env). */
async function stytchBundle(): Promise<string> {
  const result = await build({
    stdin: {
      contents:
        "import { StytchHeadlessClient } from '@stytch/vanilla-js/headless'; window.StytchHeadlessClient = StytchHeadlessClient;",
      resolveDir: process.cwd(),
      loader: 'js',
    },
    bundle: true,
    format: 'iife',
    write: false,
    define: { 'process.env.STORYBOOK': 'undefined', 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text.replace(/<\/script/gi, '<\\/script');
}

describe('the published provider client against the emulator', () => {
  test('@stytch/vanilla-js webauthn.register and webauthn.authenticate work unchanged', async () => {
    const server = await startPageServer(
      `<!doctype html><meta charset="utf-8"><script>${await stytchBundle()}</script>`,
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      const cdp = await context.newCDPSession(page);
      await cdp.send('WebAuthn.enable');
      await cdp.send('WebAuthn.addVirtualAuthenticator', {
        options: {
          protocol: 'ctap2',
          transport: 'internal',
          hasResidentKey: true,
          hasUserVerification: true,
          isUserVerified: true,
          automaticPresenceSimulation: true,
        },
      });
      await page.goto(server.url);
      const email = `oracle+${Date.now()}@example.com`;
      const setup = `window.client = new StytchHeadlessClient('public-token-test-idp-elements-local', {
        endpoints: { testAPIURL: ${JSON.stringify(emulator.url)}, liveAPIURL: ${JSON.stringify(emulator.url)} },
      });`;
      await page.evaluate(setup);
      const evaluate = (code: string) => page.evaluate(code) as Promise<unknown>;
      const redirect = JSON.stringify(`${emulator.url}/authenticate.html`);
      await evaluate(
        `client.magicLinks.email.loginOrCreate(${JSON.stringify(email)}, { login_magic_link_url: ${redirect}, signup_magic_link_url: ${redirect} })`,
      );
      const [message] = await inbox(emulator.url, email);
      const token = new URL(message!.link!).searchParams.get('token');
      await evaluate(
        `client.magicLinks.authenticate(${JSON.stringify(token)}, { session_duration_minutes: 30 })`,
      );

      const registered = (await evaluate(
        `client.webauthn.register({ domain: 'localhost', is_passkey: true, session_duration_minutes: 30 })`,
      )) as { webauthn_registration_id: string };
      assert.match(registered.webauthn_registration_id, /^webauthn-registration-test-/);

      await evaluate(`client.session.revoke()`);
      const loggedIn = (await evaluate(
        `client.webauthn.authenticate({ domain: 'localhost', is_passkey: true, session_duration_minutes: 30 })`,
      )) as { user: { emails: { email: string }[] }; webauthn_registration_id: string };
      assert.equal(loggedIn.user.emails[0]?.email, email);
      assert.equal(loggedIn.webauthn_registration_id, registered.webauthn_registration_id);
    } finally {
      await context.close();
      await server.close();
    }
  });
});
