import { useCallback, useRef, useState } from 'react';
import { toAuthError } from '../../errors/AuthError';
import type { OtpChannel } from '../../store/slices/otp';
import { useWidget } from '../../widget/context';
import { otpExpiryMinutes, sendOtp } from './sendOtp';

/** The send step shared by the phone and email-code forms on Main. */
export function useSendOtp(channel: OtpChannel) {
  const { client, config, store, emit, reportError } = useWidget();
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const send = useCallback(
    async (destination: string) => {
      if (inFlight.current) return;
      inFlight.current = true;
      setPending(true);
      store.getState().clearError();
      try {
        const { methodId } = await sendOtp(client, channel, destination, config);
        emit('otp_sent', { channel, destination });
        store.getState().otpSent({
          type: channel,
          methodId,
          otpDestination: destination,
          expiresAt: client.platform.clock.now() + otpExpiryMinutes(config) * 60_000,
        });
      } catch (e) {
        const error = toAuthError(e);
        store.getState().setError(error.message, error.type);
        reportError({ message: error.message, type: error.type, status: error.status });
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [client, channel, config, store, emit, reportError],
  );

  return { send, pending };
}
