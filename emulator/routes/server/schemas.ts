import { field } from '../schemas';

/** JSON-schema fragments of the server API's request bodies. */
export const serverField = {
  ...field,
  /** A session token (checked by the endpoint: a malformed one is `session_not_found`). */
  sessionToken: { type: 'string', maxLength: 200 },
  sessionJwt: { type: 'string', maxLength: 16384 },
  id: { type: 'string', minLength: 1, maxLength: 200 },
  /** Arbitrary JSON objects the endpoint bounds in size (custom claims, metadata). */
  object: { type: 'object' },
  /** The provider's `attributes` (ip_address, user_agent), accepted and ignored. */
  attributes: {
    type: 'object',
    additionalProperties: false,
    properties: {
      ip_address: { type: 'string', maxLength: 100 },
      user_agent: { type: 'string', maxLength: 1024 },
    },
  },
  name: {
    type: 'object',
    additionalProperties: false,
    properties: {
      first_name: { type: 'string', maxLength: 200 },
      middle_name: { type: 'string', maxLength: 200 },
      last_name: { type: 'string', maxLength: 200 },
    },
  },
} as const;

/**
 * The session options of a server authenticate call: the session to add the factor to (`session_token` /
 * `session_jwt`), or the length and claims of a new one.
 */
export const sessionOptions = {
  session_token: serverField.sessionToken,
  session_jwt: serverField.sessionJwt,
  session_duration_minutes: serverField.sessionDurationMinutes,
  session_custom_claims: serverField.object,
} as const;

/** The body fields `sessionOptions` describes. */
export interface SessionOptionsBody {
  session_token?: string;
  session_jwt?: string;
  session_duration_minutes?: number;
  session_custom_claims?: Record<string, unknown>;
}

/** `params` of a route with one id in its path, e.g. `{ user_id }`. */
export function idParams(name: string) {
  return {
    type: 'object',
    required: [name],
    properties: { [name]: serverField.id },
  } as const;
}
