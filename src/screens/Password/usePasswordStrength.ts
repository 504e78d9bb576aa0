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
  const [checking, setChecking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const latest = useRef(password);
  latest.current = password;

  useEffect(() => {
    setError(null);
    if (!password) {
      setVerdict(null);
      setChecking(false);
      return;
    }
    setChecking(true);
    const id = clock.setTimeout(() => {
      client.passwords.strengthCheck(password, email).then(
        (r) => {
          if (latest.current !== password) return;
          setVerdict({ password, result: r });
          setChecking(false);
        },
        (e: unknown) => {
          if (latest.current !== password) return;
          const error = toAuthError(e);
          setError(error.message);
          setChecking(false);
          reportError({ message: error.message, type: error.type, status: error.status });
        },
      );
    }, STRENGTH_DEBOUNCE_MS);
    return () => clock.clearTimeout(id);
  }, [password, email, client, clock, reportError]);

  return {
    result: verdict?.result ?? null,
    checking,
    error,
    valid: verdict?.password === password && verdict.result.valid_password === true,
  };
}

export type PasswordStrength = ReturnType<typeof usePasswordStrength>;
