import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import type { AuthorizeParams, AuthorizeStartRequest, AuthorizeStartResponse } from '../../api/idp';
import type { IdpClient } from '../../client';
import type { IdpArea } from '../../client/idp';
import { AuthError } from '../../errors/AuthError';
import { useConsentMessages } from './useConsentMessages';
import { isRecord } from '../../validation/isRecord';
import { useMessages, useWidget } from '../../kit/context';
import { useIdp, useIdpSteps, useLatest, type FlowFailure } from './useIdpSteps';

/** The attribute (and, through it, the `authTokenParams` property) that carries a trusted auth token. */
export const AUTH_TOKEN_PARAMS_ATTRIBUTE = 'auth-token-params';

/**
 * Authorize flow: `loading` (settings and session being read), `preflight` (the trusted-token attest and
 * authorize start in flight), `consent` (consent required: the client, the grantable and ungrantable scopes),
 * `redirect` (on the way to the relying party's `redirect_uri`), `success`, `denied`, `error`; plus `noSession`.
 */
export type AuthorizeState =
  | { step: 'loading' }
  | { step: 'preflight' }
  | { step: 'noSession' }
  | { step: 'consent'; start: AuthorizeStartResponse; projectName: string }
  | { step: 'redirect' }
  | { step: 'success' }
  | { step: 'denied' }
  | { step: 'error'; failure: FlowFailure };

type Decision = 'allow' | 'deny';

/** What authorize start takes of the request (`state` too: an error going back to the client carries it). */
function startBodyOf(params: AuthorizeParams, prompt: string | undefined): AuthorizeStartRequest {
  const { client_id, redirect_uri, response_type, scopes, resources, state, max_age } = params;
  return {
    client_id,
    redirect_uri,
    response_type,
    scopes,
    ...(prompt !== undefined ? { prompt } : {}),
    ...(resources !== undefined ? { resources } : {}),
    ...(state !== undefined ? { state } : {}),
    ...(max_age !== undefined ? { max_age } : {}),
  };
}

/** The prompt the provider sees: without `login` once the user has logged in again in this flow. */
function promptAfter(prompt: string | undefined, reauthenticated: boolean): string | undefined {
  if (prompt === undefined || !reauthenticated) return prompt;
  const rest = prompt.split(' ').filter((p) => p !== '' && p !== 'login');
  return rest.length > 0 ? rest.join(' ') : undefined;
}

/**
 * Reads (and takes out of the DOM: it is a credential) the trusted auth token the page gave the element; null when
 * there is none. Malformed input is an error with the developer's words.
 */
function takeAuthTokenParams(
  host: Element | null,
  invalid: (detail: string) => string,
): { token: string; profileId: string } | null {
  const text = host?.getAttribute(AUTH_TOKEN_PARAMS_ATTRIBUTE) ?? null;
  if (host === null || text === null) return null;
  host.removeAttribute(AUTH_TOKEN_PARAMS_ATTRIBUTE);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const token = isRecord(value) ? value.trustedAuthToken : undefined;
  const profileId = isRecord(value) ? value.tokenProfileID : undefined;
  if (typeof token !== 'string' || !token.trim() || typeof profileId !== 'string' || !profileId.trim()) {
    const message = invalid('it must be JSON with the texts trustedAuthToken and tokenProfileID.');
    throw new AuthError({ type: 'config_error', status: 0, serverMessage: message, message });
  }
  return { token, profileId };
}

/** Step 2: any current session is revoked first (failures ignored), then the token's session is made. */
async function attest(
  client: IdpClient,
  idp: IdpArea,
  params: { token: string; profileId: string },
): Promise<void> {
  if (client.session.getSync() !== null)
    await client.session.revoke({ forceClear: true }).catch(() => undefined);
  await idp.attest({ token: params.token, profile_id: params.profileId });
}

/**
 * The authorize flow : attest a trusted token if given, require a session, ask the provider whether
 * consent is needed, then submit the user's answer (or `consent_granted: false` at once when none is needed) and
 * follow the answer's `redirect_uri`. A session that appears later (the user logs in with `<idp-login>` beside
 * it, or in another tab) starts the flow again; once an answer is submitted, the session no longer matters.
 */
