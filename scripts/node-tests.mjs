// Runs the Node test suites (node:test through tsx). Node 20's --test takes no globs, so the files are listed
// here. The end-to-end files run in two processes, the emulator and unit files in a third beside them (see
// runNodeTests). Usage: node scripts/node-tests.mjs [emulator|unit|e2e …] (default: all three), or a test file's
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
 * Runs `command` with `args`; resolves with its exit code (1 for a signal), the signal, and its output, which is
 * printed as it comes, or, `quiet`, kept and printed in one piece at the end (when other runs go beside it).
 */
export function run(command, args, { quiet = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    const keep = (chunk) => {
      output += chunk;
      if (!quiet) process.stdout.write(chunk);
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.on('close', (code, signal) => {
      if (quiet) process.stdout.write(output);
      resolve({ code: code ?? 1, signal, output });
    });
  });
}

/** The line `npm test` prints above the failures it repeats at its end (.ci/run repeats them again after its own). */
export const FAILURES_HEADING = '── The failing tests, again ──';

/**
 * The failures node:test's spec reporter lists at the end of each process's report (after "✖ failing tests:"),
 * one entry per test (its location line, its name and the error), from `output` (one or more reports).
 */
export function failingTests(output) {
  return [
    ...output.matchAll(
      /^✖ failing tests:\n([\s\S]*?)(?=^\S*test-in-process:|^ℹ |^▶ |^✔ |^TAP |(?![\s\S]))/gm,
    ),
  ]
    .flatMap((m) => m[1].split(/\n(?=test at )/))
    .map((entry) => entry.trim())
    .filter(Boolean);
}

/** The failures in a web-test-runner report: each "❌" line with the lines under it, up to a blank line. */
export function failingElementTests(output) {
  const plain = output.replace(new RegExp(`${String.fromCharCode(27)}\\[[0-9;]*[A-Za-z]`, 'g'), ''); // colours
  return [...plain.matchAll(/^[^\S\n]*❌[^\n]*(?:\n[^\S\n]+\S[^\n]*)*/gm)].map((m) => m[0].trim());
}

/**
 * A Node process with `args` (through {@link run}); resolves with its exit code, output and the pass/fail counts of
 * its node:test summary. A run that never printed its summary crashed: it counts as failed; one that ended badly
 * without a failing test is named.
 */
async function spawnNode(args, options = {}) {
  const { code, signal, output } = await run(process.execPath, args, options);
  let text = output;
  if (code !== 0 && !/ℹ fail [1-9]/.test(output)) {
    const note = `\n${args.at(-1)}…: the process ended with ${signal ?? `code ${code}`} but reported no failing test\n`;
    text += note;
    process.stdout.write(note);
  }
  const count = (label) => Number(new RegExp(`ℹ ${label} (\\d+)`).exec(output)?.[1] ?? 0);
  const summary = /ℹ pass \d+/.test(output);
  return { code: summary ? code : 1, output: text, passed: count('pass'), failed: count('fail') };
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

/** `files` in `count` groups of about equal size (the biggest file first into the smallest group). */
function shards(files, count) {
  const groups = Array.from({ length: count }, () => ({ size: 0, files: [] }));
  for (const file of files) {
    const smallest = groups.reduce((a, b) => (b.size < a.size ? b : a));
    smallest.files.push(file);
    smallest.size += statSync(file).size;
  }
  return groups.map((group) => group.files).filter((group) => group.length > 0);
}

/**
 * The suites' files without the tooling checks and the host matrix: test/e2e/hosts.test.ts (the packed tarball in
 * real host toolchains) takes minutes and its own install: it runs in `npm run test:hosts`, not in `npm test`.
 * Three processes side by side (scripts/test-in-process.mjs): the end-to-end files in two (each file launches its
 * browser and servers and waits on them much of its time), the emulator and unit files in the third. A process per
 * file, as `node --test` does, spent about three seconds of CPU per file starting (the TypeScript loader, fastify
 * and the emulator's modules): more than most emulator files' tests. Sizes stand in for run times (bigger first).
 * Resolves with the exit code, the output and the summed pass/fail counts.
 */
export async function runNodeTests(suites = SUITES, options = {}) {
  const files = (suite) =>
    testFiles(join('test', suite))
      .filter((f) => !f.endsWith(join('e2e', 'hosts.test.ts')) && !TOOLING.includes(f))
      .sort((a, b) => statSync(b).size - statSync(a).size || a.localeCompare(b));
  const others = suites.filter((s) => s !== 'e2e').flatMap(files);
  const groups = [
    ...(suites.includes('e2e') ? shards(files('e2e'), 2) : []),
    others.filter((f) => !OWN_PROCESS.includes(f)),
  ].filter((group) => group.length > 0);
  const isolated = others.filter((f) => OWN_PROCESS.includes(f));
  const runs = await Promise.all([
    ...groups.map((group) => runInProcess(group, options)),
    ...(isolated.length ? [runFiles(isolated, options)] : []),
  ]);
  return {
    code: runs.every((run) => run.code === 0) ? 0 : 1,
    output: runs.map((run) => run.output).join('\n'),
    passed: runs.reduce((sum, run) => sum + run.passed, 0),
    failed: runs.reduce((sum, run) => sum + run.failed, 0),
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
