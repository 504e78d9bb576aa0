// The ESM entry is the loader itself, one request before the first paint (issue 26): the chunks after it read the
// loader's modules through the bridge (scripts/rollup/entryBridge.mjs). Built here on a small graph of fixtures.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { spawnSync } from 'node:child_process';
import { rollup } from 'rollup';
import { bridgeChunk, entryBridge } from '../../scripts/rollup/entryBridge.mjs';

const FILES: Record<string, string> = {
  // The loader: paints with the shared module and a copy of a module the headless entry uses too.
  'entry.ts': `import { shout } from './shared.ts';
import { tag } from './copy.ts';
export const PUBLIC = shout('first paint') + tag();
export const load = () => import('./lazy.ts');`,
  'shared.ts': `let calls = 0;
export function shout(text) { calls += 1; return text.toUpperCase(); }
export function count() { return calls; }
export const SUFFIX = '!';`,
  'copy.ts': `export const tag = () => '#';`,
  'lazy.ts': `import { shout, count, SUFFIX } from './shared.ts';
export const value = () => shout('lazy') + SUFFIX + count();`,
  'headless.ts': `import { tag } from './copy.ts';
export const HEADLESS = tag();`,
};

/** Runs `check` on a fresh copy of the fixtures, removed afterwards. */
async function withFixtures(check: (dir: string) => Promise<void>): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'entry-bridge-'));
  try {
    for (const [name, code] of Object.entries(FILES)) writeFileSync(join(dir, name), code);
    await check(dir);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function build(dir: string, options: { shared?: string[]; headless?: string } = {}) {
  if (options.headless) writeFileSync(join(dir, 'headless.ts'), options.headless);
  const bundle = await rollup({
    input: { main: join(dir, 'entry.ts'), headless: join(dir, 'headless.ts') },
    preserveEntrySignatures: 'strict',
    plugins: [
      entryBridge({
        isLoader: (id) => /\/(entry|shared)\.ts$/.test(id),
        copies: /\/copy\.ts$/,
        shared: options.shared ?? [join(dir, 'shared.ts')],
        entry: join(dir, 'entry.ts'),
        version: `test-${dir}`,
      }),
    ],
    onwarn() {},
  });
  const out = join(dir, 'out');
  const { output } = await bundle.write({
    dir: out,
    format: 'es',
    entryFileNames: '[name].js',
    chunkFileNames: 'chunks/[name].js',
    manualChunks: (id) => bridgeChunk(id) ?? (/\/(entry|shared)\.ts$/.test(id) ? 'loader' : undefined),
  });
  return { out, output };
}

test('the entry holds the loader in one file and exports only its own names; later chunks share its modules', () =>
  withFixtures(async (dir) => {
    const { out } = await build(dir);
    const main = readFileSync(join(out, 'main.js'), 'utf8');
    assert.doesNotMatch(main, /^import\s|[;}]import\s*[{"*]/m, 'no static import before the first paint');
    const entry = (await import(pathToFileURL(join(out, 'main.js')).href)) as Record<string, unknown>;
    assert.deepEqual(Object.keys(entry).sort(), ['PUBLIC', 'load']);
    assert.equal(entry.PUBLIC, 'FIRST PAINT#');
    // One instance of the shared module: the lazy chunk's call counts with the entry's.
    const lazy = (await (entry.load as () => Promise<{ value: () => string }>)()).value();
    assert.equal(lazy, 'LAZY!2');
    // The headless entry keeps its own copy and never reads the registry.
    assert.doesNotMatch(readFileSync(join(out, 'headless.js'), 'utf8'), /bridge/);
  }));

test('a chunk loaded without the entry says what is missing', () =>
  withFixtures(async (dir) => {
    const { out } = await build(dir);
    const run = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `await import(${JSON.stringify(pathToFileURL(join(out, 'chunks/lazy.js')).href)})`,
      ],
      { encoding: 'utf8' },
    );
    assert.notEqual(run.status, 0);
    assert.match(run.stderr, /idp-elements: this chunk needs idp-elements\.js, which must load first\./);
  }));

test('the build fails when a loader module is imported from outside without being shared', () =>
  withFixtures(async (dir) => {
    await assert.rejects(
      build(dir, { shared: [] }),
      /imports the loader module .*shared\.ts: add it to SHARED/,
    );
  }));

test('the build fails when another entry reaches a chunk that reads the registry', () =>
  withFixtures(async (dir) => {
    await assert.rejects(
      build(dir, { headless: `export const later = () => import('./lazy.ts');` }),
      /headless\.js reaches chunks\/bridge\.js, which reads the loader's modules from the entry/,
    );
  }));
