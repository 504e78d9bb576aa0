// The emulator's stand-ins for Google's One Tap script (`{api}/gsi/client`) and for the provider's
// clientside-services iframe, driven in Chromium from a page of another origin: the chooser, its moment
// notifications, the credential it returns, the embedded position, and the iframe's RPC answers.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { decodeJwt } from 'jose';
import type { Browser, Page } from 'playwright-core';
import { GOOGLE_CLIENT_ID } from '../../emulator/config/defaults';
import { startEmulator, type RunningEmulator } from '../../emulator/index';
import { launchChromium, startPageServer } from '../helpers/e2e';

/** A Google client id of a project that does not authorize localhost pages. */
const FOREIGN_CLIENT_ID = '300000000000-foreign.apps.googleusercontent.com';

let browser: Browser;
let emulator: RunningEmulator;
let server: { url: string; close(): Promise<void> };

before(async () => {
  [browser, emulator] = await Promise.all([
    launchChromium(),
    startEmulator({
      port: 0,
      db: ':memory:',
      log: false,
      config: {
        projects: [
          {
            project_id: 'project-test-gsi-foreign',
            public_token: 'public-token-test-gsi-foreign',
            google_client_id: FOREIGN_CLIENT_ID,
            allowed_origins: ['https://app.example'],
          },
        ],
      },
    }),
  ]);
  server = await startPageServer(`<!doctype html><meta charset="utf-8"><title>gsi</title>
    <main><p>The page</p><div id="parent"></div></main>
    <script src="${emulator.url}/gsi/client"></script>
    <script>
      window.moments = [];
      window.credentials = [];
      window.listener = (m) => window.moments.push({
        type: m.getMomentType(),
        displayed: m.isDisplayMoment() ? m.isDisplayed() : undefined,
        notDisplayedReason: m.getNotDisplayedReason(),
        skippedReason: m.getSkippedReason(),
        dismissedReason: m.getDismissedReason(),
      });
      window.start = (options) => {
        google.accounts.id.initialize(Object.assign({
          client_id: ${JSON.stringify(GOOGLE_CLIENT_ID)},
          callback: (response) => window.credentials.push(response),
          auto_select: false,
          context: 'use',
          itp_support: true,
          use_fedcm_for_prompt: true,
        }, options));
        google.accounts.id.prompt(window.listener);
      };
    </script>`);
});
after(async () => {
  await server?.close();
  await browser?.close();
  await emulator?.close();
});

interface Moment {
  type: string;
  displayed?: boolean;
  notDisplayedReason?: string;
  skippedReason?: string;
  dismissedReason?: string;
}

async function withPage(steps: (page: Page) => Promise<void>, width = 1024): Promise<void> {
  const context = await browser.newContext({ viewport: { width, height: 700 } });
  const page = await context.newPage();
  try {
    await page.goto(`${server.url}/index.html`);
    await steps(page);
  } finally {
    await context.close();
  }
}

const momentsOf = (page: Page) => page.evaluate(() => (window as unknown as { moments: Moment[] }).moments);

async function waitForMoments(page: Page, count: number): Promise<Moment[]> {
  await page.waitForFunction((n) => (window as unknown as { moments: unknown[] }).moments.length >= n, count);
  return momentsOf(page);
}

const chooserOf = (page: Page) => page.getByRole('dialog', { name: 'Use localhost with Google' });

