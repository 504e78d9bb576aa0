import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { TYPINGS, renderTypings } from '../../scripts/gen-typings.mjs';

// Issue 13: the package's typings compile in a plain page and in React, Preact, Solid, Vue and Svelte hosts
// (test/types/*), with `tsc` only: React's types are the project's own; Preact, Solid, Vue and Svelte are stand-ins in
// test/types/stubs with the shapes of their real types. Each host checks a wrong product name with
// `@ts-expect-error`, so one that compiles fails the check. The hosts see the package as a user does: through the
// declarations `tsconfig.build.json` emits (dist/types), emitted here afresh into a temporary directory.

const ROOT = resolve(import.meta.dirname, '../..');
const TYPES = join(ROOT, 'test/types');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const HOSTS = {
  plain: 'plain.ts',
  react: 'react.tsx',
  preact: 'preact.tsx',
  solid: 'solid.tsx',
  vue: 'vue.ts',
  svelte: 'svelte.ts',
};

function tsc(args: string[]): Promise<{ code: number; output: string }> {
  return new Promise((done) => {
    const child = spawn(process.execPath, [TSC, ...args], { cwd: ROOT });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('close', (code) => done({ code: code ?? 1, output }));
  });
}

/** A tsconfig in `dir` extending test/types/tsconfig.<name>.json, with `idp-elements` on the fresh declarations. */
function configFor(dir: string, name: string, declarations: string, files: string[], as = name): string {
  const base = join(TYPES, `tsconfig.${name}.json`);
  const own = JSON.parse(readFileSync(base, 'utf8')) as { compilerOptions?: { paths?: object } };
  const inherited = JSON.parse(readFileSync(join(TYPES, 'tsconfig.base.json'), 'utf8')) as {
    compilerOptions: { paths: object };
  };
  const paths = Object.fromEntries(
    Object.entries(own.compilerOptions?.paths ?? inherited.compilerOptions.paths).map(([k, v]) => [
      k,
      (v as string[]).map((p) => resolve(TYPES, p)),
    ]),
  );
  paths['idp-elements'] = [join(declarations, 'elements/index.d.ts')];
  const file = join(dir, `tsconfig.${as}.json`);
  writeFileSync(file, JSON.stringify({ extends: base, compilerOptions: { paths }, files }));
  return file;
}

test('the typings compile in a plain, React, Preact, Solid, Vue and Svelte host; a wrong product name does not', async (t) => {
  const dir = mkdtempSync(join(tmpdir(), 'idp-typings-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  const declarations = join(dir, 'types');
  // --noCheck: the sources are type-checked by `npm run typecheck`; here only their declarations are needed.
  const emit = await tsc(['-p', 'tsconfig.build.json', '--outDir', declarations, '--noCheck']);
  assert.ok(
    existsSync(join(declarations, 'elements/index.d.ts')),
    `declarations not emitted:\n${emit.output}`,
  );

  // The JSX typings themselves, once, with skipLibCheck off (the hosts skip declaration files to run faster).
  const own = Object.keys(HOSTS)
    .filter((name) => name !== 'plain')
    .map((name) => join(ROOT, `jsx/${name}.d.ts`));
  const runs = [
    ...Object.entries(HOSTS).map(([name, host]) => ({ name, files: [join(TYPES, host)] })),
    { name: 'declarations', files: own },
  ].map(async ({ name, files }) => ({
    name,
    ...(await tsc(['-p', configFor(dir, name, declarations, files)])),
  }));
  const bad = join(dir, 'bad.ts');
  writeFileSync(
    bad,
    "import 'idp-elements';\ndocument.createElement('idp-login').config = { products: ['magicLinks'] };\n",
  );
  const negative = tsc(['-p', configFor(dir, 'plain', declarations, [bad], 'negative')]);

  for (const { name, code, output } of await Promise.all(runs)) {
    assert.equal(code, 0, `test/types/tsconfig.${name}.json:\n${output}`);
  }
  const { code, output } = await negative;
  assert.notEqual(code, 0, 'a wrong product name compiled');
  assert.match(output, /error TS2322: Type '"magicLinks"' is not assignable/);
});

// Issue 22: jsx/*.d.ts are generated from custom-elements.json (scripts/gen-typings.mjs), not written by hand.
test('the committed jsx/*.d.ts are what scripts/gen-typings.mjs generates from the manifest', async () => {
  const typings = await renderTypings();
  assert.deepEqual(Object.keys(typings).sort(), [...TYPINGS].sort());
  assert.deepEqual(
    Object.keys(typings).sort(),
    Object.keys(HOSTS)
      .filter((h) => h !== 'plain')
      .sort(),
  );
  for (const [name, text] of Object.entries(typings)) {
    assert.equal(
      readFileSync(join(ROOT, `jsx/${name}.d.ts`), 'utf8'),
      text,
      `jsx/${name}.d.ts is out of date: run node scripts/gen-typings.mjs`,
    );
    assert.doesNotMatch(text, /SPEC §|WIRE\.md|CustomEvent<CustomEvent/, `jsx/${name}.d.ts`);
  }
});
