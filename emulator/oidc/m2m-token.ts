import type { Deps } from '../deps';
import { m2mClients } from '../services/machine-clients';
import { challenge, OAuthError } from './errors';

/** Where `m2m.token` asks for a machine token (the project's id in the path). */
export const M2M_TOKEN_PATH = '/v1/public/:project_id/oauth2/token';

function basic(header: string): { id: string; secret: string } | null {
  const match = /^Basic ([A-Za-z0-9+/=]+)$/i.exec(header.trim());
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0) return null;
  try {
    return {
      id: decodeURIComponent(decoded.slice(0, colon).replace(/\+/g, '%20')),
      secret: decodeURIComponent(decoded.slice(colon + 1).replace(/\+/g, '%20')),
    };
  } catch {
    return null;
  }
}

/**
 * `POST {api}/v1/public/{project_id}/oauth2/token` with `grant_type=client_credentials` (`m2m.token`): a machine
 * client (`m2m.clients.create`) authenticates with its id and secret (form fields or Basic) and gets an RS256 access
 * token from the project's key set, with the scopes it asked for (all of its scopes when it asks none). Steps: the
 * project must exist (404) → `grant_type` (`unsupported_grant_type`) → client and secret (`invalid_client`, 401) →
 * scopes it has (`invalid_scope`).
 */
export async function m2mTokenRequest(
  deps: Deps,
  projectId: string,
  authorization: string | undefined,
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  try {
    return await issue(deps, projectId, authorization, params);
  } catch (e) {
    if (e instanceof OAuthError) e.withStatusCode = true;
    throw e;
  }
}

async function issue(
  deps: Deps,
  projectId: string,
  authorization: string | undefined,
  params: Record<string, string>,
): Promise<Record<string, unknown>> {
  const project = deps.config.projectById.get(projectId);
  if (!project) {
    throw new OAuthError('invalid_request', `No project ${JSON.stringify(projectId.slice(0, 100))}.`, 404);
  }
  if (params.grant_type !== 'client_credentials') {
    throw new OAuthError(
      'unsupported_grant_type',
      'This endpoint issues machine tokens: grant_type must be client_credentials.',
    );
  }
  const fromHeader = authorization !== undefined ? basic(authorization) : null;
  const id = fromHeader?.id ?? params.client_id;
  const secret = fromHeader?.secret ?? params.client_secret;
  const invalidClient = new OAuthError('invalid_client', 'The client id or secret is wrong.', 401, {
    'www-authenticate': challenge('Basic'),
  });
  if (!id || !secret || id.length > 200 || secret.length > 200) throw invalidClient;
  const answer = await m2mClients.token(deps, project, id, secret, params.scope);
  if (answer === null) throw invalidClient;
  if ('error' in answer) throw new OAuthError('invalid_scope', answer.error ?? '');
  return answer;
}
