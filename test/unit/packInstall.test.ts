import { test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

// Issue 22: both packages as `npm pack` makes them install into a fresh folder (no registry: neither has runtime
// dependencies), and the test/types hosts type-check against the installed `idp-elements` (its package.json
// "exports", its dist/types and its generated jsx/*.d.ts, skipLibCheck off); the emulator's command answers --help.
// Needs the build (`npm test` makes it first).

const ROOT = resolve(import.meta.dirname, '../..');
const TSC = join(ROOT, 'node_modules/typescript/bin/tsc');
const npm = (args: string[], cwd: string) =>
  execFileSync('npm', [...args, '--silent', '--no-audit', '--no-fund', '--offline'], {
    cwd,
    encoding: 'utf8',
  });

test('npm pack of both packages installs into a fresh folder; the typings hosts compile against it', (t) => {
  assert.ok(
    existsSync(join(ROOT, 'dist/esm/idp-elements.js')),
    'dist/ is not built: run `npm run build` first',
  );
  const dir = mkdtempSync(join(tmpdir(), 'idp-pack-'));
  t.after(() => rmSync(dir, { recursive: true, force: true }));
  npm(['pack', '--pack-destination', dir], ROOT);
  npm(['pack', '--pack-destination', dir], join(ROOT, 'emulator'));
  const tarballs = readdirSync(dir).filter((f) => f.endsWith('.tgz'));
  assert.deepEqual(tarballs.map((f) => f.replace(/-[\d.]+\.tgz$/, '')).sort(), [
    'idp-elements',
    'idp-elements-emulator',
  ]);
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'fresh', private: true, type: 'module' }));
  npm(['install', ...tarballs.map((f) => `./${f}`)], dir);

  const types = join(ROOT, 'test/types');
  cpSync(join(types, 'stubs'), join(dir, 'stubs'), { recursive: true });
  for (const host of ['plain.ts', 'react.tsx', 'preact.tsx', 'solid.tsx', 'vue.ts', 'svelte.ts']) {
    cpSync(join(types, host), join(dir, host));
  }
  const base = {
    target: 'ES2022',
    module: 'ESNext',
    moduleResolution: 'Bundler',
    lib: ['ES2023', 'DOM', 'DOM.Iterable'],
    strict: true,
    noUncheckedIndexedAccess: true,
    exactOptionalPropertyTypes: true,
    noEmit: true,
    skipLibCheck: false,
    types: [],
  };
  const react = join(ROOT, 'node_modules/@types/react');
  const configs = {
    main: {
      compilerOptions: {
        ...base,
        jsx: 'react-jsx',
        paths: {
          react: [join(react, 'index.d.ts')],
          'react/jsx-runtime': [join(react, 'jsx-runtime.d.ts')],
          vue: ['./stubs/vue/index.d.ts'],
          'svelte/elements': ['./stubs/svelte/elements.d.ts'],
        },
      },
      files: ['plain.ts', 'react.tsx', 'vue.ts', 'svelte.ts'],
    },
    preact: {
      compilerOptions: {
        ...base,
        jsx: 'react-jsx',
        jsxImportSource: 'preact',
        paths: {
          preact: ['./stubs/preact/index.d.ts'],
          'preact/jsx-runtime': ['./stubs/preact/jsx-runtime.d.ts'],
        },
      },
      files: ['preact.tsx'],
    },
    solid: {
      compilerOptions: {
        ...base,
        jsx: 'preserve',
        jsxImportSource: 'solid-js',
        paths: {
          'solid-js': ['./stubs/solid-js/index.d.ts'],
          'solid-js/jsx-runtime': ['./stubs/solid-js/jsx.d.ts'],
        },
      },
      files: ['solid.tsx'],
    },
  };
  for (const [name, config] of Object.entries(configs)) {
    writeFileSync(join(dir, `tsconfig.${name}.json`), JSON.stringify(config));
    const run = spawnSync(process.execPath, [TSC, '-p', `tsconfig.${name}.json`], {
      cwd: dir,
      encoding: 'utf8',
    });
    assert.equal(run.status, 0, `${name}:\n${run.stdout}${run.stderr}`);
  }

  const help = spawnSync(join(dir, 'node_modules/.bin/idp-emulator'), ['--help'], { encoding: 'utf8' });
  assert.equal(help.status, 0, help.stderr);
  assert.match(help.stdout, /Usage: idp-emulator/);
});
