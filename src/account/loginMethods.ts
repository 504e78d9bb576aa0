import type { User } from '../api/types';

/**
 * How many ways the user has to log in: verified email addresses and phone numbers, a password (it logs in with
 * one of the user's email addresses, so it counts only while there is one), social accounts, passkeys and crypto
 * wallets.
 */
export function loginMethodCount(user: User): number {
  return (
    user.emails.filter((e) => e.verified).length +
    user.phone_numbers.filter((p) => p.verified).length +
    (user.password && user.emails.length > 0 ? 1 : 0) +
    user.providers.length +
    user.webauthn_registrations.length +
    user.crypto_wallets.length
  );
}

/** What can be removed from the account page. */
export type Removal = { kind: 'emails' | 'phone_numbers' | 'oauth' | 'crypto_wallets'; id: string };

/** Removing it would leave the user no way to log in (it is refused, with the reason). */
export function isLastMethod(user: User, removal: Removal): boolean {
  const { kind, id } = removal;
  const after: User = {
    ...user,
    emails: kind === 'emails' ? user.emails.filter((e) => e.email_id !== id) : user.emails,
    phone_numbers:
      kind === 'phone_numbers' ? user.phone_numbers.filter((p) => p.phone_id !== id) : user.phone_numbers,
    providers:
      kind === 'oauth' ? user.providers.filter((p) => p.oauth_user_registration_id !== id) : user.providers,
    crypto_wallets:
      kind === 'crypto_wallets'
        ? user.crypto_wallets.filter((w) => w.crypto_wallet_id !== id)
        : user.crypto_wallets,
  };
  return loginMethodCount(after) === 0;
}
