import { useCallback, useEffect, useRef, useState } from 'react';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../config/config';
import { useAuthState, useWidget } from '../../widget/context';
import { useFail } from '../../widget/useSubmission';
import { sanitizeOtp, OTP_LENGTH } from '../../components/OtpInput';
import { useCountdown } from './useCountdown';
import { sendOtp, otpExpiryMinutes } from './sendOtp';

/** SPEC §4 resend states: initial → sending → sent (2 s, "Code sent") → waiting. */
export type ResendState = 'initial' | 'sending' | 'sent' | 'waiting';

export const CODE_SENT_DISPLAY_MS = 2000;

export function useOtpAuthenticate() {
  const { client, config, store, messages } = useWidget();
  const otp = useAuthState((s) => s.otpState);
  const error = useAuthState((s) => s.error);
  const clock = client.platform.clock;
  const secondsLeft = useCountdown(otp?.expiresAt ?? 0, clock);
  const [code, setCode] = useState('');
  const [verifying, setVerifying] = useState(false);
  const [resend, setResend] = useState<ResendState>('initial');
  const live = useRef(true);
  useEffect(
    () => () => {
      live.current = false;
    },
    [],
  );

  const fail = useFail();

  const verify = useCallback(
    async (value: string) => {
      if (!otp || verifying) return;
      const clean = sanitizeOtp(value);
      if (clean.length !== OTP_LENGTH) {
        store.getState().setError(messages.otp.invalidCode, 'invalid_code');
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
      } finally {
        if (live.current) setVerifying(false);
      }
    },
    [otp, verifying, store, messages, client, config, fail],
  );

  const resendCode = useCallback(async () => {
    if (!otp || resend === 'sending' || resend === 'sent') return;
    setResend('sending');
    store.getState().clearError();
    try {
      const { methodId } = await sendOtp(client, otp.type, otp.otpDestination, config);
      if (!live.current) return;
      store.getState().otpResent(methodId, clock.now() + otpExpiryMinutes(config) * 60_000);
      setCode('');
      setResend('sent');
      clock.setTimeout(() => {
        if (live.current) setResend('waiting');
      }, CODE_SENT_DISPLAY_MS);
    } catch (e) {
      if (!live.current) return;
      setResend('initial');
      fail(e);
    }
  }, [otp, resend, store, client, config, clock, fail]);

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
    back: () => store.getState().goBack(),
  };
}
