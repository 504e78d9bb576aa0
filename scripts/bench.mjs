// `npm run bench`: sizes of the built widget (gzip -9 of every file in dist/esm and of the IIFE), and what
// <idp-login> loads before its first render (the entry plus its static imports; dynamic imports excluded).
// Run `npm run build` first. Prints figures; asserts nothing.
import { readFileSync, readdirSync, existsSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { spawnSync } from 'node:child_process';

const DIST = 'dist/esm';
if (!existsSync(join(DIST, 'idp-elements.js'))) {
  console.error('dist/esm/idp-elements.js is missing: run `npm run build` first.');
  process.exit(1);
}

const gz = (file) => gzipSync(readFileSync(file), { level: 9 }).length;
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

function jsFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? jsFiles(join(dir, e.name)) : e.name.endsWith('.js') ? [join(dir, e.name)] : [],
  );
}

/** Files loaded before first render: the entry and, recursively, its static `import … from "./x.js"`. */
function staticClosure(entry) {
  const seen = new Set();
  const visit = (file) => {
    if (seen.has(file)) return;
    seen.add(file);
    const code = readFileSync(file, 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s}])import\s*(?:[\w$*{},\s]+from\s*)?["'](\.[^"']+)["']/g)) {
      visit(resolve(dirname(file), m[1]));
    }
    for (const m of code.matchAll(/export\s*(?:\*|\{[^}]*\})\s*from\s*["'](\.[^"']+)["']/g)) {
      visit(resolve(dirname(file), m[1]));
    }
  };
  visit(resolve(entry));
  return [...seen];
}

console.log('Chunks (min + gzip -9):');
for (const file of jsFiles(DIST).sort()) {
  console.log(
    `  ${relative(DIST, file).padEnd(44)} ${kb(readFileSync(file).length).padStart(10)} ${kb(gz(file)).padStart(9)} gz`,
  );
}
const iife = 'dist/idp-elements.iife.js';
if (existsSync(iife)) {
  console.log(
    `  ${'../idp-elements.iife.js (script tag)'.padEnd(44)} ${kb(readFileSync(iife).length).padStart(10)} ${kb(gz(iife)).padStart(9)} gz`,
  );
}

const first = staticClosure(join(DIST, 'idp-elements.js'));
const total = first.reduce((sum, f) => sum + gz(f), 0);
console.log(`\n<idp-login> before its first render loads ${first.length} file(s), ${kb(total)} gz:`);
for (const f of first) console.log(`  ${relative(DIST, f)}`);
const heavy = first.filter((f) => /phone|wallet|metamask|passkey|webauthn|strength|onetap/i.test(f));
console.log(
  heavy.length
    ? `  WARNING: heavy chunks in the first render: ${heavy.join(', ')}`
    : '  (no phone, wallet, passkey or password-strength chunk)',
);

if (process.argv.includes('--emulator')) {
  spawnSync(process.execPath, ['--import', 'tsx', 'scripts/bench-emulator.mjs'], { stdio: 'inherit' });
}
