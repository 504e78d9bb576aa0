import { catalogueMessage } from './catalogue';
import { CLIENT_ERROR_MESSAGES } from './messages';

/** Error types the client produces itself, for failures that carry no server `error_type`. */
export type ClientErrorType =
  'network_error' | 'invalid_json_response' | 'schema_error' | 'unexpected_response' | 'unknown_error';

/** One problem listed by a schema error (docs/protocol.md#what-every-call-carries: `body: [{dataPath, message, …}]`). */
export interface SchemaProblem {
  /** `body`, `params` or `query`. */
  location: string;
  /** The offending field, e.g. `.email`; empty when the whole location is wrong. */
  path: string;
  message: string;
}

export interface AuthErrorInit {
  type: string;
  status: number;
  requestId?: string | undefined;
  serverMessage: string;
  /** Overrides the user-facing message (defaults to the catalogue text, else `serverMessage`). */
  message?: string;
  problems?: readonly SchemaProblem[];
  /** A rate limit's wait (`Retry-After`, in seconds), when the answer named one. */
  retryAfterSeconds?: number | undefined;
  cause?: unknown;
}

/**
 * Every failure of the headless client. `message` is what the user sees: the catalogue text for a known server
 * error type, the server's own `error_message` verbatim for any other type, or one of the
 * `CLIENT_ERROR_MESSAGES` for network and malformed responses. It is plain text: render it as text, never as HTML.
 */
export class AuthError extends Error {
  /** The server's `error_type`, or one of {@link ClientErrorType}. */
  readonly type: string;
  /** The HTTP status; 0 when no response arrived. */
  readonly status: number;
  /** The server's `request_id`, when it sent one. */
  readonly requestId: string | undefined;
  /** The server's `error_message` (or our own description for client-side failures). Never shown as HTML. */
  readonly serverMessage: string;
  /** For `schema_error`: the problems the server listed. */
  readonly problems: readonly SchemaProblem[];
  /** For a rate limit (`too_many_requests`): the wait the server named (`Retry-After`), in seconds. */
  readonly retryAfterSeconds: number | undefined;

  constructor(init: AuthErrorInit) {
    // An unknown type with no text of its own still gets a sentence, never an empty banner.
    const message = init.message ?? catalogueMessage(init.type, init.serverMessage, init.retryAfterSeconds);
    super(message.trim() === '' ? CLIENT_ERROR_MESSAGES.unexpected : message, { cause: init.cause });
    this.name = 'AuthError';
    this.type = init.type;
    this.status = init.status;
    this.requestId = init.requestId;
    this.serverMessage = init.serverMessage;
    this.problems = init.problems ?? [];
    this.retryAfterSeconds = init.retryAfterSeconds;
  }

  /** No answer from the server (fetch rejected or timed out). */
  static network(detail: string, cause?: unknown): AuthError {
    return new AuthError({
      type: 'network_error',
      status: 0,
      serverMessage: detail,
      message: CLIENT_ERROR_MESSAGES.network,
      cause,
    });
  }

  /** An answer that is not the JSON envelope expected for its status. */
  static unexpected(
    type: 'invalid_json_response' | 'unexpected_response',
    status: number,
    detail: string,
  ): AuthError {
    return new AuthError({ type, status, serverMessage: detail, message: CLIENT_ERROR_MESSAGES.unexpected });
  }
}

/** Any thrown value as an {@link AuthError}; values that are not one become `unknown_error`. */
export function toAuthError(e: unknown): AuthError {
  if (e instanceof AuthError) return e;
  const detail = e instanceof Error ? e.message : String(e);
  return new AuthError({
    type: 'unknown_error',
    status: 0,
    serverMessage: detail,
    message: CLIENT_ERROR_MESSAGES.unknown,
    cause: e,
  });
}

/** True when `e` is an {@link AuthError} whose type ends the local session (docs/protocol.md#what-every-call-carries). */
export function isAuthErrorOfType(e: unknown, types: readonly string[]): e is AuthError {
  return e instanceof AuthError && types.includes(e.type);
}
