import { useCallback, useState } from 'react';
import { isValidEmail } from '../../validation/email';
import { useAuthState, useWidget } from '../../kit/context';

/**
 * The email field's state: the draft lives in the store (kept across failed sends and tab switches), the
 * validation message locally.
 */
export function useEmailDraft(invalidMessage: string) {
  const { store, reportError } = useWidget();
  const email = useAuthState((s) => s.emailDraft);
  const [fieldError, setFieldError] = useState<string | null>(null);

  const onEmailChange = useCallback(
    (value: string) => {
      store.getState().setEmailDraft(value);
      setFieldError(null);
    },
    [store],
  );

  /** The trimmed address, or null after showing the message. Reads the store, not the render's closure:
   * a submit can follow the last keystroke before React re-renders. */
  const validated = useCallback((): string | null => {
    const address = store.getState().emailDraft.trim();
    if (isValidEmail(address)) return address;
    setFieldError(invalidMessage);
    reportError({ message: invalidMessage, type: 'invalid_email' }); // Every error reaches the callback
    return null;
  }, [store, invalidMessage, reportError]);

  return { email, fieldError, onEmailChange, validated };
}
