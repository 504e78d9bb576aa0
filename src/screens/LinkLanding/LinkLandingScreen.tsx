import { useCallback, useEffect, useRef, useState } from 'react';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { MailIcon } from '../../components/icons';
import { Spinner } from '../../components/Spinner';
import { DEFAULT_SESSION_DURATION_MINUTES } from '../../config/config';
import { toAuthError } from '../../errors/AuthError';
import { Screen } from '../../store/screens';
import { landingMessages } from '../../i18n/landing';
import type { IdpClient } from '../../client';
import { useAuthState, useTexts, useWidget } from '../../kit/context';
import type { Landing } from '../../store/slices/magicLink';
import { useFocusOnMount } from '../../kit/useFocusOnMount';

/** Where the landing is: at work, waiting for the one click, or stopped with a way on. */
type Phase =
  | { step: 'working' }
  | { step: 'confirm' }
  | { step: 'otherDevice' }
  | { step: 'dead' }
  | { step: 'failed'; message: string; retry: boolean };

/** The provider refused the link's PKCE check: the link was asked for in another browser (the token is unused). */
const OTHER_DEVICE = new Set(['invalid_pkce_code_verifier', 'pkce_mismatch']);
/** The token was used, has expired or never existed. */
const DEAD = new Set(['unable_to_auth_magic_link', 'oauth_token_not_found']);

/**
 * The scanner-safe rule (docs/magic-links.md#link-scanners-and-other-devices): a social sign-in and a link this
 * browser asked for finish at once; any other link waits for one click, so a mail scanner that opens the page and
 * runs its scripts uses nothing up.
 */
function firstPhase(landing: Landing | null, client: Pick<IdpClient, 'magicLinks'>): Phase {
  if (!landing) return { step: 'dead' };
  if (landing.error !== null) return { step: 'failed', message: '', retry: false };
  if (landing.kind === 'oauth' || client.magicLinks.requestedHere()) return { step: 'working' };
  return { step: 'confirm' };
}

/** `<idp-login>` on a redirect page: finishes the emailed link or social sign-in the address carried. */
export function LinkLandingScreen() {
  const { client, config, store, emit, reportError, errorText } = useWidget();
  const m = useTexts('landing', landingMessages);
  const landing = useAuthState((s) => s.landing);
  const [phase, setPhase] = useState<Phase>(() => firstPhase(landing, client));
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  const duration = config.sessionOptions.sessionDurationMinutes ?? DEFAULT_SESSION_DURATION_MINUTES;

  const finish = useCallback(async () => {
    if (!landing || !landing.token) return;
    setPhase({ step: 'working' });
    const method = landing.kind === 'oauth' ? 'oauth' : 'magic_link';
    try {
      const opts = { session_duration_minutes: duration };
      const result =
        landing.kind === 'oauth'
          ? await client.oauth.authenticate(landing.token, opts)
          : await client.magicLinks.authenticate(landing.token, opts);
      emit('authenticate_flow_complete', { method, userId: result.userId });
      store.getState().setLanding(null);
      store.getState().authenticated({
        method,
        userId: result.userId,
        // With the logged-in view, Main shows who is logged in.
        success: config.sessionOptions.showLoggedInView ? Screen.Main : Screen.PasswordConfirmation,
      });
    } catch (e) {
      const error = toAuthError(e);
      reportError({ message: error.message, type: error.type, status: error.status });
      if (OTHER_DEVICE.has(error.type)) setPhase({ step: 'otherDevice' });
      else if (DEAD.has(error.type)) setPhase({ step: 'dead' });
      else setPhase({ step: 'failed', message: errorText(error), retry: error.status === 0 });
    }
  }, [landing, duration, client, emit, store, config, reportError, errorText]);

  // The provider's own error (Cancel on its page) is reported once; a link this browser asked for, or a social
  // sign-in, finishes without a click.
  const started = useRef(false);
  useEffect(() => {
    if (started.current || !landing) return;
    started.current = true;
    if (landing.error !== null) {
      reportError({
        message: landing.error === 'access_denied' ? m.oauthCancelled : m.oauthFailed,
        type: `oauth_${landing.error}`,
      });
    } else if (phase.step === 'working') void finish();
  }, [landing, phase.step, finish, reportError, m]);

  const toLogin = useCallback(() => {
    store.getState().setLanding(null);
    store.getState().backToMain();
  }, [store]);

  const heading = (text: string) => (
    <Heading ref={headingRef} tabIndex={-1} part="heading">
      {text}
    </Heading>
  );

  switch (phase.step) {
    case 'working':
      return (
        <>
          {heading(m.loggingIn)}
          <Column role="status" style={{ alignItems: 'center' }}>
            <Spinner size={25} label={m.loggingIn} />
          </Column>
        </>
      );
    case 'confirm':
      return (
        <>
          {heading(m.confirmTitle)}
          <Text>{m.confirmText}</Text>
          <Button
            onClick={() => void finish()}
            part="button confirm-login"
            data-testid="confirm-login"
            data-idp-action="confirm-login"
          >
            {m.confirmButton}
          </Button>
          <Text $tone="secondary">{m.confirmWhy}</Text>
        </>
      );
    case 'otherDevice':
      return (
        <>
          <MailIcon />
          {heading(m.otherDeviceTitle)}
          <Text data-testid="other-device">{m.otherDeviceText}</Text>
          <Button onClick={toLogin} part="button new-link" data-idp-action="new-link">
            {m.otherDeviceAction}
          </Button>
        </>
      );
    case 'dead':
      return (
        <>
          {heading(m.deadTitle)}
          <Text>{m.deadText}</Text>
          <Button onClick={toLogin} part="button new-link" data-idp-action="new-link">
            {m.newLink}
          </Button>
        </>
      );
    case 'failed': {
      const message =
        landing?.error != null
          ? landing.error === 'access_denied'
            ? m.oauthCancelled
            : m.oauthFailed
          : phase.message;
      return (
        <>
          {heading(m.failedTitle)}
          <Text role="alert">{message}</Text>
          {phase.retry ? (
            <Button onClick={() => void finish()} part="button retry">
              {m.retry}
            </Button>
          ) : null}
          <Button variant={phase.retry ? 'text' : 'primary'} onClick={toLogin} part="button back">
            {m.backToLogin}
          </Button>
        </>
      );
    }
  }
}
