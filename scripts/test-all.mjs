// `npm test`: checks for runtime import cycles, builds the widget, checks both packages (publint, arethetypeswrong),
// checks module shape, runs the Node suites (emulator, unit, end-to-end) and the Chromium element suite, and closes
// with one "N passed, N failed" line over all of them (the cycle check, the shape check and each package check count
// as one). Exits non-zero on any failure.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { runNodeTests } from './node-tests.mjs';

function run(command, args, { capture = false } = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: ['ignore', capture ? 'pipe' : 'inherit', 'inherit'] });
    let output = '';
    child.stdout?.on('data', (chunk) => {
      output += chunk;
      process.stdout.write(chunk);
    });
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
}

const totals = { passed: 0, failed: 0 };
let ok = true;

// First, and cheap: a runtime import cycle fails the run (the suites still run, for the full picture).
const cycles = await run(process.execPath, ['scripts/check-cycles.mjs']);
if (cycles.code === 0) totals.passed += 1;
else {
  totals.failed += 1;
  ok = false;
}
// Then the module shape: no shipped source file over 600 lines, no function over 150 (scripts/check-shape.mjs).
const shape = await run(process.execPath, ['scripts/check-shape.mjs']);
if (shape.code === 0) totals.passed += 1;
else {
  totals.failed += 1;
  ok = false;
}

// React 19 for the React-host element test (scripts/bench/floor-deps, shared with the bench): a second React, kept
// out of the project's own dependency tree, whose React is 18.
if (!existsSync('scripts/bench/floor-deps/node_modules/react-dom')) {
  const install = await run('npm', ['ci', '--prefix', 'scripts/bench/floor-deps', '--no-audit', '--no-fund']);
  if (install.code !== 0) {
    console.error('React 19 for the element tests could not be installed.');
    process.exit(1);
  }
}

const build = await run('npm', ['run', '--silent', 'build']);
if (build.code !== 0) {
  console.error('The build failed.');
  process.exit(1);
}

// Both packages as npm would publish them: publint (strict) and arethetypeswrong (ESM-only consumers). Each counts
// as one test; a problem fails the run.
for (const dir of ['.', 'emulator']) {
  for (const [name, args] of [
    ['publint', ['publint', '--strict', dir]],
    ['arethetypeswrong', ['attw', '--pack', dir, '--profile', 'esm-only']],
  ]) {
    const check = await run('npx', args);
    if (check.code === 0) totals.passed++;
    else {
      console.error(`${name} found problems in ${dir === '.' ? 'idp-elements' : 'idp-elements-emulator'}.`);
      totals.failed++;
      ok = false;
    }
  }
}

const node = await runNodeTests(undefined, { capture: true });
const pass = /ℹ pass (\d+)/.exec(node.output);
const fail = /ℹ fail (\d+)/.exec(node.output);
totals.passed += Number(pass?.[1] ?? 0);
totals.failed += Number(fail?.[1] ?? 0);
if (node.code !== 0 || !pass) ok = false;

const wtr = await run('npx', ['wtr', '--config', 'web-test-runner.config.mjs'], { capture: true });
const wtrCounts = [...wtr.output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
totals.passed += Number(wtrCounts?.[1] ?? 0);
totals.failed += Number(wtrCounts?.[2] ?? 0);
if (wtr.code !== 0 || !wtrCounts) ok = false;

if (!ok && totals.failed === 0) totals.failed = 1; // a suite crashed before reporting: never report green
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
