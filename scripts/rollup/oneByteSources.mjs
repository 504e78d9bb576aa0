// Chromium holds a script's source as UTF-16, twice its size, as soon as it has one character above U+00FF; the
// React chunk's few (an ellipsis, a check mark, bidi isolates in its texts) doubled its 207 KiB source in the page's
// memory. This output plugin, after the minifier, prints a chunk that has only a few non-ASCII characters again
// with those escaped (terser, nothing else changed), which costs no gzip bytes. A chunk full of them (a language's
// texts in another script) stays as it is: escaped it would be bigger, and it is held as UTF-16 either way.
import { minify } from 'terser';

/** @param {{ limit?: number }} [options] at most this many non-ASCII characters are escaped in a chunk */
export function oneByteSources({ limit = 64 } = {}) {
  return {
    name: 'one-byte-sources',
    async renderChunk(code, _chunk, options) {
      if (!/[\u0100-\uffff]/.test(code)) return null;
      if ((code.match(/[\u0080-\uffff]/g) ?? []).length > limit) return null;
      const out = await minify(code, {
        compress: false,
        mangle: false,
        module: options.format === 'es',
        format: { ascii_only: true, comments: false },
        sourceMap: { asObject: true },
      });
      return { code: out.code ?? code, map: out.map };
    },
  };
}
