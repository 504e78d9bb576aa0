import { useEffect, type ComponentType } from 'react';
import { ConfigErrorNotice } from '../../components/ConfigErrorNotice';
import { Heading } from '../../components/Layout';
import { usePasskeyMessages } from '../Passkeys/usePasskeyMessages';
import { useWidget } from '../../kit/context';
import { useLoggedIn } from '../../kit/useLoggedIn';

/** `<idp-passkey-register>` needs a logged-in user; without one (or after a logout) it says so, once. */
function NoSession() {
  const passkeyMessages = usePasskeyMessages();
  const { theme, reportError } = useWidget();
  useEffect(() => {
    reportError({ message: passkeyMessages.noSession, type: 'config_error' });
  }, [reportError, passkeyMessages]);
  return (
    <>
      {theme.hideHeaderText ? null : <Heading part="heading">{passkeyMessages.registerTitle}</Heading>}
      <ConfigErrorNotice text={passkeyMessages.noSession} />
    </>
  );
}

/** Shows `Screen` only while a session is live. */
export function requireSession(Screen: ComponentType): ComponentType {
  return function WithSession() {
    return useLoggedIn() ? <Screen /> : <NoSession />;
  };
}
