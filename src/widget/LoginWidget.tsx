import { Component, useEffect, useMemo, useRef, useState, type ErrorInfo, type ReactNode } from 'react';
import { styled, StyleSheetManager } from 'styled-components';
import { createClient, type CookieOptions, type IdpClient } from '../client';
import { parseConfig, parseCookieOptions, isHttpUrl, OBJECT_TEXT, type ConfigError } from '../config/config';
import { dispatchWidgetEvent, EVENT } from '../events/widgetEvents';
import {
  IDP_SCREENS,
  LoggedInView,
  PASSKEY_REGISTRATION_SCREENS,
  RESET_SCREENS,
  screensFor,
} from '../flow/registry';
import { BareOneTap, isBareOneTap } from '../flow/products';
import { Screen } from '../flow/screens';
import type { Messages } from '../i18n/en';
import { isRtl, type Locale } from '../i18n/locale';
import { parseStrings } from '../i18n/strings';
import type { Translations } from '../i18n/types';
import { widgetTexts, type WidgetTexts } from '../i18n/widgetTexts';
import { createAuthStore } from '../store/createAuthStore';
import { hostRule } from '../theme/cssVars';
import { schemeStyles } from '../theme/parseStyles';
import { Container, Heading, Text } from '../components/Layout';
import { ConfigErrorNotice } from '../components/ConfigErrorNotice';
import { Watermark } from '../components/Watermark';
import { Toasts } from '../components/Toasts';
import { MainScreen } from '../screens/Main/MainScreen';
import { WidgetContext, useAuthState, useWidget, type Widget } from './context';
import { useInsecureContextWarning } from './useInsecureContextWarning';
import { useLoggedIn } from './useLoggedIn';
import { useFollowSession } from './useFollowSession';
import { useWidgetStyles } from './useWidgetStyles';
import type { Platform } from '../platform/types';

export interface LoginWidgetProps {
  /** The shadow root r2wc renders into; styles are injected there. */
  container?: HTMLElement;
  publicToken?: string;
  apiUrl?: string;
  /** SPEC §3 Configuration, as JSON text or an object. */
  config?: unknown;
  /** SPEC §3 Theme, as JSON text or an object. */
  styles?: unknown;
  /** `light`, `dark` or `auto` (default: the visitor's colour-scheme preference when `styles` gives no theme). */
  theme?: string;
  /** WIRE.md §6 cookie names, path and domain, as JSON text or an object. */
  cookieOptions?: unknown;
  /** The captcha script for projects that require captcha (default Google's reCAPTCHA Enterprise). */
  captchaScriptUrl?: string;
  /** Swaps browser side effects in tests. */
  platform?: Platform;
  /** `resetPassword` opens on the reset form (`<idp-reset-password>`). */
  mode?: WidgetMode;
  /** The reset token; without it the page URL's `token` is used. */
  passwordResetToken?: string;
  /** The `locale` attribute (a BCP 47 tag), as the element was given it; the loader resolves it. */
  locale?: string;
  /** Site texts per locale (`strings` attribute/property), as JSON text or an object. */
  strings?: unknown;
  /** Set by the loader: the language the element speaks (its `locale`, else the nearest `lang`, else the browser's). */
  resolvedLocale?: Locale;
  /** Set by the loader: that language's texts (null or absent: English). */
  translations?: Translations | null;
}

/** Which element a widget is: `<idp-login>`, `<idp-reset-password>`, `<idp-passkey-register>` or `<idp-consent>`. */
export type WidgetMode = 'login' | 'resetPassword' | 'passkeyRegistration' | 'identityProvider';

const INITIAL_SCREEN: Record<WidgetMode, Screen> = {
  login: Screen.Main,
  resetPassword: Screen.PasswordResetForm,
  passkeyRegistration: Screen.PasskeyRegistrationStart,
  identityProvider: Screen.IDPConsent,
};

