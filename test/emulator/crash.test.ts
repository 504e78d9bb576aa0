// Issue 16: a kill -9 never bricks the database, and one database file has one emulator.
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, test } from 'node:test';
import { claimDatabase, DatabaseInUseError } from '../../emulator/store/ownership';

const dir = mkdtempSync(join(tmpdir(), 'idp-crash-'));
after(() => rmSync(dir, { recursive: true, force: true }));

const TOKEN = 'public-token-test-idp-elements-local';
const children = new Set<ChildProcess>();
after(() => {
  for (const child of children) child.kill('SIGKILL');
});

interface Started {
  child: ChildProcess;
  url: string;
  stdout(): string;
}

/** Starts `npm run emulator` on a free port; resolves once it listens, rejects with its output if it exits. */
function startChild(db: string): Promise<Started> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts', '--port', '0', '--db', db]);
    children.add(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      const api = /API\s+(http:\/\/localhost:\d+)/.exec(stdout);
      if (api && stdout.includes('Press Ctrl+C')) resolve({ child, url: api[1]!, stdout: () => stdout });
    });
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('exit', (code) => {
      children.delete(child);
      reject(Object.assign(new Error(`exited ${code}: ${stderr}`), { code, stderr, stdout }));
    });
  });
}

/** Resolves once the process is gone: its exit event, or its pid no longer answering signals (polled). */
function exited(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    const gone = () => {
      if (child.exitCode !== null || child.signalCode !== null) return true;
      try {
        process.kill(child.pid!, 0);
        return false;
      } catch {
        return true;
      }
    };
    const poll = setInterval(() => {
      if (!gone()) return;
      clearInterval(poll);
      resolve();
    }, 25);
    child.once('exit', () => {
      clearInterval(poll);
      resolve();
    });
  });
}

async function send(url: string, email: string): Promise<number> {
  const res = await fetch(`${url}/sdk/v1/magic_links/email/login_or_create`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      authorization: `Basic ${Buffer.from(`${TOKEN}:${TOKEN}`).toString('base64')}`,
      origin: 'http://localhost:3000',
    },
    body: JSON.stringify({
      email,
      login_magic_link_url: 'http://localhost:3000/auth',
      signup_magic_link_url: 'http://localhost:3000/auth',
    }),
  }).catch(() => null);
  return res?.status ?? 0;
}

async function inboxHas(url: string, email: string): Promise<boolean> {
  const res = await fetch(`${url}/_dev/messages?to=${encodeURIComponent(email)}`);
  const body = (await res.json()) as { messages: unknown[] };
  return body.messages.length > 0;
}

describe('the database survives kill -9 and has one owner', () => {
  test('kill -9 under load, then a plain restart keeps every answered write, with no manual step', async () => {
    const db = join(dir, 'crash.sqlite');
    const first = await startChild(db);
    const answered: string[] = [];
    // Load: sends in flight when the process dies mid-transaction.
    let stop = false;
    const load = (async () => {
      for (let i = 0; !stop; i++) {
        const email = `crash${i}@example.com`;
        const batch = await Promise.all([0, 1, 2, 3].map((k) => send(first.url, `${k}-${email}`)));
        batch.forEach((status, k) => status === 200 && answered.push(`${k}-${email}`));
      }
    })();
    while (answered.length < 40) await new Promise((r) => setTimeout(r, 20));
    first.child.kill('SIGKILL');
    stop = true;
    await load;
    await exited(first.child);
    assert.ok(existsSync(`${db}.owner.json`), 'the dead process left its owner record behind');

    const second = await startChild(db);
    assert.match(second.stdout(), /Recovered\s+cleared the record of emulator pid \d+/);
    for (const email of answered) assert.ok(await inboxHas(second.url, email), `${email} was kept`);
    assert.equal(await send(second.url, 'after-restart@example.com'), 200, 'the restarted emulator writes');
    second.child.kill('SIGTERM');
    await exited(second.child);
    assert.ok(!existsSync(`${db}.owner.json`), 'a clean stop removes the owner record');
  });

  test('a stale node-sqlite3-wasm lock directory left by a crash is cleared at start', async () => {
    const db = join(dir, 'stale-lock.sqlite');
    const first = await startChild(db);
    first.child.kill('SIGKILL');
    await exited(first.child);
    mkdirSync(`${db}.lock`, { recursive: true }); // as a process that died holding the lock leaves it
    const second = await startChild(db);
    assert.match(second.stdout(), /Recovered\s+cleared .*database lock/);
    assert.equal(await send(second.url, 'lock@example.com'), 200);
    second.child.kill('SIGTERM');
    await exited(second.child);
  });

  test('a second emulator on the same file exits 1 naming the first; the first keeps answering', async () => {
    const db = join(dir, 'shared.sqlite');
    const first = await startChild(db);
    const port = new URL(first.url).port;
    const refused = await startChild(db).then(
      () => assert.fail('the second emulator started'),
      (e: { code: number; stderr: string }) => e,
    );
    assert.equal(refused.code, 1);
    assert.match(
      refused.stderr,
      new RegExp(`in use by another emulator \\(pid ${first.child.pid}, port ${port}\\)`),
    );
    const statuses = await Promise.all(
      Array.from({ length: 20 }, (_, i) => send(first.url, `shared${i}@example.com`)),
    );
    assert.deepEqual(new Set(statuses), new Set([200]));
    first.child.kill('SIGTERM');
    await exited(first.child);
  });
});

describe('claimDatabase', () => {
  test('records this process, refuses a live owner, takes over from a dead one', () => {
    const db = join(dir, 'claim.sqlite');
    const claim = claimDatabase(db);
    claim.setPort(1234);
    assert.deepEqual(
      { ...JSON.parse(readFileSync(`${db}.owner.json`, 'utf8')), startedAt: 'x' },
      { pid: process.pid, port: 1234, startedAt: 'x' },
    );
    claim.release();
    assert.ok(!existsSync(`${db}.owner.json`));
    assert.deepEqual(claimDatabase(':memory:').recovered, null);
    assert.ok(
      new DatabaseInUseError(db, { pid: 7, port: 9, startedAt: '' }).message.includes('pid 7, port 9'),
    );
  });
});
