// `npm run check:shape`: the house rule that keeps modules readable — no source file over 600 lines and no function
// over 150 lines in the code the packages ship (src/, elements/, emulator/). The locale tables and generated files
// are data and are left out. Prints each offender and exits non-zero on any.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';

export const LIMITS = { fileLines: 600, functionLines: 150 };
const ROOTS = ['src', 'elements', 'emulator'];
const EXEMPT = [/^src\/i18n\/locales\//, /\.generated\.ts$/, /\/node_modules\//, /^emulator\/dist\//];

function sourceFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === 'node_modules' || entry.name === 'dist' ? [] : sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/** The offences in one file's text, as human-readable lines. */
export function shapeOffences(file, text, limits = LIMITS) {
  const offences = [];
  const lines = text.split('\n').length;
  if (lines > limits.fileLines) offences.push(`${file}: ${lines} lines (at most ${limits.fileLines})`);
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const lineOf = (pos) => source.getLineAndCharacterOfPosition(pos).line;
  const visit = (node) => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const length = lineOf(node.getEnd()) - lineOf(node.getStart()) + 1;
      if (length > limits.functionLines) {
        const name = node.name?.getText(source) ?? '(anonymous)';
        offences.push(
          `${file}:${lineOf(node.getStart()) + 1}: function ${name} is ${length} lines (at most ${limits.functionLines})`,
        );
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return offences;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const files = ROOTS.flatMap(sourceFiles).filter((f) => !EXEMPT.some((re) => re.test(f)));
  const offences = files.flatMap((f) => shapeOffences(f, readFileSync(f, 'utf8')));
  for (const line of offences) console.error(line);
  if (offences.length) process.exit(1);
  console.info(
    `shape: ${files.length} files, none over ${LIMITS.fileLines} lines, no function over ${LIMITS.functionLines}`,
  );
}
