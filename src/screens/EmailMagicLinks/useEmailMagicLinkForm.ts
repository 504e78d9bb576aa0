import { useCallback, type FormEvent } from 'react';
import type { EmlLoginOrCreateOptions } from '../../client';
import type { EmailMagicLinksOptions } from '../../config/config';
import { useWidget } from '../../kit/context';
import { useHoldTabs } from '../../kit/useHoldTabs';
import { useSubmission } from '../../kit/useSubmission';
import { useEmailDraft } from '../Main/useEmailDraft';

/**
 * The `locale` an email is sent in: the configured one, else the element's language (issue 14) when it is not
 * English, the provider's default.
 */
export function emailLocale(configured: string | undefined, element: string | undefined): string | undefined {
  return configured ?? (element && element !== 'en' ? element : undefined);
}

/** Magic-link request fields, from the widget's camelCase options to the wire's snake_case. */
export function toLoginOrCreateOptions(
  options: EmailMagicLinksOptions,
  locale?: string,
): EmlLoginOrCreateOptions {
  const out: EmlLoginOrCreateOptions = {};
  if (options.loginRedirectURL !== undefined) out.login_magic_link_url = options.loginRedirectURL;
  if (options.signupRedirectURL !== undefined) out.signup_magic_link_url = options.signupRedirectURL;
  // Sent only when configured, as the provider's own client does: the server applies its default (default 30).
  if (options.loginExpirationMinutes !== undefined)
    out.login_expiration_minutes = options.loginExpirationMinutes;
  if (options.signupExpirationMinutes !== undefined)
    out.signup_expiration_minutes = options.signupExpirationMinutes;
  if (options.loginTemplateId !== undefined) out.login_template_id = options.loginTemplateId;
  if (options.signupTemplateId !== undefined) out.signup_template_id = options.signupTemplateId;
  const language = emailLocale(options.locale, locale);
  if (language !== undefined) out.locale = language;
  if (options.createUserAsPending !== undefined) out.create_user_as_pending = options.createUserAsPending;
  return out;
}

/** Logic of the magic-link email form: validation, the send, and what happens after it. */
export function useEmailMagicLinkForm() {
  const { client, config, messages, store, emit, locale } = useWidget();
  const { email, fieldError, onEmailChange, validated } = useEmailDraft(messages.email.invalid);
  const { pending, run } = useSubmission();
  useHoldTabs(pending !== null);

  const onSubmit = useCallback(
    (event: FormEvent) => {
      event.preventDefault();
      const address = validated();
      if (address === null) return;
      void run('submit', async () => {
        const sent = await client.magicLinks.email.loginOrCreate(
          address,
          toLoginOrCreateOptions(config.emailMagicLinksOptions, locale),
        );
        client.events.log('email_sent', { email: address, type: 'login_or_create_eml' });
        emit('magic_link_sent', { email: address, ...sent });
        store.getState().magicLinkSent(address);
      });
    },
    [validated, run, store, client, config, emit, locale],
  );

  return { email, fieldError, pending: pending !== null, onEmailChange, onSubmit };
}
