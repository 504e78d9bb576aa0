/**
 * Runs the emulator from a command line until SIGINT/SIGTERM: `npm run emulator -- [flags]` in this repository
 * (main.ts), `idp-emulator [flags]` from the published package (bin.ts). Flags win over the environment variables
 * IDP_EMULATOR_PORT, IDP_EMULATOR_DB and IDP_EMULATOR_CONFIG. Bad flags exit with status 2, start failures with 1.
 */
import { parseCli, startOptions, stopOnSignals, UsageError, USAGE, type CliOptions } from './cli';
import { startEmulator } from './index';

/** `command` is how the usage text names the command, e.g. `idp-emulator`. */
export async function runCli(command: string, argv: string[] = process.argv.slice(2)): Promise<void> {
  const usage = USAGE.replace('npm run emulator --', command);
  const name = command.replace(/^npm run | --$/g, '');
  let options: CliOptions | 'help';
  try {
    options = parseCli(argv, process.env);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`${name}: ${e.message}\n\n${usage}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.info(usage);
    return;
  }

  let emulator;
  try {
    emulator = await startEmulator(startOptions(options));
  } catch (e) {
    console.error(`${name}: ${(e as Error).message}`);
    process.exit(1);
  }

  stopOnSignals(emulator);
}
