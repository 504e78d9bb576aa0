import type { IdpClient, OtpSent } from '../../client';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../client';
import type { LoginConfig } from '../../config/config';
import type { OtpChannel } from '../../store/slices/otp';

export function otpExpiryMinutes(config: LoginConfig): number {
  return config.otpOptions.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;
}

/** Sends (or re-sends) a code on a channel with the configured options (WIRE.md §4.1). */
export function sendOtp(
  client: IdpClient,
  channel: OtpChannel,
  destination: string,
  config: LoginConfig,
): Promise<OtpSent> {
  const { otpOptions } = config;
  const expiration_minutes = otpExpiryMinutes(config);
  if (channel === 'email') {
    return client.otps.email.loginOrCreate(destination, {
      expiration_minutes,
      ...(otpOptions.loginTemplateId !== undefined ? { login_template_id: otpOptions.loginTemplateId } : {}),
      ...(otpOptions.signupTemplateId !== undefined
        ? { signup_template_id: otpOptions.signupTemplateId }
        : {}),
      ...(otpOptions.locale !== undefined ? { locale: otpOptions.locale } : {}),
    });
  }
  return client.otps[channel].loginOrCreate(destination, { expiration_minutes });
}
