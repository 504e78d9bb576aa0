import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { styled } from 'styled-components';
import { dispatchWidgetEvent, EVENT } from '../events/widgetEvents';
import {
  IDP_SCREENS,
  LoggedInView,
  PASSKEY_REGISTRATION_SCREENS,
  RESET_SCREENS,
  screensFor,
} from '../flow/registry';
import { afterPrimaryScreens, afterPrimarySteps } from '../flow/afterPrimary';
import { BareOneTap } from '../flow/products';
import { Screen } from '../store/screens';
import { DEFAULT_BOOTSTRAP } from '../api/types';
import type { Messages } from '../i18n/en';
import { Watermark } from '../components/Watermark';
import { Toasts } from '../components/Toasts';
import { MainScreen } from '../flow/MainScreen';
import type { Platform } from '../platform/types';
import { ConfigErrorView, titleOf } from './ConfigErrorView';
import { WidgetContext, useAuthState, useWidget, type Widget } from '../kit/context';
import type { WidgetMode } from './props';
import { ScreenBoundary } from './ScreenBoundary';
import type { WidgetAttributes } from './useWidgetAttributes';
import { useBootstrapChecks } from './useBootstrapChecks';
import { useClient } from './useClient';
import { useFollowSession } from './useFollowSession';
import { useInsecureContextWarning } from './useInsecureContextWarning';
import { useLoggedIn } from '../kit/useLoggedIn';
import { useWidgetStore } from './useWidgetStore';

/** The element's attributes, parsed and without an attribute error, and what tests may swap in. */
interface WidgetRootProps extends WidgetAttributes {
  passwordResetToken?: string | undefined;
  platform?: Platform | undefined;
  /** `<idp-account>`'s page, in place of the screens. */
  page?: ReactNode;
}

/**
 * An element whose attributes are usable: its client, store and context, the bootstrap checks, and the current
 * screen (or, when the config or the project cannot work, what is wrong), with the watermark and toasts.
 */
export function WidgetRoot({
  mode,
  host,
  texts,
  publicToken,
  apiUrl,
  captchaScriptUrl,
  cookieOptions,
  parsedConfig,
  theme,
  configErrorText,
  bare,
  passwordResetToken,
  platform,
  page,
}: WidgetRootProps) {
  const { messages } = texts;
  const config = parsedConfig.config;
  const client = useClient(publicToken, apiUrl, platform, cookieOptions, captchaScriptUrl);
  const store = useWidgetStore(mode, client, host, passwordResetToken);

  const widget = useMemo<Widget>(
    () => ({
      store,
      client,
      config,
      theme,
      messages,
      locale: texts.locale,
      texts: texts.texts,
      errorText: texts.errorText,
      emit: (type, data = {}) => dispatchWidgetEvent(host, EVENT.event, { type, data }),
      reportError: (detail) => dispatchWidgetEvent(host, EVENT.error, detail),
    }),
    [store, client, config, theme, messages, texts, host],
  );

  // The steps after the first factor this config turns on (the seam: src/flow/afterPrimary.ts).
  useEffect(() => store.setState({ afterPrimary: afterPrimarySteps(config) }), [store, config]);
  useInsecureContextWarning(client.platform, messages.config.insecureContext, widget.reportError);
  useFollowSession(client, store, mode === 'login');
  // `after-login-url` (read when a login here is done, its success screen reached): the browser goes there. The
  // platform's navigation refuses anything but http(s), with a console error.
  useEffect(() => {
    if (mode !== 'login') return;
    return store.subscribe((state, previous) => {
      const target =
        state.loginDone !== previous.loginDone && (host as Element | null)?.getAttribute?.('after-login-url');
      if (!target) return;
      const { navigation, location } = client.platform;
      let url = target;
      try {
        url = new URL(target, location.href).href;
      } catch {
        // not a URL: the navigation refuses it and says so
      }
      navigation.assign(url);
    });
  }, [mode, host, store, client]);
  const projectError = useBootstrapChecks(widget, mode, publicToken);
  const shownError = configErrorText ?? projectError;

  return (
    <WidgetContext.Provider value={widget}>
      <ScreenBoundary messages={messages}>
        {!shownError ? (
          bare ? (
            <BareOneTap />
          ) : (
            (page ?? <CurrentScreen mode={mode} />)
          )
        ) : mode === 'login' ? (
          <MainScreen configError={shownError} />
        ) : (
          <ConfigErrorView
            title={titleOf(mode, messages)}
            hideTitle={theme.hideHeaderText}
            text={shownError}
          />
        )}
      </ScreenBoundary>
      {bare ? null : <WatermarkSlot messages={messages} />}
      <ToastSlot />
    </WidgetContext.Provider>
  );
}

