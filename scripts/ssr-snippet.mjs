// `npm run -s ssr:snippet -- idp-login public-token=… api-url=… [--lang fr] [--nonce N] [--watermark]
// [--script URL]`: prints the server-rendered element (idp-elements/ssr) and its loader's script tag, for a static
// page or a CMS block. Run `npm run build` first.
import { existsSync } from 'node:fs';

const USAGE = `usage: npm run -s ssr:snippet -- <tag> name=value… [--lang L] [--nonce N] [--watermark] [--script URL]
  tag: idp-login, idp-reset-password, idp-passkey-register or idp-consent
  e.g. npm run -s ssr:snippet -- idp-login public-token=public-token-test-… api-url=http://localhost:9400 --lang fr`;

const ENTRY = new URL('../dist/esm/ssr.js', import.meta.url);
if (!existsSync(ENTRY)) {
  console.error('dist/esm/ssr.js is missing: run `npm run build` first.');
  process.exit(1);
}
const { renderElementHTML } = await import(ENTRY.href);

const args = process.argv.slice(2);
if (args.length === 0 || args.includes('--help') || args.includes('-h')) {
  console.log(USAGE);
  process.exit(args.length === 0 ? 1 : 0);
}
const [tag, ...rest] = args;
const attributes = {};
const options = {};
let script = '/dist/esm/idp-elements.js';
for (let i = 0; i < rest.length; i++) {
  const arg = rest[i];
  const value = () => {
    const next = rest[++i];
    if (next === undefined) {
      console.error(`${arg} needs a value.\n${USAGE}`);
      process.exit(1);
    }
    return next;
  };
  if (arg === '--lang') options.lang = value();
  else if (arg === '--nonce') options.nonce = value();
  else if (arg === '--watermark') options.watermark = true;
  else if (arg === '--script') script = value();
  else if (/^[^=-][^=]*=/.test(arg)) {
    const at = arg.indexOf('=');
    attributes[arg.slice(0, at)] = arg.slice(at + 1);
  } else {
    console.error(`Not an attribute (name=value) or option: ${JSON.stringify(arg)}\n${USAGE}`);
    process.exit(1);
  }
}

try {
  const html = renderElementHTML(tag, attributes, options);
  const src = script.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
  console.log(`${html}\n<script type="module" src="${src}"></script>`);
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
}
