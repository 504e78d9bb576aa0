import { useCallback, useEffect, useRef, useState, type FormEvent } from 'react';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../config/config';
import { toAuthError } from '../../errors/AuthError';
import { Screen } from '../../store/screens';
import { useAuthState } from '../../kit/context';
import { useSubmission } from '../../kit/useSubmission';
import { usePasswordFlow } from './usePasswordFlow';
import { usePasswordStrength } from './usePasswordStrength';
import { storePasswordCredential } from './storeCredential';
import { fieldValue, useQueuedSubmit } from './useQueuedSubmit';

export type PendingAction = 'submit' | 'link' | 'code' | 'forgot' | 'passwordless' | null;

/** Logic of PasswordCreateOrLogin: create, log in, forgot, and the passwordless sends. */
export function usePasswordCreateOrLogin() {
  const flow = usePasswordFlow();
  const {
    client,
    config,
    store,
    reportError,
    sendReset,
    sendMagicLink,
    sendEmailCode,
    loggedIn,
    hasMagicLinks,
    hasEmailCode,
  } = flow;
  const { email, type } = useAuthState((s) => s.passwordState);
  const error = useAuthState((s) => s.error);
  const [password, setPassword] = useState('');
  const { pending, run } = useSubmission<Exclude<PendingAction, null>>();
  const creating = type === 'new';
  const strength = usePasswordStrength(creating ? password : '', email);

  const send = useCallback(
    (password: string) =>
      void run('submit', async () => {
        const duration = config.sessionOptions.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;
        try {
          const result = creating
            ? await client.passwords.create(email, password, { session_duration_minutes: duration })
            : await client.passwords.authenticate(email, password, { session_duration_minutes: duration });
          void storePasswordCredential(config.passwordOptions.storeCredential, email, password);
          loggedIn(result.userId);
        } catch (e) {
          const error = toAuthError(e);
          if (error.type !== 'reset_password' && error.type !== 'breached_password') throw error;
          // Every error reaches the error callback, also those a screen of their own answers.
          reportError({ message: error.message, type: error.type, status: error.status });
          if (error.type === 'reset_password') {
            // The account must prove the email first: send a reset email, then PasswordDedupe.
            await sendReset(email);
            store.getState().goTo(Screen.PasswordDedupe);
          } else {
            store.getState().goTo(Screen.PasswordBreached);
          }
        }
      }),
    [creating, run, config, client, email, loggedIn, sendReset, store, reportError],
  );
  // A new password waits for its strength check (Enter right after typing is sent once the check passes).
  const queue = useQueuedSubmit(password, strength, send);
  const queuedSubmit = queue.onSubmit;
  const onSubmit = useCallback(
    (event: FormEvent<HTMLFormElement>) => {
      if (creating) return queuedSubmit(event);
      event.preventDefault();
      // The field's own value: a password manager may fill and submit before the typed value is rendered.
      const typed = fieldValue(event.currentTarget, password);
      if (typed) send(typed);
    },
    [creating, queuedSubmit, password, send],
  );

  const forgot = useCallback(
    () =>
      run('forgot', async () => {
        await sendReset(email);
        store.getState().goTo(Screen.PasswordForgot);
      }),
    [run, sendReset, email, store],
  );

  const emailMeLink = useCallback(() => run('link', () => sendMagicLink(email)), [run, sendMagicLink, email]);
  const emailMeCode = useCallback(() => run('code', () => sendEmailCode(email)), [run, sendEmailCode, email]);

  // Passwordless mode sends a magic link or a code by itself, or a reset email if neither exists.
  const started = useRef(false);
  useEffect(() => {
    if (type !== 'passwordless' || started.current) return;
    started.current = true;
    void run('passwordless', async () => {
      try {
        if (hasMagicLinks) await sendMagicLink(email);
        else if (hasEmailCode) await sendEmailCode(email);
        else {
          await sendReset(email);
          store.getState().goTo(Screen.PasswordSetNew);
        }
      } catch (e) {
        // Nothing on this screen can be retried or corrected: the flow cannot continue, so error
        // screen says so, with the message (run's failure handling sets and reports it) and a way back to
        // Main (not to this screen, which would send again by itself).
        const { goBack, goTo } = store.getState();
        goBack();
        goTo(Screen.Error);
        throw e;
      }
    });
  }, [type, run, hasMagicLinks, hasEmailCode, sendMagicLink, sendEmailCode, sendReset, email, store]);

  return {
    email,
    type,
    error,
    password,
    setPassword,
    pending,
    strength,
    canSubmit: creating ? queue.canSubmit : Boolean(password),
    /** A submit waits for the strength check. */
    queued: creating && queue.queued,
    onSubmit,
    forgot,
    emailMeLink,
    emailMeCode,
    hasMagicLinks,
    hasEmailCode,
    back: () => store.getState().goBack(),
  };
}
