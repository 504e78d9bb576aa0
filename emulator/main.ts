/**
 * `npm run emulator -- [flags]`: runs the emulator until SIGINT/SIGTERM. Flags win over the environment variables
 * IDP_EMULATOR_PORT, IDP_EMULATOR_DB and IDP_EMULATOR_CONFIG. Bad flags exit with status 2, start failures with 1.
 */
import { parseCli, startOptions, stopOnSignals, UsageError, USAGE, type CliOptions } from './cli';
import { startEmulator } from './index';

async function main(): Promise<void> {
  let options: CliOptions | 'help';
  try {
    options = parseCli(process.argv.slice(2), process.env);
  } catch (e) {
    if (!(e instanceof UsageError)) throw e;
    console.error(`emulator: ${e.message}\n\n${USAGE}`);
    process.exit(2);
  }
  if (options === 'help') {
    console.info(USAGE);
    return;
  }

  let emulator;
  try {
    emulator = await startEmulator(startOptions(options));
  } catch (e) {
    console.error(`emulator: ${(e as Error).message}`);
    process.exit(1);
  }

  stopOnSignals(emulator);
}

await main();
