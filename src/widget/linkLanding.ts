/**
 * What a redirect page's address carries for `<idp-login>` (docs/magic-links.md#the-redirect-page): an emailed
 * link's token, a social sign-in's token, or a social sign-in's error. Read once when the element's store is made.
 */

import type { Landing } from '../store/slices/magicLink';

/** The token types `<idp-login>` finishes on its own page; `login` is the password-reset email's login link. */
const LINK_TYPES = new Set(['magic_links', 'login']);

/** The query parameters a landing uses, taken out of the address once read. */
const LANDING_PARAMS = ['token', 'stytch_token_type', 'error', 'error_description'] as const;

/**
 * The landing in `search`, or null when the address holds none: a `token` whose `stytch_token_type` is a link's
 * or `oauth`, or an `oauth` type with the provider's `error`.
 */
export function readLanding(search: string): Landing | null {
  const params = new URLSearchParams(search);
  const type = params.get('stytch_token_type');
  const token = landingToken(params)?.trim() ?? '';
  const error = params.get('error');
  if (type === 'oauth') {
    if (!token && !error) return null;
    return {
      kind: 'oauth',
      token,
      error: token ? null : error,
      errorDetail: params.get('error_description'),
    };
  }
  // A bare `token` is not ours: pages often carry their own (a public token, say); the provider's links name their type.
  if (!token || type === null || !LINK_TYPES.has(type)) return null;
  return { kind: 'link', token, error: null, errorDetail: null };
}

/**
 * The link's `token`: the provider appends `stytch_token_type` and `token` to the redirect URL, so when the page's
 * own address carries a `token` too (a public token, say), the link's is the last one.
 */
const landingToken = (params: URLSearchParams): string | undefined =>
  params
    .getAll('token')
    .filter((t) => t.trim() !== '')
    .at(-1);

/**
 * `href` without the landing's parameters (the token is single-use and must not stay in history or bookmarks); a
 * `token` of the page's own, before the link's, stays.
 */
export function withoutLanding(href: string): string {
  const url = new URL(href);
  const own = url.searchParams.getAll('token').filter((t) => t.trim() !== '');
  own.splice(url.searchParams.has('stytch_token_type') ? -1 : own.length, 1);
  for (const name of LANDING_PARAMS) url.searchParams.delete(name);
  for (const token of own) url.searchParams.append('token', token);
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash;
}
