// Builds the idp-elements-emulator package into emulator/dist/: the test kit (emulator/testing/, the package's
// main entry) and the `idp-emulator` command (emulator/bin.ts), self-contained ESM for Node 20 (fastify,
// node-sqlite3-wasm and the rest bundled into one shared chunk; playwright-core stays the user's),
// node-sqlite3-wasm's .wasm and the emulator's run-time files (data, the One Tap stand-in script) beside them, and
// the public API's .d.ts.
// Usage: node scripts/build-testing.mjs [outDir]. From code: buildTesting({ outDir, types }).
import { spawn } from 'node:child_process';
import { builtinModules, createRequire } from 'node:module';
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { withoutCitations } from './citations.mjs';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(import.meta.url);

/** What the bundle may import at run time: Node's own modules and the user's Playwright. */
const EXTERNAL = ['playwright-core'];
const isAllowedImport = (path) =>
  path.startsWith('node:') || builtinModules.includes(path) || EXTERNAL.includes(path);

// Bundled CommonJS code (node-sqlite3-wasm's Emscripten loader, fastify's plugins) uses require, __dirname and
// __filename; an ES module has none, so the bundle defines them for the file it is.
const BANNER = [
  "import { createRequire as __idpCreateRequire } from 'node:module';",
  "import { fileURLToPath as __idpFileURLToPath } from 'node:url';",
  "import { dirname as __idpDirname } from 'node:path';",
  'const require = __idpCreateRequire(import.meta.url);',
  'const __idpFilename = __idpFileURLToPath(import.meta.url);',
  'const __idpDir = __idpDirname(__idpFilename);',
].join('\n');

/**
 * Source paths the bundle cannot keep: the emulator reads its run-time files (RUNTIME_FILES) next to its modules
 * (in the bundle they sit next to index.js), and its consent page serves the widget's build from the repository's dist/esm (from the
 * installed package the widget is the `idp-elements` dependency; in this repository's workspace, ../../dist/esm).
 */
const RUNTIME_FILES = [
  {
    module: /emulator[\\/]services[\\/]strength\.ts$/,
    from: '../data/breached-passwords.txt',
    source: 'emulator/data/breached-passwords.txt',
    to: 'data/breached-passwords.txt',
  },
  {
    module: /emulator[\\/]dev[\\/]gsi-client\.ts$/,
    from: './gsi-client.js',
    source: 'emulator/dev/gsi-client.js',
    to: 'dev/gsi-client.js',
  },
];

const REWRITES = [
  ...RUNTIME_FILES.map((f) => ({
    file: f.module,
    from: `new URL('${f.from}', import.meta.url)`,
    to: `new URL('./${f.to}', import.meta.url)`,
  })),
  {
    file: /emulator[\\/]oidc[\\/]consent-page\.ts$/,
    from: "new URL('../../dist/esm/', import.meta.url)",
    to:
      "(() => { try { return new URL('./', import.meta.resolve('idp-elements')); } " +
      "catch { return new URL('../../dist/esm/', import.meta.url); } })()",
  },
];

const dataFilesNextToBundle = {
  name: 'emulator-paths-in-bundle',
  setup(b) {
    for (const { file, from, to } of REWRITES)
      b.onLoad({ filter: file }, (args) => {
        const source = readFileSync(args.path, 'utf8');
        if (!source.includes(from))
          throw new Error(`${args.path} no longer reads ${from}: update build-testing.mjs.`);
        return { contents: source.replace(from, to), loader: 'ts' };
      });
  },
};

function run(command, args) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('close', (code) =>
      code === 0 ? done() : fail(new Error(`${command} ${args.join(' ')} exited ${code}`)),
    );
  });
}