/** styled-components props starting with `$` are for styling only; everything else reaches the DOM. */
const forwardProp = (prop: string) => !prop.startsWith('$');

/** The provider's default base by token kind (WIRE.md §1), used when no `api-url` is given. */
export function defaultApiUrl(publicToken: string): string {
  return publicToken.includes('public-token-test') ? 'https://test.stytch.com' : 'https://api.stytch.com';
}

export function configErrorMessage(error: ConfigError, messages: Messages): string {
  switch (error.kind) {
    case 'passkeysAlone':
      return messages.config.passkeysAlone;
    case 'emlWithEmailOtp':
      return messages.config.emlWithEmailOtp;
    case 'emptyProducts':
      return messages.config.emptyProducts;
    case 'invalidJson':
      return messages.config.invalidJson(error.attribute);
    case 'unknownProduct':
      return messages.config.unknownProduct(error.product);
    case 'missingAttribute':
      return messages.config.missingAttribute(error.attribute);
    case 'invalidAttribute':
      return messages.config.invalidAttribute(error.attribute, error.detail);
  }
}

function hostOf(container: HTMLElement | undefined): EventTarget | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? container.host : container;
}

/** The root of `<idp-login>`: parses attributes, owns this element's store and client, renders the screen. */
export function LoginWidget(props: LoginWidgetProps) {
  const locale = props.resolvedLocale ?? 'en';
  const translations = props.translations ?? null;
  const parsedStrings = useMemo(() => parseStrings(props.strings), [props.strings]);
  const texts = useMemo(
    () => widgetTexts(locale, translations, parsedStrings.strings),
    [locale, translations, parsedStrings],
  );
  const messages = texts.messages;
  const parsedConfig = useMemo(() => parseConfig(props.config), [props.config]);
  const parsedStyles = useMemo(() => schemeStyles(props.styles, props.theme), [props.styles, props.theme]);
  const parsedCookies = useMemo(() => parseCookieOptions(props.cookieOptions), [props.cookieOptions]);
  const publicToken = (props.publicToken ?? '').trim();
  const apiUrl = (props.apiUrl ?? '').trim() || (publicToken ? defaultApiUrl(publicToken) : '');
  const captchaScriptUrl = (props.captchaScriptUrl ?? '').trim();

  const attributeError: ConfigError | null = !publicToken
    ? { kind: 'missingAttribute', attribute: 'public-token' }
    : !isHttpUrl(apiUrl)
      ? { kind: 'invalidAttribute', attribute: 'api-url', detail: 'it must be an http(s) URL.' }
      : captchaScriptUrl && !isHttpUrl(captchaScriptUrl)
        ? { kind: 'invalidAttribute', attribute: 'captcha-script-url', detail: 'it must be an http(s) URL.' }
        : parsedStyles.error
          ? {
              kind: parsedStyles.error === OBJECT_TEXT ? 'invalidAttribute' : 'invalidJson',
              attribute: 'styles',
              detail: parsedStyles.error,
            }
          : parsedCookies.error;
  const mode = props.mode ?? 'login';
  const configError = attributeError ?? (mode === 'login' ? parsedConfig.error : parsedConfig.shapeError);
  const configErrorText = configError ? configErrorMessage(configError, messages) : null;
  const host = hostOf(props.container);
  // SPEC §2: One Tap as the only product is a bare slot for the prompt, without the card.
  const bare = mode === 'login' && !configError && isBareOneTap(parsedConfig.config);

  useEffect(() => {
    for (const warning of [...parsedConfig.warnings, ...parsedStyles.warnings, ...parsedCookies.warnings])
      console.warn(`idp-elements: ${warning}`);
  }, [parsedConfig, parsedStyles, parsedCookies]);
  useEffect(() => {
    for (const warning of [...parsedStrings.warnings, ...texts.warnings])
      console.warn(`idp-elements: ${warning}`);
  }, [parsedStrings, texts]);

  useEffect(() => {
    if (!configErrorText) return;
    // The parser's own words go to the console for the developer; the card says it in plain words.
    if (configError?.kind === 'invalidJson')
      console.error(
        `idp-elements: the ${configError.attribute} attribute is not valid JSON: ${configError.detail}`,
      );
    dispatchWidgetEvent(host, EVENT.error, { message: configErrorText, type: 'config_error' });
  }, [configErrorText, configError, host]);

  const theme = parsedStyles.theme;
  const styles = useWidgetStyles(
    props.container,
    useMemo(() => hostRule(theme, parsedStyles.dark), [theme, parsedStyles.dark]),
  );
  useEffect(() => {
    if (!styles.blocked) return;
    console.error(`idp-elements: ${messages.config.stylesBlocked}`);
    dispatchWidgetEvent(host, EVENT.error, {
      message: messages.config.stylesBlocked,
      type: 'styles_blocked',
    });
  }, [styles.blocked, host, messages]);
  const shell = (children: ReactNode) => (
    <StyleSheetManager {...styles.manager} shouldForwardProp={forwardProp}>
      {styles.hostStyle}
      {bare ? (
        <div data-idp-widget="login" data-bare="" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
          {children}
        </div>
      ) : (
        <Container part="container" data-idp-widget="login" lang={locale} dir={isRtl(locale) ? 'rtl' : 'ltr'}>
          {children}
        </Container>
      )}
    </StyleSheetManager>
  );

  if (attributeError) {
    return shell(
      <ConfigErrorView
        title={titleOf(mode, messages)}
        hideTitle={theme.hideHeaderText}
        text={configErrorText ?? ''}
      />,
    );
  }
  return shell(
    <WidgetRoot
      publicToken={publicToken}
      apiUrl={apiUrl}
      cookieOptions={parsedCookies.options}
      captchaScriptUrl={captchaScriptUrl}
      host={host}
      parsed={parsedConfig}
      theme={theme}
      texts={texts}
      configErrorText={configErrorText}
      mode={mode}
      bare={bare}
      {...(props.passwordResetToken ? { passwordResetToken: props.passwordResetToken } : {})}
      {...(props.platform ? { platform: props.platform } : {})}
    />,
  );
}

