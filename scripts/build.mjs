// `npm run build`: the widget (rollup into dist/, then its declarations: tsc and fix-dts) and, beside it, the
// emulator package (build-testing.mjs into emulator/dist/: esbuild and its own declarations). The two share no
// output, so they run side by side; the build fails when either fails.
import { spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { createRequire } from 'node:module';

const require = createRequire(import.meta.url);

function run(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, args, { stdio: 'inherit' });
    child.on('close', (code) => resolve(code ?? 1));
  });
}

async function steps(...commands) {
  for (const args of commands) {
    const code = await run(args);
    if (code !== 0) return code;
  }
  return 0;
}

rmSync('dist', { recursive: true, force: true });
const codes = await Promise.all([
  steps(
    [require.resolve('rollup/dist/bin/rollup'), '-c', 'rollup.config.mjs'],
    [require.resolve('typescript/bin/tsc'), '-p', 'tsconfig.build.json'],
    ['scripts/fix-dts.mjs'],
  ),
  steps(['scripts/build-testing.mjs']),
]);
process.exit(codes.every((code) => code === 0) ? 0 : 1);
