import { realpathSync } from 'node:fs';
import { extname, join, resolve, sep } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/** A folder served at a URL prefix, e.g. `{ mount: '/', dir: 'demo' }`. */
export interface StaticMount {
  mount: string;
  dir: string;
  /**
   * Scripts, styles and source maps below this mount answer `Access-Control-Allow-Origin: *` (no credentials), so
   * pages on other local ports can load them as modules: `npm start` sets it on `/dist/`, the built package, which
   * the playground's snippet loads from any localhost page. Other static files get no CORS headers.
   */
  crossOrigin?: boolean;
}

/** URL prefixes that belong to the emulator; no static mount may serve below them. */
export const RESERVED_PREFIXES = [
  '/sdk/v1',
  '/v1',
  '/_dev',
  '/.well-known',
  '/captcha',
  '/gsi',
  '/clientside-services',
];

export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

/** Content types by extension (JavaScript as `text/javascript`, RFC 9239); anything else is a download. */
const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.htm': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.cjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
};

/** Checks mounts and makes them absolute (`mount` ending in "/"), longest first; throws on a mount that would shadow emulator routes. */
export function resolveMounts(mounts: StaticMount[]): StaticMount[] {
  return mounts
    .map(({ mount, dir, crossOrigin }) => {
      if (!mount.startsWith('/')) throw new Error(`Static mount "${mount}" must start with "/".`);
      const normalised = mount.endsWith('/') ? mount : `${mount}/`;
      if (normalised !== '/' && isReservedPath(normalised.slice(0, -1))) {
        throw new Error(
          `Static mount "${mount}" would shadow the emulator's own routes (${RESERVED_PREFIXES.join(', ')}).`,
        );
      }
      return { mount: normalised, dir: resolve(dir), ...(crossOrigin && { crossOrigin }) };
    })
    .sort((a, b) => b.mount.length - a.mount.length);
}

/**
 * Serves each mount (from `resolveMounts`) with @fastify/static on GET/HEAD: no path traversal, no dotfiles, no
 * symlinks out of the folder, nothing below the emulator's own prefixes, `index.html` for folders (a folder without
 * its trailing slash redirects 301), `Cache-Control: no-cache` (with ETag / Last-Modified to revalidate). A path no
 * mount serves falls through to the not-found handler.
 */
export function registerStatic(app: FastifyInstance, mounts: StaticMount[]): void {
  for (const { mount, dir, crossOrigin } of mounts) {
    // Not awaited: the plugins load with the rest at `ready()`, after the app's error handler is set.
    void app.register(fastifyStatic, {
      root: dir,
      serve: true,
      // Without its trailing slash, so that `/dist` redirects to `/dist/` (the plugin serves `/dist/*`).
      prefix: mount === '/' ? '/' : mount.slice(0, -1),
      redirect: true,
      index: ['index.html'],
      dotfiles: 'ignore',
      decorateReply: false,
      cacheControl: false,
      contentType: false,
      setHeaders: (res, path) => {
        res.setHeader(
          'content-type',
          CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream',
        );
        res.setHeader('cache-control', 'no-cache');
        if (crossOrigin && /\.(m?js|css|map)$/i.test(path)) res.setHeader('access-control-allow-origin', '*');
      },
      allowedPath: (pathname, root) => isServable(mount, pathname, root),
    });
  }
}

/** Whether a (URI-decoded) path below a mount may be served; the plugin answers 404 otherwise. */
function isServable(mount: string, pathname: string, root: string): boolean {
  if (pathname.includes('\0') || pathname.includes('\\')) return false;
  if (pathname.split('/').some((segment) => segment.startsWith('.'))) return false;
  if (isReservedPath(mount + pathname.slice(1))) return false;
  // The plugin's hook is synchronous; these are two or three realpath calls on a local folder.
  const file = join(root, pathname);
  return isInside(file, root) && (!pathname.endsWith('/') || isInside(join(file, 'index.html'), root));
}

/** Whether `file` (or nothing, when it does not exist) lies inside `root` once symlinks are resolved. */
function isInside(file: string, root: string): boolean {
  let real: string;
  try {
    real = realpathSync(file);
  } catch {
    return true;
  }
  const realRoot = realpathSync(root);
  return real === realRoot || real.startsWith(realRoot + sep);
}
