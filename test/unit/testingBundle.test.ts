// The built idp-elements-emulator (scripts/build-testing.mjs), copied nowhere near this repository's node_modules:
// it must run with nothing installed (the emulator's fastify, SQLite wasm and data files inside it) and its .d.ts
// must type-check a user's test under strict settings.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type * as KitModule from '../../emulator/testing/index';
// @ts-expect-error -- plain ESM script without types
import { buildTesting } from '../../scripts/build-testing.mjs';

type Kit = typeof KitModule;

const ROOT = resolve('.');
const dir = mkdtempSync(join(tmpdir(), 'idp-testing-kit-'));
const outDir = join(dir, 'kit');
let kit: Kit;

before(async () => {
  await buildTesting({ outDir });
  kit = (await import(pathToFileURL(join(outDir, 'index.js')).href)) as Kit;
});
after(() => rmSync(dir, { recursive: true, force: true }));

describe('the built idp-elements-emulator', () => {
  test('imports nothing but Node built-ins at run time (Playwright is only a type)', () => {
    // The kit's entry, the command and the chunk they share.
    const code = readdirSync(outDir)
      .filter((f) => f.endsWith('.js'))
      .map((f) => readFileSync(join(outDir, f), 'utf8'))
      .join('\n');
    // Static imports, one per statement (the minified bundle puts several on a line).
    const specifiers = [
      ...code.matchAll(/(?:^|[;}])\s*import\s*(?:[^;'"()]*?\bfrom\s*)?["']([^"']+)["']/gm),
    ].map((m) => m[1]);
    assert.ok(specifiers.includes('node:module'), 'the imports were found');
    assert.deepEqual(
      specifiers.filter((s) => !s!.startsWith('node:') && !/^\.\/chunk-\w+\.js$/.test(s!)),
      [],
    );
    // Dynamic imports (not `{import('…')}`, a JSDoc type).
    const dynamic = [...code.matchAll(/(?<![{\w.$])import\(\s*["']([^"']+)["']/g)].map((m) => m[1]);
    assert.deepEqual(
      dynamic.filter((s) => !s!.startsWith('node:')),
      [],
      'no dynamic import of a package',
    );
  });

  test('starts an emulator from the bundle; a magic link sent through the SDK API reaches waitForMessage', async () => {
    const emulator = await kit.startEmulator();
    try {
      const basic = Buffer.from(`${emulator.publicToken}:${emulator.publicToken}`).toString('base64');
      const sdk = (path: string, body: unknown) =>
        fetch(`${emulator.url}/sdk/v1${path}`, {
          method: 'POST',
          headers: { authorization: `Basic ${basic}`, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      const redirect = `${emulator.url}/authenticate`;
      const sent = await sdk('/magic_links/email/login_or_create', {
        email: 'bundle@example.com',
        login_magic_link_url: redirect,
        signup_magic_link_url: redirect,
      });
      assert.equal(sent.status, 200);
      const message = await emulator.inbox.waitForMessage('bundle@example.com', { kind: 'link' });
      const link = message.link ?? '';
      assert.ok(link.startsWith(`${redirect}?`), link);
      const token = new URL(link).searchParams.get('token');
      const auth = await sdk('/magic_links/authenticate', { token, session_duration_minutes: 60 });
      assert.equal(auth.status, 200, 'the link logs in (SQLite through the bundled wasm)');

      // The breached-password list is read from the data folder next to the bundle.
      const breached = await sdk('/passwords', { email: 'pw@example.com', password: 'Qwerty!234567' });
      assert.equal(((await breached.json()) as { error_type: string }).error_type, 'breached_password');

      // The Google One Tap stand-in is the script file copied next to the bundle, bound to this emulator.
      const gsi = await fetch(`${emulator.url}/gsi/client`);
      assert.equal(gsi.status, 200);
      assert.match(gsi.headers.get('content-type') ?? '', /^text\/javascript/);
      const script = await gsi.text();
      assert.ok(
        script.includes(readFileSync(join(ROOT, 'emulator/dev/gsi-client.js'), 'utf8')),
        'the file, whole',
      );
      assert.ok(script.includes(`const API = ${JSON.stringify(emulator.url)};`), script.slice(0, 200));
    } finally {
      await emulator.close();
    }
  });

  test("its .d.ts type-checks a user's Playwright test (nodenext, strict)", () => {
    const require = createRequire(import.meta.url);
    writeFileSync(
      join(dir, 'site.test.mts'),
      `import type { Page } from 'playwright-core';
import { startEmulator, loginWithMagicLink, loginWithPasscode, addVirtualAuthenticator,
  DEFAULT_PUBLIC_TOKEN, type InboxMessage } from './kit/index.js';

export async function run(page: Page): Promise<string> {
  const emulator = await startEmulator({ config: { otp: { fixed_code: '123456' } } });
  const { link } = await loginWithMagicLink(page, { email: 'a@example.com', inbox: emulator.inbox });
  const sms: { code: string } = await loginWithPasscode(page, { phone: '+14155550123', inbox: emulator.inbox });
  await loginWithPasscode(page, { email: 'a@example.com', inbox: emulator.inbox, widget: '#login' });
  // @ts-expect-error -- a phone or an email, not both
  await loginWithPasscode(page, { phone: '+14155550123', email: 'a@example.com', inbox: emulator.inbox });
  // @ts-expect-error -- the kinds are link and code
  await emulator.inbox.waitForMessage('a@example.com', { kind: 'sms' });
  const message: InboxMessage = await emulator.inbox.waitForMessage('a@example.com', { kind: 'code' });
  const authenticator = await addVirtualAuthenticator(page);
  await authenticator.setUserVerified(false);
  emulator.clock.advance(60);
  await emulator.close();
  return link + sms.code + message.body + DEFAULT_PUBLIC_TOKEN + emulator.publicToken;
}
`,
    );
    // The user's own Playwright and Node types.
    mkdirSync(join(dir, 'node_modules/@types'), { recursive: true });
    symlinkSync(join(ROOT, 'node_modules/playwright-core'), join(dir, 'node_modules/playwright-core'), 'dir');
    symlinkSync(join(ROOT, 'node_modules/@types/node'), join(dir, 'node_modules/@types/node'), 'dir');
    writeFileSync(
      join(dir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          target: 'ES2022',
          module: 'NodeNext',
          moduleResolution: 'NodeNext',
          strict: true,
          exactOptionalPropertyTypes: true,
          noUncheckedIndexedAccess: true,
          // Library files are not checked (as most projects set it); a .d.ts that failed to resolve would still
          // show, as the `any` it leaves makes the @ts-expect-error lines above unused.
          skipLibCheck: true,
          noEmit: true,
          types: ['node'],
        },
        files: ['site.test.mts'],
      }),
    );
    const tsc = spawnSync(process.execPath, [require.resolve('typescript/bin/tsc'), '-p', dir], {
      encoding: 'utf8',
    });
    assert.equal(tsc.status, 0, tsc.stdout + tsc.stderr);
  });
});
