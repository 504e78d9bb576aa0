// Builds the widget: a self-contained ESM build with code splitting (dist/esm), the same for React sites with the
// host's React (dist/react), a script-tag IIFE build (dist/idp-elements.iife.js), and type declarations (tsc, see
// the "build" script).
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild from 'rollup-plugin-esbuild';
import terser from '@rollup/plugin-terser';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { minifyStyledCss } from './scripts/rollup/minifyStyledCss.mjs';
import { bridgeChunk, entryBridge } from './scripts/rollup/entryBridge.mjs';
import { oneByteSources } from './scripts/rollup/oneByteSources.mjs';

const { version } = JSON.parse(readFileSync('package.json', 'utf8'));

// terser compresses about 2.4 KiB gz more than esbuild's minifier over what <idp-login> loads before it is
// interactive (two passes; esbuild still compiles the TypeScript). oneByteSources then escapes the few non-ASCII
// characters of a chunk, so that the browser holds its source at one byte per character.
const minify = (module = true) =>
  terser({ ecma: 2020, module, compress: { passes: 2 }, format: { comments: false } });

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  json(),
  minifyStyledCss(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: './tsconfig.json' }),
];

// Known, harmless warnings from dependencies (TS helpers, circular imports inside libraries).
function onwarn(warning, warn) {
  if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'CIRCULAR_DEPENDENCY') return;
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

// Chunks: the loader (the entry, one request before the first paint; the chunks after it reach its modules through
// the `bridge` chunk, scripts/rollup/entryBridge.mjs) holds only what paints the first screen; `widget` is React,
// styled-components, zustand and the widget's shell in one file, fetched by the loader's one `import()` without a
// waterfall; `client` is the API client, shared with the `headless` entry; each product's screens stay chunks of
// their own (src/flow/chunks/; a chunk that a screen of the same product loads stands in that product's folder).
// Rollup pulls a manual chunk's dependencies into it unless they are assigned elsewhere, hence the explicit lists.
// `<idp-account>` (elements/account.ts, elements/account/) is an entry of its own, outside the loader.
const LOADER =
  /\/(elements\/(?!react\.|account[./])|src\/(config\/config|theme\/(?!contrast)|events\/widgetEvents|i18n\/(loaderMessages|locale\.|locales\/index|strings)|platform\/inputSelection))/;
// The loader's modules that the chunks loaded after it import: the ESM entry provides them (entryBridge).
const SHARED = [
  'src/config/config.ts',
  'src/events/widgetEvents.ts',
  'src/i18n/loaderMessages.ts',
  'src/i18n/locale.ts',
  'src/i18n/strings.ts',
  'src/platform/inputSelection.ts',
  'src/theme/adopt.ts',
  'src/theme/cssVars.ts',
  'src/theme/parseStyles.ts',
  'src/theme/tokens.ts',
];
// Small, stateless modules the loader shares with the headless client's code: the loader takes its own copy.
const LOADER_COPIES = /\/src\/(validation\/isRecord|session\/storage)\.ts$/;
const bridgeOptions = {
  isLoader: (id) => LOADER.test(id),
  copies: LOADER_COPIES,
  shared: SHARED,
  entry: 'elements/index.ts',
  version,
  // <idp-account>'s code reads the loader's modules through bridges of its own (chunk `ownBridge`).
  own: (importer) => /\/(elements\/account|src\/account\/)/.test(importer),
};
const CLIENT =
  /\/src\/(client\.|api\/(?!webauthn|passwords|otps|crypto|idp\.|oauth\.)|session\/|errors\/|telemetry\/|platform\/(?!captcha|wallets)|validation\/|config\/publicConfig)/;
const WIDGET = [
  /node_modules\/(react|react-dom|scheduler|styled-components|stylis|@emotion\/[^/]+|zustand|use-sync-external-store)\//,
  // The code boxes, the password field, the phone field, the passkey, crypto, OAuth, consent, two-factor, landing, strength and
  // passkey-offer texts belong to the products that show them (their chunks, not React's); attribute removals load
  // after the take-over.
  /\/src\/(?!components\/(OtpInput|PasswordInput|PhoneField|Tabs|icons|BackLink)\.|i18n\/(pass(keys|words|keyOffer)\.|consent\.|crypto\.|oauth\.|twoFactor\.|landing\.|strength\.|locales\/)|widget\/(redirectCheck|followRemovals)\.)(widget|kit|components|store|i18n|flow\/(registry|products|afterPrimary|MainScreen)|screens\/Error)[/.]/,
];

