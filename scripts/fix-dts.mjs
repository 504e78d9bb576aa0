// After `tsc -p tsconfig.build.json`: gives every relative import in dist/types/**/*.d.ts the file it names
// (`./login` → `./login.js`, `./client` → `./client/index.js`), as Node's ESM resolution (moduleResolution node16 /
// nodenext) requires, drops citations of internal documents (citations.mjs), and writes the script-tag build's declaration (the `IdpElements` global).
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { citesInternalDocs, withoutCitations } from './citations.mjs';

const TYPES = resolve(process.argv[2] ?? 'dist/types');
// Import and export declarations at the start of a line (not the examples in doc comments), and `import("…")` types.
const IMPORT =
  /(^\s*(?:import|export)\b[^;]*?\sfrom\s+|^\s*import\s+|import\(\s*)(['"])(\.{1,2}\/[^'"]*)\2/gm;

function* declarations(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* declarations(path);
    else if (name.endsWith('.d.ts')) yield path;
  }
}

let fixed = 0;
for (const file of declarations(TYPES)) {
  const text = readFileSync(file, 'utf8');
  const out = text.replace(IMPORT, (whole, lead, quote, specifier) => {
    if (/\.(js|json)$/.test(specifier)) return whole;
    const base = join(dirname(file), specifier);
    const target = existsSync(`${base}.d.ts`)
      ? `${specifier}.js`
      : existsSync(join(base, 'index.d.ts'))
        ? `${specifier.replace(/\/$/, '')}/index.js`
        : null;
    if (!target) throw new Error(`${file}: "${specifier}" names no declaration file.`);
    fixed++;
    return `${lead}${quote}${target}${quote}`;
  });
  const clean = withoutCitations(out);
  if (citesInternalDocs(clean)) throw new Error(`${file} still cites an internal document.`);
  if (clean !== text) writeFileSync(file, clean);
}

writeFileSync(
  join(TYPES, 'iife.d.ts'),
  `// idp-elements/iife: the script-tag build (elements/script.ts), the \`IdpElements\` global.
declare global {
  var IdpElements: typeof import('./elements/script.js');
}
export {};
`,
);
console.info(`dist/types: ${fixed} relative imports given their file`);
