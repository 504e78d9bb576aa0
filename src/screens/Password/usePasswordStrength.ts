import { useEffect, useRef, useState } from 'react';
import type { StrengthCheckResponse } from '../../api/passwords';
import { toAuthError } from '../../errors/AuthError';
import { useWidget } from '../../kit/context';

/** The strength check runs through the server, debounced by 500 ms. */
export const STRENGTH_DEBOUNCE_MS = 500;

/**
 * The server's verdict on `password`, asked 500 ms after the last change. Answers to an older password are
 * dropped, so a slow response never overwrites a newer one.
 */
export function usePasswordStrength(password: string, email: string | undefined) {
  const { client, reportError } = useWidget();
  const clock = client.platform.clock;
  // The last verdict stays on screen while the next one is asked, so the meter and the check marks update in
  // place (and their live region is not re-created on every keystroke); it only counts for its own password.
  const [verdict, setVerdict] = useState<{ password: string; result: StrengthCheckResponse } | null>(null);
  // A failed check, for its own password.
  const [failure, setFailure] = useState<{ password: string; message: string } | null>(null);
  const latest = useRef(password);
  latest.current = password;

  useEffect(() => {
    if (!password) {
      setVerdict(null);
      setFailure(null);
      return;
    }
    const id = clock.setTimeout(() => {
      client.passwords.strengthCheck(password, email).then(
        (r) => {
          if (latest.current !== password) return;
          setVerdict({ password, result: r });
        },
        (e: unknown) => {
          if (latest.current !== password) return;
          const error = toAuthError(e);
          setFailure({ password, message: error.message });
          reportError({ message: error.message, type: error.type, status: error.status });
        },
      );
    }, STRENGTH_DEBOUNCE_MS);
    return () => clock.clearTimeout(id);
  }, [password, email, client, clock, reportError]);

  const error = failure?.password === password ? failure.message : null;
  return {
    result: verdict?.result ?? null,
    /** No verdict yet for this very password (true from the keystroke on, not only once the request is out). */
    checking: password !== '' && verdict?.password !== password && error === null,
    error,
    valid: verdict?.password === password && verdict.result.valid_password === true,
  };
}

export type PasswordStrength = ReturnType<typeof usePasswordStrength>;
