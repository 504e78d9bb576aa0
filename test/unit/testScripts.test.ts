import assert from 'node:assert/strict';
import { test } from 'node:test';
// @ts-expect-error -- a plain .mjs script without declarations
import { failingElementTests, failingTests } from '../../scripts/node-tests.mjs';

type Extract = (output: string) => string[];

// Two processes' reports as scripts/node-tests.mjs collects them: the failures of the first one must not be lost
// behind the second one's report (CI shows only the end of the log).
const reports = `▶ test/e2e/a.test.ts
  ✖ first fails (12ms)
ℹ tests 2
ℹ fail 1

✖ failing tests:

test at test/e2e/a.test.ts:1:10
✖ first fails (12ms)
  AssertionError [ERR_ASSERTION]: expected the heading

test at test/e2e/a.test.ts:9:3
✖ second fails (3ms)
  Error: boom
test-in-process: exit code 1 (3 files)

▶ test/emulator/b.test.ts
  ✔ passes (1ms)
ℹ tests 1
ℹ fail 0
`;

test('the failing tests of every node:test report, one entry each, without the next report', () => {
  const entries = (failingTests as Extract)(reports);
  assert.deepEqual(entries, [
    'test at test/e2e/a.test.ts:1:10\n✖ first fails (12ms)\n  AssertionError [ERR_ASSERTION]: expected the heading',
    'test at test/e2e/a.test.ts:9:3\n✖ second fails (3ms)\n  Error: boom',
  ]);
  assert.deepEqual((failingTests as Extract)('ℹ tests 1\nℹ fail 0\n'), []);
});

test("web-test-runner's failures with their error lines, colours removed", () => {
  const output =
    'test/elements/otp.test.tsx:\n\n \u001b[31m❌ OTP screens > formats\u001b[39m\n      Error: Timeout: not reformatted\n        at waitUntil (x.js:1:1)\n\nChrome: | 29 passed, 1 failed';
  assert.deepEqual((failingElementTests as Extract)(output), [
    '❌ OTP screens > formats\n      Error: Timeout: not reformatted\n        at waitUntil (x.js:1:1)',
  ]);
});
