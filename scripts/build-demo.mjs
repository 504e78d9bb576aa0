// Bundles the demo pages' scripts (demo/src/*.ts) into OUT_DIR with the public configuration baked in from
// IDP_PUBLIC_TOKEN, IDP_API_URL and IDP_APP_URL (and IDP_DEMO_SERVER_URL, the demo backend, when it runs). The library itself is not bundled: pages load the built
// /dist/esm/idp-elements.js (and headless.js), exactly as a site owner would.
import * as esbuild from 'esbuild';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';

const LIBRARY_URLS = {
  'idp-elements': '/dist/esm/idp-elements.js',
  'idp-elements/headless': '/dist/esm/headless.js',
  'idp-elements/account': '/dist/esm/account.js',
};

/** @param {{ outDir: string, env: Record<string, string | undefined> }} options */
export async function buildDemo({ outDir, env }) {
  const entryPoints = readdirSync('demo/src')
    .filter((f) => f.endsWith('.ts') && !['env.ts', 'ui.ts'].includes(f))
    .map((f) => join('demo/src', f));
  const define = {};
  for (const name of ['IDP_PUBLIC_TOKEN', 'IDP_API_URL', 'IDP_APP_URL', 'IDP_DEMO_SERVER_URL']) {
    define[`process.env.${name}`] = env[name] === undefined ? 'undefined' : JSON.stringify(env[name]);
  }
  await esbuild.build({
    entryPoints,
    outdir: outDir,
    bundle: true,
    format: 'esm',
    target: 'es2020',
    sourcemap: true,
    logLevel: 'warning',
    define,
    plugins: [
      {
        name: 'library-from-dist',
        setup(build) {
          build.onResolve({ filter: /^idp-elements(\/headless|\/account)?$/ }, (args) => ({
            path: LIBRARY_URLS[args.path],
            external: true,
          }));
        },
      },
    ],
  });
}
