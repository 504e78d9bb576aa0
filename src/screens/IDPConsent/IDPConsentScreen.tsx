import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { AuthorizeParams, LogoutStartRequest } from '../../api/idp';
import { Button } from '../../components/Button';
import { Column, Heading, Text } from '../../components/Layout';
import { SuccessCheck } from '../../components/icons';
import { useConsentMessages } from './useConsentMessages';
import { useAuthState, useMessages, useWidget } from '../../kit/context';
import { useFocusOnMount } from '../../kit/useFocusOnMount';
import { ConsentView } from './ConsentView';
import { Failure, Notice, ScreenColumn, Working } from './parts';
import { parseIdpRequest } from './request';
import { consentDetails } from './scopes';
import { useAuthorizeFlow } from './useAuthorizeFlow';
import type { FlowFailure } from './useIdpSteps';
import { useLogoutFlow } from './useLogoutFlow';

/** A failure in the element's language: the catalogue's words for known types, else the provider's text. */
function useFailureText(failure: FlowFailure): string {
  const { errorText } = useWidget();
  const m = useConsentMessages();
  return failure === 'invalidRedirect' ? m.invalidRedirect : errorText(failure);
}

function FlowFailureView({ failure }: { failure: FlowFailure }) {
  return <Failure text={useFailureText(failure)} />;
}

/** A required parameter is missing; said once to the page as well. */
function MissingParameter({ param }: { param: string }) {
  const m = useConsentMessages();
  const { reportError } = useWidget();
  const text = m.missingParameter(param);
  useEffect(() => {
    reportError({ message: text, type: 'missing_parameter' });
  }, [reportError, text]);
  return <Failure text={text} />;
}

function AuthorizeFlow({ params, host }: { params: AuthorizeParams; host: () => Element | null }) {
  const m = useConsentMessages();
  const messages = useMessages();
  const bootstrap = useAuthState((s) => s.bootstrap);
  const { state, pending, decide } = useAuthorizeFlow(params, host);
  const details = useMemo(
    () =>
      state.step === 'consent'
        ? consentDetails({
            client: state.start.client,
            clientId: params.client_id,
            redirectUri: params.redirect_uri,
            requested: params.scopes,
            results: state.start.scope_results,
            policy: bootstrap.rbacPolicy,
            projectName: state.projectName,
            messages: m,
          })
        : null,
    [state, params, bootstrap.rbacPolicy, m],
  );

  switch (state.step) {
    case 'loading':
    case 'preflight':
      return <Working label={messages.errorScreen.loading} />;
    case 'redirect':
      return <Working label={m.redirecting} />;
    case 'noSession':
      return <Notice tone="neutral" text={m.noSession} />;
    case 'denied':
      return <Notice tone="error" text={m.denied} />;
    case 'success':
      return <Success />;
    case 'error':
      return <FlowFailureView failure={state.failure} />;
    case 'consent':
      return details ? <ConsentView details={details} pending={pending} onDecide={decide} /> : null;
  }
}

function Success() {
  const m = useConsentMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Column $gap={16}>
      <SuccessCheck />
      <Heading ref={headingRef} tabIndex={-1} part="heading">
        {m.successTitle}
      </Heading>
      <Text>{m.successText}</Text>
    </Column>
  );
}

function LogoutConfirm({ projectName, onAnswer }: { projectName: string; onAnswer: (yes: boolean) => void }) {
  const m = useConsentMessages();
  const headingRef = useFocusOnMount<HTMLHeadingElement>();
  return (
    <Column $gap={24} data-testid="logout-confirm">
      <Column $gap={12}>
        <Heading ref={headingRef} tabIndex={-1} part="heading">
          {m.logoutTitle}
        </Heading>
        <Text $tone="secondary">{m.logoutText(projectName)}</Text>
      </Column>
      <Column $gap={12}>
        <Button part="button yes" onClick={() => onAnswer(true)} data-idp-action="confirm-logout">
          {m.yes}
        </Button>
        <Button
          part="button no"
          variant="secondary"
          onClick={() => onAnswer(false)}
          data-idp-action="cancel-logout"
        >
          {m.no}
        </Button>
      </Column>
    </Column>
  );
}

function LogoutFlow({ params }: { params: LogoutStartRequest }) {
  const m = useConsentMessages();
  const messages = useMessages();
  const { state, answer } = useLogoutFlow(params);
  switch (state.step) {
    case 'loading':
      return <Working label={messages.errorScreen.loading} />;
    case 'loggingOut':
      return <Working label={m.loggingOut} />;
    case 'confirm':
      return <LogoutConfirm projectName={state.projectName} onAnswer={answer} />;
    case 'stayed':
      return <Notice tone="neutral" text={m.notLoggedOut} />;
    case 'error':
      return <FlowFailureView failure={state.failure} />;
  }
}

/**
 * IDPConsent: `<idp-consent>`'s one screen. It reads the page's query string once: with
 * `post_logout_redirect_uri` it is a logout, otherwise an authorize request; a required parameter that is missing
 * stops it with message.
 */
export function IDPConsentScreen() {
  const { client } = useWidget();
  useIdpScreenLog();
  const [request] = useState(() => parseIdpRequest(client.platform.location.search));
  const frame = useRef<HTMLDivElement>(null);
  // The host element, for the page's trusted auth token (an attribute read once, then removed).
  const host = useCallback((): Element | null => {
    const root = frame.current?.getRootNode();
    return root instanceof ShadowRoot ? root.host : null;
  }, []);
  return (
    <ScreenColumn ref={frame} $gap={0} data-idp-flow={request.flow}>
      {'missing' in request ? (
        <MissingParameter param={request.missing} />
      ) : request.flow === 'logout' ? (
        <LogoutFlow params={request.params} />
      ) : (
        <AuthorizeFlow params={request.params} host={host} />
      )}
    </ScreenColumn>
  );
}

/** Event log: `render_idp_screen` once, with the project's settings when they are known. */
function useIdpScreenLog(): void {
  const { client } = useWidget();
  const logged = useRef(false);
  useEffect(() => {
    let live = true;
    void client.bootstrap.get().then((bootstrap) => {
      if (!live || logged.current) return;
      logged.current = true;
      client.events.log('render_idp_screen', { options: {}, bootstrap });
    });
    return () => {
      live = false;
    };
  }, [client]);
}
