#!/usr/bin/env node
/** `idp-emulator [flags]`: the command of the published idp-elements-emulator package (see run.ts). */
import { runCli } from './run';

await runCli('idp-emulator');
