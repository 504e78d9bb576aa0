// `npm run check:cycles`: finds runtime import cycles among the sources the packages ship and run (the widget, the
// headless client, the testing kit, the emulator), prints each one and exits non-zero on any. Type-only imports do
// not count (dpdm compiles each file first, which drops them); an `import()` does, since the two modules still
// depend on each other. A cycle is a sign that a shared piece wants a leaf module of its own.
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseCircular, parseDependencyTree } from 'dpdm';

/** Every TypeScript file of these folders is an entry, so a file no entry imports yet is checked as well. */
export const SOURCES = [
  'src/**/*.{ts,tsx}',
  'elements/**/*.{ts,tsx}',
  'emulator/**/*.{ts,tsx}', // with the test kit (emulator/testing)
];

/**
 * The runtime import cycles reachable from `entries` (globs relative to `cwd`), each as the list of its files
 * relative to `cwd`, the first file not repeated at the end.
 */
export async function findCycles(entries = SOURCES, { cwd = process.cwd() } = {}) {
  const tsconfig = resolve(cwd, 'tsconfig.json');
  const tree = await parseDependencyTree(entries, {
    cwd,
    context: cwd,
    transform: true,
    skipDynamicImports: false,
    exclude: /\/node_modules\/|\.d\.ts$/,
    ...(existsSync(tsconfig) ? { tsconfig } : {}),
  });
  return parseCircular(tree, false);
}

/** One line per cycle: `a.ts → b.ts → a.ts`. */
export const formatCycle = (cycle) => [...cycle, cycle[0]].join(' → ');

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const entries = process.argv.length > 2 ? process.argv.slice(2) : SOURCES;
  const cycles = await findCycles(entries);
  if (cycles.length === 0) {
    console.log('check-cycles: no runtime import cycles.');
  } else {
    console.error(`check-cycles: ${cycles.length} runtime import cycle${cycles.length === 1 ? '' : 's'}:`);
    for (const cycle of cycles) console.error(`  ${formatCycle(cycle)}`);
    process.exitCode = 1;
  }
}
