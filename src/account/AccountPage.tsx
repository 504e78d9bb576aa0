import { useEffect, useReducer, useRef, useState } from 'react';
import { Button } from '../components/Button';
import { Column, Heading, Text } from '../components/Layout';
import { Spinner } from '../components/Spinner';
import { toAuthError } from '../errors/AuthError';
import { useWidget } from '../kit/context';
import { useLoggedIn } from '../kit/useLoggedIn';
import { useAccountMessages, useUser } from './kit';
import type { AccountOptions } from './options';
import { SECTIONS } from './sections';
import { StepUpMinutes } from './stepUp';

/**
 * The page: the title, then the configured sections in order, once the user is loaded. Without a logged-in user
 * (none, or the session ended here or in another tab) it says so and fires `account_no_session`, once per
 * change; a failed load says so with a retry.
 */
export function AccountPage({ options }: { options: AccountOptions }) {
  const m = useAccountMessages();
  const { client, theme, emit, errorText, reportError } = useWidget();
  const loggedIn = useLoggedIn();
  const user = useUser();
  const [loadError, setLoadError] = useState<string | null>(null);
  const [attempt, retry] = useReducer((n: number) => n + 1, 0);
  const wasLoggedIn = useRef(false);
  const [loggedOut, setLoggedOut] = useState(false);

  useEffect(() => {
    if (loggedIn) {
      wasLoggedIn.current = true;
      setLoggedOut(false);
      return;
    }
    if (wasLoggedIn.current) setLoggedOut(true);
    emit('account_no_session');
  }, [loggedIn, emit]);

  // The user as the server has it now (the stored copy may be old).
  useEffect(() => {
    if (!loggedIn) return;
    let live = true;
    setLoadError(null);
    client.user.get().catch((e: unknown) => {
      if (!live) return;
      const failure = toAuthError(e);
      setLoadError(`${m.loadFailed} ${errorText(failure)}`);
      reportError({ message: errorText(failure), type: failure.type, status: failure.status });
    });
    return () => {
      live = false;
    };
  }, [loggedIn, client, attempt, m, errorText, reportError]);

  const title = theme.hideHeaderText ? null : <Heading part="heading">{m.title}</Heading>;
  if (!loggedIn) {
    return (
      <>
        {title}
        <Text role="status" part="no-session">
          {loggedOut ? `${m.loggedOut} ${m.noSession}` : m.noSession}
        </Text>
      </>
    );
  }
  if (!user) {
    return (
      <>
        {title}
        {loadError ? (
          <Column $gap={16}>
            <Text role="alert">{loadError}</Text>
            <Button variant="secondary" onClick={retry}>
              {m.retry}
            </Button>
          </Column>
        ) : (
          <Column $gap={16} role="status" style={{ alignItems: 'center', minHeight: 48 }}>
            <Spinner size={25} label={m.loading} />
          </Column>
        )}
      </>
    );
  }
  return (
    <StepUpMinutes.Provider value={options.stepUpMinutes}>
      {title}
      {options.sections.map((id) => {
        const Section = SECTIONS[id];
        return <Section key={id} />;
      })}
    </StepUpMinutes.Provider>
  );
}
