/** `npm run emulator -- [flags]`: the emulator's command line in this repository (see run.ts). */
import { runCli } from './run';

await runCli('npm run emulator --');