function titleOf(mode: WidgetMode, messages: Messages): string {
  return mode === 'login'
    ? messages.main.header
    : mode === 'resetPassword'
      ? messages.password.resetTitle
      : mode === 'passkeyRegistration'
        ? messages.passkeys.registerTitle
        : messages.errorScreen.title;
}

/** What is wrong with the element's attributes, in place of its form (the config errors of SPEC §2). */
function ConfigErrorView({ title, hideTitle, text }: { title: string; hideTitle: boolean; text: string }) {
  return (
    <>
      {hideTitle ? null : <Heading part="heading">{title}</Heading>}
      <ConfigErrorNotice text={text} />
    </>
  );
}

interface WidgetRootProps {
  publicToken: string;
  apiUrl: string;
  cookieOptions: CookieOptions;
  captchaScriptUrl: string;
  host: EventTarget | null;
  parsed: ReturnType<typeof parseConfig>;
  theme: Widget['theme'];
  texts: WidgetTexts;
  configErrorText: string | null;
  mode: WidgetMode;
  /** One Tap is the only product: its bare slot in place of the screens (SPEC §2). */
  bare: boolean;
  passwordResetToken?: string;
  platform?: Platform;
}

function useClient(
  publicToken: string,
  apiUrl: string,
  platform: Platform | undefined,
  cookieOptions: CookieOptions,
  captchaScriptUrl: string,
): IdpClient {
  // Keyed by the options' JSON: a re-render with equal options keeps the client.
  const cookieKey = JSON.stringify(cookieOptions);
  const client = useMemo(
    () =>
      createClient({
        publicToken,
        apiUrl,
        ...(platform ? { platform } : {}),
        ...(cookieKey !== '{}' ? { cookieOptions: JSON.parse(cookieKey) as CookieOptions } : {}),
        ...(captchaScriptUrl ? { captchaScriptUrl } : {}),
      }),
    [publicToken, apiUrl, platform, cookieKey, captchaScriptUrl],
  );
  useEffect(() => () => client.destroy(), [client]);
  return client;
}

