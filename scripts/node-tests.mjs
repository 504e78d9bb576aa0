// Runs the Node test suites (node:test through tsx). Node 20's --test takes no globs, so the files are listed
// here. The end-to-end files run a process each, two at a time; the emulator and unit files in one process beside them
// (see runNodeTests). Usage: node scripts/node-tests.mjs [emulator|unit|e2e …] (default: all three), or a test file's
// own command: node --import tsx --test test/<suite>/<file>.test.ts.
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
 * Files that need a process of their own even among the emulator and unit files: firstPaint compares React's server
 * render with a generated file, and styled-components names its classes by a count of the components created in the
 * process so far (another file's components change them).
 */
const OWN_PROCESS = [join('test', 'unit', 'firstPaint.test.ts')];

/**
 * Spawns a Node process with `args`; resolves with its exit code, output and the pass/fail counts of its node:test
 * summary. `quiet` keeps the output and prints it in one piece at the end (when other runs go beside it).
 */
function spawnNode(args, { capture = false, quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, {
      stdio: ['ignore', capture || quiet ? 'pipe' : 'inherit', quiet ? 'pipe' : 'inherit'],
    });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout?.on('data', keep);
    child.stderr?.on('data', keep);
    child.on('close', (code) => {
      if (quiet) process.stdout.write(output);
      const count = (label) => Number(new RegExp(`ℹ ${label} (\\d+)`).exec(output)?.[1] ?? 0);
      // A run that never printed its summary crashed: it counts as failed.
      const summary = /ℹ pass \d+/.test(output);
      resolve({ code: summary ? (code ?? 1) : 1, output, passed: count('pass'), failed: count('fail') });
    });
  });
}

/** Node's test runner over `files`, a process per file, `concurrency` at a time. */
function runFiles(files, { concurrency = 3, ...options } = {}) {
  return spawnNode(
    ['--import', 'tsx', '--test', `--test-concurrency=${concurrency}`, '--test-reporter=spec', ...files],
    options,
  );
}

/** `files` one after the other in one process (scripts/test-in-process.mjs): no process start per file. */
function runInProcess(files, options = {}) {
  return spawnNode(
    ['--import', 'tsx', '--test-force-exit', '--test-reporter=spec', 'scripts/test-in-process.mjs', ...files],
    options,
  );
}

/**
 * The suites' files without the tooling checks and the host matrix: test/e2e/hosts.test.ts (the packed tarball in
 * real host toolchains) takes minutes and its own install: it runs in `npm run test:hosts`, not in `npm test`.
 * The end-to-end files run a process each (each launches its browser and servers, and waits on them most of its
 * time), two at a time, the biggest first (size is a fair proxy for a file's run time), so that no long file starts
 * last and runs alone. The emulator and unit files run beside them in one process (scripts/test-in-process.mjs):
 * started one by one they spent more CPU starting (about three seconds each, the TypeScript loader and the emulator's
 * modules) than testing. Resolves with the exit code, the output and the summed pass/fail counts.
 */
export async function runNodeTests(suites = SUITES, options = {}) {
  const files = (suite) =>
    testFiles(join('test', suite))
      .filter((f) => !f.endsWith(join('e2e', 'hosts.test.ts')) && !TOOLING.includes(f))
      .sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b));
  const others = suites.filter((s) => s !== 'e2e').flatMap(files);
  const inProcess = others.filter((f) => !OWN_PROCESS.includes(f));
  const perProcess = [
    ...(suites.includes('e2e') ? files('e2e') : []),
    ...others.filter((f) => OWN_PROCESS.includes(f)),
  ];
  const runs = await Promise.all([
    perProcess.length ? runFiles(perProcess, { ...options, concurrency: 2 }) : null,
    inProcess.length ? runInProcess(inProcess, options) : null,
  ]);
  const done = runs.filter((run) => run !== null);
  return {
    code: done.every((run) => run.code === 0) ? 0 : 1,
    output: done.map((run) => run.output).join('\n'),
    passed: done.reduce((sum, run) => sum + run.passed, 0),
    failed: done.reduce((sum, run) => sum + run.failed, 0),
  };
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