// Import and export declarations at the start of a line (not the examples in doc comments), and `import("…")` types.
const IMPORT = /(^\s*(?:import|export)\b[^;]*?\sfrom\s+|import\(\s*)(['"])([^'"]+)\2/gm;
const isRelative = (specifier) => specifier.startsWith('./') || specifier.startsWith('../');

/**
 * Emits the declarations of testing/index.ts with tsc, then keeps only the files its public API reaches (the kit,
 * the emulator's config and clock types), with `.js` on relative imports so every moduleResolution finds them.
 * Fails if they would import a package the user does not have.
 */
async function emitTypes(outDir) {
  const tmp = mkdtempSync(join(tmpdir(), 'idp-testing-types-'));
  try {
    await run(process.execPath, [
      require.resolve('typescript/bin/tsc'),
      '-p',
      'tsconfig.testing.json',
      '--outDir',
      tmp,
    ]);
    const queue = ['emulator/testing/index.d.ts'];
    const seen = new Set();
    while (queue.length) {
      const file = queue.shift();
      if (seen.has(file)) continue;
      seen.add(file);
      const text = readFileSync(join(tmp, file), 'utf8');
      for (const [, , , specifier] of text.matchAll(IMPORT)) {
        if (isRelative(specifier)) queue.push(`${join(dirname(file), specifier.replace(/\.js$/, ''))}.d.ts`);
        else if (!isAllowedImport(specifier))
          throw new Error(`${file} imports "${specifier}", which users do not have.`);
      }
      const fixed = text.replace(IMPORT, (whole, lead, quote, specifier) =>
        isRelative(specifier) && !specifier.endsWith('.js')
          ? `${lead}${quote}${specifier}.js${quote}`
          : whole,
      );
      mkdirSync(dirname(join(outDir, 'types', file)), { recursive: true });
      writeFileSync(join(outDir, 'types', file), withoutCitations(fixed));
    }
    writeFileSync(join(outDir, 'index.d.ts'), "export * from './types/emulator/testing/index.js';\n");
    return [...seen];
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/** Builds the package into `outDir` (default emulator/dist); `types: false` skips the declarations. */
export async function buildTesting({ outDir = join(ROOT, 'emulator/dist'), types = true } = {}) {
  outDir = resolve(ROOT, outDir);
  rmSync(outDir, { recursive: true, force: true });
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: {
      index: 'emulator/testing/index.ts',
      cli: 'emulator/bin.ts',
      // imported password hashes are checked in a worker thread next to the modules (services/password-import.ts)
      'hash-worker': 'emulator/services/hash-worker.ts',
    },
    outdir: outDir,
    bundle: true,
    splitting: true,
    chunkNames: '[name]-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: EXTERNAL,
    banner: { js: BANNER },
    define: { __dirname: '__idpDir', __filename: '__idpFilename' },
    plugins: [dataFilesNextToBundle],
    metafile: true,
    legalComments: 'linked',
    minify: true,
    keepNames: true,
    logLevel: 'warning',
  });
  const imports = Object.values(result.metafile.outputs).flatMap((o) => o.imports.filter((i) => i.external));
  const foreign = [...new Set(imports.map((i) => i.path).filter((p) => !isAllowedImport(p)))];
  if (foreign.length)
    throw new Error(`The testing bundle imports ${foreign.join(', ')}: bundle them or add them.`);

  copyFileSync(
    require.resolve('node-sqlite3-wasm/dist/node-sqlite3-wasm.wasm'),
    join(outDir, 'node-sqlite3-wasm.wasm'),
  );
  for (const file of RUNTIME_FILES) {
    mkdirSync(dirname(join(outDir, file.to)), { recursive: true });
    copyFileSync(join(ROOT, file.source), join(outDir, file.to));
  }
  const declarations = types ? await emitTypes(outDir) : [];
  return { outDir, declarations };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const started = Date.now();
  const { outDir, declarations } = await buildTesting(process.argv[2] ? { outDir: process.argv[2] } : {});
  console.info(
    `idp-elements-emulator → ${relative(process.cwd(), outDir) || '.'}/ (${declarations.length} .d.ts, ` +
      `${Date.now() - started} ms)`,
  );
}
