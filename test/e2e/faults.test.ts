// Issue 16: fault injection in front of the emulator, on every send and authenticate call the widget makes —
// 5xx answers, non-JSON bodies, dropped connections, time-outs and slow answers. Whatever fails, the screen never
// blanks, what the user typed stays, one clear message shows and one idp-error fires; removing the fault and
// trying again succeeds.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import type { Browser, Page, Route } from 'playwright-core';
import type { RunningEmulator } from '../../emulator/index';
import { inbox, launchChromium, startDemo } from '../helpers/e2e';

let browser: Browser;
let emulator: RunningEmulator;
const STRONG = 'a long and unusual passphrase 8812';

before(async () => {
  [browser, emulator] = await Promise.all([launchChromium(), startDemo()]);
});
after(async () => {
  await browser?.close();
  await emulator?.close();
});

const NETWORK = "We couldn't reach the sign-in service. Check your connection and try again.";
const UNEXPECTED = 'The sign-in service sent an unexpected response. Please try again.';

interface Fault {
  name: string;
  /** What the user is told. */
  message: string | RegExp;
  apply(route: Route, page: Page): Promise<void>;
  /** Runs while the call is held (the time-out moves the page's clock past the client's 30 s). */
  whileHeld?(page: Page): Promise<void>;
}

const FAULTS: Fault[] = [
  {
    name: '500 with an error envelope',
    message: 'Injected failure.', // the server's own text, shown as text
    apply: (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          status_code: 500,
          request_id: 'fault',
          error_type: 'internal_server_error',
          error_message: 'Injected failure.',
          error_url: 'http://localhost/_dev/errors',
        }),
      }),
  },
  {
    name: '502 HTML page from a proxy',
    message: UNEXPECTED,
    apply: (route) => route.fulfill({ status: 502, contentType: 'text/html', body: '<h1>Bad gateway</h1>' }),
  },
  {
    name: '200 with a non-JSON body',
    message: UNEXPECTED,
    apply: (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"data": tru' }),
  },
  {
    name: 'dropped connection',
    message: NETWORK,
    apply: (route) => route.abort('connectionreset'),
  },
  {
    name: 'time-out',
    message: NETWORK,
    apply: () => new Promise<void>(() => undefined), // never answered
    whileHeld: (page) => page.clock.runFor(31_000),
  },
];

interface Call {
  name: string;
  /** The API path the fault is injected on. */
  path: RegExp;
  /** Opens the page and gets to the point where `act` makes the call. */
  prepare(page: Page): Promise<void>;
  act(page: Page): Promise<void>;
  /** The field whose typed value must survive, and that value. */
  kept: { label: string; value: string };
  /** What success looks like once the fault is gone. */
  success(page: Page): Promise<void>;
}

let serial = 500;
const nextPhone = () => {
  serial += 1;
  return {
    national: `213555${String(serial).padStart(4, '0')}`,
    e164: `+1213555${String(serial).padStart(4, '0')}`,
  };
};

