// Size budgets of issue 12, on the build `npm test` makes first. Bytes are stable; times are not, so they live in
// `npm run bench` only.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync } from 'node:fs';
import { BUDGET, ENTRY, defaultLoginFiles } from '../../scripts/bundle-size.mjs';

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

test('<idp-login> loads at most 15 KiB gz before its first paint and 92 KiB gz before it is interactive', () => {
  assert.ok(existsSync(ENTRY), 'dist/ is not built: run `npm run build` (npm test does) first');
  const { firstPaint, interactive } = defaultLoginFiles();
  assert.ok(
    firstPaint.bytes <= BUDGET.firstPaint,
    `before first paint: ${kib(firstPaint.bytes)} in ${firstPaint.files.join(', ')}`,
  );
  assert.ok(
    interactive.bytes <= BUDGET.interactive,
    `before interactive: ${kib(interactive.bytes)} in ${interactive.files.join(', ')}`,
  );
  // The first paint is one request: the entry is the loader itself (issue 26). Its public exports stay the only
  // ones (the chunks after it read the loader's modules through the bridge chunk, scripts/rollup/entryBridge.mjs).
  assert.deepEqual(firstPaint.files, ['idp-elements.js']);
  assert.ok(
    interactive.files.some((f) => /^chunks\/bridge-/.test(f)),
    `the bridge chunk is part of what the first screen loads: ${interactive.files.join()}`,
  );
  assert.ok(
    !interactive.files.some((f) => /phone|StrengthFeedback|otp|passwords|oauth|oneTap/.test(f)),
    interactive.files.join(),
  );
});
