// The provider's own published browser client, in both its majors (@stytch/vanilla-js 5.35.1 from the project's
// lock, 6.3.0 from scripts/bench/floor-deps as @stytch/vanilla-js-6), runs its authenticator-app calls
// (totps.create / authenticate / recoveryCodes / recover, user.deleteTOTP) against the emulator, unchanged, in
// Chromium: after a password login, the app's code and a recovery code each add their factor to the session.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
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

/** 6.x lives beside the bench's React 19, out of the project's lock (installed by `npm test` on first use). */
const FLOOR_DEPS = resolve('scripts/bench/floor-deps');

/** The two published majors: the package to import and the folder it resolves from. */
const CLIENTS = [
  { version: '5.35.1', specifier: '@stytch/vanilla-js', resolveDir: process.cwd() },
  { version: '6.3.0', specifier: '@stytch/vanilla-js-6', resolveDir: FLOOR_DEPS },
] as const;

/** The installed version of a client, so that the test says which one it ran (and fails on a wrong install). */
function installedVersion(specifier: string, resolveDir: string): string {
  const manifest = join(resolveDir, 'node_modules', specifier, 'package.json');
  assert.ok(
    existsSync(manifest),
    `${specifier} is not installed in ${resolveDir}: run npm ci --prefix scripts/bench/floor-deps (npm test does it).`,
  );
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

/** The published headless client, bundled for the page (it has bare imports and reads process.env). */
async function stytchBundle(specifier: string, resolveDir: string): Promise<string> {
  const result = await build({
    stdin: {
      contents: `import { StytchHeadlessClient } from '${specifier}/headless'; window.StytchHeadlessClient = StytchHeadlessClient;`,
      resolveDir,
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
  for (const { version, specifier, resolveDir } of CLIENTS) {
    test(`@stytch/vanilla-js ${version} totps.* and user.deleteTOTP work unchanged`, async () => {
      assert.equal(installedVersion(specifier, resolveDir), version);
      const server = await startPageServer(
        `<!doctype html><meta charset="utf-8"><script>${await stytchBundle(specifier, resolveDir)}</script>`,
      );
      const context = await browser.newContext();
      const page = await context.newPage();
      try {
        await page.goto(server.url);
        await page.evaluate(`window.client = new StytchHeadlessClient('public-token-test-idp-elements-local', {
        endpoints: { testAPIURL: ${JSON.stringify(emulator.url)}, liveAPIURL: ${JSON.stringify(emulator.url)} },
      });`);
        const evaluate = <T>(code: string) => page.evaluate(code) as Promise<T>;
        const email = `oracle-totp-${version}+${Date.now()}@example.com`;
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
        assert.ok(
          recovered.session.authentication_factors.some((f) => f.delivery_method === 'recovery_code'),
        );
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
  }
});
