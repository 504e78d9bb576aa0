import { randomBytes } from 'node:crypto';
import type { Page } from 'playwright-core';
import { startEmulator, type TestEmulator, type TestEmulatorOptions } from './emulator';
import type { Inbox } from './inbox';
import type { SeededUser, SeedSessionOptions } from './seed';

/*
 * Ready-made Playwright Test fixtures: `test.extend(kitFixtures())`. Typed against Playwright Test's fixture API
 * (a function of the fixtures it needs and `use`; `[fn, { scope: 'worker' }]` for one per worker) without
 * importing @playwright/test, so the kit does not depend on it.
 */

type Use<T> = (value: T) => Promise<void>;

export interface KitFixtureOptions {
  /** Options of the worker's emulator (a free port by default; pass yours when the site has a fixed `api-url`). */
  emulator?: TestEmulatorOptions;
  /**
   * The page `signedInPage` opens signed in; default the project's `baseURL`. Its origin gets the session.
   */
  signedInUrl?: string;
  /** Factors of the seeded session. Default: an email magic link. */
  factors?: SeedSessionOptions['factors'];
}

/** The test-scoped fixtures. */
export interface KitTestFixtures {
  /** The worker's emulator inbox, emptied for each test. */
  inbox: Inbox;
  /** A new user for this test (a unique `…@example.com`), seeded without the UI. */
  signedInUser: SeededUser;
  /** `page`, signed in as `signedInUser` (cookies and stored state), opened at `signedInUrl`. */
  signedInPage: Page;
}

/** The worker-scoped fixture: one emulator per worker, its data reset before each test. */
export interface KitWorkerFixtures {
  emulator: TestEmulator;
}

/**
 * The kit's fixtures for `test.extend`:
 *
 * ```ts
 * import { test as base, expect } from '@playwright/test';
 * import { kitFixtures, type KitTestFixtures, type KitWorkerFixtures } from 'idp-elements-emulator';
 *
 * export const test = base.extend<KitTestFixtures, KitWorkerFixtures>(kitFixtures({ emulator: { port: 9400 } }));
 * test('starts signed in', async ({ signedInPage, signedInUser }) => {
 *   await expect(signedInPage.getByText(signedInUser.email)).toBeVisible();
 * });
 * ```
 */
export function kitFixtures(options: KitFixtureOptions = {}) {
  return {
    emulator: [
      // Playwright reads a fixture's dependencies from its first parameter's pattern: `{}` is "none".
      // eslint-disable-next-line no-empty-pattern
      async ({}: object, use: Use<TestEmulator>) => {
        const emulator = await startEmulator(options.emulator);
        try {
          await use(emulator);
        } finally {
          await emulator.close();
        }
      },
      { scope: 'worker' },
    ] as [(fixtures: object, use: Use<TestEmulator>) => Promise<void>, { scope: 'worker' }],

    inbox: async ({ emulator }: KitWorkerFixtures, use: Use<Inbox>) => {
      await emulator.reset();
      await use(emulator.inbox);
    },

    // Names `inbox` so that Playwright resets the emulator before the user is made.
    signedInUser: async ({ emulator, inbox }: KitWorkerFixtures & { inbox: Inbox }, use: Use<SeededUser>) => {
      void inbox;
      await use(await emulator.seed.user({ email: `user-${randomBytes(5).toString('hex')}@example.com` }));
    },

    signedInPage: async (
      {
        page,
        emulator,
        signedInUser,
        baseURL,
      }: KitWorkerFixtures & { page: Page; signedInUser: SeededUser; baseURL?: string | undefined },
      use: Use<Page>,
    ) => {
      const url = options.signedInUrl ?? baseURL;
      if (!url)
        throw new Error(
          'signedInPage: set `baseURL` in the Playwright config, or kitFixtures({ signedInUrl }).',
        );
      await emulator.seed.session(page.context(), {
        email: signedInUser.email,
        url,
        ...(options.factors ? { factors: options.factors } : {}),
      });
      await page.goto(url);
      await use(page);
    },
  };
}
