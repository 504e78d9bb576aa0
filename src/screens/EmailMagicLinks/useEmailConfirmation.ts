import { useCallback, useEffect, useState } from 'react';
import { useAuthState, useWidget } from '../../kit/context';

/** Mail services the confirmation links to, each opened in a new tab (Email confirmation). */
export function mailLinks(senderDomain: string | null) {
  const domain = senderDomain ? encodeURIComponent(senderDomain) : null;
  return {
    gmail: domain
      ? `https://mail.google.com/mail/u/0/#search/from%3A%40${domain}+in%3Aanywhere`
      : 'https://mail.google.com/mail/u/0/',
    yahoo: domain
      ? `https://mail.yahoo.com/d/search/keyword=from%253A${domain}`
      : 'https://mail.yahoo.com/d/',
    outlook: 'https://outlook.live.com/mail/0/',
  };
}

/** The configured domain hint, else the bootstrap's single email domain, else none. */
export function senderDomain(domainHint: string | undefined, emailDomains: readonly string[]): string | null {
  if (domainHint) return domainHint;
  return emailDomains.length === 1 ? (emailDomains[0] ?? null) : null;
}

export function useEmailConfirmation() {
  const { client, config, store, emit } = useWidget();
  const email = useAuthState((s) => s.magicLinkEmail);
  const emailDomains = useAuthState((s) => s.bootstrap.emailDomains);
  const links = mailLinks(senderDomain(config.emailMagicLinksOptions.domainHint, emailDomains));

  const tryAgain = useCallback(() => {
    client.events.log('email_try_again_clicked', { email, type: 'login_or_create_eml' });
    emit('magic_link_try_again', { email });
    store.getState().magicLinkTryAgain();
  }, [client, email, emit, store]);

  // The link cannot log in after its lifetime (login or sign-up, whichever is longer): the screen then says so
  // instead of waiting for ever.
  const { loginExpirationMinutes, signupExpirationMinutes } = config.emailMagicLinksOptions;
  const lifetimeMinutes = Math.max(loginExpirationMinutes ?? 30, signupExpirationMinutes ?? 30);
  const [expired, setExpired] = useState(false);
  useEffect(() => {
    const { clock } = client.platform;
    const id = clock.setTimeout(() => setExpired(true), lifetimeMinutes * 60_000);
    return () => clock.clearTimeout(id);
  }, [client, lifetimeMinutes]);

  return { email, links, tryAgain, expired };
}
