import { ApiError } from '../errors';

/** The two halves of `Authorization: Basic base64(public_token:secret)` (docs/protocol.md#what-every-call-carries). */
export interface BasicCredentials {
  publicToken: string;
  /** The session token, or the public token again when there is no session. */
  secret: string;
}

const HOW = 'SDK calls need "Authorization: Basic base64(public_token:session_token_or_public_token)".';

export function parseBasicAuth(header: string | undefined): BasicCredentials {
  if (header === undefined || header === '') {
    throw new ApiError('unauthorized_public_token', `The Authorization header is missing. ${HOW}`);
  }
  const match = /^Basic ([A-Za-z0-9+/=_-]+)$/i.exec(header.trim());
  const decoded = match?.[1] ? Buffer.from(match[1], 'base64').toString('utf8') : '';
  const colon = decoded.indexOf(':');
  if (colon <= 0)
    throw new ApiError('unauthorized_public_token', `The Authorization header is malformed. ${HOW}`);
  return { publicToken: decoded.slice(0, colon), secret: decoded.slice(colon + 1) };
}
