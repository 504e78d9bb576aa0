import { createServer, type Server } from 'node:http';
import { readFile } from 'node:fs/promises';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { extname, join, normalize, resolve } from 'node:path';
import assert from 'node:assert/strict';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type Page,
  type Request,
  type Route,
} from 'playwright-core';
import { startEmulator, type RunningEmulator } from '../../emulator/index';
// @ts-expect-error -- plain ESM script without types
import { buildDemo } from '../../scripts/build-demo.mjs';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      // Loopback only: the browser's own services (updates, autofill, sign-in) would otherwise ask DNS for Google's
      // hosts. Every page and API of the tests is on localhost or 127.0.0.1; any other name fails to resolve.
      '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
    ],
  });
}

/** The emulator on a free port with an in-memory database, serving the built widget and the demo pages. */
export async function startDemo(): Promise<RunningEmulator> {
  const demoBuild = mkdtempSync(join(tmpdir(), 'idp-demo-'));
  const emulator = await startEmulator({
    port: 0,
    db: ':memory:',
    log: false,
    static: [
      { mount: '/dist/', dir: 'dist' },
      { mount: '/demo-build/', dir: demoBuild },
      { mount: '/', dir: 'demo' },
    ],
  });
  await buildDemo({
    outDir: demoBuild,
    env: { IDP_PUBLIC_TOKEN: emulator.publicToken, IDP_API_URL: emulator.url, IDP_APP_URL: emulator.url },
  });
  return emulator;
}

const TYPES: Record<string, string> = {
  '.js': 'text/javascript',
  '.map': 'application/json',
  '.html': 'text/html; charset=utf-8',
};

/** A second origin (another port) serving dist/ and one page, to exercise cross-origin calls to the API. */
export async function startPageServer(pageHtml: string): Promise<{ url: string; close(): Promise<void> }> {
  const root = resolve('dist');
  const server: Server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (path === '/' || path === '/index.html') {
      res.writeHead(200, { 'content-type': TYPES['.html']! }).end(pageHtml);
      return;
    }
    const file = normalize(join(root, path.replace(/^\/dist\//, '/')));
    if (!file.startsWith(root)) {
      res.writeHead(404).end();
      return;
    }
    readFile(file).then(
      (body) =>
        res.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://localhost:${port}`,
    // Chromium keeps speculative (preconnected) sockets open; `close()` alone would wait for them to time out.
    close: () =>
      new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      }),
  };
}

export interface InboxMessage {
  id: string;
  channel: string;
  to: string;
  subject: string;
  text: string;
  link?: string;
  code?: string;
}

export async function inbox(emulatorUrl: string, to: string): Promise<InboxMessage[]> {
  const res = await fetch(`${emulatorUrl}/_dev/messages?to=${encodeURIComponent(to)}`);
  const body = (await res.json()) as { messages: InboxMessage[] };
  return body.messages;
}

/**
 * Finishes a magic-link login the page started for `email`: follows the link the emulator's inbox holds, waits for
 * the demo's "Logged in as" and checks the session cookie.
 */
export async function followMagicLink(
  page: Page,
  context: BrowserContext,
  emulatorUrl: string,
  email: string,
): Promise<void> {
  const [message] = await inbox(emulatorUrl, email);
  assert.ok(message?.link, 'the inbox holds a magic link');
  await page.goto(message.link);
  await page.getByText(`Logged in as ${email}`).waitFor();
  const cookies = await context.cookies(emulatorUrl);
  assert.ok(
    cookies.some((c) => c.name === 'stytch_session'),
    'the session cookie is set',
  );
}

/** Holds every request matching `pattern` until `release()`. */
export async function holdBack(page: Page, pattern: RegExp): Promise<{ release(): Promise<void> }> {
  const held: Route[] = [];
  let released = false;
  await page.route(pattern, (route) => (released ? route.continue() : void held.push(route)));
  return {
    async release() {
      released = true;
      await Promise.all(held.map((r) => r.continue()));
    },
  };
}

/** Everything that would put noise in a site's console: messages, uncaught errors, failed and 4xx/5xx requests. */
export function watchConsoleNoise(page: Page): string[] {
  const noise: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') noise.push(`console.${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => noise.push(`uncaught: ${e.message}`));
  // A request still under way when the page navigates away (a lazy chunk fetched ahead, an analytics batch) is
  // cancelled by the browser with ERR_ABORTED: the test left the page, the page did not fail. Any other failure, and
  // an abort while the page stays, is noise.
  const underWay = new Set<Request>();
  const leftBehind = new WeakSet<Request>();
  page.on('request', (r) => {
    if (r.isNavigationRequest() && r.frame() === page.mainFrame())
      for (const left of underWay) leftBehind.add(left);
    underWay.add(r);
  });
  page.on('requestfinished', (r) => underWay.delete(r));
  page.on('requestfailed', (r) => {
    underWay.delete(r);
    const error = r.failure()?.errorText ?? '';
    if (!(leftBehind.has(r) && error === 'net::ERR_ABORTED')) noise.push(`failed: ${r.url()} ${error}`);
  });
  page.on('response', (r) => {
    if (r.status() >= 400) noise.push(`${r.status()}: ${r.url()}`);
  });
  return noise;
}

/**
 * Reads `read` until `done` holds for what it returned or `timeout` ms have passed, and returns the last value read,
 * for the assertion that follows. Deadlines are in time, not in tries: a loaded CI machine can take seconds to
 * render what takes milliseconds on a quiet one.
 */
export async function readUntil<T>(
  read: () => T | Promise<T>,
  done: (value: T) => boolean,
  timeout = 10_000,
): Promise<T> {
  const deadline = Date.now() + timeout;
  let value = await read();
  while (!done(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
    value = await read();
  }
  return value;
}