describe('the Google Identity Services stand-in', () => {
  test('floating: shown top-right, a test account returns its ID token, then the prompt is dismissed', async () => {
    await withPage(async (page) => {
      await page.evaluate(() => (window as unknown as { start(o: object): void }).start({}));
      const chooser = chooserOf(page);
      await chooser.waitFor();
      assert.deepEqual((await waitForMoments(page, 1))[0], {
        type: 'display',
        displayed: true,
        notDisplayedReason: undefined,
        skippedReason: undefined,
        dismissedReason: undefined,
      });
      const box = await chooser.boundingBox();
      assert.ok(box && box.x + box.width >= 1024 - 24 && box.y <= 24, `top-right: ${JSON.stringify(box)}`);
      assert.ok(await chooser.getByText('Emulator stand-in for Google One Tap').isVisible());

      await chooser.getByRole('button', { name: /Ada Lovelace/ }).click();
      await page.waitForFunction(
        () => (window as unknown as { credentials: unknown[] }).credentials.length === 1,
      );
      const [response] = await page.evaluate(
        () =>
          (
            window as unknown as {
              credentials: { credential: string; select_by: string; clientId: string }[];
            }
          ).credentials,
      );
      assert.equal(response?.select_by, 'user');
      assert.equal(response?.clientId, GOOGLE_CLIENT_ID);
      const claims = decodeJwt(response?.credential ?? '');
      assert.equal(claims.aud, GOOGLE_CLIENT_ID);
      assert.equal(claims.email, 'ada.lovelace@example.com');
      assert.equal((await waitForMoments(page, 2))[1]?.dismissedReason, 'credential_returned');
      assert.equal(await chooser.count(), 0, 'the chooser is gone');
    });
  });

  test('closing (button or Escape) is the skipped moment user_cancel; a tap outside is tap_outside', async () => {
    await withPage(async (page) => {
      const start = (options: object = {}) =>
        page.evaluate((o) => (window as unknown as { start(o: object): void }).start(o), options);
      await start();
      await chooserOf(page).getByRole('button', { name: 'Close' }).click();
      assert.equal((await waitForMoments(page, 2))[1]?.skippedReason, 'user_cancel');

      await start();
      await chooserOf(page)
        .getByRole('button', { name: /Grace Hopper/ })
        .focus();
      await page.keyboard.press('Escape');
      assert.equal((await waitForMoments(page, 4))[3]?.skippedReason, 'user_cancel');

      await start();
      await chooserOf(page).waitFor();
      await page.getByText('The page').click();
      assert.equal((await waitForMoments(page, 6))[5]?.skippedReason, 'tap_outside');
      assert.equal(await chooserOf(page).count(), 0);

      await start({ cancel_on_tap_outside: false });
      await chooserOf(page).waitFor();
      await page.getByText('The page').click();
      assert.equal((await momentsOf(page)).length, 7, 'no moment: the prompt stays');
      await page.evaluate(() => google.accounts.id.cancel());
      assert.equal((await waitForMoments(page, 8))[7]?.dismissedReason, 'cancel_called');
      assert.equal(await chooserOf(page).count(), 0);
    });
  });

  test('embedded in prompt_parent_id, usable by keyboard, another account by email; fits 320 px', async () => {
    await withPage(async (page) => {
      await page.evaluate(() =>
        (window as unknown as { start(o: object): void }).start({
          prompt_parent_id: 'parent',
          context: 'signin',
        }),
      );
      const chooser = page.getByRole('dialog', { name: 'Sign in to localhost with Google' });
      await chooser.waitFor();
      assert.equal(
        await page.evaluate(() => document.querySelector('#parent [data-idp-gsi-stand-in]') !== null),
        true,
        'inside the parent element',
      );
      const box = await chooser.boundingBox();
      assert.ok(box && box.x >= 0 && box.x + box.width <= 320, `fits: ${JSON.stringify(box)}`);

      await chooser.getByLabel('Another account').focus();
      await page.keyboard.type('nobody@example.com');
      await page.keyboard.press('Enter');
      await page.waitForFunction(
        () => (window as unknown as { credentials: unknown[] }).credentials.length === 1,
      );
      const credential = await page.evaluate(
        () =>
          (window as unknown as { credentials: { credential: string }[] }).credentials[0]?.credential ?? '',
      );
      assert.equal(decodeJwt(credential).email, 'nobody@example.com');
    }, 320);
  });

  test('not displayed: an unknown client id, none, a page origin the client does not authorize', async () => {
    await withPage(async (page) => {
      const start = (options: object) =>
        page.evaluate((o) => (window as unknown as { start(o: object): void }).start(o), options);
      await start({ client_id: 'nope.apps.googleusercontent.com' });
      await start({ client_id: '' });
      await start({ client_id: FOREIGN_CLIENT_ID });
      const moments = await waitForMoments(page, 3);
      assert.deepEqual(moments.map((m) => [m.type, m.displayed, m.notDisplayedReason]).sort(), [
        ['display', false, 'invalid_client'],
        ['display', false, 'missing_client_id'],
        ['display', false, 'unregistered_origin'],
      ]);
      assert.equal(await chooserOf(page).count(), 0);
    });
  });

  test('renderButton opens the chooser; a choice answers with select_by btn', async () => {
    await withPage(async (page) => {
      await page.evaluate(() => {
        const w = window as unknown as { start(o: object): void };
        w.start({});
        google.accounts.id.cancel();
        google.accounts.id.renderButton(document.getElementById('parent'), { text: 'continue_with' });
      });
      await page.getByRole('button', { name: 'Continue with Google' }).click();
      await chooserOf(page)
        .getByRole('button', { name: /Hedy Lamarr/ })
        .click();
      await page.waitForFunction(
        () => (window as unknown as { credentials: unknown[] }).credentials.length === 1,
      );
      const selectBy = await page.evaluate(
        () => (window as unknown as { credentials: { select_by: string }[] }).credentials[0]?.select_by,
      );
      assert.equal(selectBy, 'btn');
    });
  });
});

