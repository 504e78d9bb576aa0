import { readFile, realpath, stat } from 'node:fs/promises';
import { extname, join, resolve, sep } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** A folder served at a URL prefix, e.g. `{ mount: '/', dir: 'demo' }`. */
export interface StaticMount {
  mount: string;
  dir: string;
}

/** URL prefixes that belong to the emulator; no static mount may serve below them. */
export const RESERVED_PREFIXES = ['/sdk/v1', '/v1', '/_dev', '/.well-known', '/captcha'];

export function isReservedPath(path: string): boolean {
  return RESERVED_PREFIXES.some((prefix) => path === prefix || path.startsWith(`${prefix}/`));
}

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

interface ResolvedMount {
  mount: string;
  dir: string;
}

/** Checks mounts and makes them absolute; throws on a mount that would shadow emulator routes. */
export function resolveMounts(mounts: StaticMount[]): ResolvedMount[] {
  return mounts
    .map(({ mount, dir }) => {
      if (!mount.startsWith('/')) throw new Error(`Static mount "${mount}" must start with "/".`);
      const normalised = mount.endsWith('/') ? mount : `${mount}/`;
      if (normalised !== '/' && isReservedPath(normalised.slice(0, -1))) {
        throw new Error(
          `Static mount "${mount}" would shadow the emulator's own routes (${RESERVED_PREFIXES.join(', ')}).`,
        );
      }
      return { mount: normalised, dir: resolve(dir) };
    })
    .sort((a, b) => b.mount.length - a.mount.length);
}

/**
 * Serves a GET/HEAD from the longest matching mount: no path traversal, no dotfiles, no symlinks out of the
 * folder, `index.html` for folders, `Cache-Control: no-cache`. Returns false when no mount matches the path or
 * the file does not exist (the caller answers 404).
 */
export async function serveStatic(
  mounts: ResolvedMount[],
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<boolean> {
  const [rawPath = '/', search = ''] = request.url.split(/\?(.*)/s, 2);
  let path: string;
  try {
    path = decodeURIComponent(rawPath);
  } catch {
    return false;
  }
  if (path.includes('\0') || path.includes('\\') || isReservedPath(path)) return false;
  const mount = mounts.find((m) => path.startsWith(m.mount) || `${path}/` === m.mount);
  if (!mount) return false;
  if (`${path}/` === mount.mount) {
    await reply.redirect(`${rawPath}/${search ? `?${search}` : ''}`, 301);
    return true;
  }
  const relative = path.slice(mount.mount.length);
  if (relative.split('/').some((segment) => segment.startsWith('.'))) return false;
  let file = resolve(mount.dir, `.${sep}${relative}`);
  if (file !== mount.dir && !file.startsWith(mount.dir + sep)) return false;

  const info = await stat(file).catch(() => null);
  if (!info) return false;
  if (info.isDirectory()) {
    if (!path.endsWith('/')) {
      await reply.redirect(`${rawPath}/${search ? `?${search}` : ''}`, 301);
      return true;
    }
    file = join(file, 'index.html');
    const index = await stat(file).catch(() => null);
    if (!index?.isFile()) return false;
  } else if (!info.isFile()) {
    return false;
  }
  const [realFile, realDir] = await Promise.all([realpath(file), realpath(mount.dir)]);
  if (!realFile.startsWith(realDir + sep)) return false;

  const body = await readFile(realFile);
  await reply
    .code(200)
    .header('content-type', CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream')
    .header('cache-control', 'no-cache')
    .header('x-content-type-options', 'nosniff')
    .send(body);
  return true;
}
