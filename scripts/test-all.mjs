// `npm test`: checks for runtime import cycles, builds the widget, checks both packages (publint, arethetypeswrong),
// checks module shape, runs the Node suites (emulator, unit, end-to-end) and the Chromium element suite, and closes
// with one "N passed, N failed" line over all of them (the cycle check, the shape check and each package check count
// as one). Exits non-zero on any failure.
import { existsSync } from 'node:fs';
import { FAILURES_HEADING, failingElementTests, failingTests, run, runNodeTests } from './node-tests.mjs';

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

// Dependencies kept out of the project's own tree and lock file, installed on first use: React 19 for the React-host
// element test and the provider's published browser client 6.x for test/e2e/oracle-totps.test.ts
// (scripts/bench/floor-deps, shared with the bench; the project's React is 18). Each package is probed, so a checkout
// that installed a folder before a package joined it installs again. The host toolchains of test/e2e/hosts.test.ts
// (test/hosts) are installed by `npm run test:hosts`, which runs that suite. Playwright Test and the built kit for
// the kit's Playwright Test example (test/kit-runner; the kit is linked, built below).
const installs = [
  [
    'scripts/bench/floor-deps',
    ['react-dom', '@stytch/vanilla-js-6'],
    'React 19 and the published browser client 6.x for the tests',
  ],
  ['test/kit-runner', ['@playwright/test'], "Playwright Test for the test kit's example"],
].filter(([dir, probes]) => probes.some((probe) => !existsSync(`${dir}/node_modules/${probe}`)));
// They install (network, mostly waiting) beside the build; the element suite starts once they are in.
const installed = Promise.all(
  installs.map(async ([dir, , what]) => {
    const install = await run('npm', ['ci', '--prefix', dir, '--no-audit', '--no-fund'], { quiet: true });
    if (install.code !== 0) console.error(`${what} could not be installed.`);
    return install.code === 0;
  }),
).then((results) => results.every(Boolean));

// The Chromium element suite bundles its test files from the sources (not dist/): it starts beside the build
// (mostly one core), once the installs are in, and reports when it ends.
const wtrRun = installed.then((ok) =>
  ok
    ? run('npx', ['wtr', '--config', 'web-test-runner.config.mjs'], { quiet: true })
    : { code: 1, output: '' },
);

const build = await run('npm', ['run', '--silent', 'build']);
if (build.code !== 0 || !(await installed)) {
  console.error(build.code !== 0 ? 'The build failed.' : 'The test dependencies could not be installed.');
  await wtrRun;
  process.exit(1);
}

// Both packages as npm would publish them: publint (strict) and arethetypeswrong (ESM-only consumers), one after
// the other beside the Node suites. Each counts as one test; a problem fails the run.
async function packageChecks() {
  for (const dir of ['.', 'emulator']) {
    for (const [name, args] of [
      ['publint', ['publint', '--strict', dir]],
      ['arethetypeswrong', ['attw', '--pack', dir, '--profile', 'esm-only']],
    ]) {
      const check = await run('npx', args, { quiet: true });
      if (check.code === 0) totals.passed++;
      else {
        console.error(`${name} found problems in ${dir === '.' ? 'idp-elements' : 'idp-elements-emulator'}.`);
        totals.failed++;
        ok = false;
      }
    }
  }
}

// The Node suites, the package checks and the element suite (started before the build) are independent: they run
// side by side, each printing its report when it ends.
const [node, wtr] = await Promise.all([runNodeTests(undefined, { quiet: true }), wtrRun, packageChecks()]);
totals.passed += node.passed;
totals.failed += node.failed;
if (node.code !== 0) ok = false;

const wtrCounts = [...wtr.output.matchAll(/(\d+) passed, (\d+) failed/g)].at(-1);
totals.passed += Number(wtrCounts?.[1] ?? 0);
totals.failed += Number(wtrCounts?.[2] ?? 0);
if (wtr.code !== 0 || !wtrCounts) ok = false;

if (!ok && totals.failed === 0) totals.failed = 1; // a suite crashed before reporting: never report green
// Each suite printed its failures inside its own report, which may have ended minutes earlier: they are repeated
// here, next to the count, so the end of the output (all a CI log may show) names them.
const failures = [
  ...failingTests(node.output),
  ...(node.output.match(/^.*reported no failing test$/gm) ?? []),
  ...failingElementTests(wtr.output),
];
if (failures.length) console.log(`\n${FAILURES_HEADING}\n\n${failures.join('\n\n')}`);
console.log(`\n${totals.passed} passed, ${totals.failed} failed`);
process.exit(ok ? 0 : 1);
