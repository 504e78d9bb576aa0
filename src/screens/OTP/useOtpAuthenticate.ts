import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../config/config';
import { useAuthState, useWidget } from '../../kit/context';
import { useFail } from '../../kit/useSubmission';
import { sanitizeOtp, OTP_LENGTH } from '../../components/OtpInput';
import { useCountdown } from './useCountdown';
import { sendOtp, otpExpiryMinutes } from './sendOtp';

/** Resend states: initial → sending → sent (2 s, "Code sent") → waiting. */
export type ResendState = 'initial' | 'sending' | 'sent' | 'waiting';

export const CODE_SENT_DISPLAY_MS = 2000;

export function useOtpAuthenticate() {
  const { client, config, store, messages, reportError, locale } = useWidget();
  const otp = useAuthState((s) => s.otpState);
  const error = useAuthState((s) => s.error);
  const clock = client.platform.clock;
  const secondsLeft = useCountdown(otp?.expiresAt ?? 0, clock);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resend, setResend] = useState<ResendState>('initial');
  /** Bumped to put focus back in the code boxes (OtpInput `focusRequest`). */
  const [focusRequest, setFocusRequest] = useState(0);
  const live = useRef(true);
  const codeSentTimer = useRef<unknown>(null);
  useEffect(
    () => () => {
      live.current = false;
      if (codeSentTimer.current !== null) clock.clearTimeout(codeSentTimer.current);
    },
    [clock],
  );

  const fail = useFail();

  const verify = useCallback(
    async (value: string) => {
      // A code typed while a new one is being sent belongs to the old method id: skip it.
      if (!otp || verifying || resend === 'sending') return;
      const clean = sanitizeOtp(value);
      if (clean.length !== OTP_LENGTH) {
        store.getState().setError(messages.otp.invalidCode, 'invalid_code');
        reportError({ message: messages.otp.invalidCode, type: 'invalid_code' });
        return;
      }
      setVerifying(true);
      store.getState().clearError();
      try {
        const result = await client.otps.authenticate(clean, otp.methodId, {
          session_duration_minutes:
            config.sessionOptions.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES,
        });
        if (!live.current) return;
        store.getState().otpVerified(result.userId);
      } catch (e) {
        if (!live.current) return;
        fail(e);
        setCode('');
        setFocusRequest((n) => n + 1);
      } finally {
        if (live.current) setVerifying(false);
      }
    },
    [otp, verifying, resend, store, messages, client, config, fail, reportError],
  );

  const resendCode = useCallback(async () => {
    if (!otp || verifying || resend === 'sending' || resend === 'sent') return;
    setResend('sending');
    store.getState().clearError();
    try {
      const { methodId } = await sendOtp(client, otp.type, otp.otpDestination, config, locale);
      if (!live.current) return;
      store.getState().otpResent(methodId, clock.now() + otpExpiryMinutes(config) * 60_000);
      setCode('');
      setResend('sent');
      // The Resend button gives way to "Code sent": focus goes to the boxes the new code is typed into.
      setFocusRequest((n) => n + 1);
      codeSentTimer.current = clock.setTimeout(() => {
        codeSentTimer.current = null;
        if (live.current) setResend('waiting');
      }, CODE_SENT_DISPLAY_MS);
    } catch (e) {
      if (!live.current) return;
      setResend('initial');
      fail(e);
    }
  }, [otp, verifying, resend, store, client, config, clock, fail, locale]);

  return {
    otp,
    error,
    code,
    setCode,
    verify,
    verifying,
    secondsLeft,
    expired: secondsLeft === 0,
    resend,
    resendCode,
    focusRequest,
    back: () => store.getState().otpBack(),
  };
}
