import { useCallback } from 'react';
import { Screen } from '../../store/screens';
import { useWidget } from '../../kit/context';
import { useFail } from '../../kit/useSubmission';
import { toLoginOrCreateOptions } from '../EmailMagicLinks/useEmailMagicLinkForm';
import { otpExpiryMinutes, sendOtp } from '../OTP/sendOtp';
import { toResetStartOptions } from './resetOptions';

/** The steps the password screens share: reset emails, passwordless sends, error reporting. */
export function usePasswordFlow() {
  const widget = useWidget();
  const { client, config, store, emit, locale } = widget;
  const fail = useFail();

  /** Emails a reset link and logs it (email_sent with the reset-password flow type). */
  const sendReset = useCallback(
    async (email: string) => {
      await client.passwords.resetByEmailStart(email, toResetStartOptions(config.passwordOptions, locale));
      client.events.log('email_sent', { email, type: 'reset_password' });
      emit('password_reset_sent', { email });
    },
    [client, config, emit, locale],
  );

  const sendMagicLink = useCallback(
    async (email: string) => {
      const sent = await client.magicLinks.email.loginOrCreate(
        email,
        toLoginOrCreateOptions(config.emailMagicLinksOptions, locale),
      );
      client.events.log('email_sent', { email, type: 'login_or_create_eml' });
      emit('magic_link_sent', { email, ...sent });
      store.getState().magicLinkSent(email);
    },
    [client, config, emit, store, locale],
  );

  const sendEmailCode = useCallback(
    async (email: string) => {
      const { methodId } = await sendOtp(client, 'email', email, config, locale);
      emit('otp_sent', { channel: 'email', destination: email });
      store.getState().otpSent({
        type: 'email',
        methodId,
        otpDestination: email,
        expiresAt: client.platform.clock.now() + otpExpiryMinutes(config) * 60_000,
      });
    },
    [client, config, emit, store, locale],
  );

  const loggedIn = useCallback(
    (userId: string) => {
      emit('authenticate_flow_complete', { method: 'password', userId });
      store.getState().authenticated({ method: 'password', userId, success: Screen.PasswordConfirmation });
    },
    [emit, store],
  );

  const hasMagicLinks = config.products.includes('emailMagicLinks');
  const hasEmailCode = config.products.includes('otp') && (config.otpOptions.methods ?? []).includes('email');

  return { ...widget, fail, sendReset, sendMagicLink, sendEmailCode, loggedIn, hasMagicLinks, hasEmailCode };
}
