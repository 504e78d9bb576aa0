/**
 * What the client's areas share at run time: the defaults of their calls and the mapping of a login answer. A
 * leaf module (types aside, it imports nothing), so that each area under `src/client/` and `src/client.ts` can use
 * it without importing one another.
 */
import type { AuthResp } from '../api/types';
import type { AuthResult } from './types';

/** The captcha script loaded when bootstrap enables captcha and no other is configured. */
export const RECAPTCHA_ENTERPRISE_URL = 'https://www.google.com/recaptcha/enterprise.js';

/** Default `session_duration_minutes` of calls that log in. */
export const DEFAULT_SESSION_DURATION_MINUTES = 30;

/** OTP expiry when none is configured. */
export const DEFAULT_OTP_EXPIRATION_MINUTES = 5;

/** A login answer as the page sees it: the session token and JWT stay with the cookies. */
export function toAuthResult(resp: AuthResp): AuthResult {
  const result: AuthResult = { userId: resp.user_id, user: resp.user, session: resp.session ?? null };
  if (resp.method_id !== undefined) result.methodId = resp.method_id;
  return result;
}
