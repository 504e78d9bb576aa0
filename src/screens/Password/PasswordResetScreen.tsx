import { useCallback, useEffect, useRef, useState } from 'react';
import { Banner } from '../../components/Banner';
import { Button } from '../../components/Button';
import { Column, Form, Heading, Text } from '../../components/Layout';
import { PasswordInput } from '../../components/PasswordInput';
import { Spinner } from '../../components/Spinner';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../config/config';
import { Screen } from '../../store/screens';
import { useAuthState } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { useLinkHosts } from '../../kit/useLinkHosts';
import { useSubmission } from '../../kit/useSubmission';
import { StrengthSection } from './StrengthSection';
import { NewResetLink } from './NewResetLink';
import { storePasswordCredential } from './storeCredential';
import { usePasswordFlow } from './usePasswordFlow';
import { usePasswordStrength } from './usePasswordStrength';
import { useQueuedSubmit } from './useQueuedSubmit';
import { usePasswordMessages } from './usePasswordMessages';

/**
 * Reset-password screen: "Reset your password" with the strength rules, or, for a token of type
 * `login`, "Logging in..." while the magic link is authenticated by itself.
 */
/** Error types of a reset token that was already used, has expired, or never existed. */
const USED_OR_EXPIRED = new Set(['unable_to_auth_magic_link', 'password_reset_token_not_found']);

export function PasswordResetScreen() {
  const m = usePasswordMessages();
  const { client, config, store, fail, emit, reportError } = usePasswordFlow();
  const { token, tokenType } = useAuthState((s) => s.resetPasswordState);
  const error = useAuthState((s) => s.error);
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const linkHosts = useLinkHosts();
  const [password, setPassword] = useState('');
  const { pending, run } = useSubmission();
  const strength = usePasswordStrength(password, undefined);
  const duration = config.sessionOptions.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;

  const done = useCallback(
    (userId: string, method: string) => {
      emit('authenticate_flow_complete', { method, userId });
      store.getState().authenticated({ method, userId, success: Screen.PasswordConfirmation });
    },
    [emit, store],
  );

  // A page without a token says so on screen and to the error callback, once. The token type decides
  // nothing else (docs/protocol.md#the-calls): `login` logs in, any other type gets the new-password form, and the
  // server judges the token.
  const problem = !token ? m.missingToken : null;
  useEffect(() => {
    if (problem) reportError({ message: problem, type: 'missing_token' });
  }, [problem, reportError]);

  const started = useRef(false);
  useEffect(() => {
    if (tokenType !== 'login' || !token || started.current) return;
    started.current = true;
    client.magicLinks.authenticate(token, { session_duration_minutes: duration }).then(
      (r) => done(r.userId, 'magic_link'),
      (e: unknown) => fail(e),
    );
  }, [tokenType, token, client, duration, done, fail]);

  const send = useCallback(
    (password: string) =>
      void run('submit', async () => {
        const r = await client.passwords.resetByEmail(token, password, {
          session_duration_minutes: duration,
        });
        const id = r.user.emails[0]?.email ?? '';
        void storePasswordCredential(config.passwordOptions.storeCredential, id, password);
        done(r.userId, 'password_reset');
      }),
    [run, client, token, duration, done, config],
  );
  // Enter right after typing waits for the strength check and is sent once it passes.
  const queue = useQueuedSubmit(password, strength, send);

  // Once the server says the link is spent, the page stays on the way to a new one (sending clears the error).
  const [linkDead, setLinkDead] = useState(false);
  useEffect(() => {
    if (error && USED_OR_EXPIRED.has(error.type ?? '') && tokenType !== 'login') setLinkDead(true);
  }, [error, tokenType]);

  const banner = error ? (
    <Banner key={error.id} variant="error" message={error.message} type={error.type} linkHosts={linkHosts} />
  ) : null;
  if (problem) {
    return (
      <>
        <Heading ref={headingRef} tabIndex={-1} part="heading">
          {m.resetTitle}
        </Heading>
        <Text role="alert">{problem}</Text>
      </>
    );
  }
  if (tokenType === 'login') {
    return (
      <>
        <Heading ref={headingRef} tabIndex={-1} part="heading">
          {banner ? m.loginLinkFailed : m.loggingIn}
        </Heading>
        {banner ?? (
          <Column role="status" style={{ alignItems: 'center' }}>
            <Spinner size={25} label={m.loggingIn} />
          </Column>
        )}
      </>
    );
  }
  if (linkDead) {
    // The server's magic-link wording would be wrong here, and the form would stay useless: say what happened
    // and offer a new link instead.
    return (
      <>
        <Heading ref={headingRef} tabIndex={-1} part="heading">
          {m.resetTitle}
        </Heading>
        <NewResetLink />
      </>
    );
  }
  return (
    <>
      {/* The password field takes focus (autoFocus), not the heading. */}
      <Heading tabIndex={-1} part="heading">
        {m.resetTitle}
      </Heading>
      {banner}
      <Form onSubmit={queue.onSubmit} noValidate part="form reset-form">
        <PasswordInput
          label={m.passwordLabel}
          showLabel={m.show}
          hideLabel={m.hide}
          id="new-password"
          name="password"
          autoComplete="new-password"
          onChange={(e) => setPassword(e.target.value)}
          readOnly={pending !== null}
          autoFocus
        />
        <StrengthSection password={password} strength={strength} />
        <Button
          type="submit"
          disabled={!queue.canSubmit}
          loading={pending !== null || queue.queued}
          loadingLabel={queue.queued ? m.checking : m.submitting}
          part="button submit"
          data-idp-action="reset-password"
        >
          {m.resetSubmit}
        </Button>
      </Form>
    </>
  );
}
