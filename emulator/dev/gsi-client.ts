/**
 * Serves the stand-in for Google Identity Services (`{api}/gsi/client`): the browser script is the plain JavaScript
 * file next to this one (dev/gsi-client.js, read once at start-up; the bundled test kit copies it beside its
 * bundle, see scripts/build-testing.mjs). What it does is described at the top of that file.
 */
import { readFileSync } from 'node:fs';

/** Where the script lives; scripts/build-testing.mjs rewrites this path for the bundle. */
export const GSI_CLIENT_FILE = new URL('./gsi-client.js', import.meta.url);

const SCRIPT = readFileSync(GSI_CLIENT_FILE, 'utf8');

/** The script as served: the file in a closure (nothing global but `google.accounts.id`), bound to `apiBase`. */
export function gsiStandInScript(apiBase: string): string {
  return `(() => {\n'use strict';\nconst API = ${JSON.stringify(apiBase)};\n${SCRIPT}})();\n`;
}
