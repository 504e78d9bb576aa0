// Builds the widget: a self-contained ESM build with code splitting (dist/esm), a script-tag IIFE build
// (dist/idp-elements.iife.js), and type declarations (tsc, see the "build" script).
import commonjs from '@rollup/plugin-commonjs';
import json from '@rollup/plugin-json';
import resolve from '@rollup/plugin-node-resolve';
import replace from '@rollup/plugin-replace';
import esbuild, { minify } from 'rollup-plugin-esbuild';

const plugins = () => [
  replace({ preventAssignment: true, values: { 'process.env.NODE_ENV': JSON.stringify('production') } }),
  resolve({ browser: true, extensions: ['.mjs', '.js', '.ts', '.tsx', '.json'] }),
  commonjs(),
  json(),
  esbuild({ target: 'es2020', jsx: 'automatic', tsconfig: './tsconfig.json' }),
];

// Known, harmless warnings from dependencies (TS helpers, circular imports inside libraries).
function onwarn(warning, warn) {
  if (warning.code === 'THIS_IS_UNDEFINED' || warning.code === 'CIRCULAR_DEPENDENCY') return;
  if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
  warn(warning);
}

export default [
  {
    input: { 'idp-elements': 'elements/index.ts', headless: 'src/index-headless.ts' },
    preserveEntrySignatures: 'allow-extension',
    plugins: plugins(),
    onwarn,
    output: {
      dir: 'dist/esm',
      format: 'es',
      entryFileNames: '[name].js',
      chunkFileNames: 'chunks/[name]-[hash].js',
      sourcemap: true,
      plugins: [minify({ target: 'es2020' })],
    },
  },
  {
    input: 'elements/index.ts',
    plugins: plugins(),
    onwarn,
    output: {
      file: 'dist/idp-elements.iife.js',
      format: 'iife',
      name: 'IdpElements',
      inlineDynamicImports: true,
      sourcemap: true,
      plugins: [minify({ target: 'es2020' })],
    },
  },
];
