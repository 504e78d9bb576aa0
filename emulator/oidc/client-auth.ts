import type { OAuthClientConfig, ProjectConfig } from '../config/defaults';
import { safeEqual } from '../services/ids';
import { findClient, isPublicClient } from './clients';
import { challenge, OAuthError } from './errors';

export type ClientAuthMethod = 'client_secret_basic' | 'client_secret_post' | 'none';

export interface AuthenticatedClient {
  client: OAuthClientConfig;
  method: ClientAuthMethod;
}

/** RFC 6749 §5.2: `invalid_client` is a 401 naming the scheme the token endpoint accepts. */
function invalidClient(description: string): OAuthError {
  return new OAuthError('invalid_client', description, 401, { 'www-authenticate': challenge('Basic') });
}

/** One half of a Basic header's credentials, form-urlencoded (RFC 6749 §2.3.1). */
function formDecode(value: string): string {
  try {
    return decodeURIComponent(value.replace(/\+/g, '%20'));
  } catch {
    throw invalidClient('The Authorization header is malformed: its credentials are not form-urlencoded.');
  }
}

function basicCredentials(header: string): { id: string; secret: string } {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) {
    throw invalidClient(
      'The Authorization header is malformed: expected Basic base64(urlencode(client_id):urlencode(client_secret)).',
    );
  }
  return { id: formDecode(decoded.slice(0, colon)), secret: formDecode(decoded.slice(colon + 1)) };
}

/**
 * Authenticates the client of a token request: `client_secret_basic` (the Authorization header) or
 * `client_secret_post` (`client_id` + `client_secret` in the body) for confidential clients, `none` (`client_id`
 * alone) for public ones. More than one method, an unknown client, a wrong secret, a confidential client without
 * its secret or a public client with one answer `invalid_client` (401) or `invalid_request`.
 */
export function authenticateClient(
  project: ProjectConfig,
  authorization: string | undefined,
  params: Record<string, string>,
): AuthenticatedClient {
  const bodyId = params.client_id;
  const bodySecret = params.client_secret;
  let id: string;
  let secret: string | undefined;
  let method: ClientAuthMethod;
  if (authorization !== undefined && /^Basic /i.test(authorization)) {
    if (bodySecret !== undefined) {
      throw new OAuthError(
        'invalid_request',
        'The client authenticated twice (Authorization header and client_secret): use one method.',
      );
    }
    ({ id, secret } = basicCredentials(authorization));
    if (bodyId !== undefined && bodyId !== id) {
      throw new OAuthError(
        'invalid_request',
        'client_id differs from the client of the Authorization header.',
      );
    }
    method = 'client_secret_basic';
  } else if (bodyId !== undefined && bodyId !== '') {
    id = bodyId;
    secret = bodySecret;
    method = secret === undefined ? 'none' : 'client_secret_post';
  } else {
    throw invalidClient(
      'No client authentication: send client_id (public clients), or the client secret with ' +
        'client_secret_basic or client_secret_post.',
    );
  }
  const client = findClient(project, id);
  if (!client) throw invalidClient(`No client ${JSON.stringify(id.slice(0, 200))} is registered.`);
  if (isPublicClient(client)) {
    if (method !== 'none') {
      throw invalidClient(`Client ${client.client_id} is public: it has no secret to authenticate with.`);
    }
    return { client, method };
  }
  if (method === 'none' || secret === undefined) {
    throw invalidClient(
      `Client ${client.client_id} is confidential: authenticate with client_secret_basic or client_secret_post.`,
    );
  }
  if (client.client_secret === null || !safeEqual(secret, client.client_secret)) {
    throw invalidClient(`The client secret of ${client.client_id} is wrong.`);
  }
  return { client, method };
}
