import { ApiError } from '../errors';

/** At most this many RFC 8707 resource indicators per authorization. */
export const MAX_RESOURCES = 10;

/**
 * The `resources` of an authorize request (RFC 8707 `resource=`, which the provider's browser client sends as an
 * array): each an absolute URL without a fragment; repeats dropped. `bad_request` otherwise.
 */
export function checkResources(resources: readonly string[] | undefined): string[] {
  const list = [...new Set(resources ?? [])];
  if (list.length > MAX_RESOURCES) {
    throw new ApiError(
      'bad_request',
      `resources names ${list.length} resources; at most ${MAX_RESOURCES} are accepted.`,
    );
  }
  list.forEach((resource, i) => {
    const url = URL.canParse(resource) ? new URL(resource) : null;
    if (!url || !/^https?:$/.test(url.protocol) || resource.includes('#')) {
      throw new ApiError(
        'bad_request',
        `resources[${i}] ${JSON.stringify(resource.slice(0, 200))} is not a resource indicator: it must be an ` +
          'absolute http(s) URL without a fragment (RFC 8707), e.g. "https://api.example.com/".',
      );
    }
  });
  return list;
}

/**
 * A code or refresh token that carries the grant's resources: the random secret, then `.` and the resources as
 * base64url JSON. Only its hash is stored, so the suffix cannot be altered without the token becoming unknown.
 */
export function withResources(secret: string, resources: readonly string[]): string {
  if (resources.length === 0) return secret;
  return `${secret}.${Buffer.from(JSON.stringify(resources), 'utf8').toString('base64url')}`;
}

const TOKEN = /^[A-Za-z0-9_-]{44}(\.[A-Za-z0-9_-]{1,40000})?$/;

/** Whether a presented code or refresh token has the shape {@link withResources} gives (worth a look-up). */
export function looksLikeGrantToken(value: string): boolean {
  return TOKEN.test(value);
}

/** The resources a code or refresh token carries (to be trusted only once its hash matched a stored record). */
export function resourcesOf(token: string): string[] {
  const suffix = token.split('.')[1];
  if (suffix === undefined) return [];
  try {
    const value = JSON.parse(Buffer.from(suffix, 'base64url').toString('utf8')) as unknown;
    return Array.isArray(value) ? value.filter((r): r is string => typeof r === 'string') : [];
  } catch {
    return [];
  }
}
