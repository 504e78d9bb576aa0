import type { AuthorizeParams, LogoutStartRequest } from '../../api/idp';

/** Default scopes and response type of an authorize request. */
export const DEFAULT_SCOPES: readonly string[] = ['openid', 'email', 'profile'];
export const DEFAULT_RESPONSE_TYPE = 'code';

/** What the page's query string asks for (query parameter tables). */
export type IdpRequest =
  | { flow: 'authorize'; params: AuthorizeParams }
  | { flow: 'logout'; params: LogoutStartRequest }
  /** A required parameter is absent or empty: its name. */
  | { flow: 'authorize' | 'logout'; missing: string };

/**
 * Reads the query string: `post_logout_redirect_uri` present means a logout, anything else an authorize request.
 * Values are taken as sent (a `state` or `redirect_uri` must come back byte for byte); an empty value counts as
 * absent. `scope` is split on spaces, empties and repeats dropped.
 */
export function parseIdpRequest(search: string): IdpRequest {
  const query = new URLSearchParams(search);
  const value = (name: string): string | undefined => {
    const text = query.get(name);
    return text === null || text.trim() === '' ? undefined : text;
  };
  const optional = <K extends string>(...names: K[]): Partial<Record<K, string>> => {
    const out: Partial<Record<K, string>> = {};
    for (const name of names) {
      const text = value(name);
      if (text !== undefined) out[name] = text;
    }
    return out;
  };

  if (query.has('post_logout_redirect_uri')) {
    const client_id = value('client_id');
    const post_logout_redirect_uri = value('post_logout_redirect_uri');
    // RP-Initiated Logout 1.0 §2: client_id may be left out when id_token_hint is given (oidc-client-ts does);
    // the element cannot check the hint's signature, so the provider's logout start takes the client from it.
    if (client_id === undefined && value('id_token_hint') === undefined)
      return { flow: 'logout', missing: 'client_id' };
    if (post_logout_redirect_uri === undefined)
      return { flow: 'logout', missing: 'post_logout_redirect_uri' };
    return {
      flow: 'logout',
      params: {
        ...(client_id !== undefined ? { client_id } : {}),
        post_logout_redirect_uri,
        ...optional('id_token_hint', 'state'),
      },
    };
  }

  const client_id = value('client_id');
  const redirect_uri = value('redirect_uri');
  if (client_id === undefined) return { flow: 'authorize', missing: 'client_id' };
  if (redirect_uri === undefined) return { flow: 'authorize', missing: 'redirect_uri' };
  const scopes = [...new Set((query.get('scope') ?? '').split(' ').filter((s) => s !== ''))];
  // RFC 8707: `resource` may be repeated; the provider checks each (an absolute URL) and makes them the audience.
  const resources = [...new Set(query.getAll('resource').filter((r) => r.trim() !== ''))];
  // OpenID Core `max_age`: whole seconds; anything else is passed on as -1, which the provider sends back as an error.
  const maxAgeText = value('max_age');
  const maxAge =
    maxAgeText === undefined ? undefined : /^\d{1,9}$/.test(maxAgeText) ? Number(maxAgeText) : -1;
  return {
    flow: 'authorize',
    params: {
      client_id,
      redirect_uri,
      response_type: value('response_type') ?? DEFAULT_RESPONSE_TYPE,
      scopes: scopes.length > 0 ? scopes : [...DEFAULT_SCOPES],
      ...optional('code_challenge', 'state', 'nonce', 'prompt'),
      ...(resources.length > 0 ? { resources } : {}),
      ...(maxAge !== undefined ? { max_age: maxAge } : {}),
    },
  };
}