// A product chunk takes the helpers its Main form shares with later products, so one request brings the form.
const PRODUCT_HELPERS = {
  emailMagicLinks:
    /\/src\/(flow\/chunks\/emailMagicLinks|screens\/(Main\/(EmailForm|useEmailDraft)|EmailMagicLinks\/(EmailMagicLinkForm|useEmailMagicLinkForm)))\./,
};

function manualChunks(id) {
  const own = bridgeChunk(id);
  if (own) return own;
  // <idp-account>'s texts per language: named apart from the locale tables' chunks (`fr-…`).
  const accountLocale = /\/src\/account\/locales\/([\w-]+)\.ts$/.exec(id);
  if (accountLocale) return `account-${accountLocale[1]}`;
  if (LOADER.test(id)) return 'loader';
  // The redirect page's texts, which "Check your email" also shows (after an expired link): in the redirect page's
  // chunk, which the confirmation's chunk imports, rather than a chunk of their own.
  if (/\/src\/(screens\/LinkLanding\/linkLanding|i18n\/landing)\./.test(id)) return 'linkLanding';
  // What only screens after Main draw (the back link, the big icons, the error screen, a toast), with the
  // attribute-removal watcher that the widget fetches once React has taken over: one small chunk off the first
  // screen's path, cached before a later screen needs it.
  if (
    /\/src\/(components\/(icons|BackLink|ToastItem)|kit\/useFocusOnMount|screens\/Error\/ErrorScreen|widget\/followRemovals)\./.test(
      id,
    )
  )
    return 'later';
  for (const [chunk, pattern] of Object.entries(PRODUCT_HELPERS)) if (pattern.test(id)) return chunk;
  // The identity-provider calls, shared by <idp-consent>'s chunk and the headless entry's `idpClient`: a chunk of
  // their own, so the element does not load the headless entry.
  if (/\/src\/(client|api)\/idp\./.test(id)) return 'idp';
  // The client's OAuth area with its wire helpers, which the buttons' chunk also reads (the provider list): one
  // chunk, fetched beside the buttons, and alone by a redirect page's headless `oauth.authenticate`.
  if (/\/src\/(client|api)\/oauth\./.test(id)) return 'oauthClient';
  if (CLIENT.test(id)) return 'client';
  if (WIDGET.some((pattern) => pattern.test(id))) return 'widget';
  return undefined;
}

// No bare `import "./chunk.js"` of a chunk that a lazy chunk already reaches through the chunks it imports from:
// rollup adds them only so that the browser fetches the whole chain at once, but none of those chunks has effects of
// its own, so package.json `sideEffects` rightly leaves them out, and a host bundler that re-bundles the package
// (esbuild, Vite) then warns at each one ("Ignoring this import because … was marked as having no side effects").
// What the default <idp-login> loads before it is interactive is unchanged (the loader preloads it:
// elements/loader/preload.ts); a flow's chunks load on intent, before their screen is needed (src/flow/products.tsx).
const hoistTransitiveImports = false;

/**
 * Writes into the entry the files the default `<idp-login>` needs after the loader, for its modulepreload hints
 * (elements/loader/preload.ts): the React chunk the loader imports, the magic-link form chunk that chunk imports,
 * and their static imports.
 */
