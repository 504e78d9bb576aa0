// Element and screen tests in Debian's Chromium. Each test file is bundled on the fly with esbuild, which does
// the CommonJS → ESM interop React needs (WTR's per-file transform cannot; see TOOLCHAIN.md §3).
import { chromeLauncher } from '@web/test-runner-chrome';
import * as esbuild from 'esbuild';
import { resolve } from 'node:path';

// `*.react19.test.tsx` run against React 19 (scripts/bench/floor-deps, installed by `npm test`), the project's own
// React being 18: a host whose React is not the one the self-contained build bundles.
const REACT19 = resolve('scripts/bench/floor-deps/node_modules');
const react19Alias = {
  react: `${REACT19}/react`,
  'react-dom': `${REACT19}/react-dom`,
};

const esbuildBundleTests = {
  name: 'esbuild-bundle-tests',
  async serve(context) {
    if (!/\.test\.tsx?$/.test(context.path)) return undefined;
    const result = await esbuild.build({
      entryPoints: ['.' + context.path],
      bundle: true,
      format: 'esm',
      write: false,
      sourcemap: 'inline',
      target: 'es2022',
      jsx: 'automatic',
      define: { 'process.env.NODE_ENV': '"development"', global: 'globalThis' },
      logLevel: 'silent',
      ...(/\.react19\.test\.tsx$/.test(context.path) ? { alias: react19Alias } : {}),
    });
    return { body: result.outputFiles[0].text, type: 'js' };
  },
};

export default {
  files: 'test/elements/**/*.test.{ts,tsx}',
  nodeResolve: true,
  plugins: [esbuildBundleTests],
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-dev-shm-usage',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
        ],
      },
    }),
  ],
  testFramework: { config: { timeout: 10000 } },
};
