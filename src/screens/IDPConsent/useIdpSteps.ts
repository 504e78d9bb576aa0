import { useCallback, useEffect, useMemo, useRef } from 'react';
import { idpClient, type IdpArea } from '../../client/idp';
import { toAuthError, type AuthError } from '../../errors/AuthError';
import { useConsentMessages } from './useConsentMessages';
import { isHttpUrl } from '../../platform/types';
import { useWidget } from '../../kit/context';

/** Why a flow stopped with an error: a failed call, or a place to go that is not a web page. */
export type FlowFailure = AuthError | 'invalidRedirect';

/**
 * The latest value of something a long-running flow reads (texts, event callbacks), without the flow restarting
 * when it changes: a language switch re-renders the screen, it does not call the provider again.
 */
export function useLatest<T>(value: T): { readonly current: T } {
  const ref = useRef(value);
  useEffect(() => {
    ref.current = value;
  });
  return ref;
}

/** The identity-provider calls over this element's client. */
export function useIdp(): IdpArea {
  const { client } = useWidget();
  return useMemo(() => idpClient(client), [client]);
}

/**
 * What both flows share: a failure shown and reported the same way (the catalogue's words for known error types
 * in this language, else the provider's own text), and the way out to the relying party, http(s) only.
 */
export function useIdpSteps(onFailure: (failure: FlowFailure) => void) {
  const { client, errorText, reportError } = useWidget();
  const m = useConsentMessages();
  const latest = useLatest({ errorText, reportError, m, onFailure });

  const fail = useCallback(
    (e: unknown) => {
      const error = toAuthError(e);
      const { errorText, reportError, onFailure } = latest.current;
      onFailure(error);
      reportError({ message: errorText(error), type: error.type, status: error.status });
    },
    [latest],
  );

  /** Goes to `url` after `before()`; says so and stops when it is not a web address. */
  const leave = useCallback(
    (url: string, before: () => void): void => {
      const { m, reportError, onFailure } = latest.current;
      if (!isHttpUrl(url)) {
        onFailure('invalidRedirect');
        reportError({ message: m.invalidRedirect, type: 'invalid_redirect_uri' });
        return;
      }
      before();
      client.platform.navigation.assign(url);
    },
    [client, latest],
  );

  return { fail, leave };
}
