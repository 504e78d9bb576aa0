// `npm run test:examples`: the examples in examples/ end to end against the packed tarballs, as a site installs
// them. Each example has its own package.json and lock (`npm ci --prefix examples/<name>` installs them, with
// idp-elements and idp-elements-emulator as links to this checkout); this packs both packages (`npm pack`, what npm
// would publish: build first), puts the unpacked tarballs in place of the links, and runs the example's `npm test`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

const EXAMPLES = ['express', 'next'];
const ROOT = resolve(import.meta.dirname, '..');

if (
  !existsSync(join(ROOT, 'dist/esm/idp-elements.js')) ||
  !existsSync(join(ROOT, 'emulator/dist/index.js'))
) {
  console.error('test:examples: dist/ or emulator/dist/ is not built: run `npm run build` first.');
  process.exit(1);
}
const packDir = mkdtempSync(join(tmpdir(), 'idp-examples-pack-'));
try {
  const tarballs = {};
  for (const [name, dir] of [
    ['idp-elements', ROOT],
    ['idp-elements-emulator', join(ROOT, 'emulator')],
  ]) {
    const before = new Set(readdirSync(packDir));
    execFileSync('npm', ['pack', '--silent', '--pack-destination', packDir], { cwd: dir, stdio: 'ignore' });
    tarballs[name] = join(
      packDir,
      readdirSync(packDir).find((file) => !before.has(file)),
    );
  }
  let failed = false;
  for (const example of EXAMPLES) {
    const cwd = join(ROOT, 'examples', example);
    if (!existsSync(join(cwd, 'node_modules'))) {
      console.error(
        `test:examples: run \`npm ci --prefix examples/${example}\` first (npm run test:examples does).`,
      );
      process.exit(1);
    }
    for (const [name, tarball] of Object.entries(tarballs)) {
      const installed = join(cwd, 'node_modules', name);
      rmSync(installed, { recursive: true, force: true });
      mkdirSync(installed, { recursive: true });
      execFileSync('tar', ['-xzf', tarball, '-C', installed, '--strip-components=1']);
    }
    console.info(`examples/${example}: npm test`);
    const result = spawnSync('npm', ['test'], { cwd, stdio: 'inherit' });
    if (result.status !== 0) failed = true;
  }
  process.exitCode = failed ? 1 : 0;
} finally {
  rmSync(packDir, { recursive: true, force: true });
}
