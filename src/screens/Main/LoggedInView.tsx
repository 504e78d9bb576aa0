import { useState, useSyncExternalStore } from 'react';
import type { User } from '../../api/types';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { useMessages, useWidget } from '../../kit/context';

/** Who the user is, in words they recognise: the first email, else phone number, else wallet. */
function identifier(user: User | null): string | null {
  return (
    user?.emails?.[0]?.email ??
    user?.phone_numbers?.[0]?.phone_number ??
    user?.crypto_wallets?.[0]?.crypto_wallet_address ??
    null
  );
}

/**
 * The optional logged-in view (`config.sessionOptions.showLoggedInView`, off by default: has none): in place
 * of Main while a session is live, who is logged in and "Log out". A logout here or elsewhere brings Main back.
 */
export function LoggedInView() {
  const { client, emit, reportError } = useWidget();
  const messages = useMessages();
  const user = useSyncExternalStore(client.user.onChange, client.user.getSync, () => null);
  const [pending, setPending] = useState(false);
  const who = identifier(user);
  const logOut = () => {
    setPending(true);
    // The session is cleared locally even when the call fails; the view then gives way to Main.
    client.logout().then(
      () => emit('logout'),
      (e: unknown) => {
        setPending(false);
        reportError({
          message: messages.loggedIn.logoutFailed,
          type: (e as { type?: string }).type ?? 'logout',
        });
      },
    );
  };
  return (
    <Column $gap={16}>
      <Heading part="heading">{messages.loggedIn.title}</Heading>
      {who ? <Text>{messages.loggedIn.as(who)}</Text> : null}
      <Button
        variant="secondary"
        loading={pending}
        loadingLabel={messages.loggedIn.loggingOut}
        onClick={logOut}
        data-idp-action="log-out"
      >
        {messages.loggedIn.logOut}
      </Button>
    </Column>
  );
}
