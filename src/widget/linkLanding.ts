/**
 * What a redirect page's address carries for `<idp-login>` (docs/magic-links.md#the-redirect-page): an emailed
 * link's token, a social sign-in's token, or a social sign-in's error. Read once when the element's store is made.
 */

import type { Landing } from '../store/slices/magicLink';

export type { Landing };

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
  const token =
    params
      .getAll('token')
      .find((t) => t.trim() !== '')
      ?.trim() ?? '';
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

/** `href` without the landing's parameters (the token is single-use and must not stay in history or bookmarks). */
export function withoutLanding(href: string): string {
  const url = new URL(href);
  for (const name of LANDING_PARAMS) url.searchParams.delete(name);
  return url.pathname + (url.search === '?' ? '' : url.search) + url.hash;
}
