/**
 * What the two-factor step says when a call fails, in the element's language and never in the server's words.
 */
import { AuthError } from '../../errors/AuthError';
import { ERROR_CATALOGUE } from '../../errors/catalogue';
import { CLIENT_ERROR_MESSAGES } from '../../errors/messages';
import type { TwoFactorMessages } from '../../i18n/twoFactor';
import type { Widget } from '../../kit/context';

/** Client-side failures the widget words in its language (network, a malformed answer, a bug). */
const CLIENT_FAILURES: readonly string[] = [
  'network_error',
  'invalid_json_response',
  'unexpected_response',
  'unknown_error',
];

/**
 * When a lockout ends: `Retry-After` (seconds) from now when the answer names it, else the time the message gives
 * ("locked until …Z"); null when neither says.
 */
export function lockoutEnd(e: AuthError, now = Date.now()): Date | null {
  const iso = /locked until (\d{4}-\d\d-\d\dT[\d:.]+Z)/.exec(e.serverMessage)?.[1];
  const locked = e.type === 'user_lock_limit_reached' || iso !== undefined;
  if (locked && e.retryAfterSeconds !== undefined) return new Date(now + e.retryAfterSeconds * 1000);
  return iso ? new Date(iso) : null;
}

/**
 * The words for a failed two-factor call, never the server's own: this step's texts for the second factor's error
 * types (a lockout says when to retry when the answer tells), the widget's catalogue for the others it knows (an
 * expired session, a rate limit, a phone number it cannot send to, the network), else "Something went wrong".
 */
export function errorMessage(
  e: unknown,
  texts: TwoFactorMessages,
  errorText: Widget['errorText'],
  locale: string,
): string {
  if (!(e instanceof AuthError))
    return errorText({ message: CLIENT_ERROR_MESSAGES.unknown, type: 'unknown_error' });
  const until = lockoutEnd(e);
  if (until) {
    return texts.lockedUntil(
      new Intl.DateTimeFormat(locale, { hour: 'numeric', minute: '2-digit' }).format(until),
    );
  }
  const own = texts.errors as Record<string, string>;
  if (Object.hasOwn(own, e.type)) return own[e.type]!;
  if (Object.hasOwn(ERROR_CATALOGUE, e.type) || CLIENT_FAILURES.includes(e.type))
    return errorText({ message: e.message, type: e.type });
  return errorText({ message: CLIENT_ERROR_MESSAGES.unknown, type: 'unknown_error' });
}
