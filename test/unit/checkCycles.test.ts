// The import-cycle check `npm test` runs first (scripts/check-cycles.mjs), on a small fixture project.
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findCycles, formatCycle } from '../../scripts/check-cycles.mjs';

function fixture(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'check-cycles-'));
  for (const [name, code] of Object.entries(files)) {
    mkdirSync(join(dir, name, '..'), { recursive: true });
    writeFileSync(join(dir, name), code);
  }
  return dir;
}

test('check-cycles reports runtime cycles, static and through import(), and not type-only ones', async () => {
  const dir = fixture({
    // a ↔ b at run time: a shared constant imported back by the module that imports it.
    'src/a.ts': "import { B } from './b';\nexport const A = 1;\nexport const both = () => A + B;\n",
    'src/b.ts': "import { A } from './a';\nexport const B = A + 1;\n",
    // c loads d lazily, d imports c's value back: still a cycle.
    'src/c.ts': "export const C = 3;\nexport const load = () => import('./d');\n",
    'src/d.ts': "import { C } from './c';\nexport const D = C;\n",
    // e ↔ f by `import type` / `export type … from` only: nothing of it is left at run time.
    'src/e.ts': "import type { F } from './f';\nexport interface E { f?: F }\nexport const e = 1;\n",
    'src/f.ts':
      "import type { E } from './e';\nexport type { E as Again } from './e';\nexport interface F { e?: E }\n",
  });
  try {
    const cycles = await findCycles(['src/**/*.ts'], { cwd: dir });
    const lines = cycles.map((cycle) => formatCycle([...cycle].sort())).sort();
    assert.deepEqual(lines, ['src/a.ts → src/b.ts → src/a.ts', 'src/c.ts → src/d.ts → src/c.ts']);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
