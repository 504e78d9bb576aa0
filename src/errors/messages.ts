/**
 * What the user sees for failures that carry no server error type (the server's own texts come from the
 * catalogue, `catalogue.ts`).
 */
export const CLIENT_ERROR_MESSAGES = {
  /** The request never got an answer: offline, DNS, CORS refusal, or the time-out fired. */
  network: "We couldn't reach the sign-in service. Check your connection and try again.",
  /** The answer was not the JSON envelope the client expects (proxy error page, truncated body, …). */
  unexpected: 'The sign-in service sent an unexpected response. Please try again.',
  /** A bug on our side (a non-`AuthError` reached `toAuthError`). */
  unknown: 'Something went wrong. Please try again.',
} as const;
