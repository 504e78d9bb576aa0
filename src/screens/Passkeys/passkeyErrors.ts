import { AuthError } from '../../errors/AuthError';
import type { PasskeyMessages } from '../../i18n/passkeys';

/**
 * Passkey messages: registration not found, a duplicate (the browser's InvalidStateError for an excluded
 * credential), any other registration failure, and the generic login failure. Network and server failures keep
 * their own message, which says more.
 */
export function passkeyError(
  e: unknown,
  phase: 'login' | 'register',
  passkeyMessages: PasskeyMessages,
): { message: string; type: string; status?: number } {
  const name = e instanceof Error ? e.name : '';
  if (e instanceof AuthError) {
    if (e.type === 'webauthn_registration_not_found') {
      return { message: passkeyMessages.errorNotFound, type: e.type, status: e.status };
    }
    if (e.type === 'duplicate_webauthn_registration') {
      return { message: passkeyMessages.errorDuplicate, type: e.type, status: e.status };
    }
    if (e.type === 'network_error' || e.status >= 500 || e.status === 429) {
      return { message: e.message, type: e.type, status: e.status };
    }
  }
  if (phase === 'register') {
    if (name === 'InvalidStateError')
      return { message: passkeyMessages.errorDuplicate, type: 'passkey_duplicate' };
    return {
      message: passkeyMessages.errorNotCreated,
      type: e instanceof AuthError ? e.type : name || 'passkey_error',
    };
  }
  return {
    message: passkeyMessages.errorGeneric,
    type: e instanceof AuthError ? e.type : name || 'passkey_error',
  };
}

/** The user (or a newer ceremony) ended it: nothing to report. */
export function isAbort(e: unknown, signal?: AbortSignal): boolean {
  return signal?.aborted === true || (e instanceof Error && e.name === 'AbortError');
}
