import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { BUDGET, DIST, ENTRY, defaultLoginFiles, gzipSize } from '../../scripts/bundle-size.mjs';

// Issue 22: the sizes the README and the docs state are compared with the built files, so they cannot drift from
// the build again (the README said "about 8 KB gz" for a loader of 11.3 KiB). An "about N KiB" claim holds within
// 10% (at least 0.6 KiB) of the measured size; the budgets are the test's own constants.

const KIB = 1024;
const read = (file: string) => readFileSync(file, 'utf8');

/** The number a pattern captures in `file`; fails when the sentence is gone (update this test with the text). */
function claim(file: string, pattern: RegExp): number {
  const match = pattern.exec(read(file).replace(/\s+/g, ' '));
  assert.ok(match?.[1], `${file}: no claim matching ${pattern}`);
  return Number(match[1]);
}

function near(claimed: number, measuredBytes: number, what: string) {
  const measured = measuredBytes / KIB;
  const tolerance = Math.max(0.6, claimed * 0.1);
  assert.ok(
    Math.abs(measured - claimed) <= tolerance,
    `${what}: the text says about ${claimed} KiB, the build measures ${measured.toFixed(1)} KiB`,
  );
}

test('the sizes stated in the README and the docs match the build', () => {
  assert.ok(existsSync(ENTRY), 'dist/ is not built: run `npm run build` (npm test does) first');
  const esm = defaultLoginFiles();
  const react = defaultLoginFiles('dist/react/react.js');
  const script = gzipSize('dist/idp-elements.iife.js');

  for (const file of ['README.md', 'docs/performance.md']) {
    near(claim(file, /loads a loader of about ([\d.]+) KiB gz/), esm.firstPaint.bytes, `${file}: the loader`);
    assert.equal(claim(file, /\(([\d.]+) KiB gz before the first paint/) * KIB, BUDGET.firstPaint, file);
    assert.equal(
      claim(file, /before the first paint, ([\d.]+) KiB before interactive/) * KIB,
      BUDGET.interactive,
      file,
    );
  }
  for (const file of ['README.md', 'docs/get-started.md']) {
    near(
      claim(file, /small classic script \(about ([\d.]+) KiB gz\)/),
      script,
      `${file}: the script-tag build`,
    );
  }
  near(
    claim('docs/frameworks.md', /a React 19 site loads about ([\d.]+) KiB gz less/),
    esm.interactive.bytes - react.interactive.bytes,
    'docs/frameworks.md: idp-elements/react against the self-contained build',
  );

  // "one chunk of about 4–5 KiB gz" per language.
  const [low, high] = [
    claim('docs/languages.md', /one chunk of about ([\d.]+)–[\d.]+ KiB gz/),
    claim('docs/languages.md', /one chunk of about [\d.]+–([\d.]+) KiB gz/),
  ];
  const locales = readdirSync('src/i18n/locales')
    .map((f) => f.replace(/\.ts$/, ''))
    .filter((name) => !['index', 'list', 'load'].includes(name));
  const chunks = readdirSync(join(DIST, 'chunks'));
  for (const locale of locales) {
    const file = chunks.find((f) => f.endsWith('.js') && f.slice(0, -'-xxxxxxx.js'.length) === locale);
    assert.ok(file, `no chunk for ${locale}`);
    const size = gzipSize(join(DIST, 'chunks', file)) / KIB;
    assert.ok(
      size >= low * 0.9 && size <= high * 1.1,
      `${locale}: ${size.toFixed(1)} KiB, the docs say ${low}–${high}`,
    );
  }
});
