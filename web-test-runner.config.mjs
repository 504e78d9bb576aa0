// Element and screen tests in Debian's Chromium. Each test file is bundled on the fly with esbuild, which does
// the CommonJS → ESM interop React needs (WTR's per-file transform cannot; see TOOLCHAIN.md §3).
import { chromeLauncher } from '@web/test-runner-chrome';
import * as esbuild from 'esbuild';

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
