// The provider's own published browser client (@stytch/vanilla-js 5.35.1) runs its authenticator-app calls
// (totps.create / authenticate / recoveryCodes / recover, user.deleteTOTP) against the emulator, unchanged, in
// Chromium: after a password login, the app's code and a recovery code each add their factor to the session.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { build } from 'esbuild';
import type { Browser } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { totpCode } from '../../emulator/testing/totp';
import { launchChromium, startPageServer } from '../helpers/e2e';
import { startTestEmulator } from '../emulator/helpers';

let browser: Browser;
let emulator: RunningEmulator;

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startTestEmulator()]);
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

interface Factor {
  type: string;
  delivery_method: string;
}

describe('the published provider client against the emulator', () => {
  test('@stytch/vanilla-js totps.* and user.deleteTOTP work unchanged', async () => {
    const server = await startPageServer(
      `<!doctype html><meta charset="utf-8"><script>${await stytchBundle()}</script>`,
    );
    const context = await browser.newContext();
    const page = await context.newPage();
    try {
      await page.goto(server.url);
      await page.evaluate(`window.client = new StytchHeadlessClient('public-token-test-idp-elements-local', {
        endpoints: { testAPIURL: ${JSON.stringify(emulator.url)}, liveAPIURL: ${JSON.stringify(emulator.url)} },
      });`);
      const evaluate = <T>(code: string) => page.evaluate(code) as Promise<T>;
      const email = `oracle-totp+${Date.now()}@example.com`;
      await evaluate(
        `client.passwords.create({ email: ${JSON.stringify(email)}, password: 'correct horse battery staple 42', session_duration_minutes: 30 })`,
      );

      const created = await evaluate<{
        totp_id: string;
        secret: string;
        qr_code: string;
        recovery_codes: string[];
      }>(`client.totps.create({ expiration_minutes: 60 })`);
      assert.match(created.totp_id, /^totp-test-/);
      assert.match(created.qr_code, /^data:image\/png;base64,/);
      assert.equal(created.recovery_codes.length, 10);
      const stored = await evaluate<{ totps: { totp_id: string; verified: boolean }[] }>(
        `client.user.getSync()`,
      );
      assert.deepEqual(
        stored.totps,
        [{ totp_id: created.totp_id, verified: false }],
        'the SDK stored __user',
      );

      const wrong = await evaluate<string>(
        `client.totps.authenticate({ totp_code: '000000', session_duration_minutes: 30 }).then(() => 'ok', (e) => e.error_type)`,
      );
      assert.ok(['unable_to_authenticate_totp', 'totp_code_already_authenticated'].includes(wrong));

      const code = totpCode(created.secret, emulator.clock.now());
      const authed = await evaluate<{ totp_id: string; session: { authentication_factors: Factor[] } }>(
        `client.totps.authenticate({ totp_code: ${JSON.stringify(code)}, session_duration_minutes: 30 })`,
      );
      assert.equal(authed.totp_id, created.totp_id);
      assert.deepEqual(authed.session.authentication_factors.map((f) => f.delivery_method).sort(), [
        'authenticator_app',
        'knowledge',
      ]);
      const session = await evaluate<{ authentication_factors: Factor[] }>(`client.session.getSync()`);
      assert.equal(session.authentication_factors.length, 2, 'the SDK stored the two-factor session');

      const listed = await evaluate<{ totps: { recovery_codes: string[]; verified: boolean }[] }>(
        `client.totps.recoveryCodes()`,
      );
      assert.deepEqual(listed.totps[0]?.recovery_codes, created.recovery_codes);
      assert.equal(listed.totps[0]?.verified, true);

      const recovery = JSON.stringify(created.recovery_codes[0]);
      const recovered = await evaluate<{ session: { authentication_factors: Factor[] } }>(
        `client.totps.recover({ recovery_code: ${recovery}, session_duration_minutes: 30 })`,
      );
      assert.ok(recovered.session.authentication_factors.some((f) => f.delivery_method === 'recovery_code'));
      const reused = await evaluate<string>(
        `client.totps.recover({ recovery_code: ${recovery}, session_duration_minutes: 30 }).then(() => 'ok', (e) => e.error_type)`,
      );
      assert.equal(reused, 'invalid_recovery_code');

      await evaluate(`client.user.deleteTOTP(${JSON.stringify(created.totp_id)})`);
      const deleted = await evaluate<{ totps: unknown[] }>(`client.user.getSync()`);
      assert.deepEqual(deleted.totps, [], 'the SDK stored the updated user');
    } finally {
      await context.close();
      await server.close();
    }
  });
});
