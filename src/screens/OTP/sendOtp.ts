import type { IdpClient, OtpSent } from '../../client';
import { DEFAULT_OTP_EXPIRATION_MINUTES } from '../../client';
import type { LoginConfig } from '../../config/config';
import type { OtpChannel } from '../../store/slices/otp';
import { emailLocale } from '../EmailMagicLinks/useEmailMagicLinkForm';

export function otpExpiryMinutes(config: LoginConfig): number {
  return config.otpOptions.expirationMinutes ?? DEFAULT_OTP_EXPIRATION_MINUTES;
}

/** Sends (or re-sends) a code on a channel with the configured options (docs/protocol.md#the-calls); logs email sends. */
export function sendOtp(
  client: IdpClient,
  channel: OtpChannel,
  destination: string,
  config: LoginConfig,
  locale?: string,
): Promise<OtpSent> {
  const { otpOptions } = config;
  const expiration_minutes = otpExpiryMinutes(config);
  if (channel === 'email') {
    const language = emailLocale(otpOptions.locale, locale);
    return client.otps.email
      .loginOrCreate(destination, {
        expiration_minutes,
        ...(otpOptions.loginTemplateId !== undefined
          ? { login_template_id: otpOptions.loginTemplateId }
          : {}),
        ...(otpOptions.signupTemplateId !== undefined
          ? { signup_template_id: otpOptions.signupTemplateId }
          : {}),
        ...(language !== undefined ? { locale: language } : {}),
      })
      .then((sent) => {
        // Every email the flow sends is logged, with its flow type.
        client.events.log('email_sent', { email: destination, type: 'login_or_create_otp' });
        return sent;
      });
  }
  return client.otps[channel].loginOrCreate(destination, { expiration_minutes });
}