describe('the clientside-services iframe', () => {
  test('answers parsedPhoneNumber and oneTapStart over a MessageChannel; errors keep their API type', async () => {
    await withPage(async (page) => {
      const iframeUrl = `${emulator.url}/clientside-services/index.html`;
      // A string, so that the function is not rewritten by the TypeScript loader for Node.
      const answers = (await page.evaluate(`(async () => {
        const iframeUrl = ${JSON.stringify(iframeUrl)};
        const frame = document.createElement('iframe');
        frame.src = iframeUrl;
        frame.style.width = '0';
        frame.style.height = '0';
        await new Promise((loaded) => {
          frame.addEventListener('load', loaded, { once: true });
          document.body.append(frame);
        });
        const call = (method, req) =>
          new Promise((resolve) => {
            const channel = new MessageChannel();
            channel.port1.onmessage = (event) => resolve(event.data);
            frame.contentWindow.postMessage({ method, args: [req] }, iframeUrl, [channel.port2]);
          });
        return {
          phone: await call('parsedPhoneNumber', { phoneNumber: '2133734253', regionCode: 'US' }),
          start: await call('oneTapStart', { publicToken: 'public-token-test-idp-elements-local' }),
          unknownToken: await call('oneTapStart', { publicToken: 'public-token-test-nope' }),
          foreignPage: await call('oneTapStart', { publicToken: 'public-token-test-gsi-foreign' }),
          unknownMethod: await call('getExamplePhoneNumber', {}),
        };
      })()`)) as Record<'phone' | 'start' | 'unknownToken' | 'foreignPage' | 'unknownMethod', unknown>;
      assert.deepEqual(answers.phone, {
        success: true,
        payload: { isValid: true, number: '+12133734253', national: '(213) 373-4253' },
      });
      const start = answers.start as { success: boolean; payload: Record<string, string> };
      assert.equal(start.success, true);
      assert.equal(start.payload.googleClientId, GOOGLE_CLIENT_ID);
      assert.match(start.payload.oauthCallbackId ?? '', /^oauth-callback-test-/);
      assert.match(start.payload.stytchCsrfToken ?? '', /^[A-Za-z0-9_-]{44}$/, 'read from its cookie');
      const refused = answers.unknownToken as { success: boolean; error: Record<string, unknown> };
      assert.equal(refused.success, false);
      assert.equal(refused.error.name, 'StytchAPIError');
      assert.equal(refused.error.error_type, 'invalid_public_token');
      assert.equal(refused.error.status_code, 401);
      // This page's origin is not one the project authorizes: the iframe names it, the start refuses it.
      const foreign = answers.foreignPage as { success: boolean; error: Record<string, unknown> };
      assert.equal(foreign.success, false);
      assert.equal(foreign.error.error_type, 'unauthorized_origin');
      assert.equal(foreign.error.status_code, 403);
      assert.deepEqual(answers.unknownMethod, {
        success: false,
        error: { name: 'Error', message: 'Unknown method: getExamplePhoneNumber' },
      });
    });
  });
});

declare const google: {
  accounts: {
    id: {
      cancel(): void;
      renderButton(parent: HTMLElement | null, options: object): void;
    };
  };
};
