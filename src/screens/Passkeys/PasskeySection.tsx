import { useCallback, useEffect, useRef, useState } from 'react';
import { usePasskeyMessages } from './usePasskeyMessages';
import { Button } from '../../components/Button';
import { Divider } from '../../components/Divider';
import type { LoginConfig } from '../../config/config';
import { Screen } from '../../store/screens';
import type { PasskeyResult } from '../../client';
import { useWidget } from '../../kit/context';
import { isAbort, passkeyError } from './passkeyErrors';

/** A key with a person: the passkey mark. Decorative (the button's text names it). */
function PasskeyIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 24 24" fill="none" aria-hidden="true">
      <circle cx="9" cy="7" r="4" stroke="currentColor" strokeWidth="2" />
      <path d="M2 21v-1a6 6 0 0 1 9.5-4.9" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      <circle cx="17.5" cy="13.5" r="2.5" stroke="currentColor" strokeWidth="2" />
      <path
        d="M17.5 16v5l1.5-1.2M17.5 18.5l1.5-1"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
      />
    </svg>
  );
}

/** Passkey autofill gives up after this many failed attempts. */
export const AUTOFILL_ATTEMPTS = 5;

let autofillSupport = false;
/**
 * Conditional mediation (passkeys in the email field's autofill), asked once when the chunk loads, so Main's first
 * render already knows whether to show the button.
 */
export const autofillReady: Promise<void> = (async () => {
  const pkc = (
    globalThis as { PublicKeyCredential?: { isConditionalMediationAvailable?: () => Promise<boolean> } }
  ).PublicKeyCredential;
  try {
    autofillSupport = (await pkc?.isConditionalMediationAvailable?.()) === true;
  } catch {
    autofillSupport = false;
  }
})();

/** An email field is on Main: magic links, passwords, or email codes. */
function hasEmailField(config: LoginConfig): boolean {
  return (
    config.products.includes('emailMagicLinks') ||
    config.products.includes('passwords') ||
    (config.products.includes('otp') && (config.otpOptions.methods ?? []).includes('email'))
  );
}

/**
 * The passkeys product on Main: "Login with a Passkey" first — or, where the browser offers passkeys
 * in autofill and Main has an email field, no button but a conditional-mediation request on that field, retried up
 * to five times. One AbortController: a press of the button cancels a pending autofill request.
 */
export function PasskeySection({ followed }: { followed: boolean }) {
  const passkeyMessages = usePasskeyMessages();
  const { client, config, store, emit, reportError, messages } = useWidget();
  const autofill = autofillSupport && hasEmailField(config);
  const [pending, setPending] = useState(false);
  const controller = useRef<AbortController | null>(null);
  const duration = config.sessionOptions.sessionDurationMinutes;

  const succeed = useCallback(
    (result: PasskeyResult) => {
      store.getState().clearError();
      store
        .getState()
        .authenticated({ method: 'passkey', userId: result.userId, success: Screen.PasskeyConfirmation });
      emit('authenticate_flow_complete', { method: 'passkey', userId: result.userId });
    },
    [store, emit],
  );
  const fail = useCallback(
    (e: unknown) => {
      const error = passkeyError(e, 'login', passkeyMessages);
      store.getState().setError(error.message, error.type);
      reportError(error);
    },
    [store, reportError, passkeyMessages],
  );
  const ceremony = useCallback(
    (conditional: boolean) => {
      controller.current?.abort();
      const abort = new AbortController();
      controller.current = abort;
      return {
        abort,
        done: client.webauthn.authenticate({
          is_passkey: true,
          conditional_mediation: conditional,
          signal: abort.signal,
          ...(duration !== undefined ? { session_duration_minutes: duration } : {}),
        }),
      };
    },
    [client, duration],
  );

  useEffect(() => {
    if (!autofill) return;
    let stopped = false;
    void (async () => {
      for (let left = AUTOFILL_ATTEMPTS; left > 0 && !stopped; left--) {
        const { abort, done } = ceremony(true);
        try {
          const result = await done;
          if (!stopped) succeed(result);
          return;
        } catch (e) {
          if (stopped || isAbort(e, abort.signal)) return;
          // Set aside for a ceremony the user started on the page (another element's "Create a Passkey"): asked
          // again, not counted; it waits its turn.
          if (e instanceof Error && e.name === 'SetAsideError') {
            left++;
            continue;
          }
          // The user did not ask for this one: a dismissed or refused autofill (NotAllowedError) is retried
          // quietly; a passkey they picked that failed (e.g. no longer registered) is explained.
          if (!(e instanceof Error && e.name === 'NotAllowedError')) fail(e);
        }
      }
    })();
    return () => {
      stopped = true;
      controller.current?.abort();
    };
  }, [autofill, ceremony, succeed, fail]);

  if (autofill) return null;
  const login = async () => {
    if (pending) return;
    setPending(true);
    store.getState().clearError();
    const { abort, done } = ceremony(false);
    try {
      succeed(await done);
    } catch (e) {
      if (!isAbort(e, abort.signal)) fail(e);
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button
        variant="secondary"
        loading={pending}
        loadingLabel={passkeyMessages.login}
        onClick={() => void login()}
        part="button passkey"
        data-idp-action="passkey-login"
      >
        <PasskeyIcon />
        {passkeyMessages.login}
      </Button>
      {followed ? <Divider label={messages.main.or} /> : null}
    </>
  );
}
