// Issue 16: safe on a network. Exposure is tested through loopback only: a wildcard bind reached at 127.0.0.1,
// and forged Host headers; no traffic goes to the machine's other addresses.
import assert from 'node:assert/strict';
import { request } from 'node:http';
import { after, describe, test } from 'node:test';
import { startEmulator, isLoopbackHost, type RunningEmulator } from '../../emulator/index';

const running: RunningEmulator[] = [];
after(async () => Promise.all(running.map((e) => e.close())));

async function start(options: Parameters<typeof startEmulator>[0]): Promise<RunningEmulator> {
  const emulator = await startEmulator({ port: 0, db: ':memory:', log: false, ...options });
  running.push(emulator);
  return emulator;
}

/** A request to 127.0.0.1:port with any Host header (fetch does not let a page or a test forge it). */
function get(port: number, path: string, host: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, headers: { host } }, (res) => {
      let body = '';
      res.on('data', (chunk: Buffer) => (body += chunk.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

function captureWarnings(): { lines: string[]; restore(): void } {
  const lines: string[] = [];
  const original = console.warn;
  console.warn = (...args: unknown[]) => void lines.push(args.map(String).join(' '));
  return { lines, restore: () => (console.warn = original) };
}

describe('safe on a network', () => {
  test('dev endpoints answer only Hosts naming the emulator itself (DNS rebinding gets 403)', async () => {
    const emulator = await start({});
    const port = emulator.port;
    for (const host of [`localhost:${port}`, `127.0.0.1:${port}`, `[::1]:${port}`]) {
      assert.equal((await get(port, '/_dev/messages', host)).status, 200, host);
    }
    for (const path of ['/_dev/messages', '/_dev/inbox', '/_dev/events']) {
      const forged = await get(port, path, `attacker.example:${port}`);
      assert.equal(forged.status, 403, path);
      assert.match(forged.body, /addressed to the emulator itself/);
    }
    assert.equal(
      (await get(port, '/_dev/messages', 'localhost:1')).status,
      403,
      'another port is another site',
    );
    // The API itself is CORS-guarded, not Host-guarded: the SDK may reach it under any name.
    const bootstrap = await get(
      port,
      `/sdk/v1/projects/bootstrap/${emulator.publicToken}`,
      'idp.example:443',
    );
    assert.equal(bootstrap.status, 200);
  });

  test('error_url comes from the emulator, never from the request Host', async () => {
    const emulator = await start({});
    const answer = await get(emulator.port, '/sdk/v1/nope', 'attacker.example');
    const body = JSON.parse(answer.body) as { error_url: string };
    assert.equal(body.error_url, `${emulator.url}/_dev/errors#not_found`);
    const proxied = await start({ publicUrl: 'https://idp.test/' });
    const viaProxy = JSON.parse(
      (await get(proxied.port, '/sdk/v1/nope', `localhost:${proxied.port}`)).body,
    ) as {
      error_url: string;
    };
    assert.equal(viaProxy.error_url, 'https://idp.test/_dev/errors#not_found');
  });

  test('a wildcard bind warns about what is exposed and turns dev endpoints off', async () => {
    const warnings = captureWarnings();
    let emulator: RunningEmulator;
    try {
      emulator = await start({ host: '0.0.0.0' });
    } finally {
      warnings.restore();
    }
    const text = warnings.lines.join('\n');
    assert.match(text, /WARNING: the emulator listens on 0\.0\.0\.0 \(every network interface\)/);
    assert.match(text, /Dev endpoints .* are off; --dev-endpoints turns them on/);
    assert.equal((await get(emulator.port, '/_dev/messages', `localhost:${emulator.port}`)).status, 404);
    const api = await get(emulator.port, `/sdk/v1/projects/bootstrap/${emulator.publicToken}`, 'x');
    assert.equal(api.status, 200, 'the API still answers');
  });

  test('--dev-endpoints on a wildcard bind turns them on, still Host-checked', async () => {
    const warnings = captureWarnings();
    let emulator: RunningEmulator;
    try {
      emulator = await start({ host: '0.0.0.0', devEndpoints: true });
    } finally {
      warnings.restore();
    }
    assert.match(warnings.lines.join('\n'), /Dev endpoints are ON/);
    assert.equal((await get(emulator.port, '/_dev/messages', `localhost:${emulator.port}`)).status, 200);
    assert.equal((await get(emulator.port, '/_dev/messages', `evil.example:${emulator.port}`)).status, 403);
  });

  test('loopback hosts', () => {
    for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]'])
      assert.ok(isLoopbackHost(host), host);
    for (const host of ['0.0.0.0', '::', '192.168.1.10', 'example.com'])
      assert.ok(!isLoopbackHost(host), host);
  });
});