/** The reset token and its type: the attribute wins, else the page URL's `token` and `stytch_token_type`. */
function resetToken(
  explicit: string | undefined,
  search: string,
): { token: string; tokenType: string | null } {
  const params = new URLSearchParams(search);
  // `getAll`: an address like `?token=&token=abc` still has a token.
  const fromUrl = params.getAll('token').find((t) => t.trim() !== '') ?? '';
  return { token: explicit?.trim() || fromUrl, tokenType: params.get('stytch_token_type') };
}

/** Bootstrap answers that mean the element's token (or page) is refused for good, not a passing failure. */
const PROJECT_REFUSALS = new Set([
  'invalid_public_token',
  'unauthorized_public_token',
  'unauthorized_origin',
]);

function WidgetRoot({
  publicToken,
  apiUrl,
  cookieOptions,
  captchaScriptUrl,
  host,
  parsed,
  theme,
  texts,
  configErrorText,
  mode,
  bare,
  passwordResetToken,
  platform,
}: WidgetRootProps) {
  const messages = texts.messages;
  const client = useClient(publicToken, apiUrl, platform, cookieOptions, captchaScriptUrl);
  const [projectError, setProjectError] = useState<string | null>(null);
  const shownError = configErrorText ?? projectError;
  const [store] = useState(() => {
    const created = createAuthStore({
      bootstrap: client.bootstrap.getSync(),
      initialScreen: INITIAL_SCREEN[mode],
    });
    if (mode === 'resetPassword') {
      const { token, tokenType } = resetToken(passwordResetToken, client.platform.location.search);
      created.getState().setResetToken(token, tokenType);
    }
    return created;
  });
  const config = parsed.config;

  // A `password-reset-token` set after the element first rendered (append, then setAttribute) still counts.
  useEffect(() => {
    if (mode !== 'resetPassword' || !passwordResetToken) return;
    if (store.getState().resetPasswordState.token === passwordResetToken) return;
    const { token, tokenType } = resetToken(passwordResetToken, client.platform.location.search);
    store.getState().setResetToken(token, tokenType);
  }, [mode, passwordResetToken, store, client]);

  // Once read, the token leaves the DOM: a reset token is a credential, and r2wc mirrors string props into
  // attributes (removing the attribute does not reset the prop).
  useEffect(() => {
    if (mode === 'resetPassword' && host instanceof Element && host.hasAttribute('password-reset-token')) {
      host.removeAttribute('password-reset-token');
    }
  }, [mode, host, passwordResetToken]);

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

  useInsecureContextWarning(client.platform, messages.config.insecureContext, widget.reportError);
  useFollowSession(client, store, mode === 'login');

  useEffect(() => {
    let live = true;
    void client.bootstrap.get().then((bootstrap) => {
      if (!live) return;
      store.getState().bootstrapLoaded(bootstrap);
      // SPEC §8: a bootstrap failure reaches the error callback too (the widget goes on with the defaults).
      const failure = client.bootstrap.failure();
      if (failure) {
        widget.reportError({
          message: messages.config.bootstrapFailed(failure.message),
          type: failure.type,
          status: failure.status,
        });
        // A token the provider refuses can never work: say so at mount, in place of a form that would fail on
        // submit. Test tokens get the developer's words; live ones an end-user-safe sentence.
        if (PROJECT_REFUSALS.has(failure.type)) {
          setProjectError(
            publicToken.includes('public-token-live')
              ? messages.config.unavailable
              : messages.config.projectRefused(failure.message),
          );
        }
      }
      // A project without default redirect URLs and a config that names none: every link send would fail. Only
      // a provider that reports its defaults (the emulator) can tell; the check is a chunk of its own.
      if (mode === 'login' && !failure && bootstrap.redirectUrlDefaults) {
        const defaults = bootstrap.redirectUrlDefaults;
        void import('./redirectCheck').then(
          ({ missingRedirectUrls }) => {
            const missing = missingRedirectUrls(config, defaults);
            if (!live || missing.length === 0) return;
            const message = messages.config.noRedirectUrls(bootstrap.projectName, missing);
            setProjectError(
              publicToken.includes('public-token-live') ? messages.config.unavailable : message,
            );
            widget.reportError({ message, type: 'config_error' });
          },
          () => undefined,
        );
      }
      if (mode === 'login') client.events.log('render_login_screen', { options: config, bootstrap });
    });
    // A bootstrap that failed for a passing reason and loaded on a retry still applies (watermark, PKCE, …).
    const stopFollowing = client.bootstrap.onChange((bootstrap) =>
      store.getState().bootstrapLoaded(bootstrap),
    );
    return () => {
      live = false;
      stopFollowing();
    };
  }, [client, store, config, mode, widget, messages, publicToken]);

  return (
    <WidgetContext.Provider value={widget}>
      <ScreenBoundary messages={messages}>
        {!shownError ? (
          bare ? (
            <BareOneTap />
          ) : (
            <CurrentScreen mode={mode} />
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

function CurrentScreen({ mode }: { mode: WidgetMode }) {
  const screen = useAuthState((s) => s.screen);
  const { config } = useWidget();
  const table = useMemo(
    () =>
      mode === 'resetPassword'
        ? RESET_SCREENS
        : mode === 'passkeyRegistration'
          ? PASSKEY_REGISTRATION_SCREENS
          : mode === 'identityProvider'
            ? IDP_SCREENS
            : screensFor(config.products),
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
    <Frame ref={frame}>
      <View />
    </Frame>
  );
}

/** Holds the screen for focus handling; no box of its own. */
const Frame = styled.div`
  display: contents;
`;

function ToastSlot() {
  const { store, client } = useWidget();
  const toasts = useAuthState((s) => s.toasts);
  return <Toasts toasts={toasts} clock={client.platform.clock} onDone={store.getState().dismissToast} />;
}

function WatermarkSlot({ messages }: { messages: Messages }) {
  const show = useAuthState((s) => s.bootstrap.displayWatermark);
  return show ? (
    <Watermark poweredBy={messages.watermark.poweredBy} providerName={messages.watermark.providerName} />
  ) : null;
}

interface BoundaryState {
  failed: boolean;
}

/** Last line of defence: a render error shows the error screen instead of a blank element. */
class ScreenBoundary extends Component<{ messages: Messages; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { failed: false };

  static getDerivedStateFromError(): BoundaryState {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo): void {
    console.error('idp-elements: a screen failed to render.', error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <>
        <Heading>{this.props.messages.errorScreen.title}</Heading>
        <Text role="alert">{this.props.messages.errorScreen.renderFailed}</Text>
      </>
    );
  }
}

/** `<idp-reset-password>`: the login widget opened on the reset form. */
export function ResetPasswordWidget(props: Omit<LoginWidgetProps, 'mode'>) {
  return <LoginWidget {...props} mode="resetPassword" />;
}

/** `<idp-passkey-register>`: create, rename and delete the logged-in user's passkeys (SPEC §1). */
export function PasskeyRegistrationWidget(props: Omit<LoginWidgetProps, 'mode'>) {
  return <LoginWidget {...props} mode="passkeyRegistration" />;
}

/** `<idp-consent>`: the identity provider's consent and logout screens (SPEC §1, §2 IDPConsent). */
export function IdentityProviderWidget(props: Omit<LoginWidgetProps, 'mode'>) {
  return <LoginWidget {...props} mode="identityProvider" />;
}
