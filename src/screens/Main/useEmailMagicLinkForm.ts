import { useCallback, useRef, useState, type FormEvent } from 'react';
import { toAuthError } from '../../errors/AuthError';
import type { EmlLoginOrCreateOptions } from '../../client';
import type { EmailMagicLinksOptions } from '../../config/config';
import { isValidEmail } from '../../validation/email';
import { useAuthState, useWidget } from '../../widget/context';

/** SPEC §3 magic-link request fields, from the widget's camelCase options to the wire's snake_case. */
export function toLoginOrCreateOptions(options: EmailMagicLinksOptions): EmlLoginOrCreateOptions {
  const out: EmlLoginOrCreateOptions = {};
  if (options.loginRedirectURL !== undefined) out.login_magic_link_url = options.loginRedirectURL;
  if (options.signupRedirectURL !== undefined) out.signup_magic_link_url = options.signupRedirectURL;
  if (options.loginExpirationMinutes !== undefined)
    out.login_expiration_minutes = options.loginExpirationMinutes;
  if (options.signupExpirationMinutes !== undefined)
    out.signup_expiration_minutes = options.signupExpirationMinutes;
  if (options.loginTemplateId !== undefined) out.login_template_id = options.loginTemplateId;
  if (options.signupTemplateId !== undefined) out.signup_template_id = options.signupTemplateId;
  if (options.locale !== undefined) out.locale = options.locale;
  if (options.createUserAsPending !== undefined) out.create_user_as_pending = options.createUserAsPending;
  return out;
}

/** Logic of the magic-link email form: validation, the send, and what happens after it. */
export function useEmailMagicLinkForm() {
  const { client, config, messages, store, emit, reportError } = useWidget();
  const email = useAuthState((s) => s.emailDraft);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const inFlight = useRef(false);

  const onEmailChange = useCallback(
    (value: string) => {
      store.getState().setEmailDraft(value);
      setFieldError(null);
    },
    [store],
  );

  const onSubmit = useCallback(
    async (event: FormEvent) => {
      event.preventDefault();
      if (inFlight.current) return;
      // Read the store, not the render's closure: a submit can follow the last keystroke before React re-renders.
      const address = store.getState().emailDraft.trim();
      if (!isValidEmail(address)) {
        setFieldError(messages.email.invalid);
        return;
      }
      inFlight.current = true;
      setPending(true);
      store.getState().clearError();
      try {
        await client.magicLinks.email.loginOrCreate(
          address,
          toLoginOrCreateOptions(config.emailMagicLinksOptions),
        );
        client.events.log('email_sent', { email: address, type: 'login_or_create_eml' });
        emit('magic_link_sent', { email: address });
        store.getState().magicLinkSent(address);
      } catch (e) {
        const error = toAuthError(e);
        store.getState().setError(error.message, error.type);
        reportError({ message: error.message, type: error.type, status: error.status });
      } finally {
        inFlight.current = false;
        setPending(false);
      }
    },
    [messages, store, client, config, emit, reportError],
  );

  return { email, fieldError, pending, onEmailChange, onSubmit };
}
