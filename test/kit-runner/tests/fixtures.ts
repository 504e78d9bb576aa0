// tests/fixtures.ts: one emulator per worker, which also serves the site (the page below) from its own origin;
// `baseURL` is that origin.
import { test as base } from '@playwright/test';
import { kitFixtures, type KitTestFixtures, type KitWorkerFixtures } from 'idp-elements-emulator';

export const test = base.extend<KitTestFixtures, KitWorkerFixtures>({
  ...kitFixtures({
    emulator: {
      static: [
        { mount: '/dist/', dir: 'dist' }, // the built idp-elements
        { mount: '/', dir: 'test/e2e/kit-examples/site' }, // your pages
      ],
    },
  }),
  baseURL: async ({ emulator }, use) => use(emulator.url),
});
export { expect } from '@playwright/test';
