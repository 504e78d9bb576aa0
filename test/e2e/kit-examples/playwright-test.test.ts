// The Playwright Test example of docs/testing.md (test/kit-runner/tests), run by Playwright Test itself with the
// built kit installed as a site installs it (test/kit-runner: @playwright/test and idp-elements-emulator from
// emulator/dist, installed by `npm test` on first use, after the build).
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const RUNNER = 'test/kit-runner/node_modules/.bin/playwright';

test('the Playwright Test example passes under Playwright Test: magic link, password, signed-in page', async () => {
  assert.ok(existsSync(RUNNER), 'test/kit-runner is not installed: run `npm ci --prefix test/kit-runner`');
  assert.ok(existsSync('emulator/dist/index.js'), 'the kit is not built: run `npm run build`');
  const { code, output } = await new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(RUNNER, ['test', '-c', 'test/kit-runner/playwright.config.ts', '--reporter=line'], {
      env: { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1', FORCE_COLOR: '0' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
  assert.equal(code, 0, output);
  assert.match(output, /\b3 passed\b/, output);
  assert.doesNotMatch(output, /\b(failed|flaky|skipped)\b/, output);
});
