import type { ProjectConfig, RedirectUrlConfig } from '../config/defaults';
import { ApiError } from '../errors';

export type RedirectKind = keyof Omit<RedirectUrlConfig, 'allow_any_localhost'>;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The redirect URL a link will carry: the one the request named (`field`), checked against the project's
 * allowlist, or the project's first allowed URL of that kind. Throws `invalid_redirect_url` naming the URL.
 */
export function resolveRedirectUrl(
  project: ProjectConfig,
  kind: RedirectKind,
  field: string,
  requested: string | undefined,
): string {
  const allowlist = project.redirect_urls[kind];
  if (requested === undefined || requested === '') {
    const fallback = allowlist[0];
    if (fallback === undefined) {
      throw new ApiError(
        'invalid_redirect_url',
        `No ${field} was sent and project "${project.project_name}" has no default ${kind} redirect URL: ` +
          `send ${field}, or add a URL to redirect_urls.${kind} in the emulator config.`,
      );
    }
    return fallback;
  }
  const url = URL.canParse(requested) ? new URL(requested) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) {
    throw new ApiError(
      'invalid_redirect_url',
      `${field} ${JSON.stringify(requested)} is not an absolute http(s) URL.`,
    );
  }
  const allowed =
    allowlist.some((entry) => new URL(entry).href === url.href) ||
    (project.redirect_urls.allow_any_localhost && LOCAL_HOSTS.has(url.hostname));
  if (!allowed) {
    throw new ApiError(
      'invalid_redirect_url',
      `${field} ${JSON.stringify(requested)} is not in the ${kind} redirect URL allowlist of project ` +
        `"${project.project_name}" (redirect_urls.${kind} in the emulator config).`,
    );
  }
  return url.href;
}

/** `url` with `params` appended to its query (`?` or `&`), before any fragment. */
export function withQueryParams(url: string, params: Record<string, string>): string {
  const hashAt = url.indexOf('#');
  const base = hashAt >= 0 ? url.slice(0, hashAt) : url;
  const hash = hashAt >= 0 ? url.slice(hashAt) : '';
  const query = new URLSearchParams(params).toString();
  const separator = !base.includes('?') ? '?' : base.endsWith('?') || base.endsWith('&') ? '' : '&';
  return `${base}${separator}${query}${hash}`;
}
