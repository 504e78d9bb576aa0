// Runs test files in this one process, each file's tests inside a suite named after the file (so its top-level
// hooks stay its own), one file after the other. `node --test` starts a process per file: for the emulator and unit
// files that start (the TypeScript loader, fastify and the emulator's modules: about three seconds of CPU) cost more
// than most files' tests. Usage (what scripts/node-tests.mjs runs):
//   node --import tsx --test-force-exit --test-reporter=spec scripts/test-in-process.mjs FILE…
import { describe } from 'node:test';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

for (const file of process.argv.slice(2)) {
  describe(file, async () => {
    await import(pathToFileURL(resolve(file)).href);
  });
}
process.on('exit', (code) => {
  if (code !== 0) console.error(`test-in-process: exit code ${code} (${process.argv.length - 2} files)`);
});
