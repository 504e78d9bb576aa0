/**
 * An error of the standard endpoints, answered in the OAuth 2.0 format (RFC 6749 §5.2, RFC 6750 §3):
 * `{"error": "invalid_grant", "error_description": "…"}`, not the SDK's envelope.
 */
export class OAuthError extends Error {
  constructor(
    /** The OAuth error code: `invalid_request`, `invalid_client`, `invalid_grant`, `invalid_token`, … */
    readonly error: string,
    description: string,
    readonly status = 400,
    readonly headers: Record<string, string> = {},
  ) {
    super(description);
    this.name = 'OAuthError';
  }

  /**
   * The provider's server API adds `status_code` (and the answer's request id) to the OAuth errors of its machine
   * token endpoint; the Node SDK reads them from there (`m2m.token`).
   */
  withStatusCode = false;

  toJSON(): { error: string; error_description: string; status_code?: number } {
    return {
      error: this.error,
      error_description: this.message,
      ...(this.withStatusCode ? { status_code: this.status } : {}),
    };
  }
}

/** The realm named in `WWW-Authenticate` challenges. */
export const REALM = 'idp-elements emulator';

/**
 * A `WWW-Authenticate` value: `Bearer realm="…", error="…", error_description="…"`, each value reduced to the
 * characters RFC 6750 §3 allows (no quotes, backslashes or non-ASCII).
 */
export function challenge(scheme: 'Basic' | 'Bearer', params: Record<string, string> = {}): string {
  const quoted = Object.entries({ realm: REALM, ...params }).map(
    ([key, value]) => `${key}="${value.replace(/[^\x20\x21\x23-\x5B\x5D-\x7E]/g, '')}"`,
  );
  return `${scheme} ${quoted.join(', ')}`;
}
