import { field } from '../schemas';

/** The authorize parameters of docs/protocol.md#the-calls (start takes them too, and ignores the ones only submit uses). */
export const authorizeProperties = {
  client_id: field.shortText,
  redirect_uri: field.url,
  response_type: field.shortText,
  scopes: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 200 } },
  prompt: field.shortText,
  state: { type: 'string', maxLength: 1024 },
  nonce: { type: 'string', maxLength: 1024 },
  code_challenge: field.codeChallenge,
  code_challenge_method: field.shortText,
  /** RFC 8707 resource indicators (`resource=` of the authorize URL): the access token's audience. */
  resources: { type: 'array', maxItems: 100, items: { type: 'string', maxLength: 2048 } },
  /** OpenID Core `max_age` (seconds): an older authentication asks the user to log in again. */
  max_age: { type: 'integer', minimum: 0, maximum: 1_000_000_000 },
} as const;
