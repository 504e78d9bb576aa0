// The tests' own noise watcher (watchConsoleNoise in test/helpers/e2e.ts), which several "clean console" tests
// assert on: a request the browser cancels because the test navigated away is not noise; an abort while the page
// stays, a 404 and a console error are.
import { after, before, describe, test } from 'node:test';
import assert from 'node:assert/strict';
import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser } from 'playwright-core';
import { launchChromium, watchConsoleNoise } from '../helpers/e2e';

let browser: Browser;
let origin: string;
const held: ServerResponse[] = [];
const server = createServer((req, res) => {
  const html = (body: string) =>
    res.writeHead(200, { 'content-type': 'text/html' }).end(`<link rel="icon" href="data:,">${body}`);
  if (req.url === '/slow')
    held.push(res); // answered never: the request stays under way
  else if (req.url === '/leaves') html(`<script>fetch('/slow')</script><p>Leaves</p>`);
  else if (req.url === '/stays')
    html(`<script>
      const c = new AbortController();
      fetch('/slow', { signal: c.signal }).catch(() => {});
      setTimeout(() => { c.abort(); console.error('stayed'); fetch('/missing'); }, 100);
    </script><p>Stays</p>`);
  else if (req.url === '/next') html('<p>Next</p>');
  else res.writeHead(404).end();
});

before(async () => {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  browser = await launchChromium();
});
after(async () => {
  await browser?.close();
  for (const res of held) res.destroy();
  server.closeAllConnections();
  await new Promise((done) => server.close(done));
});

describe('watchConsoleNoise', () => {
  test('a request cancelled because the page navigated away is not noise', async () => {
    const page = await browser.newPage();
    const noise = watchConsoleNoise(page);
    const started = page.waitForRequest(`${origin}/slow`);
    await page.goto(`${origin}/leaves`);
    await started;
    const cancelled = page.waitForEvent('requestfailed');
    await page.goto(`${origin}/next`);
    assert.equal((await cancelled).failure()?.errorText, 'net::ERR_ABORTED');
    assert.deepEqual(noise, []);
    await page.close();
  });

  test('an abort while the page stays, a console error and a 404 are', async () => {
    const page = await browser.newPage();
    const noise = watchConsoleNoise(page);
    const reported = page.waitForEvent('console', (m) => m.text().startsWith('Failed to load resource'));
    await page.goto(`${origin}/stays`);
    await reported;
    assert.deepEqual(noise.sort(), [
      `404: ${origin}/missing`,
      'console.error: Failed to load resource: the server responded with a status of 404 (Not Found)',
      'console.error: stayed',
      `failed: ${origin}/slow net::ERR_ABORTED`,
    ]);
    await page.close();
  });
});
