// Builds (`npm run build`: the widget into dist/ and the emulator package into emulator/dist/) unless both builds
// are newer than every one of their inputs. `npm start`, `npm run test:hosts` and `npm run test:examples` call it, so
// that after `npm test` (or a first `npm start`) they start at once. Usage: node scripts/build-if-stale.mjs
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** The newest modification time under `path` (a file or a folder), leaving out `skip` folder names. */
export function newestMtime(path, skip = []) {
  if (!statSync(path).isDirectory()) return statSync(path).mtimeMs;
  let newest = 0;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && skip.includes(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name), skip));
  }
  return newest;
}

/** Each build's output file and its inputs (the sources, the build's configuration and the dependencies' versions). */
const BUILDS = [
  {
    output: 'dist/esm/idp-elements.js',
    inputs: [
      'src',
      'elements',
      'scripts/rollup',
      'rollup.config.mjs',
      'tsconfig.build.json',
      'scripts/fix-dts.mjs',
    ],
  },
  {
    output: 'emulator/dist/index.js',
    inputs: ['emulator', 'scripts/build-testing.mjs', 'tsconfig.testing.json'],
  },
];
const SHARED_INPUTS = ['package.json', 'package-lock.json', 'scripts/build.mjs'];

/** True when the builds (by default both; `widget` alone: dist/) exist and are newer than their inputs. */
export function buildIsFresh({ widgetOnly = false } = {}) {
  return BUILDS.slice(0, widgetOnly ? 1 : undefined).every(({ output, inputs }) => {
    if (!existsSync(output)) return false;
    const built = statSync(output).mtimeMs;
    const newest = Math.max(
      ...[...inputs, ...SHARED_INPUTS]
        .filter(existsSync)
        .map((p) => newestMtime(p, ['dist', 'node_modules'])),
    );
    return built > newest;
  });
}

/**
 * Runs `npm run build` unless the builds are fresh (`widgetOnly`: unless dist/ is, for `npm start`, which runs the
 * emulator from its sources); exits the process when the build fails.
 */
export function buildIfStale({ widgetOnly = false } = {}) {
  if (buildIsFresh({ widgetOnly })) {
    console.info(
      widgetOnly
        ? 'The widget build (dist/) is up to date.'
        : 'The build (dist/, emulator/dist/) is up to date.',
    );
    return;
  }
  console.info('Building (npm run build)…');
  const result = spawnSync('npm', ['run', '--silent', 'build'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the output above.');
    process.exit(result.status ?? 1);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) buildIfStale();
