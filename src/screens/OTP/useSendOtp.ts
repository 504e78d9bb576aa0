import { useCallback } from 'react';
import type { OtpChannel } from '../../store/slices/otp';
import { useWidget } from '../../widget/context';
import { useSubmission } from '../../widget/useSubmission';
import { otpExpiryMinutes, sendOtp } from './sendOtp';

/** The send step shared by the phone and email-code forms on Main. */
export function useSendOtp(channel: OtpChannel) {
  const { client, config, store, emit } = useWidget();
  const { pending, run } = useSubmission();

  const send = useCallback(
    (destination: string) =>
      run('submit', async () => {
        const { methodId } = await sendOtp(client, channel, destination, config);
        emit('otp_sent', { channel, destination });
        store.getState().otpSent({
          type: channel,
          methodId,
          otpDestination: destination,
          expiresAt: client.platform.clock.now() + otpExpiryMinutes(config) * 60_000,
        });
      }),
    [run, client, channel, config, store, emit],
  );

  return { send, pending: pending !== null };
}