export function useAuthorizeFlow(params: AuthorizeParams, host: () => Element | null) {
  const { client, emit, reportError } = useWidget();
  const idp = useIdp();
  const messages = useMessages();
  const m = useConsentMessages();
  const [state, setState] = useState<AuthorizeState>({ step: 'loading' });
  const [pending, setPending] = useState<Decision | null>(null);
  const { fail, leave } = useIdpSteps(useCallback((failure) => setState({ step: 'error', failure }), []));
  const latest = useLatest({ emit, reportError, m, messages, fail, leave });
  const sessionId = useSyncExternalStore(
    client.session.onChange,
    () => client.session.getSync()?.session_id ?? null,
    () => null,
  );
  const attestation = useRef<Promise<void> | null>(null);
  /** An answer went to the provider: the flow ends with its outcome, whatever happens to the session. */
  const decided = useRef(false);
  /** `prompt=login` / `max_age` ended the old session: the next login satisfies `prompt=login`. */
  const reauthenticated = useRef(false);

  const submit = useCallback(
    async (granted: boolean, consentRequired: boolean) => {
      decided.current = true;
      const { prompt: _asked, ...rest } = params;
      const prompt = promptAfter(params.prompt, reauthenticated.current);
      const answer = await idp.authorizeSubmit({
        ...rest,
        ...(prompt !== undefined ? { prompt } : {}),
        consent_granted: granted,
      });
      const { emit, leave } = latest.current;
      const redirect = answer.redirect_uri;
      if (!redirect && consentRequired && !granted) {
        setState({ step: 'denied' });
        emit('idp_consent_denied', { clientId: params.client_id });
        return;
      }
      if (!redirect) {
        emit('idp_flow_complete', { flow: 'authorize' });
        setState({ step: 'success' });
        return;
      }
      leave(redirect, () => {
        setState({ step: 'redirect' });
        // A denial going back to the relying party (access_denied) is told apart from a grant.
        if (consentRequired && !granted) emit('idp_consent_denied', { clientId: params.client_id });
        emit('idp_flow_complete', { flow: 'authorize' });
      });
    },
    [idp, params, latest],
  );

  useEffect(() => {
    if (decided.current) return;
    let live = true;
    const run = async () => {
      const bootstrap = await client.bootstrap.get();
      if (!live) return;
      setState((s) => (s.step === 'loading' ? { step: 'preflight' } : s));
      const { messages } = latest.current;
      attestation.current ??= (async () => {
        const given = takeAuthTokenParams(host(), (detail) =>
          messages.config.invalidAttribute(AUTH_TOKEN_PARAMS_ATTRIBUTE, detail),
        );
        if (given) await attest(client, idp, given);
      })();
      await attestation.current;
      // A session cookie this page has no state for (the login happened on another origin of the same host): the
      // provider says whose it is before the user is told there is none.
      if (client.session.getSync() === null && client.sessionManager.getSessionToken()) {
        await client.session.authenticate().catch(() => undefined);
      }
      // A session that changed meanwhile (the attest, the check above) restarts the flow with the new one.
      if (!live || (client.session.getSync()?.session_id ?? null) !== sessionId) return;
      const prompt = promptAfter(params.prompt, reauthenticated.current);
      const startBody = startBodyOf(params, prompt);
      const { leave } = latest.current;
      if (client.session.getSync() === null) {
        // OpenID Core §3.1.2.6: prompt=none never shows a login; the provider answers login_required by redirect.
        if (prompt?.split(' ').includes('none')) {
          setState({ step: 'preflight' });
          const quiet = await idp.authorizeStart(startBody);
          if (!live) return;
          if (quiet.redirect_uri) {
            decided.current = true;
            const target = quiet.redirect_uri;
            leave(target, () => setState({ step: 'redirect' }));
            return;
          }
        }
        const { emit, reportError, m } = latest.current;
        setState({ step: 'noSession' });
        emit('idp_no_session');
        reportError({ message: m.noSession, type: 'no_session' });
        return;
      }
      setState({ step: 'preflight' });
      const start = await idp.authorizeStart(startBody);
      if (!live || decided.current) return;
      // An error the provider sends back to the relying party (unsupported response_type, bad scope, …).
      if (start.redirect_uri) {
        decided.current = true;
        const target = start.redirect_uri;
        leave(target, () => setState({ step: 'redirect' }));
        return;
      }
      // prompt=login or max_age: the user logs in again here (the session ends, the page shows the login), then
      // the flow starts over with the new session.
      if (start.login_required) {
        reauthenticated.current = true;
        await client.session.revoke({ forceClear: true }).catch(() => undefined);
        return;
      }
      if (start.consent_required) {
        setState({ step: 'consent', start, projectName: bootstrap.projectName });
        return;
      }
      // Step 5: no consent needed, so the answer goes at once (and says nothing was granted here).
      submit(false, false).catch((e: unknown) => latest.current.fail(e));
    };
    run().catch((e: unknown) => {
      if (live) latest.current.fail(e);
    });
    return () => {
      live = false;
    };
  }, [client, idp, params, host, sessionId, submit, latest]);

  /** Allow or Deny (step 6); a second press while the first is on its way does nothing. */
  const decide = useCallback(
    (decision: Decision) => {
      if (decided.current) return;
      setPending(decision);
      submit(decision === 'allow', true)
        .catch((e: unknown) => latest.current.fail(e))
        .finally(() => setPending(null));
    },
    [submit, latest],
  );

  return { state, pending, decide };
}
