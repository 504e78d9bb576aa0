import { useEffect, useRef } from 'react';

/**
 * Moves focus to a field when its validation message appears (on submit), so keyboard and screen-reader users
 * land where the fix is instead of staying on the submit button.
 */
export function useFocusOnError<T extends HTMLElement>(error: string | null | undefined) {
  const ref = useRef<T>(null);
  useEffect(() => {
    if (error) ref.current?.focus();
  }, [error]);
  return ref;
}
