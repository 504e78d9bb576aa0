import { useCallback, useEffect, useRef, useState } from 'react';
import type { LogoutStartRequest } from '../../api/idp';
import { useWidget } from '../../kit/context';
import { useIdp, useIdpSteps, useLatest, type FlowFailure } from './useIdpSteps';

/**
 * Logout flow: `loading` (the start call), `confirm` ("Log out?", when the provider asks for it),
 * `loggingOut` (the session being revoked, then on the way to the relying party), `stayed` (the user said No),
 * `error`.
 */
export type LogoutState =
  | { step: 'loading' }
  | { step: 'confirm'; projectName: string; redirect: string }
  | { step: 'loggingOut' }
  | { step: 'stayed' }
  | { step: 'error'; failure: FlowFailure };

/**
 * RP-initiated logout: the start call says whether to ask; Yes (or no question) revokes the session
 * with a forced local clear, whatever the server answers, and goes to the answer's `redirect_uri`; No stays.
 */
export function useLogoutFlow(params: LogoutStartRequest) {
  const { client, emit } = useWidget();
  const idp = useIdp();
  const [state, setState] = useState<LogoutState>({ step: 'loading' });
  const { fail, leave } = useIdpSteps(useCallback((failure) => setState({ step: 'error', failure }), []));
  const latest = useLatest({ emit, fail, leave });
  const answered = useRef(false);

  const logOut = useCallback(
    async (redirect: string) => {
      answered.current = true;
      setState({ step: 'loggingOut' });
      await client.session.revoke({ forceClear: true }).catch(() => undefined);
      const { emit, leave } = latest.current;
      leave(redirect, () => emit('idp_flow_complete', { flow: 'logout' }));
    },
    [client, latest],
  );

  useEffect(() => {
    let live = true;
    const run = async () => {
      const [bootstrap, start] = await Promise.all([client.bootstrap.get(), idp.logoutStart(params)]);
      if (!live) return;
      if (start.consent_required) {
        setState({ step: 'confirm', projectName: bootstrap.projectName, redirect: start.redirect_uri });
        return;
      }
      await logOut(start.redirect_uri);
    };
    run().catch((e: unknown) => {
      if (live) latest.current.fail(e);
    });
    return () => {
      live = false;
    };
  }, [client, idp, params, logOut, latest]);

  /** Yes or No on "Log out?"; only the first answer counts. */
  const answer = useCallback(
    (yes: boolean) => {
      if (answered.current || state.step !== 'confirm') return;
      if (!yes) {
        answered.current = true;
        setState({ step: 'stayed' });
        return;
      }
      void logOut(state.redirect);
    },
    [logOut, state],
  );

  return { state, answer };
}
