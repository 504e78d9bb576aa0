import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import type { OAuthProviderOptions } from '../../../config/config';
import { AuthError } from '../../../errors/AuthError';
import type { OAuthMessages } from '../../../i18n/oauth';
import type { Clock } from '../../../platform/types';
import { useWidget } from '../../../kit/context';
import { useFail } from '../../../kit/useSubmission';
import { useOAuthMessages } from '../useOAuthMessages';
import { errorKindFor, type OneTapErrorKind } from './errors';
import { GOOGLE_GSI_URL, loadGsi, type GoogleAccountsId } from './gsi';
import { browserHasFedCM, oneTapMode, type OneTapMode } from './positions';
import {
  CLIENTSIDE_SERVICES_URL,
  ServiceError,
  callService,
  type OneTapStartAnswer,
  type OneTapSubmitRequest,
} from './services';

/** One Tap's default height (the fallback button's), in px. */
export const ONE_TAP_HEIGHT = 47;
/** The first resizes of an embedded prompt come in a burst; they are debounced by this many ms. */
export const RESIZE_DEBOUNCE_MS = 100;
/** The light-DOM slot an embedded prompt is slotted through: Google's script cannot see into the shadow root. */
export const ONE_TAP_SLOT = 'idp-one-tap';

/** One Tap states; an error kind other than `none` comes with `hidden`. */
export type OneTapStatus = 'pending' | 'shown' | 'hidden';

/** Where One Tap is: its status, and why it could not show (`none` when it showed, is pending or was dismissed). */
export interface OneTapState {
  status: OneTapStatus;
  error: OneTapErrorKind;
}

/** What the One Tap view shows. */
export interface OneTapView {
  /** Floating over the page or embedded in the card; null where One Tap cannot show (no FedCM, no embedding). */
  mode: OneTapMode;
  state: OneTapState;
  /** For test tokens, that reason in words for the developer; else null. */
  developer: string | null;
  /** The embedded frame's height in px. */
  height: number;
  /** Takes the `<slot>` the embedded prompt is shown through (rendered floating too: it finds the host). */
  setSlot: (slot: HTMLSlotElement | null) => void;
}

let mountCount = 0;

/**
 * The light-DOM element the prompt goes into (`prompt_parent_id`); removed on unmount. Embedded, a child of the
 * host element slotted into the card. Floating, the host's previous sibling, fixed at the window's top right where
 * Google puts its prompt: right before the element in the DOM, so Tab reaches the prompt before the card's
 * controls rather than after all of them or at the end of the page (a browser's native FedCM prompt ignores it).
 */
function useMountNode(slot: HTMLSlotElement | null, mode: OneTapMode): HTMLElement | null {
  const [node, setNode] = useState<HTMLElement | null>(null);
  useEffect(() => {
    const root = slot?.getRootNode();
    if (!mode || !(root instanceof ShadowRoot)) return;
    const div = document.createElement('div');
    div.id = `idp-one-tap-${++mountCount}`;
    if (mode === 'embedded') {
      div.slot = ONE_TAP_SLOT;
      root.host.append(div);
    } else {
      div.setAttribute('data-idp-one-tap-floating', '');
      Object.assign(div.style, {
        position: 'fixed',
        top: '16px',
        right: '16px',
        width: 'min(360px, calc(100vw - 32px))',
        zIndex: '2147483000',
      });
      root.host.before(div);
    }
    setNode(div);
    return () => {
      div.remove();
      setNode(null);
    };
  }, [slot, mode]);
  return node;
}

/**
 * The embedded frame's height: it follows the prompt's, the first burst of resizes debounced. `collapse`
 * brings it back to the fallback button's 47 px for good, when One Tap hides.
 */
function useEmbeddedHeight(
  mount: HTMLElement | null,
  clock: Clock,
): { height: number; collapse: () => void } {
  const [height, setHeight] = useState(ONE_TAP_HEIGHT);
  // Read by the resize handling, which may run between a hide and its render.
  const hidden = useRef(false);
  const collapse = useCallback(() => {
    hidden.current = true;
    setHeight(ONE_TAP_HEIGHT);
  }, []);
  useEffect(() => {
    if (!mount || typeof ResizeObserver === 'undefined') return;
    let resizes = 0;
    let timer: unknown;
    const observer = new ResizeObserver(([entry]) => {
      if (!entry) return;
      clock.clearTimeout(timer);
      const measured = entry.contentRect.height;
      const apply = () =>
        // Hidden, the frame holds the fallback button at 47 px; a prompt going away (0) keeps the last height.
        setHeight((current) => (hidden.current ? ONE_TAP_HEIGHT : measured === 0 ? current : measured));
      if (resizes > 1) apply();
      else timer = clock.setTimeout(apply, RESIZE_DEBOUNCE_MS);
      resizes += 1;
    });
    observer.observe(mount);
    return () => {
      observer.disconnect();
      clock.clearTimeout(timer);
    };
  }, [mount, clock]);

  return { height, collapse };
}

/** Why One Tap cannot show, for the developer (test tokens only). */
function developerText(m: OAuthMessages, kind: OneTapErrorKind): string | null {
  if (kind === 'none' || kind === 'default_provider_not_allowed') return null;
  return kind === 'origin_not_allowed_for_client'
    ? m.oneTap.origin_not_allowed_for_client(window.location.host)
    : m.oneTap[kind];
}

