import type { OneTapMessageKind } from '../../../i18n/oauth';

/** Google One Tap error kinds. */
export type OneTapErrorKind = 'none' | OneTapMessageKind | 'default_provider_not_allowed';

/**
 * Failure-reason mapping: `oauth_config_not_found`, `no_signup_redirect_urls_set` and
 * `no_login_redirect_urls_set` are their own kinds, Google's `unregistered_origin` is `origin_not_allowed_for_client`,
 * `invalid_client` is `invalid_client`; any other reason has no kind (it is only logged).
 */
export function errorKindFor(reason: string): OneTapMessageKind | null {
  switch (reason) {
    case 'oauth_config_not_found':
    case 'no_login_redirect_urls_set':
    case 'no_signup_redirect_urls_set':
    case 'invalid_client':
      return reason;
    case 'unregistered_origin':
      return 'origin_not_allowed_for_client';
    default:
      return null;
  }
}
