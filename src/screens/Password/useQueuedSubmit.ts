import { useCallback, useEffect, useState, type FormEvent } from 'react';
import type { PasswordStrength } from './usePasswordStrength';

/**
 * Submitting a new password while its strength check runs (Enter right after typing, or a password manager that
 * fills and submits at once): the submit waits for the verdict and is sent once, if the password passes. One that
 * does not pass sends nothing, and the strength feedback (a live region) says why. `queued` is true meanwhile, for
 * the submit button's busy state ("Checking password…"). Typing again drops the waiting submit.
 */
export function useQueuedSubmit(
  password: string,
  strength: PasswordStrength,
  submit: (password: string) => void,
) {
  const [queuedFor, setQueuedFor] = useState<string | null>(null);
  const queued = queuedFor !== null && queuedFor === password;

  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      // What the field holds now: a password manager may fill and submit before the typed value is rendered.
      const typed = fieldValue(event.currentTarget, password);
      if (!typed) return;
      if (typed === password && strength.valid) submit(typed);
      else if (typed !== password || strength.checking) setQueuedFor(typed);
    },
    [password, strength.valid, strength.checking, submit],
  );

  useEffect(() => {
    if (queuedFor === null) return;
    if (queuedFor !== password) {
      setQueuedFor(null);
      return;
    }
    if (strength.checking) return;
    setQueuedFor(null);
    if (strength.valid) submit(password);
  }, [queuedFor, password, strength.checking, strength.valid, submit]);

  return {
    onSubmit,
    queued,
    /** The button takes a submit while the check runs (a disabled default button would block Enter). */
    canSubmit: Boolean(password) && (strength.valid || strength.checking),
  };
}

/** The form's password field as it is now, or `fallback` when the form has none. */
export function fieldValue(form: HTMLFormElement, fallback: string): string {
  const field = form.elements.namedItem('password');
  return field instanceof HTMLInputElement ? field.value : fallback;
}
