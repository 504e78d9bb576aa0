import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { after, describe, test } from 'node:test';
import { parseCli, UsageError } from '../../emulator/cli';
import { emulatorUrl } from '../../emulator/index';

const dir = mkdtempSync(join(tmpdir(), 'idp-cli-'));
after(() => rmSync(dir, { recursive: true, force: true }));

interface Run {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs `npm run emulator`'s command line (tsx emulator/main.ts); stops it with SIGTERM once it has started. */
function run(args: string[]): Promise<Run> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'emulator/main.ts', ...args]);
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      if (stdout.includes('Press Ctrl+C')) child.kill('SIGTERM');
    });
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    child.on('close', (code) => resolve({ code, stdout, stderr }));
  });
}

describe('npm run emulator', () => {
  test('start banner, clean SIGTERM; bad flag exits 2; bad config exits 1', async () => {
    const config = join(dir, 'bad.json');
    writeFileSync(config, JSON.stringify({ lockout: { max_failed_attempts: 'ten' } }));
    const [started, badFlag, badConfig] = await Promise.all([
      run(['--port', '0', '--db', ':memory:', '--static', `/=${dir}`]),
      run(['--bogus']),
      run(['--config', config, '--db', ':memory:']),
    ]);

    assert.equal(started.code, 0, started.stderr);
    const api = /API\s+(http:\/\/localhost:(\d+))/.exec(started.stdout);
    assert.ok(api, started.stdout);
    assert.notEqual(api[2], '0', 'the real port is printed');
    assert.match(started.stdout, new RegExp(`Inbox\\s+${api[1]}/_dev/inbox`));
    assert.match(started.stdout, /Public token\s+public-token-test-idp-elements-local/);
    assert.ok(
      started.stdout.includes(`${api[1]}/  →  ${relative(process.cwd(), dir)}/`),
      'the static mount is listed',
    );
    assert.match(started.stdout, /SIGTERM: stopping the emulator/);

    assert.equal(badFlag.code, 2);
    assert.match(badFlag.stderr, /Unknown option '--bogus'/);
    assert.match(badFlag.stderr, /Usage: npm run emulator/);

    assert.equal(badConfig.code, 1);
    assert.match(badConfig.stderr, /lockout\.max_failed_attempts: must be an integer/);
  });

  test('the banner names the config file and lists every loaded project', async () => {
    const config = join(dir, 'acme.json');
    writeFileSync(
      config,
      JSON.stringify({
        projects: [
          { project_id: 'project-test-acme', public_token: 'public-token-test-acme', project_name: 'Acme' },
        ],
      }),
    );
    const started = await run(['--port', '0', '--db', ':memory:', '--config', config]);
    assert.equal(started.code, 0, started.stderr);
    assert.match(started.stdout, new RegExp(`Config\\s+${config.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
    assert.match(started.stdout, /Projects\s+public-token-test-idp-elements-local\s+"[^"]+"\s+\(default\)/);
    assert.match(started.stdout, /\n\s+public-token-test-acme\s+"Acme"\n/);
  });
});

describe('flag parsing', () => {
  test('defaults, flags, and environment fallbacks', () => {
    assert.deepEqual(parseCli([], {}), {
      port: 9400,
      host: '127.0.0.1',
      db: undefined,
      config: undefined,
      devEndpoints: undefined,
      publicUrl: undefined,
      static: [],
    });
    const explicit = parseCli(
      ['--host', '0.0.0.0', '--dev-endpoints', '--public-url', 'https://idp.test'],
      {},
    );
    assert.ok(explicit !== 'help');
    assert.equal(explicit.devEndpoints, true);
    assert.equal(explicit.publicUrl, 'https://idp.test');
    assert.throws(() => parseCli(['--dev-endpoints', '--no-dev-endpoints'], {}), UsageError);
    assert.throws(() => parseCli(['--public-url', 'ftp://x'], {}), UsageError);
    assert.deepEqual(
      parseCli(
        [
          '--port',
          '0',
          '--db',
          ':memory:',
          '--no-dev-endpoints',
          '--static',
          `/=${dir}`,
          '--static',
          `/x/=${dir}`,
        ],
        {
          IDP_EMULATOR_PORT: '1234',
          IDP_EMULATOR_DB: 'ignored.sqlite',
        },
      ),
      {
        port: 0,
        host: '127.0.0.1',
        db: ':memory:',
        config: undefined,
        devEndpoints: false,
        publicUrl: undefined,
        static: [
          { mount: '/', dir },
          { mount: '/x/', dir },
        ],
      },
    );
    const fromEnv = parseCli([], {
      IDP_EMULATOR_PORT: '9500',
      IDP_EMULATOR_DB: 'a.sqlite',
      IDP_EMULATOR_CONFIG: dir,
    });
    assert.ok(fromEnv !== 'help');
    assert.equal(fromEnv.port, 9500);
    assert.equal(fromEnv.db, 'a.sqlite');
    assert.equal(fromEnv.config, dir);
    assert.equal(parseCli(['--help'], {}), 'help');
  });

  test('bad values are usage errors with a clear message', () => {
    const cases: [string[], Record<string, string>, RegExp][] = [
      [['--bogus'], {}, /Unknown option '--bogus'/],
      [['--port', 'abc'], {}, /--port must be a number from 0 to 65535, got "abc"/],
      [['--port', '70000'], {}, /got "70000"/],
      [[], { IDP_EMULATOR_PORT: 'twelve' }, /got "twelve"/],
      [['--static', 'demo'], {}, /--static must look like MOUNT=DIR/],
      [['--static', `/x/=${join(dir, 'nope')}`], {}, /no such folder/],
      [['--config', join(dir, 'missing.json')], {}, /no such file/],
      [['--db', ''], {}, /--db must name a file/],
      [['extra'], {}, /positional/],
    ];
    for (const [args, env, message] of cases) {
      assert.throws(
        () => parseCli(args, env),
        (e: Error) => e instanceof UsageError && message.test(e.message),
        args.join(' '),
      );
    }
  });
});

describe('the banner URL', () => {
  test('localhost for loopback and wildcard binds, else the bound host (IPv6 in brackets)', () => {
    for (const host of ['127.0.0.1', '::1', '0.0.0.0', '::', 'localhost']) {
      assert.equal(emulatorUrl(host, 9400), 'http://localhost:9400', host);
    }
    assert.equal(emulatorUrl('192.168.1.20', 9400), 'http://192.168.1.20:9400');
    assert.equal(emulatorUrl('fd00::1', 9400), 'http://[fd00::1]:9400');
    assert.equal(emulatorUrl('dev.example.test', 80), 'http://dev.example.test:80');
  });
});