function firstScreenChunks() {
  const PLACEHOLDER = '__IDP_FIRST_SCREEN_CHUNKS__';
  return {
    name: 'first-screen-chunks',
    renderChunk(code, chunk, _options, meta) {
      if (!code.includes(PLACEHOLDER)) return null;
      const files = new Set();
      const add = (fileName) => {
        if (files.has(fileName) || fileName === chunk.fileName) return;
        files.add(fileName);
        for (const imported of meta.chunks[fileName]?.imports ?? []) if (meta.chunks[imported]) add(imported);
      };
      const named = (list, prefix) => list.filter((f) => f.split('/').pop().startsWith(`${prefix}-`));
      const widget = named(chunk.dynamicImports, 'widget');
      if (widget.length !== 1) this.error('the loader must import exactly one widget chunk');
      add(widget[0]);
      for (const form of named(meta.chunks[widget[0]].dynamicImports, 'emailMagicLinks')) add(form);
      // Relative to the file that holds the list (preload.ts resolves them against its own import.meta.url).
      const from = dirname(chunk.fileName);
      const paths = JSON.stringify(
        [...files].map((f) => {
          const path = relative(from, f);
          return path.startsWith('.') ? path : `./${path}`;
        }),
      );
      return {
        code: code.replaceAll(PLACEHOLDER, paths.replaceAll('"', '\\"').replaceAll("'", "\\'")),
        map: null,
      };
    },
  };
}

/**
 * The React build (dist/react) shares the ESM build's chunks that do not depend on React: a chunk whose code is
 * byte for byte the one dist/esm has under the same (content-hashed) name is dropped, and the React build's files
 * import dist/esm's copy. Rollup runs the configurations in order, so dist/esm is written by then.
 */
function shareChunksWith(dir) {
  return {
    name: 'share-chunks',
    generateBundle(_options, bundle) {
      const shared = Object.values(bundle).filter((file) => {
        if (file.type !== 'chunk' || file.isEntry) return false;
        const twin = `${dir}/${file.fileName}`;
        return existsSync(twin) && readFileSync(twin, 'utf8') === file.code;
      });
      for (const chunk of shared) delete bundle[chunk.fileName];
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const from = dirname(file.fileName);
        for (const chunk of shared) {
          const own = relative(from, chunk.fileName);
          const spec = own.startsWith('.') ? own : `./${own}`;
          const target = relative(`dist/react/${from}`, `${dir}/${chunk.fileName}`);
          file.code = file.code
            .replaceAll(`"${spec}"`, `"${target}"`)
            .replaceAll(`\\"${spec}\\"`, `\\"${target}\\"`);
        }
      }
    },
  };
}

export default [
  {
    // idp-elements/account imports the main entry first, then reads the loader's modules through the bridge.
    input: {
      'idp-elements': 'elements/index.ts',
      headless: 'src/index-headless.ts',
      account: 'elements/account.ts',
    },
    preserveEntrySignatures: 'strict',
    plugins: [entryBridge(bridgeOptions), ...plugins(), firstScreenChunks()],
    onwarn,
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash:7].js',
      manualChunks,
      hoistTransitiveImports,
      sourcemap: 'hidden', // maps beside the files for debugging this repository; the package ships none (README)
      plugins: [minify(), oneByteSources()],
    },
  },
  {
    // idp-elements/react: the same chunks without React, which the host page already has (a peer dependency).
    input: { 'idp-elements': 'elements/index.ts', react: 'elements/react.tsx' },
    external: (id) => /^(react|react-dom)(\/|$)/.test(id),
    preserveEntrySignatures: 'strict',
    plugins: [entryBridge({ ...bridgeOptions, bridge: false }), ...plugins(), firstScreenChunks()],
    onwarn,
    output: {
      dir: 'dist/react',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash:7].js',
      manualChunks,
      hoistTransitiveImports,
      sourcemap: 'hidden', // maps beside the files for debugging this repository; the package ships none (README)
      plugins: [minify(), oneByteSources(), shareChunksWith('dist/esm')],
    },
  },
  {
    // idp-elements/ssr: the elements' HTML for a server (Node, edge runtimes, a static build): no DOM, no React.
    input: { ssr: 'elements/ssr.ts' },
    plugins: plugins(),
    onwarn,
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      inlineDynamicImports: true,
      sourcemap: 'hidden', // maps beside the files for debugging this repository; the package ships none (README)
      plugins: [minify()],
    },
  },
  {
    // The script-tag build: a small classic script that imports dist/esm (elements/script.ts).
    input: 'elements/script.ts',
    plugins: plugins(),
    onwarn,
    output: {
      file: 'dist/idp-elements.iife.js',
      format: 'iife',
      name: 'IdpElements',
      inlineDynamicImports: true,
      sourcemap: 'hidden', // maps beside the files for debugging this repository; the package ships none (README)
      plugins: [minify(false)], // a script: its global name must survive
    },
  },
];
