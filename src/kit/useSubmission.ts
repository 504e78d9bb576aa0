import { useCallback, useRef, useState } from 'react';
import { toAuthError, type AuthError } from '../errors/AuthError';
import { useWidget } from './context';

/**
 * Shows a failure the way every screen does: the message in the screen's error banner and an `idp-error` event
 * with the same text. Returns the mapped error for screens that branch on its type.
 */
export function useFail(): (e: unknown) => AuthError {
  const { store, reportError } = useWidget();
  return useCallback(
    (e: unknown) => {
      const error = toAuthError(e);
      store.getState().setError(error.message, error.type);
      reportError({ message: error.message, type: error.type, status: error.status });
      return error;
    },
    [store, reportError],
  );
}

/**
 * One call to the provider at a time, for a form or a button: `run(action, step)` ignores a second call while a
 * step is in flight (a double click sends once), clears the old error, reports a failure through `useFail`, and
 * names the running action in `pending` (so the right button shows its spinner) until the step settles.
 */
export function useSubmission<Action extends string = 'submit'>() {
  const { store } = useWidget();
  const fail = useFail();
  const [pending, setPending] = useState<Action | null>(null);
  const inFlight = useRef(false);

  const run = useCallback(
    async (action: Action, step: () => Promise<void>): Promise<void> => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(action);
      store.getState().clearError();
      try {
        await step();
      } catch (e) {
        fail(e);
      } finally {
        inFlight.current = false;
        setPending(null);
      }
    },
    [store, fail],
  );

  return { pending, run, fail };
}
