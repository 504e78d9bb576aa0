/**
 * The headless client's one-time-passcode area (docs/protocol.md#the-calls): a chunk of its own, so pages without passcodes do
 * not load it; `createClient` imports it on the first call, and the OTP product's chunk brings it along.
 */
import * as otpsApi from '../api/otps';
import type { Core } from './core';
import { DEFAULT_OTP_EXPIRATION_MINUTES, DEFAULT_SESSION_DURATION_MINUTES, toAuthResult } from './shared';
import type { IdpClient, OtpPhoneOptions, OtpSent } from './types';

export type OtpsContext = Pick<Core, 'http' | 'manager'>;

export function otpsArea({ http, manager }: OtpsContext): IdpClient['otps'] {
  const sendPhoneOtp = async (
    channel: 'sms' | 'whatsapp',
    phone_number: string,
    opts: OtpPhoneOptions,
  ): Promise<OtpSent> => {
    const resp = await otpsApi.phoneLoginOrCreate(http, channel, {
      ...opts,
      phone_number,
      expiration_minutes: opts.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES,
    });
    return { methodId: resp.method_id };
  };
  return {
    sms: { loginOrCreate: (phone_number, opts = {}) => sendPhoneOtp('sms', phone_number, opts) },
    whatsapp: { loginOrCreate: (phone_number, opts = {}) => sendPhoneOtp('whatsapp', phone_number, opts) },
    email: {
      async loginOrCreate(email, opts = {}) {
        const resp = await otpsApi.emailLoginOrCreate(http, {
          ...opts,
          email,
          expiration_minutes: opts.expiration_minutes ?? DEFAULT_OTP_EXPIRATION_MINUTES,
        });
        return { methodId: resp.method_id };
      },
    },
    async authenticate(token, method_id, opts = {}) {
      const resp = await otpsApi.authenticate(http, {
        token,
        method_id,
        session_duration_minutes: opts.session_duration_minutes ?? DEFAULT_SESSION_DURATION_MINUTES,
      });
      manager.applyAuthResponse(resp);
      return toAuthResult(resp);
    },
  };
}
