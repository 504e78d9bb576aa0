import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync } from 'node:fs';

// Issue 22: each built entry exports its public names and nothing else (no minified internal names such as `a`
// or `b` that other chunks used to import from it; preserveEntrySignatures: 'strict' in rollup.config.mjs). The ESM
// entry is the loader itself, and the chunks after it read its modules through a bridge (issue 26,
// scripts/rollup/entryBridge.mjs); the React build keeps its loader in a chunk of its own.

/** The names an ES module's `export { x as Name, … }` clauses give, from the minified file. */
function exportedNames(file: string): string[] {
  const code = readFileSync(file, 'utf8');
  const names = [...code.matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    (m[1] ?? '').split(',').map(
      (spec) =>
        spec
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
    ),
  );
  return names.filter(Boolean).sort();
}

const ENTRIES = [
  { file: 'dist/esm/idp-elements.js', source: '../../elements/index' },
  { file: 'dist/esm/headless.js', source: '../../src/index-headless' },
  { file: 'dist/react/idp-elements.js', source: '../../elements/index' },
];

for (const { file, source } of ENTRIES) {
  test(`${file} exports exactly the public names of ${source.replace('../../', '')}.ts`, async () => {
    assert.ok(existsSync(file), 'dist/ is not built: run `npm run build` (npm test does) first');
    const publicNames = Object.keys((await import(source)) as object).sort();
    assert.ok(publicNames.length > 3, publicNames.join());
    assert.deepEqual(exportedNames(file), publicNames);
  });
}
