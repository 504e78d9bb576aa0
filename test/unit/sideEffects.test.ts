// Issue 32: package.json `sideEffects` against the build. A host bundler (Vite, webpack, Next.js, esbuild) drops a
// file of the package from which nothing is used unless `sideEffects` lists it, so a chunk that defines the elements
// and is not listed makes `import 'idp-elements/react'` define nothing in a production build (it did: the React
// build's chunks/loader). Each public entry is bundled here as a host would, once honouring `sideEffects` (through
// @rollup/plugin-node-resolve, which reads it as bundlers do) and once treating every file as having effects: both
// must keep the same code. A new chunk with top-level effects that `sideEffects` misses fails here, naming it.
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { rollup, type Plugin, type ResolveIdResult } from 'rollup';
import nodeResolve from '@rollup/plugin-node-resolve';

interface PackageJson {
  exports: Record<string, string | Record<string, string>>;
  sideEffects: string[];
}
const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as PackageJson;

/** Every subpath of `exports` that leads to JavaScript (not only types or JSON). */
const ENTRIES = Object.entries(pkg.exports)
  .filter(([, target]) => typeof target === 'object' && (target.import ?? target.default)?.endsWith('.js'))
  .map(([subpath]) => `idp-elements${subpath.slice(1)}`);

let host: string;
before(() => {
  assert.ok(
    existsSync('dist/react/react.js'),
    'dist/ is not built: run `npm run build` (npm test does) first',
  );
  host = mkdtempSync(join(tmpdir(), 'idp-side-effects-'));
  mkdirSync(join(host, 'node_modules'));
  symlinkSync(process.cwd(), join(host, 'node_modules', 'idp-elements'), 'dir');
});
after(() => {
  if (host) rmSync(host, { recursive: true, force: true });
});

/** The code each file of the package keeps in a host bundle of `import '<entry>'`. */
async function bundle(entry: string, honourSideEffects: boolean): Promise<Map<string, number>> {
  const resolver = nodeResolve({ browser: true, rootDir: host });
  const resolve = (
    resolver.resolveId as unknown as { handler: (...args: unknown[]) => Promise<ResolveIdResult> }
  ).handler;
  const allEffects: Plugin = {
    ...resolver,
    name: 'every-file-has-effects',
    async resolveId(...args): Promise<ResolveIdResult> {
      const resolved = await resolve.call(this, ...args);
      return resolved && typeof resolved === 'object' ? { ...resolved, moduleSideEffects: true } : resolved;
    },
  };
  const build = await rollup({
    input: join(host, 'entry.js'),
    external: (id) => /^(react|react-dom)(\/|$)/.test(id),
    onwarn: () => {},
    plugins: [
      {
        name: 'host-entry',
        resolveId: (id) => (id === join(host, 'entry.js') ? id : null),
        load: (id) => (id === join(host, 'entry.js') ? `import '${entry}';` : null),
      },
      honourSideEffects ? resolver : allEffects,
    ],
  });
  const { output } = await build.generate({ format: 'es' });
  await build.close();
  const kept = new Map<string, number>();
  for (const chunk of output) {
    if (chunk.type !== 'chunk') continue;
    for (const [id, module] of Object.entries(chunk.modules)) {
      if (module.renderedLength > 0 && id.startsWith(process.cwd())) kept.set(relative(process.cwd(), id), 1);
    }
  }
  return kept;
}

test('the exports map has the JavaScript entries this test bundles', () => {
  assert.deepEqual(ENTRIES.sort(), [
    'idp-elements',
    'idp-elements/account',
    'idp-elements/headless',
    'idp-elements/iife',
    'idp-elements/react',
    'idp-elements/ssr',
  ]);
});

for (const entry of ENTRIES) {
  test(`a host bundle of \`import '${entry}'\` keeps every file with top-level effects`, async () => {
    const honoured = await bundle(entry, true);
    const everything = await bundle(entry, false);
    const dropped = [...everything.keys()].filter((file) => !honoured.has(file));
    assert.deepEqual(
      dropped,
      [],
      `package.json "sideEffects" (${pkg.sideEffects.join(', ')}) misses files whose top-level code a host ` +
        'bundler would drop',
    );
  });
}

test('the React build defines the elements from a file that "sideEffects" lists', async () => {
  const honoured = await bundle('idp-elements/react', true);
  const defining = [...honoured.keys()].filter((file) =>
    readFileSync(file, 'utf8').includes('customElements.define'),
  );
  assert.equal(defining.length, 1, `files that call customElements.define: ${defining.join(', ')}`);
});
