import { useCallback } from 'react';
import type { OtpChannel } from '../../store/slices/otp';
import { useWidget } from '../../kit/context';
import { useHoldTabs } from '../../kit/useHoldTabs';
import { useSubmission } from '../../kit/useSubmission';
import { otpExpiryMinutes, sendOtp } from './sendOtp';

/**
 * The send step shared by the phone and email-code forms on Main. While it (or `busy`, the form's own step
 * before it) is pending, Main's tabs hold still (`formBusy`).
 */
export function useSendOtp(channel: OtpChannel, busy = false) {
  const { client, config, store, emit, locale } = useWidget();
  const { pending, run } = useSubmission();
  useHoldTabs(busy || pending !== null);

  const send = useCallback(
    (destination: string) =>
      run('submit', async () => {
        const { methodId } = await sendOtp(client, channel, destination, config, locale);
        emit('otp_sent', { channel, destination });
        store.getState().otpSent({
          type: channel,
          methodId,
          otpDestination: destination,
          expiresAt: client.platform.clock.now() + otpExpiryMinutes(config) * 60_000,
        });
      }),
    [run, client, channel, config, store, emit, locale],
  );

  return { send, pending: pending !== null };
}
