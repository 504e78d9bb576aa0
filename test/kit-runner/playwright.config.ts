// Runs the Playwright Test example of docs/testing.md (tests/) in Debian's Chromium: `npm test` runs it through
// test/e2e/kit-examples/playwright-test.test.ts.
import { defineConfig } from '@playwright/test';

export default defineConfig({
  testDir: 'tests',
  workers: 1,
  reporter: 'list',
  timeout: 60_000,
  use: { launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' } },
});