async function createPasswordUser(email: string): Promise<void> {
  const token = emulator.publicToken;
  const res = await fetch(`${emulator.url}/sdk/v1/passwords`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Basic ${btoa(`${token}:${token}`)}` },
    body: JSON.stringify({ email, password: STRONG }),
  });
  assert.equal(res.status, 200, await res.text());
}

function calls(): Call[] {
  const email = `fault+${Date.now()}-${Math.random().toString(36).slice(2, 7)}@example.com`;
  const phone = nextPhone();
  return [
    {
      name: 'magic-link send',
      path: /\/sdk\/v1\/magic_links\/email\/login_or_create$/,
      prepare: async (page) => {
        await page.goto(`${emulator.url}/login.html`);
        await page.getByLabel('Email').fill(email);
      },
      act: (page) => page.getByRole('button', { name: 'Continue with email' }).click(),
      kept: { label: 'Email', value: email },
      success: (page) => page.getByRole('heading', { name: 'Check your email' }).waitFor(),
    },
    {
      name: 'SMS passcode send',
      path: /\/sdk\/v1\/otps\/sms\/login_or_create$/,
      prepare: async (page) => {
        await page.goto(`${emulator.url}/otp.html`);
        await page.getByLabel('Phone number').fill(phone.national);
      },
      act: (page) => page.getByRole('button', { name: 'Continue with text message' }).click(),
      kept: { label: 'Phone number', value: '' }, // formatted as typed; checked by digits below
      success: (page) => page.getByRole('heading', { name: 'Enter passcode' }).waitFor(),
    },
    {
      name: 'passcode authenticate',
      path: /\/sdk\/v1\/otps\/authenticate$/,
      prepare: async (page) => {
        await page.goto(`${emulator.url}/otp.html`);
        await page.getByLabel('Phone number').fill(phone.national);
        await page.getByRole('button', { name: 'Continue with text message' }).click();
        await page.getByRole('heading', { name: 'Enter passcode' }).waitFor();
      },
      act: async (page) => {
        const [message] = await inbox(emulator.url, phone.e164);
        await page.getByTestId('otp-digit-0').fill(message!.code!);
      },
      kept: { label: '', value: '' },
      success: (page) => page.getByText('Logged in', { exact: true }).waitFor(),
    },
    {
      name: 'password authenticate',
      path: /\/sdk\/v1\/passwords\/authenticate$/,
      prepare: async (page) => {
        await createPasswordUser(email);
        await page.goto(`${emulator.url}/passwords.html`);
        await page.getByRole('textbox', { name: 'Email' }).fill(email);
        await page.getByRole('button', { name: 'Continue with email' }).click();
        await page.getByLabel('Password', { exact: true }).fill(STRONG);
      },
      act: (page) => page.getByRole('button', { name: 'Continue', exact: true }).click(),
      kept: { label: 'Password', value: STRONG },
      success: (page) => page.getByText('Logged in', { exact: true }).waitFor(),
    },
  ];
}

async function errorsSeen(page: Page): Promise<{ type: string; message: string }[]> {
  return page.evaluate(
    () => (window as unknown as { idpErrors: { type: string; message: string }[] }).idpErrors,
  );
}

describe('fault injection on every send and authenticate call', () => {
  for (const fault of FAULTS) {
    for (const index of [0, 1, 2, 3]) {
      test(`${fault.name} on call ${index + 1}`, async () => {
        const call = calls()[index]!;
        const context = await browser.newContext();
        const page = await context.newPage();
        const pageErrors: string[] = [];
        page.on('pageerror', (e) => pageErrors.push(e.message));
        await page.addInitScript(() => {
          const seen: unknown[] = ((window as unknown as { idpErrors: unknown[] }).idpErrors = []);
          document.addEventListener('idp-error', (e) => seen.push((e as CustomEvent).detail));
        });
        if (fault.whileHeld) await page.clock.install();
        await call.prepare(page);
        const before = (await errorsSeen(page)).length;

        let faulty = true;
        let hit = false;
        const held = new Promise<void>((resolve) => {
          void page.route(call.path, async (route) => {
            if (!faulty) return route.continue();
            hit = true;
            resolve();
            await fault.apply(route, page);
          });
        });
        await call.act(page);
        await held;
        if (fault.whileHeld) await fault.whileHeld(page);

        const alert = page.getByRole('alert').filter({ hasText: fault.message });
        await alert.waitFor();
        assert.ok(hit, `${call.name}: the fault was injected`);
        assert.equal(await page.getByRole('alert').count(), 1, `${call.name}: one message`);
        if (call.kept.label && call.kept.value) {
          assert.equal(
            await page.getByLabel(call.kept.label, { exact: true }).inputValue(),
            call.kept.value,
            `${call.name}: the typed value is kept`,
          );
        }
        const errors = (await errorsSeen(page)).slice(before);
        assert.equal(errors.length, 1, `${call.name}: one idp-error, got ${JSON.stringify(errors)}`);
        assert.deepEqual(pageErrors, [], `${call.name}: nothing thrown`);
        const card = await page.evaluate(() => {
          const root = document.querySelector('idp-login')?.shadowRoot;
          return root?.querySelector('[data-idp-widget]')?.textContent?.trim().length ?? 0;
        });
        assert.ok(card > 20, `${call.name}: the card is not blank`);

        // Once the fault is gone, trying again works.
        faulty = false;
        if (index !== 2) await call.act(page);
        else {
          await page.getByTestId('otp-digit-0').fill('');
          await call.act(page);
        }
        await call.success(page);
        await context.close();
      });
    }
  }

  test('a slow answer shows the send under way, keeps the input, and completes', async () => {
    const call = calls()[0]!;
    const context = await browser.newContext();
    const page = await context.newPage();
    await call.prepare(page);
    let release!: () => void;
    const gate = new Promise<void>((r) => (release = r));
    await page.route(call.path, async (route) => {
      await gate;
      await route.continue();
    });
    await call.act(page);
    const busy = page.locator('idp-login button[aria-busy="true"]');
    await busy.waitFor();
    assert.equal(await page.getByLabel('Email').inputValue(), call.kept.value);
    assert.equal(await page.getByRole('alert').count(), 0);
    release();
    await call.success(page);
    await context.close();
  });
});
