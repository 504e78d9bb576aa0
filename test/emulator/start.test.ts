// Issue 15: two `npm start` in one checkout each serve demo pages that talk to their own emulator.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { after, describe, test } from 'node:test';

const children: ChildProcess[] = [];
after(() => children.forEach((c) => c.kill('SIGTERM')));

function start(): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [
      '--import',
      'tsx',
      'scripts/start.mjs',
      '--port',
      '0',
      '--db',
      ':memory:',
    ]);
    children.push(child);
    let out = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const demo = /Demo:\s+(http:\/\/localhost:\d+)\/login\.html/.exec(out);
      if (demo) resolve(demo[1]!);
    });
    child.on('exit', (code) => reject(new Error(`npm start exited ${code}: ${out}`)));
  });
}

describe('npm start', () => {
  test('two servers in one checkout build their demo scripts apart, each with its own URL', async () => {
    const [a, b] = await Promise.all([start(), start()]);
    assert.notEqual(a, b);
    for (const url of [a, b]) {
      const script = await (await fetch(`${url}/demo-build/login.js`)).text();
      assert.ok(script.includes(JSON.stringify(url)), `${url}'s login.js talks to ${url}`);
      const other = url === a ? b : a;
      assert.ok(!script.includes(JSON.stringify(other)), `${url}'s login.js does not talk to ${other}`);
    }
  });
});
