import { useEffect, useMemo } from 'react';
import type { CookieOptions } from '../client';
import {
  isHttpUrl,
  OBJECT_TEXT,
  parseConfig,
  parseCookieOptions,
  type ConfigError,
  type ParsedConfig,
} from '../config/config';
import { dispatchWidgetEvent, EVENT } from '../events/widgetEvents';
import { isBareOneTap } from '../flow/products';
import { parseStrings } from '../i18n/strings';
import { widgetTexts, type WidgetTexts } from '../i18n/widgetTexts';
import { schemeStyles } from '../theme/parseStyles';
import type { Theme } from '../theme/tokens';
import { configErrorMessage } from './ConfigErrorView';
import type { LoginWidgetProps, WidgetMode } from './props';

/** The element's attributes, parsed and checked: what its shell and its screens are built from. */
export interface WidgetAttributes {
  mode: WidgetMode;
  /** The host element, where `idp-event` and `idp-error` are fired. */
  host: EventTarget | null;
  /** The element's language and texts. */
  texts: WidgetTexts;
  publicToken: string;
  apiUrl: string;
  captchaScriptUrl: string;
  cookieOptions: CookieOptions;
  parsedConfig: ParsedConfig;
  theme: Theme;
  /** The dark theme `theme="auto"` switches to, if any. */
  dark: Theme | null;
  /** An attribute the element cannot work without is missing or wrong: no store, no client, only the notice. */
  attributeError: ConfigError | null;
  /** The words for the attribute or config error that replaces the form, if any. */
  configErrorText: string | null;
  /** One Tap is the only product: its bare slot in place of the card. */
  bare: boolean;
}

/** The provider's default base by token kind (docs/protocol.md#where-the-calls-go), used when no `api-url` is given. */
export function defaultApiUrl(publicToken: string): string {
  return publicToken.includes('public-token-test') ? 'https://test.stytch.com' : 'https://api.stytch.com';
}

function hostOf(container: HTMLElement | undefined): EventTarget | null {
  if (!container) return null;
  return container instanceof ShadowRoot ? container.host : container;
}

/**
 * Parses the element's attributes (config, styles, cookie options, strings, token and URLs), reports their
 * warnings to the console and a config error as `idp-error`, and says what the element can show.
 */
export function useWidgetAttributes(props: LoginWidgetProps): WidgetAttributes {
  const locale = props.resolvedLocale ?? 'en';
  const translations = props.translations ?? null;
  const parsedStrings = useMemo(() => parseStrings(props.strings), [props.strings]);
  const texts = useMemo(
    () => widgetTexts(locale, translations, parsedStrings.strings),
    [locale, translations, parsedStrings],
  );
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
  const configErrorText = configError ? configErrorMessage(configError, texts.messages) : null;
  const host = hostOf(props.container);

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

  return {
    mode,
    host,
    texts,
    publicToken,
    apiUrl,
    captchaScriptUrl,
    cookieOptions: parsedCookies.options,
    parsedConfig,
    theme: parsedStyles.theme,
    dark: parsedStyles.dark,
    attributeError,
    configErrorText,
    // One Tap as the only product is a bare slot for the prompt, without the card.
    bare: mode === 'login' && !configError && isBareOneTap(parsedConfig.config),
  };
}
