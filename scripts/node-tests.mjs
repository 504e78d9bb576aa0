// Runs the Node test suites (node:test through tsx). Node 20's --test takes no globs, so the files are listed
// here; three files at a time (their servers take free ports and their browsers fresh profiles), longest first. Usage: node scripts/node-tests.mjs [emulator|unit|e2e …] (default: all three).
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const SUITES = ['emulator', 'unit', 'e2e'];

function testFiles(dir) {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? testFiles(join(dir, e.name)) : /\.test\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

/**
 * Slow checks of the packages and the tooling around them (each packs, installs, bundles or spawns whole programs:
 * about five minutes of test time together): `npm run test:tooling` runs them; `npm test` leaves them out, to keep
 * CI well under 15 minutes. Run them when you change packaging, the typings, the test kit's bundle, the emulator's
 * command line or database ownership, `npm start`, the playground and docs site, or what a host bundler sees of the package (rebundle).
 */
export const TOOLING = [
  'test/unit/packInstall.test.ts',
  'test/unit/typings.test.ts',
  'test/unit/testingBundle.test.ts',
  'test/emulator/crash.test.ts',
  'test/emulator/start.test.ts',
  'test/emulator/cli.test.ts',
  'test/e2e/playground.test.ts',
  'test/e2e/rebundle.test.ts',
];

/**
 * Spawns node's test runner over `files`, three at a time (a file's process waits on its browser, its server and
 * the TypeScript loader about a third of its time: two files leave the two cores idle that often, measured); resolves with its exit code and output. `quiet` keeps the
 * output and prints it in one piece at the end (when another suite runs beside it).
 */
function runFiles(files, { capture = false, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=3', '--test-reporter=spec', ...files],
      {
        stdio: ['ignore', capture || quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
      },
    );
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('close', (code) => {
      if (quiet) process.stdout.write(output);
      resolve({ code: code ?? 1, output });
    });
  });
}

/**
 * The suites' files without the tooling checks and the host matrix: test/e2e/hosts.test.ts (the packed tarball in
 * real host toolchains) takes minutes and its own install: it runs in `npm run test:hosts`, not in `npm test`.
 * The longest first, so that no long file starts last and runs alone: the browser suites before the
 * others, and within a suite the bigger files first (size is a fair proxy for a file's run time).
 */
export function runNodeTests(suites = SUITES, options = {}) {
  const weight = (f) => (f.includes(`${join('test', 'e2e')}/`) ? 1e9 : 0) + statSync(f).size;
  const files = suites
    .flatMap((s) => testFiles(join('test', s)))
    .filter((f) => !f.endsWith(join('e2e', 'hosts.test.ts')) && !TOOLING.includes(f))
    .sort((a, b) => weight(b) - weight(a) || a.localeCompare(b));
  return runFiles(files, options);
}

/** The slow packaging and tooling checks ({@link TOOLING}): `npm run test:tooling`. */
export function runToolingTests(options = {}) {
  return runFiles(TOOLING, options);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const requested = process.argv.slice(2);
  if (requested.length === 1 && requested[0] === 'tooling') process.exit((await runToolingTests()).code);
  const unknown = requested.filter((s) => !SUITES.includes(s));
  if (unknown.length) {
    console.error(`Unknown suite(s): ${unknown.join(', ')}. Use: ${SUITES.join(', ')}, or tooling alone.`);
    process.exit(2);
  }
  const { code } = await runNodeTests(requested.length ? requested : SUITES);
  process.exit(code);
}