/** Holds the screen for focus handling; no box of its own. */
const Frame = styled.div`
  display: contents;
`;

/** The store's current screen, looked up in this element's screen table. */
function CurrentScreen({ mode }: { mode: WidgetMode }) {
  const screen = useAuthState((s) => s.screen);
  const { config } = useWidget();
  const table = useMemo(
    () =>
      mode === 'resetPassword'
        ? { ...RESET_SCREENS, ...afterPrimaryScreens() }
        : mode === 'passkeyRegistration'
          ? PASSKEY_REGISTRATION_SCREENS
          : mode === 'identityProvider'
            ? IDP_SCREENS
            : { ...screensFor(config.products), ...afterPrimaryScreens() },
    [mode, config.products],
  );
  const loggedIn = useLoggedIn();
  const showLoggedIn = mode === 'login' && config.sessionOptions.showLoggedInView === true && loggedIn;
  const View = showLoggedIn && screen === Screen.Main ? LoggedInView : (table[screen] ?? MainScreen);

  // After a screen change, focus lands on the new screen: its own choice (most focus their heading on mount),
  // else its heading or first control, never <body>. The first screen takes no focus from the host page.
  const frame = useRef<HTMLDivElement>(null);
  const firstScreen = useRef(true);
  useEffect(() => {
    if (firstScreen.current) {
      firstScreen.current = false;
      return;
    }
    const node = frame.current;
    if (!node) return;
    const active = (node.getRootNode() as Document | ShadowRoot).activeElement;
    if (active && node.contains(active)) return;
    node
      .querySelector<HTMLElement>(
        'h1[tabindex="-1"], h2[tabindex="-1"], input:not([disabled]), button:not([disabled])',
      )
      ?.focus({ preventScroll: true });
  }, [screen, View]);

  return (
    // The automation hook `data-idp-screen` (docs/testing.md): the screen's name, `LoggedIn` for the logged-in view.
    <Frame ref={frame} data-idp-screen={View === LoggedInView ? 'LoggedIn' : screen}>
      <View />
    </Frame>
  );
}

function ToastSlot() {
  const { store, client } = useWidget();
  const toasts = useAuthState((s) => s.toasts);
  return <Toasts toasts={toasts} clock={client.platform.clock} onDone={store.getState().dismissToast} />;
}

/**
 * The watermark when the project's settings show it. Until they are known (none cached, no answer yet) its place is
 * kept, invisible, as in the first paint: the card does not grow when it shows (it closes if it does not).
 */
function WatermarkSlot({ messages }: { messages: Messages }) {
  const { client } = useWidget();
  const bootstrap = useAuthState((s) => s.bootstrap);
  const [known, setKnown] = useState(bootstrap !== DEFAULT_BOOTSTRAP);
  useEffect(() => {
    let live = true;
    void client.bootstrap.get().then(() => live && setKnown(true));
    return () => {
      live = false;
    };
  }, [client]);
  const show = bootstrap.displayWatermark;
  return show || !known ? (
    <Watermark
      poweredBy={messages.watermark.poweredBy}
      providerName={messages.watermark.providerName}
      reserved={!show}
    />
  ) : null;
}