/**
 * Logic of Google One Tap: fetches the project's Google client through the
 * clientside-services iframe, loads Google's script and prompts, floating over the page or embedded in the card. A
 * chosen account's ID token goes back through the iframe, and the browser follows the redirect it answers.
 */
export function useOneTap(provider: OAuthProviderOptions): OneTapView {
  const { client, config, reportError, emit } = useWidget();
  const m = useOAuthMessages();
  const fail = useFail();
  const mode = useMemo(() => oneTapMode(provider.position, browserHasFedCM()), [provider.position]);
  const [state, setState] = useState<OneTapState>({ status: 'pending', error: 'none' });
  const [slot, setSlot] = useState<HTMLSlotElement | null>(null);
  const mount = useMountNode(slot, mode);
  const { clock, navigation } = client.platform;
  const { height, collapse } = useEmbeddedHeight(mode === 'embedded' ? mount : null, clock);

  const { loginRedirectURL, signupRedirectURL, clientsideServicesURL, oneTapScriptURL } = config.oauthOptions;
  const servicesUrl = clientsideServicesURL ?? CLIENTSIDE_SERVICES_URL;
  const ready = mode !== null && mount !== null;

  useEffect(() => {
    if (!ready || !mount) return;
    let live = true;
    let gsi: GoogleAccountsId | null = null;
    const hide = (error: OneTapErrorKind = 'none') => {
      if (!live) return;
      collapse();
      setState({ status: 'hidden', error });
    };
    /** A failure reason: its kind when it has one (shown to developers), else only logged. */
    const failed = (reason: string, detail: string) => {
      if (!live) return;
      const kind = errorKindFor(reason);
      console.error(`idp-elements: Google One Tap cannot show (${reason}): ${detail}`);
      const text = kind ? developerText(m, kind) : null;
      if (text) reportError({ message: text, type: kind! });
      hide(kind ?? 'none');
    };
    const submit = async (idToken: string, start: OneTapStartAnswer) => {
      const request: OneTapSubmitRequest = {
        publicToken: client.publicToken,
        idToken,
        oauthCallbackID: start.oauthCallbackId,
      };
      if (loginRedirectURL) request.loginRedirectURL = loginRedirectURL;
      if (signupRedirectURL) request.signupRedirectURL = signupRedirectURL;
      try {
        const answer = await callService<{ redirect_url: string }>(
          servicesUrl,
          'oneTapSubmit',
          request,
          clock,
        );
        navigation.assign(answer.redirect_url);
      } catch (e) {
        const error = e instanceof ServiceError ? e : new ServiceError('unknown_error', String(e));
        fail(new AuthError({ type: error.type, status: 0, serverMessage: error.message, cause: e }));
        hide();
      }
    };

    void (async () => {
      let start: OneTapStartAnswer;
      try {
        start = await callService<OneTapStartAnswer>(
          servicesUrl,
          'oneTapStart',
          { publicToken: client.publicToken },
          clock,
        );
      } catch (e) {
        return failed(e instanceof ServiceError ? e.type : 'unknown_error', String(e));
      }
      if (!start.googleClientId)
        return failed('oauth_config_not_found', 'the project has no Google client ID');
      try {
        gsi = await loadGsi(oneTapScriptURL ?? GOOGLE_GSI_URL);
      } catch (e) {
        return failed('script_not_loaded', String(e));
      }
      if (!live) return;
      gsi.initialize({
        client_id: start.googleClientId,
        callback: (response) => void submit(response.credential, start),
        auto_select: false,
        context: 'use',
        itp_support: true,
        use_fedcm_for_prompt: provider.position !== 'forceLegacyEmbedded',
        // An embedded prompt is part of the card: a tap elsewhere must not close it.
        cancel_on_tap_outside: mode === 'embedded' ? false : (provider.cancel_on_tap_outside ?? true),
        prompt_parent_id: mount.id,
      });
      gsi.prompt((moment) => {
        if (!live) return;
        if (moment.isSkippedMoment()) {
          // The user closed it (user_cancel), tapped outside, or Google skipped it: the button stays, and the page
          // hears of it (the provider's onOneTapCancelled).
          emit('one_tap_cancelled', { reason: moment.getSkippedReason?.() ?? 'unknown_reason' });
          return hide();
        }
        if (moment.isNotDisplayed?.()) {
          return failed(moment.getNotDisplayedReason?.() ?? 'unknown_reason', 'the prompt was not displayed');
        }
        if (!moment.isDismissedMoment()) setState({ status: 'shown', error: 'none' });
      });
    })();
    return () => {
      live = false;
      gsi?.cancel();
    };
  }, [
    mode,
    ready,
    mount,
    provider,
    client,
    clock,
    navigation,
    servicesUrl,
    oneTapScriptURL,
    loginRedirectURL,
    signupRedirectURL,
    m,
    fail,
    reportError,
    emit,
    collapse,
  ]);

  const developer = client.publicToken.includes('public-token-test') ? developerText(m, state.error) : null;
  return { mode, state, developer, height, setSlot };
}
